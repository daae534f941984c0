# fishsolve puzzle make --game simplified-fish --seed 9
game: simplified-fish
players: Ana Bo
hand Ana: 5C 10C 2D 10D QD KD 6S
start: Ana
question: how many 6s does Bo hold?
answer: 1

Ana asks Bo for 5S: go fish, draws 6C
Bo asks Ana for 2S: go fish
Ana asks Bo for 10S: go fish, draws 5S
Bo asks Ana for 6H: go fish
Ana asks Bo for QH: yes
