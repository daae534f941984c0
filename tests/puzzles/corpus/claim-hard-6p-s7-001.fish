# claim-hard-6p-s7-001: simulated game 2970906832 (random vs careless bots), events 6 to 103, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay
hand Fay: 9C 5D 9D JD 2H 9H 6S 9S
start: Ben
question: what can you claim?
answer: high diamonds: Fay 9D 10D JD, Dev QD, Ben KD AD

Ben asks Cara for 3C: yes
Ben asks Eli for 7D: no
Eli asks Ben for 6D: no
Ben asks Cara for 5D: no
Cara asks Dev for KH: no
Dev asks Cara for 6S: no
Cara asks Fay for JH: no
Fay asks Eli for 4S: no
Eli asks Ben for 9C: no
Ben asks Cara for 6S: no
Cara asks Dev for 3C: no
Dev asks Asha for 4D: no
Asha asks Fay for 7S: no
Fay asks Cara for KC: no
Cara asks Fay for 4C: no
Fay asks Cara for 6D: yes
Fay asks Asha for AC: no
Asha asks Ben for QH: no
Ben claims low spades: Ben 2S 3S 7S, Dev 4S 5S, Fay 6S: wrong, actually Ben 2S 3S 7S, Asha 4S, Dev 5S, Fay 6S
Ben asks Cara for 10C: no
Cara asks Fay for 4C: no
Fay asks Cara for 7D: yes
Fay asks Cara for QH: yes
Fay asks Asha for KH: no
Asha asks Ben for 9S: no
Ben asks Cara for 7D: no
Cara asks Fay for 2C: no
Fay asks Eli for 10D: yes
Fay asks Asha for KH: no
Asha asks Dev for 5H: no
Dev asks Asha for 10S: no
Asha asks Ben for 7C: no
Ben asks Asha for KC: no
Asha asks Ben for 3C: yes
Asha asks Ben for 5H: no
Ben asks Cara for QD: no
Cara asks Ben for AC: no
Ben asks Cara for 10D: no
Cara asks Dev for 2C: no
Dev asks Eli for 3D: no
Eli asks Dev for 10H: no
Dev asks Eli for 9S: no
Eli asks Dev for QH: no
Dev asks Eli for 3H: no
Eli asks Fay for 6H: no
Fay asks Cara for 7H: no
Cara asks Ben for QH: no
Ben asks Cara for 9D: no
Cara asks Ben for JD: no
Ben asks Asha for 10C: yes
Ben asks Eli for AC: yes
Ben asks Cara for 4D: no
Cara asks Ben for JD: no
Ben asks Asha for 9D: no
Asha asks Ben for 4H: no
Ben asks Cara for 10D: no
Cara asks Ben for KC: no
Ben asks Eli for QD: no
Eli asks Dev for 9S: no
Dev asks Eli for AD: no
Eli asks Dev for 9C: no
Dev asks Cara for 9D: no
Cara asks Ben for QC: yes
Cara asks Ben for JH: no
Ben asks Asha for 5D: no
Asha asks Ben for JS: no
Ben asks Eli for JD: no
Eli asks Dev for 3D: no
Dev claims high spades: Fay 9S 10S, Dev JS KS AS, Ben QS: wrong, actually Fay 9S, Eli 10S, Dev JS KS AS, Asha QS
Dev asks Asha for 2H: no
Asha asks Dev for 4H: yes
Asha asks Dev for KH: no
Dev asks Eli for AD: no
Eli asks Ben for AC: yes
Eli asks Fay for 7H: no
Fay asks Asha for 2D: no
Asha asks Fay for AH: no
Fay asks Cara for 3H: no
Cara asks Ben for 3C: no
Ben asks Eli for 7C: no
Eli asks Fay for 6H: no
Fay asks Asha for 3H: yes
Fay asks Cara for QC: yes
Fay asks Asha for 4D: no
Asha asks Fay for 2H: yes
Asha asks Dev for 7H: yes
Asha asks Fay for 9H: yes
Asha asks Fay for 3H: yes
Asha asks Ben for 5H: no
Ben asks Eli for 2C: no
Eli asks Fay for 9H: no
Fay asks Asha for 3D: no
Asha asks Fay for 5H: no
Fay asks Eli for KH: yes
Fay asks Asha for JH: no
Asha claims low hearts: Asha 2H 3H 4H 6H 7H, Cara 5H: wrong, actually Asha 2H 3H 4H 6H 7H, Eli 5H
Asha asks Ben for QH: no
Ben asks Cara for AD: yes
