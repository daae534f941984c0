# holder-easy-6p-s7-002: simulated game 2252886105 (random bots), events 1 to 29, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 5D 7D QD KH AH 3S 4S 9S
start: Ben
question: who holds 3H?
answer: Eli

Ben asks Eli for 9C: yes
Ben asks Eli for 7C: yes
Ben asks Cara for AC: no
Cara asks Ben for 4S: no
Ben asks Cara for 5C: no
Cara asks Fay for 3S: no
Fay asks Cara for 3H: no
Cara asks Dev for KH: yes
Cara asks Dev for 2D: no
Dev asks Eli for 3D: no
Eli asks Fay for 10H: yes
Eli asks Fay for 6S: no
Fay asks Eli for 9S: no
Eli asks Dev for 7C: no
Dev asks Cara for JS: no
Cara asks Dev for JS: no
Dev asks Asha for 6D: no
Asha asks Fay for 5S: no
Fay asks Asha for 2D: no
Asha asks Fay for KC: yes
Asha asks Dev for AD: no
Dev asks Eli for 6D: yes
Dev asks Cara for JD: yes
Dev asks Asha for JH: no
Asha asks Ben for QS: no
Ben asks Asha for 9H: no
Asha asks Fay for 6H: yes
Asha asks Ben for 4C: no
Ben asks Asha for 3H: no
