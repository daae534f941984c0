# holder-easy-6p-s11-001: simulated game 2338139323 (careless vs random bots), events 8 to 26, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 4C 10C JC 2D 10D QD 6H 9H
start: Cara
question: who holds 6C?
answer: Eli

Cara asks Ben for QS: yes
Cara asks Fay for 6C: no
Fay asks Asha for KD: no
Asha asks Dev for 6C: no
Dev asks Eli for AC: no
Eli claims high spades: Eli 9S 10S JS, Cara QS, Asha KS AS: wrong, actually Eli 9S 10S JS, Cara QS KS, Asha AS
Eli asks Ben for 2C: no
Ben asks Asha for 7C: no
Asha asks Dev for QD: yes
Asha asks Fay for 5C: no
Fay asks Eli for 4C: no
Eli asks Fay for 2D: no
Fay asks Eli for 6S: no
Eli asks Fay for 7C: yes
Eli asks Dev for 4C: yes
Eli asks Fay for 3C: no
Fay asks Cara for 6S: no
Cara asks Ben for JD: no
Ben asks Asha for 6C: no
