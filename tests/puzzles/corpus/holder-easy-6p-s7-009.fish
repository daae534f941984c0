# holder-easy-6p-s7-009: simulated game 463604683 (random bots), events 3 to 29, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 2C 9D QD KH AH 3S 6S QS
start: Ben
question: who holds 5C?
answer: Eli

Ben asks Asha for 5C: no
Asha asks Ben for 4H: yes
Asha asks Dev for 10C: no
Dev asks Asha for KC: no
Asha asks Dev for JC: yes
Asha asks Dev for 3H: no
Dev asks Asha for 9D: no
Asha asks Ben for 4C: yes
Asha asks Fay for 5S: yes
Asha asks Dev for 9C: no
Dev asks Asha for 4S: no
Asha asks Fay for KH: no
Fay asks Asha for 9C: no
Asha asks Dev for 4S: no
Dev asks Asha for KH: no
Asha asks Fay for 2D: no
Fay asks Cara for JD: no
Cara asks Fay for JD: no
Fay asks Asha for 5C: no
Asha asks Fay for KH: no
Fay asks Cara for 9S: no
Cara asks Fay for KD: no
Fay asks Asha for 4C: yes
Fay asks Cara for QC: no
Cara asks Dev for 10S: no
Dev asks Asha for 10D: no
Asha asks Dev for 5C: no
