# holder-easy-6p-s7-003: simulated game 1773364166 (random bots), events 3 to 30, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 4C 7C 2D 3H 10H AH 10S JS
start: Eli
question: who holds 4S?
answer: Asha

Eli asks Fay for 10D: yes
Eli asks Ben for 4S: no
Ben asks Asha for QC: no
Asha asks Ben for 6D: yes
Asha asks Fay for AS: no
Fay asks Asha for QD: no
Asha asks Dev for 3S: no
Dev asks Asha for 6H: no
Asha asks Dev for 6S: no
Dev asks Eli for JH: no
Eli asks Dev for AD: no
Dev asks Eli for 7H: no
Eli asks Fay for 7S: no
Fay asks Asha for QD: no
Asha asks Ben for AH: no
Ben asks Cara for 6H: yes
Ben asks Cara for 5S: no
Cara asks Ben for 9H: no
Ben asks Cara for 4H: yes
Ben asks Cara for KC: no
Cara asks Fay for 3D: no
Fay asks Cara for 9D: no
Cara asks Dev for 4C: yes
Cara asks Ben for 9D: no
Ben asks Asha for 9S: yes
Ben asks Eli for 2S: yes
Ben asks Cara for JS: no
Cara asks Fay for 4S: no
