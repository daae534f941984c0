# claim-medium-6p-s7-008: simulated game 3770025524 (careless bots), events 3 to 66, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: KC 4D 2H 4H 5H 7H JH 4S
start: Eli
question: what can you claim?
answer: low hearts: Dev 2H 4H 5H 7H, Fay 3H 6H

Eli asks Dev for 4D: yes
Eli asks Ben for 10H: yes
Eli asks Dev for 5D: no
Dev asks Eli for 6H: no
Eli asks Ben for 9S: no
Ben asks Asha for 10H: no
Asha asks Fay for 4C: yes
Asha asks Ben for JS: no
Ben asks Eli for KC: no
Eli asks Ben for JS: no
Ben asks Asha for 9C: no
Asha asks Fay for 6C: no
Fay asks Cara for 2C: no
Cara asks Dev for 2D: no
Dev asks Cara for 3H: no
Cara asks Fay for 3D: no
Fay asks Asha for 7H: no
Asha asks Dev for 5C: no
Dev asks Cara for QH: no
Cara asks Fay for AS: no
Fay asks Asha for AS: no
Asha asks Fay for 9H: no
Fay asks Eli for KD: no
Eli asks Fay for 6D: no
Fay asks Eli for JD: no
Eli asks Fay for 5D: no
Fay asks Eli for 7H: no
Eli asks Ben for 5D: no
Ben asks Cara for 4S: no
Cara asks Dev for 3D: no
Dev asks Asha for 2S: no
Asha asks Ben for 7D: no
Ben asks Eli for JD: no
Eli asks Dev for 5D: no
Dev asks Asha for 3H: no
Asha asks Dev for 2S: no
Dev asks Asha for AC: no
Asha asks Fay for JS: yes
Asha asks Dev for AH: no
Dev asks Asha for 3S: no
Asha asks Ben for 2D: yes
Asha asks Fay for AS: no
Fay asks Cara for 10D: no
Cara asks Ben for AS: no
Ben asks Eli for 4S: no
Eli asks Fay for 10C: yes
Eli asks Ben for 10S: no
Ben asks Eli for 2S: no
Eli asks Fay for 9C: yes
Eli asks Dev for 9D: no
Dev asks Eli for 2S: no
Eli asks Ben for AC: yes
Eli asks Dev for 3D: no
Dev asks Eli for 2S: no
Eli asks Fay for QH: no
Fay asks Eli for 6H: no
Eli asks Dev for 3D: no
Dev asks Cara for 3S: no
Cara asks Dev for 9S: no
Dev asks Cara for 3H: no
Cara asks Ben for 6D: no
Ben asks Asha for 4D: no
Asha asks Fay for 7H: no
Fay asks Asha for 6H: yes
