# holder-hard-6p-s7-007: simulated game 825297352 (random bots), events 3 to 14, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 3C 5C 6C 7C JD 5H 6H JH
start: Fay
question: who holds 4H?
answer: Cara

Fay asks Asha for 4H: no
Asha asks Ben for AH: yes
Asha asks Fay for 4C: no
Fay asks Cara for 4S: no
Cara asks Ben for 3C: no
Ben asks Cara for 6C: no
Cara asks Ben for 6S: no
Ben asks Cara for KD: no
Cara asks Ben for 3H: yes
Cara asks Ben for 9S: no
Ben asks Cara for 3D: no
Cara asks Fay for 2H: no
