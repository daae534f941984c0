# claim-easy-6p-s7-003: simulated game 1217731272 (careless vs random bots), events 9 to 87, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay
hand Fay: 3C 5C 7C 6D 7D QD 4H 6S
start: Fay
question: what can you claim?
answer: low clubs: Fay 2C 3C 4C 5C 7C, Ben 6C

Fay asks Cara for 6C: no
Cara asks Ben for AD: no
Ben asks Asha for 9H: no
Asha asks Fay for AH: no
Fay asks Asha for 2C: no
Asha asks Ben for 5S: no
Ben asks Eli for JH: no
Eli asks Ben for JC: no
Ben asks Eli for 5S: no
Eli asks Dev for 6C: no
Dev asks Eli for 4H: no
Eli asks Dev for 4S: no
Dev asks Cara for 4H: no
Cara asks Dev for 3H: yes
Cara asks Fay for 5H: no
Fay asks Asha for 4C: yes
Fay asks Eli for 6C: no
Eli asks Ben for JH: no
Ben asks Cara for 10D: no
Cara asks Ben for QC: no
Ben asks Eli for JS: no
Eli asks Ben for 10D: no
Ben asks Cara for 2S: no
Cara asks Fay for JD: no
Fay asks Asha for 10D: yes
Fay asks Cara for 5D: yes
Fay asks Eli for 2C: yes
Fay asks Cara for 2S: no
Cara asks Ben for AC: no
Ben asks Asha for 4H: no
Asha asks Fay for 6S: yes
Asha asks Ben for 9H: no
Ben asks Asha for AH: no
Asha asks Dev for 7D: no
Dev asks Cara for 4S: no
Cara asks Fay for QD: yes
Cara claims high clubs: Cara 9C JC KC, Asha 10C AC, Eli QC: wrong, actually Cara 9C JC KC, Asha 10C, Dev QC, Eli AC
Cara asks Dev for AD: no
Dev asks Asha for 3S: yes
Dev asks Cara for 6S: no
Cara asks Dev for JD: no
Dev asks Cara for KH: no
Cara asks Dev for JS: yes
Cara asks Dev for 9D: no
Dev asks Asha for JS: no
Asha asks Dev for 7S: no
Dev asks Asha for 2S: no
Asha asks Dev for 6D: no
Dev asks Cara for QH: no
Cara asks Fay for QS: no
Fay asks Asha for AD: no
Asha asks Dev for QD: no
Dev asks Asha for 6S: yes
Dev asks Eli for JS: no
Eli asks Ben for 10H: yes
Eli asks Dev for 9D: no
Dev asks Eli for 4S: no
Eli asks Dev for 5S: yes
Eli asks Dev for JH: yes
Eli asks Ben for 2D: no
Ben asks Cara for 3H: yes
Ben asks Asha for 10D: no
Asha asks Dev for 4D: no
Dev asks Asha for 2S: no
Asha asks Ben for 4D: no
Ben asks Eli for AD: yes
Ben asks Eli for KD: no
Eli asks Fay for 5H: no
Fay asks Cara for QD: yes
Fay asks Cara for 3H: no
Cara asks Dev for 3H: no
Dev asks Cara for 2S: no
Cara asks Dev for 10D: no
Dev asks Cara for AH: no
Cara asks Fay for 9D: no
Fay asks Asha for 3D: yes
Fay asks Eli for 9D: no
Eli asks Fay for 9H: no
Fay asks Asha for 6C: no
