# holder-medium-6p-s7-007: simulated game 2524920130 (random vs careless bots), events 5 to 39, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 4D 5D 9H QH AH 7S 9S QS
start: Cara
question: who holds 7D?
answer: Fay

Cara asks Fay for 2D: no
Fay asks Asha for KD: no
Asha asks Ben for 4S: no
Ben asks Cara for KH: no
Cara asks Fay for 7S: no
Fay asks Cara for 4D: no
Cara asks Dev for 3S: no
Dev asks Cara for 3D: yes
Dev asks Cara for QD: no
Cara asks Dev for 3S: no
Dev asks Cara for 5D: no
Cara asks Dev for 3S: no
Dev asks Eli for 4D: no
Eli asks Ben for 2H: no
Ben asks Asha for 3D: no
Asha asks Ben for JH: no
Ben asks Cara for KH: no
Cara asks Dev for 3C: no
Dev asks Cara for QD: no
Cara asks Ben for JS: no
Ben asks Cara for 10H: no
Cara asks Ben for 4C: no
Ben asks Asha for 3D: no
Asha asks Dev for QS: no
Dev asks Eli for KC: no
Eli asks Fay for 7C: no
Fay asks Eli for 3D: no
Eli asks Fay for QC: no
Fay claims high clubs: Fay 9C KC AC, Dev 10C JC QC: wrong, actually Fay 9C KC AC, Asha 10C, Eli JC, Dev QC
Fay asks Cara for AH: no
Cara asks Ben for AD: no
Ben asks Cara for 4S: no
Cara asks Ben for 7S: yes
Cara asks Fay for AS: no
Fay asks Cara for 6D: no
