# fishsolve puzzle make --game simplified-fish --seed 6
game: simplified-fish
players: Ana Bo
hand Bo: 3C QD 4H 4S 6S 9S JS
start: Ana
question: how many jacks does Ana hold?
answer: 2

Ana asks Bo for JS: yes
Ana asks Bo for 3H: go fish
Bo asks Ana for 4D: yes
Bo asks Ana for QS: go fish, draws JD
Ana asks Bo for JH: go fish
