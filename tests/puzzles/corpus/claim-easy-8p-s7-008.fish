# claim-easy-8p-s7-008: simulated game 648547720 (careless bots), events 1 to 142, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 9D JD KD QH 3S QS
start: Asha
question: what can you claim?
answer: high hearts: Asha 9H 10H JH QH KH AH

Asha asks Dev for 9C: yes
Asha asks Hana for KH: no
Hana asks Cara for JS: no
Cara asks Fay for 10C: no
Fay asks Eli for KH: no
Eli asks Ben for 7D: no
Ben asks Gus for 7S: no
Gus claims high diamonds: Gus 9D JD KD, Asha 10D QD, Eli AD: wrong, actually Gus 9D JD KD, Fay 10D, Dev QD, Cara AD
Gus asks Ben for 10S: no
Ben asks Asha for JH: no
Asha asks Hana for 3D: no
Hana asks Eli for QS: no
Eli claims high spades: Eli 9S JS AS, Cara 10S QS, Gus KS: wrong, actually Eli 9S JS AS, Hana 10S, Gus QS, Dev KS
Eli asks Dev for 3C: no
Dev asks Cara for 4C: no
Cara asks Ben for 6C: no
Ben asks Gus for QH: yes
Ben asks Gus for 10H: no
Gus asks Ben for 7S: no
Ben asks Cara for 3S: no
Cara asks Dev for 5H: yes
Cara asks Hana for 4D: yes
Cara asks Dev for 5C: no
Dev asks Asha for 9C: yes
Dev asks Eli for 4C: no
Eli asks Hana for JC: no
Hana asks Gus for 4D: no
Gus asks Ben for 2S: yes
Gus asks Fay for 4S: no
Fay asks Asha for 3C: no
Asha asks Dev for 9H: no
Dev asks Asha for 10C: yes
Dev asks Asha for QC: yes
Dev asks Gus for 5C: no
Gus asks Fay for 6S: no
Fay asks Asha for 2D: no
Asha asks Hana for 7H: yes
Asha asks Dev for 5H: no
Dev claims high clubs: Dev 9C 10C JC QC, Ben KC, Fay AC: wrong, actually Dev 9C 10C JC QC, Eli KC, Cara AC
Dev asks Cara for 5C: no
Cara asks Dev for 7H: no
Dev asks Asha for 3C: no
Asha asks Hana for QH: no
Hana asks Asha for 3H: yes
Hana asks Cara for 3D: no
Cara asks Dev for 6S: no
Dev asks Eli for 3C: no
Eli asks Hana for 7D: no
Hana asks Gus for 4D: no
Gus asks Ben for 7S: no
Ben asks Cara for 2S: no
Cara asks Fay for 6S: no
Fay asks Gus for 7C: no
Gus asks Hana for 6S: no
Hana asks Eli for 4D: no
Eli asks Hana for 2C: no
Hana asks Eli for 3D: yes
Hana asks Eli for 4D: no
Eli asks Hana for 3C: no
Hana asks Cara for 7H: no
Cara asks Fay for 2C: no
Fay asks Gus for 7C: no
Gus asks Ben for 6S: yes
Gus asks Fay for 5S: no
Fay asks Eli for 7C: yes
Fay asks Gus for 2C: no
Gus asks Ben for 4S: no
Ben asks Asha for JH: no
Asha asks Fay for 7S: no
Fay asks Asha for 2C: no
Asha asks Ben for 4H: no
Ben asks Gus for JH: no
Gus asks Hana for 4S: no
Hana asks Gus for 6D: no
Gus asks Fay for 5S: no
Fay asks Cara for 2D: no
Cara asks Ben for 4H: no
Ben asks Asha for 4S: yes
Ben asks Asha for 2S: no
Asha asks Fay for 2H: no
Fay asks Gus for 3C: no
Gus asks Ben for 4S: yes
Gus asks Ben for 5S: yes
Gus asks Hana for 7S: no
Hana claims low hearts: Hana 2H 3H 4H, Fay 5H 6H 7H: wrong, actually Hana 2H 3H 4H, Cara 5H 6H, Asha 7H
Hana asks Gus for 7D: no
Gus asks Dev for 7S: no
Dev asks Cara for 6C: no
Cara asks Fay for 2D: no
Fay claims low clubs: Dev 2C, Ben 3C, Fay 4C 5C 6C 7C: wrong, actually Dev 2C, Cara 3C, Fay 4C 5C 6C 7C
Fay asks Cara for 10H: no
Cara asks Ben for 6D: no
Ben asks Cara for JH: no
Cara asks Hana for 7D: no
Hana asks Cara for 5D: yes
Hana asks Gus for 7D: no
Gus claims low spades: Gus 2S 3S 4S 5S 6S, Cara 7S: right
Gus passes to Asha
Asha asks Hana for 7D: no
Hana asks Asha for 4D: no
Asha asks Fay for 7D: yes
Asha asks Fay for 3D: no
Fay asks Asha for KH: no
Asha asks Hana for 3D: yes
Asha asks Hana for 9H: no
Hana asks Cara for 7D: no
Cara asks Ben for 7D: no
Ben asks Asha for JH: no
Asha asks Hana for JH: no
Hana asks Asha for 7D: yes
Hana claims low diamonds: Hana 2D 5D 7D, Ben 3D 4D, Fay 6D: wrong, actually Hana 2D 5D 7D, Asha 3D 6D, Cara 4D
Hana passes to Fay
Fay asks Asha for 9H: no
Asha asks Ben for AH: yes
Asha asks Ben for JH: no
Ben asks Asha for JH: no
Asha asks Fay for QH: no
Fay asks Asha for KH: no
Asha asks Ben for JH: no
Ben asks Asha for AH: yes
Ben asks Asha for JH: no
Asha asks Ben for AH: yes
Asha asks Ben for KH: yes
Asha asks Fay for 9H: no
Fay asks Asha for 10H: yes
Fay asks Asha for KH: yes
Fay asks Asha for QH: no
Asha asks Fay for QH: no
Fay asks Asha for QH: no
Asha asks Ben for QH: yes
Asha asks Ben for KH: no
Ben asks Asha for QH: yes
Ben asks Asha for KH: no
Asha asks Fay for QH: no
Fay asks Asha for 9H: no
Asha asks Fay for QH: no
Fay asks Asha for 9H: no
Asha asks Fay for 10H: yes
Asha asks Ben for 9H: yes
Asha asks Ben for QH: yes
Asha asks Fay for JH: yes
Asha asks Fay for KH: yes
