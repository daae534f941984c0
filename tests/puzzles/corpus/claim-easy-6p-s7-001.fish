# claim-easy-6p-s7-001: simulated game 4023904818 (random vs careless bots), events 1 to 83, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 10C QC KD 4H 6H KH 10S JS
start: Asha
question: what can you claim?
answer: high hearts: Dev 9H 10H JH KH AH, Ben QH

Asha asks Fay for QH: no
Fay asks Cara for AD: no
Cara asks Fay for 6H: no
Fay asks Cara for JS: no
Cara asks Dev for 7S: no
Dev asks Cara for JH: no
Cara asks Dev for 2H: no
Dev asks Asha for 9D: no
Asha asks Dev for KD: yes
Asha asks Fay for QD: no
Fay asks Eli for 4D: no
Eli asks Ben for 10C: no
Ben asks Eli for 4D: no
Eli asks Ben for 3C: no
Ben asks Cara for AH: no
Cara asks Ben for 7S: yes
Cara asks Ben for JS: no
Ben asks Eli for AH: no
Eli asks Ben for 2C: yes
Eli asks Dev for 10C: yes
Eli asks Ben for QC: no
Ben asks Eli for 6S: no
Eli asks Dev for 9C: no
Dev asks Eli for 2H: yes
Dev asks Eli for JH: yes
Dev claims low hearts: Dev 2H 4H 6H, Ben 3H 5H, Fay 7H: wrong, actually Dev 2H 4H 6H, Eli 3H, Cara 5H, Fay 7H
Dev asks Asha for 10H: no
Asha asks Dev for KS: no
Dev asks Asha for QS: yes
Dev asks Cara for JC: no
Cara asks Fay for QS: no
Fay asks Asha for 3D: no
Asha asks Fay for JD: no
Fay asks Cara for 9D: no
Cara asks Ben for AS: no
Ben asks Asha for 7D: no
Asha asks Dev for KC: no
Dev asks Cara for AC: no
Cara asks Dev for AH: no
Dev claims high spades: Ben 9S, Dev 10S JS QS, Fay KS AS: wrong, actually Cara 9S, Dev 10S JS QS, Fay KS AS
Dev asks Asha for AH: yes
Dev asks Cara for 9H: yes
Dev asks Asha for QH: no
Asha asks Ben for 10D: no
Ben asks Cara for QC: no
Cara asks Dev for 2S: no
Dev asks Eli for QH: no
Eli asks Dev for 10D: no
Dev asks Asha for 10C: no
Asha asks Dev for 10C: no
Dev asks Asha for 9C: no
Asha asks Fay for QC: no
Fay asks Asha for 5D: no
Asha asks Fay for 5C: no
Fay asks Cara for 4S: no
Cara asks Ben for 2C: no
Ben asks Asha for 2S: no
Asha asks Ben for 5D: yes
Asha asks Fay for QC: no
Fay asks Eli for 7S: no
Eli asks Ben for KD: no
Ben asks Eli for JC: no
Eli asks Dev for QC: yes
Eli asks Ben for 3C: no
Ben asks Cara for 7S: yes
Ben asks Asha for 9D: no
Asha asks Fay for 2C: no
Fay asks Asha for AD: yes
Fay asks Eli for 5D: no
Eli asks Fay for 9C: no
Fay asks Eli for 3S: no
Eli asks Ben for 4C: no
Ben asks Asha for 5S: no
Asha asks Ben for QC: no
Ben asks Cara for KD: no
Cara asks Dev for 5S: no
Dev asks Asha for QH: no
Asha asks Ben for KC: no
Ben asks Cara for 4D: no
Cara asks Fay for JH: no
Fay asks Cara for 9D: no
Cara asks Dev for QH: no
Dev asks Cara for 10H: yes
