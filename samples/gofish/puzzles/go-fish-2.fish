# fishsolve puzzle make --game go-fish --seed 2
game: go-fish
players: Ana Bo
hand Ana: 3C QC 10D 2H 7S 8S QS
start: Ana
question: how many 7s does Bo hold?
answer: 0

Ana asks Bo for 8: 1
Ana asks Bo for 7: go fish, draws QD
Bo asks Ana for 4: go fish
Ana asks Bo for 7: go fish, draws 10C
Bo asks Ana for 4: go fish
Ana asks Bo for 7: go fish, draws KS
Bo asks Ana for A: go fish
Ana asks Bo for 10: go fish, draws 7D
Bo asks Ana for K: 1
Bo asks Ana for 4: go fish
Ana asks Bo for 7: go fish, draws 2C
Bo asks Ana for 6: go fish, draws 6D
