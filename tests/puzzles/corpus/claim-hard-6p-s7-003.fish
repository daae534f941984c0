# claim-hard-6p-s7-003: simulated game 1596905894 (random bots), events 2 to 61, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 2C 5C 9C 4D 4H 5H 5S 9S
start: Fay
question: what can you claim?
answer: low hearts: Dev 2H 7H, Fay 3H, Ben 4H 5H 6H

Fay asks Eli for JC: yes
Fay asks Cara for AC: no
Cara asks Dev for 9D: no
Dev asks Asha for 5H: no
Asha asks Dev for 5S: no
Dev asks Asha for 7S: no
Asha asks Ben for 2H: no
Ben asks Asha for JC: no
Asha asks Dev for 4H: no
Dev asks Eli for 3C: no
Eli asks Dev for AH: no
Dev asks Asha for 2D: yes
Dev asks Eli for 6S: no
Eli asks Dev for KH: no
Dev asks Asha for 6S: no
Asha asks Fay for 9S: no
Fay asks Asha for KH: no
Asha asks Dev for 9C: no
Dev asks Eli for 2H: yes
Dev asks Eli for JS: yes
Dev asks Eli for QH: yes
Dev asks Asha for 4D: no
Asha asks Dev for KS: no
Dev asks Asha for 4D: no
Asha asks Dev for 3H: no
Dev asks Cara for 7S: yes
Dev asks Asha for AS: no
Asha asks Dev for 5H: no
Dev asks Cara for 7C: no
Cara asks Fay for 3S: no
Fay asks Cara for 6D: no
Cara asks Ben for JH: no
Ben asks Cara for 4C: no
Cara asks Ben for 3S: no
Ben asks Asha for 6H: yes
Ben asks Asha for 2S: no
Asha asks Fay for JC: yes
Asha asks Ben for 2S: no
Ben asks Eli for 6S: no
Eli asks Dev for QS: no
Dev asks Cara for 4C: no
Cara asks Dev for 9H: yes
Cara asks Ben for 9D: no
Ben asks Asha for QS: yes
Ben asks Cara for 3C: yes
Ben asks Cara for 2S: no
Cara asks Ben for JH: no
Ben asks Cara for 4C: no
Cara asks Ben for 10D: no
Ben asks Eli for KC: no
Eli asks Fay for 10D: yes
Eli asks Fay for QS: no
Fay asks Asha for 10C: yes
Fay asks Asha for JH: no
Asha asks Dev for 10C: no
Dev asks Cara for 3S: no
Cara asks Fay for JH: no
Fay asks Cara for QC: no
Cara asks Fay for 7S: no
Fay asks Eli for 6H: no
