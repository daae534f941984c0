# claim-medium-6p-s7-007: simulated game 1479581753 (random vs careless bots), events 3 to 65, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 5C JC 2D 5D 6H QH AH 2S
start: Eli
question: what can you claim?
answer: high hearts: Eli 9H QH KH AH, Cara 10H, Asha JH

Eli asks Dev for 5H: yes
Eli asks Dev for 6S: no
Dev asks Cara for QH: no
Cara asks Fay for 9S: no
Fay asks Asha for JS: yes
Fay asks Asha for 5C: no
Asha asks Dev for JD: no
Dev asks Eli for 6S: no
Eli asks Fay for 2C: yes
Eli asks Ben for 4S: no
Ben asks Eli for 10S: no
Eli asks Fay for 5S: no
Fay asks Asha for 9S: yes
Fay asks Eli for KS: no
Eli asks Fay for 3S: no
Fay asks Asha for 5H: no
Asha asks Fay for AD: no
Fay asks Asha for 2C: no
Asha asks Fay for 3C: no
Fay asks Cara for AS: no
Cara asks Fay for 6C: no
Fay asks Asha for 2D: no
Asha asks Ben for 3C: no
Ben asks Eli for 5H: yes
Ben asks Cara for 6S: yes
Ben asks Eli for 10C: no
Eli asks Fay for 7H: yes
Eli asks Fay for 9C: yes
Eli asks Dev for KC: yes
Eli asks Dev for KH: yes
Eli asks Dev for AC: no
Dev asks Asha for 7D: yes
Dev asks Asha for 4D: no
Asha asks Ben for 5C: no
Ben asks Asha for JC: no
Asha asks Dev for 9H: no
Dev asks Asha for 3D: yes
Dev asks Asha for 9S: no
Asha asks Ben for 10H: no
Ben asks Eli for AD: no
Eli asks Dev for 7C: no
Dev asks Eli for 2D: yes
Dev asks Asha for KC: no
Asha asks Dev for 4C: no
Dev asks Asha for JS: no
Asha asks Fay for KH: no
Fay asks Asha for KS: no
Asha asks Dev for QH: no
Dev asks Eli for KC: yes
Dev asks Cara for AD: yes
Dev asks Asha for 10D: yes
Dev asks Cara for 5D: no
Cara asks Ben for 4C: no
Ben asks Cara for 7C: no
Cara asks Dev for 9H: no
Dev asks Asha for KD: no
Asha asks Fay for 2S: no
Fay asks Cara for 7H: no
Cara asks Dev for 7C: no
Dev asks Eli for KS: no
Eli asks Dev for 2D: yes
Eli asks Dev for KC: yes
Eli asks Ben for 9H: yes
