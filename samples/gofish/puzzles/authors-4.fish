# fishsolve puzzle make --game authors --seed 4
game: authors
players: Ana Bo
hand Ana: QC KC 8D QD KH 7S 8S
start: Ana
question: how many 8 does Bo hold?
answer: 2

Ana asks Bo for KS: go fish, draws 4H
Bo asks Ana for QC: yes
Bo asks Ana for QD: yes
Bo asks Ana for 5D: go fish
Ana asks Bo for 4C: go fish, draws 2C
Bo asks Ana for 8C: go fish, draws 8C
