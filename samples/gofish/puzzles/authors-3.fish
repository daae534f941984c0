# fishsolve puzzle make --game authors --seed 3
game: authors
players: Ana Bo
hand Ana: 4C 9C 10D JD 7H 8S KS
start: Ana
question: who holds 6H?
answer: stock

Ana asks Bo for 8D: go fish, draws AS
Bo asks Ana for 3D: go fish
Ana asks Bo for JS: go fish, draws QD
Bo asks Ana for AS: yes
Bo asks Ana for 3H: go fish
Ana asks Bo for JS: go fish, draws 10C
Bo asks Ana for 6S: go fish
Ana asks Bo for 4D: go fish, draws 6D
Bo asks Ana for 3D: go fish
Ana asks Bo for 8H: go fish, draws 4D
Bo asks Ana for 6H: go fish
