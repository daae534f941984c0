# holder-medium-6p-s11-002: simulated game 3129899550 (random vs careless bots), events 1 to 24, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 2C 10C KC AC JD 2S 3S KS
start: Eli
question: who holds 9C?
answer: Cara

Eli asks Fay for 5S: yes
Eli asks Ben for 7S: yes
Eli asks Fay for QC: no
Fay asks Cara for 2C: no
Cara asks Dev for 2S: no
Dev asks Cara for 4C: no
Cara asks Ben for 9D: no
Ben asks Eli for 2S: yes
Ben asks Asha for JC: no
Asha asks Fay for 10H: no
Fay asks Asha for 6H: no
Asha asks Ben for 4H: yes
Asha asks Ben for 7D: no
Ben asks Cara for 7S: no
Cara asks Dev for JC: yes
Cara asks Fay for JD: no
Fay asks Asha for 6H: no
Asha asks Dev for JS: no
Dev asks Cara for 3C: no
Cara asks Fay for 9S: no
Fay asks Asha for 6D: no
Asha asks Ben for 5H: no
Ben asks Eli for 2H: no
Eli asks Ben for QC: yes
