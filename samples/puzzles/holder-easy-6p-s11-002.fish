# holder-easy-6p-s11-002: simulated game 454837559 (careless bots), events 2 to 15, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 7C 10C JC QC 10H QH 7S 9S
start: Cara
question: who holds QD?
answer: Dev

Cara asks Ben for JS: yes
Cara asks Ben for KS: no
Ben asks Eli for 9D: no
Eli asks Ben for QH: no
Ben asks Cara for KS: no
Cara asks Fay for AC: no
Fay asks Eli for 3D: yes
Fay asks Asha for 3H: no
Asha asks Fay for 10H: no
Fay asks Eli for JC: no
Eli asks Fay for JH: no
Fay asks Asha for QD: no
Asha asks Ben for 4C: no
Ben asks Eli for QD: no
