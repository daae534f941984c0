# holder-easy-6p-s7-005: simulated game 2383759436 (careless vs random bots), events 2 to 29, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 4D 9D 3H 9H JH 9S 10S AS
start: Eli
question: who holds JC?
answer: Eli

Eli asks Fay for 4C: yes
Eli asks Ben for 5S: no
Ben asks Asha for 6C: no
Asha asks Ben for JC: no
Ben asks Cara for QS: no
Cara asks Dev for 6H: no
Dev asks Asha for AS: no
Asha asks Fay for 2D: no
Fay asks Cara for 5H: no
Cara asks Ben for KS: yes
Cara asks Ben for 7D: no
Ben asks Asha for 3C: yes
Ben asks Cara for KC: no
Cara asks Ben for 6D: yes
Cara asks Ben for 6H: no
Ben asks Cara for QD: no
Cara asks Dev for JD: no
Dev asks Cara for 5C: no
Cara asks Fay for KD: no
Fay asks Asha for 6S: no
Asha asks Ben for QH: no
Ben asks Eli for 6H: no
Eli asks Dev for 10C: no
Dev asks Cara for JC: no
Cara asks Dev for QD: yes
Cara asks Fay for 5H: no
Fay asks Asha for AD: yes
Fay asks Cara for JC: no
