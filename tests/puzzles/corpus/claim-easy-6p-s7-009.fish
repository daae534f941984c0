# claim-easy-6p-s7-009: simulated game 3832719392 (careless bots), events 1 to 105, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 9C 10C JC AC 3D KD 5H 10H
start: Dev
question: what can you claim?
answer: low spades: Cara 2S 3S 4S, Asha 5S 6S 7S

Dev asks Cara for KH: yes
Dev asks Cara for 3D: no
Cara asks Ben for 5H: no
Ben asks Asha for 9D: yes
Ben claims low diamonds: Fay 2D 3D, Ben 4D 5D 7D, Dev 6D: wrong, actually Dev 2D 6D, Eli 3D, Ben 4D 5D 7D
Ben asks Asha for 6H: no
Asha asks Ben for JS: no
Ben asks Asha for 6H: no
Asha asks Ben for 6S: yes
Asha asks Dev for KH: yes
Asha asks Fay for 9S: yes
Asha asks Ben for 7S: yes
Asha asks Dev for QS: no
Dev asks Eli for 9C: yes
Dev asks Asha for 4C: no
Asha asks Ben for 6C: no
Ben asks Eli for 4H: no
Eli asks Fay for JD: no
Fay asks Asha for 3S: yes
Fay asks Eli for JH: no
Eli asks Fay for JD: no
Fay asks Cara for 9H: no
Cara asks Dev for 5H: no
Dev asks Eli for QD: no
Eli asks Ben for 3H: yes
Eli asks Fay for AD: no
Fay asks Cara for 5C: no
Cara asks Ben for 3S: no
Ben asks Cara for KD: no
Cara asks Ben for QH: no
Ben asks Asha for QD: no
Asha asks Fay for AH: yes
Asha asks Dev for JH: no
Dev asks Asha for AC: no
Asha asks Fay for QS: no
Fay asks Eli for 10D: no
Eli asks Dev for 6H: no
Dev asks Asha for 2C: yes
Dev asks Eli for 5C: no
Eli asks Dev for QH: no
Dev asks Cara for 10H: no
Cara claims low hearts: Cara 2H 4H 6H, Eli 3H 5H 7H: wrong, actually Cara 2H 4H 6H, Eli 3H 5H, Dev 7H
Cara asks Dev for 6S: no
Dev asks Asha for AS: yes
Dev asks Eli for QC: no
Eli claims high clubs: Cara 9C QC, Eli 10C JC AC, Asha KC: wrong, actually Dev 9C KC, Eli 10C JC AC, Fay QC
Eli asks Fay for 9D: no
Fay asks Asha for 7C: no
Asha asks Fay for KS: no
Fay asks Cara for 10D: no
Cara asks Ben for KS: no
Ben asks Eli for KD: yes
Ben asks Asha for AD: no
Asha asks Ben for QS: no
Ben asks Eli for QD: no
Eli asks Ben for JH: no
Ben asks Asha for QD: no
Asha asks Ben for KS: no
Ben asks Eli for QD: no
Eli asks Dev for 9H: yes
Eli asks Fay for KH: no
Fay asks Cara for JD: no
Cara asks Fay for KH: no
Fay asks Cara for 9S: no
Cara asks Ben for JS: no
Ben asks Cara for AD: no
Cara asks Ben for JS: no
Ben claims high diamonds: Ben 9D 10D JD KD, Fay QD, Dev AD: right
Ben passes to Fay
Fay asks Cara for 7C: no
Cara asks Fay for 6S: no
Fay asks Eli for QS: no
Eli asks Dev for JH: no
Dev asks Asha for 4C: no
Asha asks Dev for AS: yes
Asha asks Fay for 5S: yes
Asha claims high spades: Asha 9S 10S AS, Eli JS KS, Cara QS: wrong, actually Asha 9S 10S AS, Fay JS, Cara QS, Dev KS
Asha asks Fay for 7C: no
Fay asks Cara for 5C: no
Cara asks Fay for AH: no
Fay asks Cara for 2S: yes
Fay asks Asha for 3C: yes
Fay asks Asha for 4S: no
Asha asks Dev for 3C: no
Dev asks Cara for 5C: no
Cara asks Fay for 3S: yes
Cara asks Fay for 5S: no
Fay asks Cara for 5S: no
Cara asks Dev for QH: no
Dev asks Asha for 3C: no
Asha asks Fay for 9H: no
Fay asks Eli for 5S: no
Eli asks Dev for QH: no
Dev asks Asha for 6C: no
Asha asks Dev for 6C: no
Dev asks Eli for 5C: no
Eli asks Fay for QH: no
Fay asks Cara for 5C: no
Cara asks Fay for 5S: no
Fay asks Eli for 5C: no
Eli claims high hearts: Eli 9H 10H, Cara JH, Asha QH KH AH: right
Eli passes to Asha
Asha asks Fay for 2C: no
Fay asks Cara for 2C: no
Cara asks Fay for 2S: yes
