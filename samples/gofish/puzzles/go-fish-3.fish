# fishsolve puzzle make --game go-fish --seed 3
game: go-fish
players: Ana Bo
hand Ana: 9C 10D KD 2H QH 7S QS
start: Ana
question: which ask is sure?
answer: Bo 3

Ana asks Bo for Q: go fish, draws 3H
Bo asks Ana for 4: go fish
Ana asks Bo for 9: go fish, draws 10C
Bo asks Ana for 3: 1
Bo asks Ana for 10: 2
Bo asks Ana for 8: go fish
Ana asks Bo for K: go fish, draws 3D
Bo asks Ana for 6: go fish
