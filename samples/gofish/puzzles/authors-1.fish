# fishsolve puzzle make --game authors --seed 1
game: authors
players: Ana Bo
hand Ana: 6C QC 8D KD 5S 8S KS
start: Ana
question: who holds KS?
answer: Bo

Ana asks Bo for KC: go fish, draws 3S
Bo asks Ana for 4D: go fish
Ana asks Bo for QH: go fish, draws 4C
Bo asks Ana for KS: yes
