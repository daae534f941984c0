# claim-easy-6p-s7-004: simulated game 2915046598 (random vs careless bots), events 4 to 101, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2C 6C 9C QC AC KH AH 2S
start: Asha
question: what can you claim?
answer: low spades: Asha 2S 3S 5S 7S, Eli 4S 6S

Asha asks Ben for 7S: yes
Asha asks Fay for JC: no
Fay asks Cara for 5C: no
Cara asks Ben for 4H: no
Ben asks Eli for 10C: yes
Ben asks Cara for KC: no
Cara asks Dev for JS: no
Dev asks Eli for KH: no
Eli asks Dev for 5S: no
Dev asks Asha for 2H: no
Asha asks Ben for JH: no
Ben asks Asha for 9C: yes
Ben asks Cara for 4D: no
Cara asks Ben for 4H: no
Ben asks Eli for 7S: no
Eli asks Fay for 3S: no
Fay asks Asha for JC: no
Asha asks Fay for KC: yes
Asha asks Ben for 4C: no
Ben claims high clubs: Ben 9C 10C JC, Fay QC KC, Dev AC: wrong, actually Ben 9C 10C JC, Asha QC KC AC
Ben asks Eli for 5D: no
Eli asks Fay for KS: yes
Eli asks Ben for 3C: no
Ben asks Eli for 4C: no
Eli asks Dev for 5H: no
Dev asks Asha for AD: no
Asha asks Dev for 6S: no
Dev asks Asha for 5C: no
Asha asks Ben for 3C: no
Ben asks Eli for 5D: no
Eli asks Fay for 6H: no
Fay asks Asha for 6D: no
Asha asks Dev for 5S: no
Dev asks Asha for 3H: no
Asha asks Fay for 4S: no
Fay asks Asha for 10D: no
Asha asks Dev for QH: no
Dev asks Asha for 5C: no
Asha asks Dev for 3C: no
Dev asks Asha for 6C: yes
Dev asks Eli for JH: no
Eli asks Fay for 3H: no
Fay asks Eli for 9H: no
Eli asks Ben for 4H: no
Ben asks Cara for 2D: no
Cara asks Dev for 9H: yes
Cara asks Ben for 10H: no
Ben asks Asha for 2S: yes
Ben asks Asha for QD: no
Asha asks Ben for 4C: no
Ben asks Cara for 2C: no
Cara asks Ben for 5D: no
Ben asks Cara for 4C: no
Cara asks Fay for KH: no
Fay asks Eli for 9D: no
Eli asks Ben for 2C: no
Ben asks Asha for 9D: no
Asha asks Ben for 4C: no
Ben asks Cara for 5D: no
Cara asks Fay for AH: no
Fay asks Asha for KH: yes
Fay asks Cara for AH: no
Cara asks Fay for AD: no
Fay asks Cara for JH: yes
Fay claims high hearts: Fay 9H JH QH KH, Dev 10H AH: wrong, actually Cara 9H, Dev 10H, Fay JH QH KH, Asha AH
Fay asks Cara for 3S: no
Cara asks Ben for QD: no
Ben asks Cara for 3C: no
Cara asks Dev for 2D: no
Dev asks Eli for 7C: yes
Dev asks Asha for QD: no
Asha asks Ben for 3S: yes
Asha asks Fay for 5C: no
Fay asks Asha for 5D: no
Asha asks Ben for 6C: no
Ben asks Asha for QD: no
Asha asks Fay for 6C: no
Fay asks Cara for 9D: no
Cara asks Fay for 10S: no
Fay asks Eli for 5S: no
Eli asks Ben for 9D: no
Ben asks Asha for 2C: yes
Ben claims low clubs: Ben 2C 5C, Fay 3C 4C, Dev 6C 7C: wrong, actually Ben 2C 5C, Fay 3C, Dev 4C 6C 7C
Ben asks Asha for 7D: no
Asha asks Fay for 5S: no
Fay asks Asha for 5S: no
Asha asks Fay for 2S: no
Fay asks Asha for QD: no
Asha asks Ben for 2S: yes
Asha asks Ben for 5S: yes
Asha asks Dev for 6S: no
Dev asks Eli for 7H: yes
Dev asks Asha for 3D: no
Asha asks Ben for 6S: no
Ben asks Eli for KD: no
Eli asks Ben for 9S: no
Ben asks Eli for 10D: no
Eli asks Fay for 6S: yes
