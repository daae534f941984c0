# claim-easy-8p-s7-004: simulated game 3628818669 (careless bots), events 3 to 100, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: 3D 6D AD AH 5S JS
start: Fay
question: what can you claim?
answer: high diamonds: Fay 9D JD QD KD, Ben 10D AD

Fay asks Cara for KD: yes
Fay asks Asha for 4S: no
Asha asks Dev for 5H: no
Dev asks Eli for AH: no
Eli asks Dev for 5S: no
Dev asks Asha for 3H: yes
Dev asks Asha for 3S: no
Asha asks Ben for 6C: no
Ben asks Eli for 4D: no
Eli asks Hana for QD: no
Hana asks Cara for KH: yes
Hana asks Gus for 2H: no
Gus asks Hana for 9C: no
Hana claims high hearts: Hana 9H JH KH, Dev 10H, Ben QH, Fay AH: wrong, actually Hana 9H JH KH, Dev 10H, Gus QH, Ben AH
Hana asks Eli for 7S: yes
Hana asks Asha for 5S: no
Asha asks Ben for 3C: no
Ben asks Asha for 5D: no
Asha asks Hana for 6C: no
Hana asks Eli for 6S: no
Eli asks Dev for 4H: no
Dev asks Cara for 7D: yes
Dev asks Cara for AS: no
Cara asks Hana for AC: no
Hana claims low spades: Dev 2S 6S, Hana 3S 4S 7S, Fay 5S: wrong, actually Dev 2S, Hana 3S 4S 7S, Ben 5S, Fay 6S
Hana asks Gus for 5H: no
Gus asks Fay for 9C: no
Fay asks Eli for QD: no
Eli asks Hana for 10D: no
Hana asks Asha for 6H: no
Asha asks Hana for 6C: no
Hana asks Eli for 5H: yes
Hana asks Gus for 2H: no
Gus asks Dev for QS: yes
Gus asks Dev for 3C: no
Dev asks Cara for 6D: no
Cara asks Ben for AC: no
Ben asks Eli for 9S: no
Eli asks Ben for 6C: no
Ben asks Eli for KD: no
Eli asks Ben for QD: no
Ben asks Cara for QS: no
Cara asks Ben for AC: no
Ben asks Cara for 7D: no
Cara asks Fay for KC: no
Fay asks Asha for 7H: no
Asha asks Hana for AC: no
Hana asks Asha for 3H: no
Asha asks Ben for JC: no
Ben asks Gus for 10D: no
Gus asks Ben for 3C: no
Ben asks Gus for 7D: no
Gus asks Fay for KD: yes
Gus asks Hana for 9C: no
Hana asks Cara for 3H: no
Cara asks Dev for AC: no
Dev claims low diamonds: Fay 2D, Ben 3D, Dev 4D 5D 7D, Hana 6D: wrong, actually Fay 2D, Ben 3D 6D, Dev 4D 5D 7D
Dev asks Eli for 5H: no
Eli asks Hana for 4C: no
Hana asks Gus for 2H: no
Gus claims high spades: Cara 9S KS, Gus 10S QS AS, Eli JS: wrong, actually Fay 9S KS, Gus 10S QS AS, Ben JS
Gus asks Ben for 7C: no
Ben asks Asha for KD: no
Asha asks Dev for 3C: no
Dev asks Asha for 5H: no
Asha asks Dev for 9C: no
Dev asks Gus for 2H: no
Gus asks Dev for JD: no
Dev asks Asha for 7H: no
Asha asks Dev for 9C: no
Dev asks Eli for 7H: no
Eli asks Ben for KD: no
Ben asks Cara for JD: no
Cara asks Hana for 10C: no
Hana claims low hearts: Fay 2H 6H, Dev 3H, Hana 4H 5H 7H: wrong, actually Fay 2H, Dev 3H 6H, Hana 4H 5H 7H
Hana passes to Fay
Fay asks Asha for 9D: no
Asha asks Fay for 2C: no
Fay asks Gus for QD: yes
Fay asks Gus for KD: yes
Fay asks Cara for 9D: no
Cara claims high clubs: Cara 9C JC QC, Asha 10C, Eli KC AC: wrong, actually Cara 9C JC QC, Asha 10C KC, Gus AC
Cara passes to Eli
Eli asks Fay for 10D: yes
Eli asks Ben for 6C: no
Ben asks Asha for QD: no
Asha asks Fay for 2C: no
Fay asks Asha for AD: no
Asha asks Fay for 2C: no
Fay asks Eli for AD: no
Eli asks Ben for KD: no
Ben asks Eli for 10D: yes
Ben asks Asha for KD: no
Asha asks Fay for 2C: no
Fay asks Asha for 10D: no
Asha asks Fay for 3C: no
Fay asks Eli for JD: yes
Fay asks Eli for 9D: yes
