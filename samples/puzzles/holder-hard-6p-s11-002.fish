# holder-hard-6p-s11-002: simulated game 598805144 (random vs careless bots), events 7 to 34, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 5C 4D 7D 10D JH JS QS KS
start: Cara
question: who holds 3D?
answer: Cara

Cara asks Fay for 4D: no
Fay asks Cara for QS: no
Cara asks Dev for 10D: no
Dev asks Asha for KH: no
Asha asks Ben for JH: no
Ben asks Cara for 4D: no
Cara asks Fay for QH: no
Fay asks Cara for QS: no
Cara asks Fay for 4D: no
Fay asks Eli for 9D: no
Eli asks Dev for 6D: no
Dev asks Cara for AD: yes
Dev asks Eli for JD: no
Eli asks Dev for 2C: no
Dev asks Cara for 9D: no
Cara asks Ben for 4H: no
Ben asks Eli for 6H: no
Eli asks Ben for 6D: yes
Eli asks Ben for AH: no
Ben asks Eli for 3H: no
Eli asks Ben for JD: no
Ben asks Asha for 10C: no
Asha asks Dev for 4D: no
Dev asks Asha for JD: no
Asha asks Dev for 7D: no
Dev asks Asha for JD: no
Asha asks Fay for 3D: no
Fay asks Eli for 6D: yes
