# claim-easy-6p-s11-001: simulated game 2691129679 (careless vs random bots), events 3 to 83, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 4C 4H JH 3S 5S 6S QS KS
start: Ben
question: what can you claim?
answer: high clubs: Eli 9C 10C JC QC KC AC

Ben asks Eli for 4D: yes
Ben asks Eli for 7C: yes
Ben asks Eli for 4C: no
Eli asks Ben for 10C: no
Ben asks Eli for 6C: no
Eli claims high hearts: Eli 9H 10H AH, Cara JH KH, Asha QH: wrong, actually Eli 9H 10H AH, Asha JH, Fay QH, Cara KH
Eli asks Dev for JC: yes
Eli asks Fay for 6S: no
Fay asks Eli for QD: no
Eli asks Ben for KC: no
Ben asks Asha for 2D: no
Asha asks Ben for 3C: no
Ben asks Asha for 9S: no
Asha asks Dev for 2H: yes
Asha asks Ben for 6H: no
Ben asks Eli for 2D: no
Eli asks Fay for 7S: no
Fay asks Cara for 5H: no
Cara asks Dev for 3D: no
Dev asks Asha for AS: no
Asha asks Ben for 3H: no
Ben asks Asha for JC: no
Asha asks Ben for 7H: no
Ben asks Cara for JC: no
Cara asks Dev for 2D: no
Dev asks Asha for AS: no
Asha asks Ben for 3H: no
Ben asks Asha for 9C: no
Asha asks Dev for 7S: no
Dev asks Cara for 4H: no
Cara asks Dev for 3D: no
Dev asks Cara for JS: no
Cara asks Ben for 4S: no
Ben asks Cara for 6C: yes
Ben asks Eli for QS: no
Eli asks Ben for AC: yes
Eli asks Dev for 7S: no
Dev asks Eli for 9C: yes
Dev asks Asha for 10S: no
Asha asks Ben for 3C: no
Ben asks Asha for 9C: no
Asha asks Ben for 7C: yes
Asha asks Fay for 7S: no
Fay asks Eli for 5C: no
Eli asks Ben for QC: yes
Eli asks Fay for 6S: no
Fay asks Asha for 6H: no
Asha asks Ben for 7H: no
Ben asks Eli for 7C: no
Eli asks Dev for 5S: no
Dev asks Asha for JS: no
Asha asks Fay for 2S: no
Fay asks Eli for 9D: no
Eli asks Ben for 3S: no
Ben asks Eli for 2C: no
Eli asks Dev for 3S: no
Dev asks Cara for 4H: no
Cara asks Dev for 6S: no
Dev asks Eli for 10S: no
Eli asks Dev for 9C: yes
Eli asks Dev for 6S: no
Dev asks Cara for JC: no
Cara asks Fay for 2D: yes
Cara asks Fay for 2S: no
Fay asks Cara for JD: no
Cara asks Ben for 2H: no
Ben asks Cara for 4C: no
Cara asks Fay for 3D: yes
Cara asks Ben for 6D: yes
Cara asks Ben for JD: no
Ben asks Eli for 5D: no
Eli asks Fay for 10C: yes
Eli asks Fay for KC: no
Fay asks Asha for 4H: yes
Fay asks Cara for 6H: yes
Fay asks Asha for AD: no
Asha asks Fay for 6H: yes
Asha claims low spades: Eli 2S 4S, Asha 3S 5S 6S, Cara 7S: right
Asha asks Dev for 5C: no
Dev asks Eli for 10D: no
Eli asks Dev for KC: yes
