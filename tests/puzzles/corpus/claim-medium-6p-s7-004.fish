# claim-medium-6p-s7-004: simulated game 3105118247 (random bots), events 9 to 50, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 4C 6C 9C 3D 6D 2H 7H 6S
start: Asha
question: what can you claim?
answer: low hearts: Cara 2H 3H 7H, Asha 4H 5H 6H

Asha asks Dev for 4H: yes
Asha asks Dev for 7C: no
Dev asks Asha for 3C: yes
Dev asks Asha for 4S: no
Asha asks Fay for JS: yes
Asha asks Dev for AH: yes
Asha asks Dev for 9H: no
Dev asks Asha for 5S: no
Asha asks Ben for JD: no
Ben asks Cara for 10H: no
Cara asks Dev for 4H: no
Dev asks Asha for 10S: no
Asha asks Fay for 5H: yes
Asha asks Fay for JH: no
Fay asks Eli for 10H: no
Eli asks Fay for 9C: no
Fay asks Eli for 5C: yes
Fay asks Cara for 10D: no
Cara asks Ben for 4D: yes
Cara asks Dev for 3C: yes
Cara asks Dev for 4H: no
Dev asks Asha for KH: no
Asha asks Dev for 7H: no
Dev asks Asha for 10S: no
Asha asks Dev for QS: yes
Asha asks Ben for KH: no
Ben asks Eli for KH: no
Eli asks Fay for KD: no
Fay asks Asha for 2C: no
Asha asks Fay for QD: yes
Asha asks Dev for 2H: no
Dev asks Asha for 10H: yes
Dev asks Asha for 2S: no
Asha asks Ben for 9D: yes
Asha asks Ben for AC: no
Ben asks Eli for 4H: no
Eli asks Fay for 9D: no
Fay asks Cara for 2C: no
Cara asks Ben for 3S: no
Ben asks Cara for 7S: no
Cara asks Ben for 2S: yes
Cara asks Ben for 3H: yes
