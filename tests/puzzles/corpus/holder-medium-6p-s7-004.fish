# holder-medium-6p-s7-004: simulated game 1408419877 (careless vs random bots), events 7 to 38, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 2C 2D 6D 4H 6H KH 2S 6S
start: Asha
question: who holds 4D?
answer: Dev

Asha asks Ben for 5H: yes
Asha asks Ben for 7C: no
Ben asks Asha for 4D: no
Asha asks Fay for 9H: no
Fay asks Asha for 7H: yes
Fay asks Asha for KS: no
Asha asks Fay for 10H: no
Fay asks Asha for JC: no
Asha asks Ben for 2H: no
Ben asks Eli for 9S: no
Eli asks Dev for 9H: no
Dev asks Eli for 10S: no
Eli asks Dev for 7D: yes
Eli asks Ben for 5H: no
Ben asks Asha for AC: no
Asha asks Fay for 9D: yes
Asha asks Ben for KD: no
Ben asks Asha for 6D: no
Asha asks Dev for KH: no
Dev asks Eli for 6C: no
Eli asks Ben for 7H: no
Ben asks Asha for JS: no
Asha asks Ben for AD: no
Ben asks Eli for 9S: no
Eli asks Dev for 5D: no
Dev asks Asha for 5D: no
Asha asks Ben for 7H: no
Ben asks Eli for QS: no
Eli asks Ben for 3C: no
Ben asks Asha for JS: no
Asha asks Dev for JD: no
Dev asks Eli for 3D: no
