# fishsolve puzzle make --game go-fish --seed 1
game: go-fish
players: Ana Bo
hand Ana: 6C QC 8D KD 5S 8S KS
start: Ana
question: which ask is sure?
answer: Bo 4

Ana asks Bo for Q: 1
Ana asks Bo for 5: go fish, draws 3S
Bo asks Ana for 4: go fish
Ana asks Bo for 6: go fish, draws 4C
Bo asks Ana for J: go fish
Ana asks Bo for 5: go fish, draws AC
Bo asks Ana for 9: go fish
