# claim-easy-6p-s7-006: simulated game 187573976 (careless vs random bots), events 8 to 78, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 2C KC 4H 7H QH 2S 5S 9S
start: Ben
question: what can you claim?
answer: low clubs: Cara 2C 3C, Asha 4C 5C 6C 7C

Ben asks Asha for 5C: yes
Ben asks Asha for 2D: yes
Ben asks Asha for 10H: no
Asha asks Fay for 4S: no
Fay asks Cara for KC: yes
Fay asks Eli for 5H: no
Eli asks Fay for KD: no
Fay asks Cara for 5S: yes
Fay asks Asha for JH: no
Asha asks Dev for 10S: no
Dev asks Asha for 9H: no
Asha asks Ben for AD: no
Ben asks Asha for 4H: no
Asha asks Ben for 6C: yes
Asha asks Fay for 4S: no
Fay asks Asha for 4D: no
Asha asks Ben for 2D: yes
Asha asks Fay for JH: no
Fay asks Eli for AH: no
Eli asks Ben for 2D: no
Ben asks Eli for JS: yes
Ben asks Asha for 7C: no
Asha asks Ben for 4D: no
Ben asks Eli for 10D: yes
Ben asks Eli for 7C: no
Eli asks Fay for QS: no
Fay asks Eli for 7C: no
Eli asks Dev for 6D: no
Dev asks Cara for 5C: no
Cara asks Fay for JS: no
Fay asks Asha for 4C: yes
Fay asks Asha for 10C: no
Asha asks Ben for KS: yes
Asha asks Dev for AS: no
Dev asks Cara for JH: no
Cara asks Fay for 3C: yes
Cara asks Ben for 6C: no
Ben asks Asha for 7C: no
Asha asks Ben for 7C: no
Ben asks Cara for 5H: no
Cara asks Dev for 6C: no
Dev asks Asha for 4H: no
Asha asks Ben for 5C: yes
Asha asks Dev for 3C: no
Dev asks Cara for QD: no
Cara asks Fay for 2H: no
Fay asks Cara for JD: no
Cara asks Dev for 10S: no
Dev asks Cara for KD: no
Cara asks Ben for 7S: no
Ben asks Asha for AH: yes
Ben asks Cara for 4H: yes
Ben asks Eli for 5H: no
Eli asks Fay for 4D: no
Fay asks Asha for 2C: no
Asha asks Dev for 2C: no
Dev asks Eli for AH: no
Eli asks Fay for 6D: no
Fay asks Asha for 10C: no
Asha asks Dev for 4S: yes
Asha asks Ben for 10D: yes
Asha asks Ben for 6S: no
Ben asks Asha for 6D: yes
Ben asks Asha for 10S: no
Asha asks Dev for 7C: yes
Asha asks Dev for JS: no
Dev asks Eli for 4H: no
Eli asks Dev for 5D: no
Dev asks Asha for AH: no
Asha asks Fay for 7S: yes
Asha asks Fay for 4C: yes
