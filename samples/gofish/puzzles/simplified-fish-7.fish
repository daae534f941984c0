# fishsolve puzzle make --game simplified-fish --seed 7
game: simplified-fish
players: Ana Bo
hand Ana: 6C 10C 9D KD 5H AH 7S
start: Ana
question: who holds 9C?
answer: Bo

Ana asks Bo for AS: yes
Ana asks Bo for KS: go fish, draws JS
Bo asks Ana for QD: go fish
Ana asks Bo for 7C: go fish, draws 6H
Bo asks Ana for 2D: go fish
Ana asks Bo for KS: go fish, draws 4S
Bo asks Ana for 9H: go fish
Ana asks Bo for 4D: go fish, draws 10H
Bo asks Ana for 2H: go fish
Ana asks Bo for 10D: go fish, draws 4D
Bo asks Ana for 6H: yes
Bo asks Ana for 9S: go fish
