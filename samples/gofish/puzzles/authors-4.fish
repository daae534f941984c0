# fishsolve puzzle make --game authors --seed 4
game: authors
players: Ana Bo
hand Bo: 5C 2D 4D KD 8H 4S QS
start: Ana
question: who holds 2C?
answer: Ana

Ana asks Bo for KS: go fish
Bo asks Ana for QC: yes
Bo asks Ana for QD: yes
Bo asks Ana for 5D: go fish, draws AC
Ana asks Bo for 4C: go fish
Bo asks Ana for 8C: go fish, draws 8C
Bo asks Ana for AH: go fish, draws 2S
Ana asks Bo for 2H: go fish
Bo asks Ana for AD: go fish, draws 5S
Ana asks Bo for 7C: go fish
Bo asks Ana for KH: yes
Bo asks Ana for 4H: yes
Bo asks Ana for 2H: go fish, draws 3H
