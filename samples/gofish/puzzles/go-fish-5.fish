# fishsolve puzzle make --game go-fish --seed 5
game: go-fish
players: Ana Bo
hand Ana: AC 4D 7D 2S 5S 6S KS
start: Ana
question: which ask is sure?
answer: Bo 7

Ana asks Bo for 6: 1
Ana asks Bo for 6: go fish, draws 8C
Bo asks Ana for 8: 1
Bo asks Ana for 7: 1
Bo asks Ana for 8: go fish
Ana asks Bo for 6: go fish, draws JD
Bo asks Ana for 9: go fish, draws 9H
Bo asks Ana for 4: 1
Bo asks Ana for 4: go fish
Ana asks Bo for 2: go fish, draws 7S
Bo asks Ana for 8: go fish
Ana asks Bo for A: go fish, draws 10H
Bo asks Ana for 4: go fish
