# holder-medium-6p-s7-008: simulated game 1514014642 (random vs careless bots), events 8 to 39, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 4H 7H 10H 4S 5S 9S JS AS
start: Ben
question: who holds 10C?
answer: Cara

Ben asks Eli for JD: yes
Ben asks Eli for 4C: no
Eli asks Fay for 2H: no
Fay asks Cara for 5C: no
Cara asks Fay for 2S: no
Fay asks Asha for AC: no
Asha asks Ben for 7H: no
Ben asks Cara for JC: no
Cara asks Fay for 9C: no
Fay asks Eli for 10C: no
Eli asks Fay for 4H: no
Fay asks Cara for 5C: no
Cara asks Fay for AC: no
Fay asks Eli for 7H: no
Eli asks Ben for 3H: no
Ben asks Cara for 9C: no
Cara asks Ben for 9D: yes
Cara asks Ben for 4S: no
Ben asks Cara for 7C: yes
Ben asks Cara for JS: no
Cara asks Fay for JC: no
Fay asks Asha for AC: no
Asha asks Ben for 4H: no
Ben asks Asha for 5C: no
Asha asks Fay for QC: yes
Asha asks Fay for JD: no
Fay asks Asha for 9H: no
Asha asks Dev for 3D: no
Dev asks Asha for 3H: yes
Dev asks Cara for QS: yes
Dev asks Cara for 2H: no
Cara asks Dev for KC: no
