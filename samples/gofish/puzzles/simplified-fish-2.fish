# fishsolve puzzle make --game simplified-fish --seed 2
game: simplified-fish
players: Ana Bo
hand Ana: JC QC 8D 9D 3H 4H 7S
start: Ana
question: who holds 3S?
answer: stock

Ana asks Bo for 3D: go fish, draws 2C
Bo asks Ana for 8S: go fish
Ana asks Bo for 3S: go fish, draws JS
