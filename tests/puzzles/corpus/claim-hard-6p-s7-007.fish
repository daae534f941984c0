# claim-hard-6p-s7-007: simulated game 4063873846 (random vs careless bots), events 12 to 80, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 3C 2D 5D 7D 5H 4S 6S 7S
start: Fay
question: what can you claim?
answer: low diamonds: Dev 2D 5D 7D, Ben 3D, Fay 4D 6D

Fay asks Eli for 4D: yes
Fay asks Asha for 2H: no
Asha asks Dev for QC: no
Dev asks Eli for 6C: no
Eli asks Fay for 9C: no
Fay asks Cara for JC: no
Cara asks Ben for 3H: yes
Cara asks Ben for JH: no
Ben asks Cara for 3C: no
Cara asks Dev for QH: no
Dev asks Eli for 7H: no
Eli asks Fay for KS: no
Fay asks Eli for QD: no
Eli asks Ben for JC: yes
Eli asks Dev for KS: no
Dev asks Cara for 3H: yes
Dev asks Eli for 7C: yes
Dev asks Eli for 6H: no
Eli asks Ben for KS: no
Ben asks Cara for AD: yes
Ben asks Cara for 4D: no
Cara asks Fay for JD: yes
Cara asks Dev for JH: no
Dev asks Eli for 6C: no
Eli asks Ben for QC: no
Ben asks Cara for 5D: no
Cara asks Fay for QD: no
Fay asks Eli for 10S: no
Eli asks Fay for KS: no
Fay asks Eli for 9D: yes
Fay asks Cara for QC: yes
Fay asks Asha for 3H: no
Asha asks Fay for AS: no
Fay asks Asha for 7D: no
Asha asks Dev for JC: no
Dev asks Cara for 4D: no
Cara asks Dev for KH: no
Dev asks Asha for 4C: yes
Dev asks Cara for 2C: no
Cara asks Fay for JH: no
Fay asks Asha for 10D: no
Asha asks Ben for 10C: no
Ben asks Eli for 9D: no
Eli asks Ben for JS: no
Ben asks Cara for AS: no
Cara asks Dev for 7S: yes
Cara asks Ben for JC: no
Ben asks Cara for KS: no
Cara asks Fay for 4H: yes
Cara asks Fay for 3H: no
Fay asks Cara for 3H: no
Cara asks Dev for JC: no
Dev asks Cara for 5C: no
Cara asks Dev for JH: no
Dev asks Cara for 2S: no
Cara asks Fay for 3H: no
Fay asks Eli for 4H: no
Eli asks Ben for 9C: no
Ben asks Eli for 9D: no
Eli asks Dev for 9S: no
Dev asks Asha for 6D: no
Asha asks Fay for 10H: no
Fay asks Asha for KC: no
Asha asks Fay for 10C: no
Fay asks Cara for KC: no
Cara asks Fay for 6S: no
Fay asks Eli for 9S: no
Eli asks Fay for 10H: no
Fay asks Asha for 3D: no
