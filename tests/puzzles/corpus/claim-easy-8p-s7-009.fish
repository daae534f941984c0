# claim-easy-8p-s7-009: simulated game 955333764 (careless bots), events 11 to 128, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: 4C 5C 6C JC AD QH
start: Dev
question: what can you claim?
answer: low clubs: Dev 2C 3C 4C 5C 6C 7C

Dev claims low hearts: Dev 2H 4H 6H, Hana 3H 5H 7H: wrong, actually Dev 2H 4H 6H, Gus 3H, Hana 5H 7H
Dev asks Gus for 4C: no
Gus asks Fay for QC: yes
Gus asks Ben for KH: no
Ben asks Eli for 10H: no
Eli claims high spades: Eli 9S 10S QS, Asha JS, Cara KS, Gus AS: wrong, actually Eli 9S 10S QS, Asha JS AS, Dev KS
Eli asks Fay for QD: no
Fay asks Eli for 2S: no
Eli asks Fay for AD: no
Fay asks Eli for 2D: no
Eli asks Dev for 6S: no
Dev asks Gus for 7D: no
Gus asks Fay for 2C: no
Fay asks Gus for 4D: no
Gus asks Fay for 5S: yes
Gus asks Hana for 3C: no
Hana asks Gus for KC: yes
Hana asks Cara for 7D: no
Cara asks Ben for AD: yes
Cara asks Fay for JH: no
Fay asks Cara for 4D: no
Cara asks Dev for AH: no
Dev asks Eli for 6C: no
Eli asks Fay for QC: no
Fay asks Asha for 2D: yes
Fay asks Cara for 6D: no
Cara claims high diamonds: Gus 9D QD, Cara 10D JD AD, Asha KD: wrong, actually Asha 9D, Cara 10D JD AD, Hana QD, Eli KD
Cara asks Ben for AH: no
Ben asks Gus for KC: no
Gus asks Dev for 10H: no
Dev asks Gus for 5D: no
Gus asks Dev for JC: no
Dev asks Asha for 4C: no
Asha asks Ben for 2C: no
Ben asks Gus for AH: yes
Ben asks Asha for JH: yes
Ben asks Gus for KC: no
Gus asks Dev for 3S: no
Dev asks Eli for 5C: no
Eli asks Dev for 2S: no
Dev asks Eli for 3D: no
Eli asks Hana for JC: no
Hana asks Eli for 3D: no
Eli asks Hana for 5S: no
Hana asks Cara for QC: no
Cara claims high hearts: Cara 9H 10H KH AH, Asha JH, Gus QH: wrong, actually Cara 9H 10H KH, Ben JH QH AH
Cara asks Fay for 4S: yes
Cara asks Dev for 3S: no
Dev asks Eli for 7D: no
Eli asks Fay for 6S: yes
Eli asks Dev for 10C: no
Dev asks Eli for 3C: no
Eli asks Dev for 7S: no
Dev asks Cara for 3C: no
Cara asks Fay for 3S: no
Fay asks Gus for 6D: no
Gus asks Hana for 4C: no
Hana asks Asha for 7D: no
Asha asks Ben for 4C: yes
Asha asks Hana for 7C: no
Hana asks Eli for 2D: no
Eli asks Dev for 5S: no
Dev asks Asha for 3C: yes
Dev asks Eli for 6D: no
Eli asks Hana for 9C: no
Hana asks Cara for QC: no
Cara asks Ben for 3S: no
Ben asks Cara for 3C: no
Cara asks Hana for 2S: no
Hana asks Eli for JC: no
Eli asks Hana for QC: no
Hana asks Cara for 9C: no
Cara asks Hana for 3S: no
Hana asks Gus for 2D: no
Gus asks Hana for 7S: no
Hana asks Asha for 4D: no
Asha asks Dev for 5C: no
Dev asks Cara for 5C: no
Cara asks Hana for 2S: no
Hana asks Cara for 3D: no
Cara asks Ben for 5S: no
Ben asks Eli for 9C: no
Eli asks Dev for 5S: no
Dev asks Cara for 2D: no
Cara asks Ben for 2S: no
Ben asks Cara for 9C: no
Cara claims low spades: Gus 2S 5S, Eli 3S 6S, Cara 4S 7S: right
Cara passes to Asha
Asha asks Dev for 5C: no
Dev asks Eli for 5C: no
Eli asks Fay for 10C: no
Fay asks Eli for 6D: no
Eli asks Dev for 9C: no
Dev asks Asha for 6C: no
Asha asks Ben for 7C: no
Ben asks Asha for 3C: no
Asha asks Ben for 5C: yes
Asha asks Ben for 6C: yes
Asha asks Dev for 3C: yes
Asha asks Fay for 7C: no
Fay asks Asha for 4D: no
Asha asks Hana for 7C: no
Hana asks Asha for 9C: no
Asha asks Hana for 7C: no
Hana asks Gus for 3D: no
Gus asks Hana for 5C: no
Hana asks Gus for 9C: yes
Hana asks Eli for AC: yes
Hana claims high clubs: Hana 9C 10C QC KC AC, Fay JC: wrong, actually Hana 9C 10C KC AC, Ben JC, Gus QC
Hana claims low diamonds: Fay 2D 3D 7D, Dev 4D, Hana 5D 6D: right
Hana passes to Dev
Dev asks Gus for 5C: no
Gus asks Dev for 3C: no
Dev asks Gus for 7C: yes
Dev asks Asha for 4C: yes
Dev asks Asha for 6C: yes
Dev asks Asha for 5C: yes
Dev asks Asha for 3C: yes
