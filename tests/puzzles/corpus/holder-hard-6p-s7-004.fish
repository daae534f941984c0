# holder-hard-6p-s7-004: simulated game 1855518628 (careless vs random bots), events 1 to 32, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 9C JC QC 5D 9D KD 4H 3S
start: Fay
question: who holds JH?
answer: Fay

Fay asks Eli for KH: yes
Fay asks Cara for 3H: yes
Fay asks Cara for 6D: no
Cara asks Fay for 3S: no
Fay asks Asha for 5S: no
Asha asks Dev for 9S: no
Dev asks Cara for 6S: no
Cara asks Dev for KS: no
Dev asks Cara for 4D: no
Cara asks Fay for 7S: no
Fay asks Cara for 7D: no
Cara asks Ben for AS: no
Ben asks Asha for 6D: no
Asha asks Ben for AD: no
Ben asks Eli for 2D: no
Eli asks Ben for 7D: yes
Eli asks Ben for 6S: no
Ben asks Eli for 4C: no
Eli asks Ben for AH: yes
Eli asks Fay for 2H: no
Fay asks Cara for 3D: no
Cara asks Dev for 4C: no
Dev asks Cara for 3H: no
Cara asks Ben for 3C: no
Ben asks Eli for 7D: yes
Ben asks Eli for JH: no
Eli asks Ben for JH: no
Ben asks Asha for KD: no
Asha asks Fay for 9C: no
Fay asks Asha for 2H: yes
Fay asks Asha for 6C: no
Asha asks Ben for JH: no
