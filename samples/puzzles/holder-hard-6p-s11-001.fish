# holder-hard-6p-s11-001: simulated game 1432825936 (careless vs random bots), events 2 to 29, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 3C 5C 9C 5D 4H JH 6S KS
start: Eli
question: who holds 6C?
answer: Dev

Eli asks Ben for 2H: yes
Eli asks Dev for JS: yes
Eli asks Ben for 4H: no
Ben asks Asha for 2S: no
Asha asks Fay for JS: no
Fay asks Eli for QD: yes
Fay asks Asha for 2H: no
Asha asks Ben for KS: no
Ben asks Asha for 7D: no
Asha asks Ben for KC: no
Ben asks Cara for 7H: no
Cara asks Ben for 10H: no
Ben asks Cara for 5D: yes
Ben asks Cara for 3C: yes
Ben asks Cara for 3S: no
Cara asks Dev for QH: no
Dev asks Eli for JH: no
Eli asks Dev for AS: no
Dev asks Eli for 3C: no
Eli asks Dev for 3H: no
Dev asks Eli for 5C: no
Eli asks Dev for 3H: no
Dev asks Cara for 9D: no
Cara asks Fay for 3C: no
Fay asks Eli for 5C: no
Eli asks Fay for KH: no
Fay asks Asha for 6C: no
Asha asks Ben for 6C: no
