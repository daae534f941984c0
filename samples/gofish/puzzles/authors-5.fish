# fishsolve puzzle make --game authors --seed 5
game: authors
players: Ana Bo
hand Ana: 3C 6C 8C KC 9D 10D 10H
start: Ana
question: which ask is sure?
answer: Bo 6D

Ana asks Bo for 10C: go fish, draws JC
Bo asks Ana for 8C: yes
Bo asks Ana for 6H: go fish
Ana asks Bo for 3S: go fish, draws KD
Bo asks Ana for 6S: go fish
Ana asks Bo for 3S: go fish, draws 5H
Bo asks Ana for AC: go fish
