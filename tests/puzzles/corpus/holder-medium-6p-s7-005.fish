# holder-medium-6p-s7-005: simulated game 1505244139 (random bots), events 6 to 35, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2C 3D 10D 2H 6H JH QH 10S
start: Asha
question: who holds 3C?
answer: Eli

Asha asks Fay for 4C: no
Fay asks Eli for 9C: no
Eli asks Fay for 2C: no
Fay asks Asha for 3D: yes
Fay asks Asha for KC: no
Asha asks Ben for JS: no
Ben asks Eli for KC: yes
Ben asks Eli for 10H: no
Eli asks Ben for KS: no
Ben asks Eli for QH: no
Eli asks Dev for 4C: no
Dev asks Cara for 2C: no
Cara asks Dev for 9S: no
Dev asks Asha for 4H: no
Asha asks Dev for 7C: no
Dev asks Eli for 3D: no
Eli asks Ben for 5C: no
Ben asks Eli for 5C: no
Eli asks Fay for KS: no
Fay asks Eli for KC: no
Eli asks Dev for 4H: no
Dev asks Asha for 10H: no
Asha asks Ben for QD: no
Ben asks Eli for 6D: no
Eli asks Fay for AH: no
Fay asks Cara for 4D: yes
Fay asks Cara for 6C: yes
Fay asks Asha for 3C: no
Asha asks Fay for KD: no
Fay asks Cara for 5C: no
