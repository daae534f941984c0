# holder-hard-6p-s7-001: simulated game 2046360143 (random vs careless bots), events 1 to 21, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 5C 10C 2D AD 9H 2S JS QS
start: Ben
question: who holds 3S?
answer: Asha

Ben asks Cara for 7S: yes
Ben asks Cara for 4D: no
Cara asks Fay for 7D: no
Fay asks Eli for JS: no
Eli asks Fay for 3H: no
Fay asks Cara for 4H: yes
Fay asks Cara for 3D: no
Cara asks Ben for 7H: no
Ben asks Asha for 5S: yes
Ben asks Asha for 4S: no
Asha asks Dev for KD: no
Dev asks Asha for KH: no
Asha asks Dev for 7S: no
Dev asks Asha for 9C: no
Asha asks Ben for 2D: yes
Asha asks Dev for AD: no
Dev asks Eli for 9C: no
Eli asks Ben for 6C: no
Ben asks Eli for 3S: no
Eli asks Fay for 2H: yes
Eli asks Fay for 4S: no
