# fishsolve puzzle make --game simplified-fish --seed 1
game: simplified-fish
players: Ana Bo
hand Ana: 6C QC 8D KD 5S 8S KS
start: Ana
question: how many K does Bo hold?
answer: 2

Ana asks Bo for KC: go fish, draws 3S
Bo asks Ana for 4D: go fish
Ana asks Bo for QH: go fish, draws 4C
Bo asks Ana for KS: yes
Bo asks Ana for JD: go fish
Ana asks Bo for 3H: go fish, draws AC
Bo asks Ana for 4C: yes
Bo asks Ana for 8H: go fish
Ana asks Bo for 6S: go fish, draws KC
Bo asks Ana for 4H: go fish, draws 4H
Bo asks Ana for AH: go fish
