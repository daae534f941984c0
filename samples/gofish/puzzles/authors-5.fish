# fishsolve puzzle make --game authors --seed 5
game: authors
players: Ana Bo
hand Bo: 8C 9C JC 5D 6D AH 8S
start: Ana
question: which ask is sure?
answer: Ana 9D

Ana asks Bo for QH: go fish
Bo asks Ana for 8D: go fish, draws 9H
Ana asks Bo for 7S: go fish
Bo asks Ana for 6C: go fish, draws 7D
Ana asks Bo for 4S: go fish
Bo asks Ana for JD: go fish, draws 2C
Ana asks Bo for JC: yes
Ana asks Bo for KS: go fish, draws KS
Ana asks Bo for KH: go fish
Bo asks Ana for 9S: go fish, draws 6S
Ana asks Bo for 10S: go fish
Bo asks Ana for 2H: yes
Bo asks Ana for 2S: go fish, draws 3S
Ana asks Bo for 9S: go fish
