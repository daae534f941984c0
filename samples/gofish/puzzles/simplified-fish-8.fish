# fishsolve puzzle make --game simplified-fish --seed 8
game: simplified-fish
players: Ana Bo
hand Ana: 3C 4C QD 4H 5H 5S AS
start: Ana
question: which ask is sure?
answer: Bo AS

Ana asks Bo for AC: go fish, draws AC
Ana asks Bo for 3S: yes
Ana asks Bo for 5D: go fish, draws 7C
Bo asks Ana for AS: yes
Bo asks Ana for JH: go fish
