# holder-easy-6p-s7-004: simulated game 2780273869 (random bots), events 5 to 30, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 9C 10C 5D KD JH QH KS AS
start: Asha
question: who holds 3C?
answer: Eli

Asha asks Dev for JH: yes
Asha asks Ben for 4S: no
Ben asks Cara for 2D: yes
Ben asks Asha for AS: no
Asha asks Dev for JD: no
Dev asks Eli for KC: no
Eli asks Dev for 6S: no
Dev asks Asha for 10S: no
Asha asks Dev for 5C: no
Dev asks Asha for 10H: no
Asha asks Dev for JD: no
Dev asks Cara for KC: yes
Dev asks Asha for AH: yes
Dev asks Cara for 10H: no
Cara asks Dev for 6H: no
Dev asks Asha for 10H: no
Asha asks Fay for 4S: no
Fay asks Cara for 5S: no
Cara asks Ben for 2S: no
Ben asks Asha for KH: no
Asha asks Fay for 3C: no
Fay asks Cara for 2S: no
Cara asks Ben for QC: yes
Cara asks Fay for 7C: no
Fay asks Cara for 10D: no
Cara asks Ben for 3C: no
