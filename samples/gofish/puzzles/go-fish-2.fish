# fishsolve puzzle make --game go-fish --seed 2
game: go-fish
players: Ana Bo
hand Ana: 5C QC AC 8D 7H 9H 7S
start: Ana
question: how many 5 does Bo hold?
answer: 0

Ana asks Bo for 5: 1
Ana asks Bo for 7: 1
