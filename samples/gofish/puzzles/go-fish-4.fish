# fishsolve puzzle make --game go-fish --seed 4
game: go-fish
players: Ana Bo
hand Bo: 5C 2D 4D KD 8H 4S QS
start: Ana
question: how many 4s does Ana hold?
answer: 3

Ana asks Bo for 7: go fish
Bo asks Ana for 5: go fish, draws AC
Ana asks Bo for 4: 2
Ana asks Bo for K: 1
Ana asks Bo for 8: 1
Ana asks Bo for 7: go fish
Bo asks Ana for Q: 2
Bo asks Ana for Q: go fish, draws 8C
Ana asks Bo for 8: 1
Ana books 8
Ana asks Bo for 7: go fish
Bo asks Ana for Q: go fish, draws 6C
Ana asks Bo for 2: 1
