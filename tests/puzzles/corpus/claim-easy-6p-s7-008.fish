# claim-easy-6p-s7-008: simulated game 2809480351 (careless bots), events 3 to 92, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 4C AC 6D 4H 7H QH 4S 6S
start: Ben
question: what can you claim?
answer: low diamonds: Asha 2D, Eli 3D 4D 5D 6D 7D

Ben asks Asha for QC: yes
Ben asks Asha for KC: no
Asha asks Fay for 5D: no
Fay asks Cara for QS: yes
Fay claims high spades: Fay 9S QS KS, Dev 10S, Ben JS AS: wrong, actually Fay 9S QS KS, Asha 10S AS, Dev JS
Fay asks Cara for AC: no
Cara asks Dev for 10H: yes
Cara asks Fay for 2D: no
Fay asks Asha for 3D: no
Asha asks Ben for 3D: no
Ben asks Cara for 10H: yes
Ben asks Asha for 7C: no
Asha asks Ben for 5D: no
Ben asks Cara for 9H: no
Cara asks Dev for 4C: no
Dev asks Eli for 7D: no
Eli asks Fay for KC: yes
Eli asks Fay for 7D: yes
Eli asks Fay for 5C: no
Fay asks Eli for QH: yes
Fay asks Cara for AC: no
Cara asks Ben for 2S: no
Ben asks Cara for 5D: yes
Ben asks Eli for 5C: no
Eli asks Dev for 2S: yes
Eli asks Ben for 2D: no
Ben asks Asha for 9H: no
Asha asks Dev for 5D: no
Dev asks Eli for 2D: no
Eli asks Ben for 2D: no
Ben asks Cara for 2H: no
Cara asks Ben for 7S: no
Ben asks Cara for 9H: no
Cara asks Dev for 9H: no
Dev asks Asha for 4S: no
Asha asks Fay for 3D: no
Fay asks Eli for 4H: yes
Fay asks Eli for QC: no
Eli asks Fay for 5D: no
Fay asks Cara for 7H: no
Cara asks Dev for 4C: no
Dev asks Cara for 4D: no
Cara asks Fay for 6S: no
Fay asks Cara for 7H: no
Cara asks Ben for 7C: no
Ben claims high clubs: Dev 9C AC, Ben 10C JC QC KC: wrong, actually Fay 9C, Ben 10C JC QC, Eli KC AC
Ben asks Asha for QH: no
Asha asks Fay for 3D: no
Fay asks Asha for KH: no
Asha asks Dev for JD: no
Dev asks Eli for 3C: no
Eli asks Dev for 4H: no
Dev asks Cara for 4D: no
Cara asks Dev for 5C: yes
Cara asks Fay for 3C: no
Fay claims low hearts: Fay 2H 4H 5H, Ben 3H 6H, Dev 7H: wrong, actually Fay 2H 4H 5H, Ben 3H 6H, Eli 7H
Fay asks Cara for 10H: no
Cara asks Dev for 10D: no
Dev asks Eli for 6S: yes
Dev asks Cara for 5C: yes
Dev asks Eli for 4D: no
Eli asks Dev for 5D: no
Dev asks Eli for 4C: yes
Dev asks Cara for 5S: yes
Dev claims low spades: Fay 2S, Dev 3S 5S 6S 7S, Ben 4S: wrong, actually Eli 2S 4S, Dev 3S 5S 6S 7S
Dev asks Cara for 3C: no
Cara asks Ben for 9D: no
Ben asks Cara for 5C: no
Cara asks Fay for 9D: no
Fay asks Asha for JH: no
Asha asks Ben for QD: no
Ben asks Cara for 6D: no
Cara asks Fay for 10D: no
Fay asks Eli for KH: no
Eli asks Fay for 2D: no
Fay asks Cara for JH: no
Cara asks Fay for 9H: yes
Cara claims high hearts: Cara 9H QH KH AH, Asha 10H, Eli JH: wrong, actually Cara 9H KH AH, Ben 10H JH, Fay QH
Cara asks Dev for 2C: no
Dev asks Eli for 5D: no
Eli asks Dev for 3D: yes
Eli asks Dev for 4D: no
Dev asks Eli for 3C: no
Eli asks Dev for 4D: no
Dev asks Eli for 3C: no
Eli asks Ben for 4D: yes
Eli asks Dev for 2D: no
Dev asks Cara for 6C: yes
Dev asks Eli for 3C: no
Eli asks Ben for 5D: yes
