# fishsolve puzzle make --game go-fish --seed 4
game: go-fish
players: Ana Bo
hand Ana: QC KC 8D QD KH 7S 8S
start: Ana
question: how many 7 does Bo hold?
answer: 0

Ana asks Bo for 7: go fish, draws 4H
Bo asks Ana for 5: go fish
Ana asks Bo for 4: 2
Ana asks Bo for K: 1
Ana asks Bo for 8: 1
Ana asks Bo for 7: go fish, draws 2C
