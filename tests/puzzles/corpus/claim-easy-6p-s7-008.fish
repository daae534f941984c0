# claim-easy-6p-s7-008: simulated game 319323576 (careless bots), events 2 to 99, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 7C 2D 3D 5D JD 3H 6H JH
start: Cara
question: what can you claim?
answer: low diamonds: Asha 2D 3D 5D 7D, Eli 4D 6D

Cara asks Dev for 2S: yes
Cara asks Dev for 2C: no
Dev asks Eli for JH: no
Eli asks Fay for 3D: no
Fay asks Cara for 10S: no
Cara asks Fay for JC: no
Fay asks Eli for AS: yes
Fay asks Eli for 5S: no
Eli asks Ben for AC: no
Ben asks Cara for 5S: yes
Ben asks Asha for KC: no
Asha asks Ben for 3C: no
Ben asks Cara for 6S: no
Cara asks Fay for 4H: yes
Cara asks Ben for 3S: no
Ben asks Eli for AC: no
Eli asks Fay for 3D: no
Fay asks Eli for JD: no
Eli asks Fay for 10S: no
Fay asks Cara for 7S: no
Cara asks Ben for 6S: no
Ben asks Asha for 5D: yes
Ben asks Asha for 7C: yes
Ben claims low clubs: Ben 2C 4C 7C, Dev 3C 6C, Fay 5C: wrong, actually Ben 2C 4C 7C, Cara 3C, Fay 5C, Eli 6C
Ben asks Cara for AS: no
Cara asks Fay for 7S: no
Fay asks Asha for AD: no
Asha asks Fay for QD: no
Fay asks Asha for KD: no
Asha asks Dev for 5H: no
Dev asks Eli for KD: yes
Dev asks Eli for JD: no
Eli asks Dev for 10C: no
Dev asks Asha for JH: yes
Dev asks Asha for 10H: no
Asha asks Ben for 4H: no
Ben asks Asha for 10C: no
Asha asks Dev for 9D: no
Dev claims high diamonds: Ben 9D JD, Dev 10D QD KD AD: wrong, actually Fay 9D, Dev 10D QD KD AD, Asha JD
Dev claims high hearts: Fay 9H 10H AH, Dev JH QH KH: wrong, actually Cara 9H 10H AH, Dev JH QH KH
Dev asks Eli for 9C: no
Eli asks Fay for 6D: yes
Eli asks Dev for QC: yes
Eli asks Fay for 2S: no
Fay asks Cara for 7S: no
Cara asks Fay for 9C: no
Fay asks Eli for 6S: yes
Fay asks Cara for KC: no
Cara asks Dev for 7S: no
Dev asks Cara for JS: no
Cara asks Ben for 5S: yes
Cara asks Fay for 6H: no
Fay asks Eli for 5S: no
Eli asks Ben for 4D: yes
Eli asks Dev for 10S: yes
Eli asks Ben for AC: no
Ben asks Cara for 3D: no
Cara asks Ben for 6H: no
Ben asks Cara for 2D: no
Cara asks Fay for 6H: no
Fay claims low spades: Ben 2S 5S 7S, Fay 3S 4S 6S: wrong, actually Cara 2S 5S, Fay 3S 4S 6S, Ben 7S
Fay asks Eli for JS: yes
Fay asks Asha for 10C: no
Asha asks Ben for 6D: no
Ben asks Cara for 2H: yes
Ben asks Eli for 2D: no
Eli asks Fay for AS: yes
Eli asks Ben for JS: no
Ben asks Eli for 7D: yes
Ben asks Eli for JS: no
Eli asks Ben for JS: no
Ben asks Asha for 7H: no
Asha asks Fay for 7H: no
Fay asks Cara for QS: no
Cara asks Ben for 9C: yes
Cara asks Fay for QC: no
Fay asks Cara for QC: no
Cara asks Ben for 3H: no
Ben asks Asha for 7H: no
Asha asks Ben for 7D: yes
Asha asks Fay for 5D: no
Fay asks Asha for QC: no
Asha asks Fay for 6D: no
Fay asks Cara for QS: no
Cara asks Ben for AC: no
Ben asks Asha for 7D: yes
Ben asks Eli for 10S: yes
Ben asks Cara for 6H: no
Cara asks Fay for 6H: no
Fay asks Eli for KS: no
Eli asks Ben for 3D: no
Ben asks Eli for 9S: no
Eli asks Ben for AC: no
Ben asks Cara for 9S: no
Cara asks Fay for QC: no
Fay asks Asha for KS: no
Asha asks Ben for 5D: yes
Asha asks Ben for 7D: yes
