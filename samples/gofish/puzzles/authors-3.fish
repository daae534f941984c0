# fishsolve puzzle make --game authors --seed 3
game: authors
players: Ana Bo
hand Bo: 6C AC KD 3H 8H 10H QH
start: Ana
question: how many 8s does Ana hold?
answer: 3

Ana asks Bo for 10D: go fish, draws 10D
Ana asks Bo for 2C: go fish
Bo asks Ana for 6H: go fish, draws 8S
Ana asks Bo for AC: yes
Ana asks Bo for 2C: go fish
Bo asks Ana for 8D: yes
Bo asks Ana for 10C: go fish, draws 6H
Ana asks Bo for 10C: go fish
Bo asks Ana for 10S: yes
Bo asks Ana for 6S: go fish, draws QC
Ana asks Bo for 8H: yes
Ana asks Bo for 6C: yes
Ana asks Bo for 8S: yes
Ana asks Bo for AH: go fish
