# claim-easy-6p-s7-002: simulated game 3246368441 (random vs careless bots), events 6 to 74, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 6D 10D QH JS QS
start: Asha
question: what can you claim?
answer: high spades: Asha 9S 10S JS QS KS, Cara AS

Asha asks Ben for AS: no
Ben asks Eli for 4S: yes
Ben asks Asha for JS: yes
Ben asks Cara for 3D: no
Cara asks Fay for KS: no
Fay asks Asha for 4H: no
Asha asks Fay for 10S: yes
Asha asks Dev for AH: no
Dev asks Eli for 6D: no
Eli asks Dev for 6C: no
Dev asks Asha for JD: no
Asha asks Fay for KH: no
Fay asks Eli for QH: no
Eli asks Dev for 3H: no
Dev asks Asha for 3D: yes
Dev asks Cara for 2C: yes
Dev asks Eli for 4D: no
Eli asks Fay for 3H: yes
Eli asks Ben for AH: no
Ben asks Eli for KH: no
Eli asks Dev for 7C: no
Dev asks Asha for 7S: no
Asha asks Ben for 3D: no
Ben asks Cara for 2H: yes
Ben asks Eli for 6D: no
Eli asks Ben for 7C: yes
Eli asks Fay for AH: no
Fay asks Cara for 6S: no
Cara asks Ben for 9S: no
Ben asks Asha for 7C: no
Asha asks Dev for JD: no
Dev asks Eli for AS: no
Eli asks Ben for 6C: no
Ben asks Eli for 4H: yes
Ben asks Eli for 9H: no
Eli asks Ben for KH: no
Ben asks Cara for 4C: no
Cara asks Ben for 10H: no
Ben asks Asha for AH: no
Asha asks Fay for AS: no
Fay asks Eli for KD: no
Eli asks Ben for AD: no
Ben asks Eli for 6S: no
Eli asks Dev for 10D: no
Dev asks Asha for 2H: no
Asha asks Ben for KS: yes
Asha asks Fay for 9S: no
Fay asks Asha for QD: no
Asha asks Ben for JS: yes
Asha asks Dev for KD: no
Dev asks Cara for 9C: no
Cara asks Ben for AD: no
Ben claims low spades: Ben 2S 3S 4S, Dev 5S 6S, Fay 7S: wrong, actually Ben 2S 3S 4S, Fay 5S 7S, Dev 6S
Ben asks Asha for 4D: yes
Ben asks Cara for 7D: no
Cara asks Fay for QH: no
Fay asks Cara for QH: no
Cara asks Dev for JS: no
Dev asks Eli for 2H: no
Eli asks Dev for 5H: yes
Eli asks Ben for 5C: no
Ben asks Asha for AH: no
Asha asks Fay for 3D: no
Fay asks Cara for 10H: no
Cara asks Ben for 7C: no
Ben asks Cara for 5C: no
Cara asks Fay for AD: no
Fay asks Asha for QD: no
Asha asks Dev for 9S: yes
