# The game of samples/import/canadian-fish-seat0.json, written by hand from seat 0 (P0)
players: P0 P1 P2 P3 P4 P5
rules: annul
hand P0: 2C 3C 4C 9D 10D JD 2H 3H
start: P0

P0 asks P1 for 5C: yes
P0 asks P1 for 6C: yes
P0 asks P1 for 7C: yes
P0 claims low clubs: P0 2C 3C 4C 5C 6C 7C: right
P0 asks P3 for QD: no
P3 asks P2 for JH: no
P2 asks P1 for 4H: yes
P2 asks P1 for 5H: yes
P2 claims LH: P4 2H, P0 3H, P2 4H 5H 6H 7H: annulled, actually P0 2H 3H, P2 4H 5H 6H 7H
P2 asks P3 for QC: yes
P2 asks P3 for KC: yes
P2 asks P3 for AC: yes
P2 claims high clubs: P2 9C 10C JC QC KC AC: right
P2 asks P5 for 5D: no
P5 claims high spades: P5 9S 10S JS QS KS AS: wrong, actually P4 9S 10S JS, P5 QS KS AS
