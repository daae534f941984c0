# fishsolve puzzle make --game go-fish --seed 3
game: go-fish
players: Ana Bo
hand Bo: 10C KC 10H QH 10S QS AS
start: Ana
question: how many 7 does Ana hold?
answer: 0

Ana asks Bo for 7: go fish
Bo asks Ana for K: 1
Bo asks Ana for A: go fish, draws AC
Bo asks Ana for A: go fish, draws 7S
Ana asks Bo for 9: go fish
Bo asks Ana for Q: go fish, draws 9C
Ana asks Bo for K: 2
Ana asks Bo for 4: go fish
Bo asks Ana for 7: 1
Bo asks Ana for 7: go fish, draws 5S
