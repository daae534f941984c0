# claim-easy-8p-s7-002: simulated game 1767762945 (careless bots), events 10 to 94, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: 9C 3D KH AH 2S 3S
start: Hana
question: what can you claim?
answer: low diamonds: Ben 2D 3D 6D, Fay 4D 5D 7D

Hana asks Cara for 7H: yes
Hana asks Asha for 9S: no
Asha asks Dev for 2H: no
Dev asks Cara for 9H: no
Cara asks Fay for QC: no
Fay asks Cara for 9C: no
Cara asks Dev for JD: no
Dev asks Eli for JS: no
Eli asks Hana for 5C: no
Hana asks Eli for 5H: no
Eli asks Fay for 5C: no
Fay asks Cara for 4C: no
Cara asks Hana for 3H: no
Hana claims low hearts: Hana 2H 6H 7H, Dev 3H 4H, Fay 5H: wrong, actually Hana 2H 6H 7H, Eli 3H, Cara 4H, Asha 5H
Hana asks Gus for QC: no
Gus asks Ben for 3S: yes
Gus asks Ben for 2C: no
Ben asks Cara for 4S: no
Cara asks Fay for 6S: no
Fay asks Gus for JS: yes
Fay asks Asha for 10D: no
Asha asks Hana for 5D: no
Hana asks Gus for 9C: no
Gus asks Dev for 2S: no
Dev asks Eli for JH: yes
Dev asks Asha for 9H: yes
Dev asks Eli for 10C: no
Eli asks Fay for AD: no
Fay asks Gus for 2D: no
Gus asks Hana for 6S: no
Hana asks Asha for KS: no
Asha asks Ben for 7S: no
Ben asks Cara for 7D: no
Cara asks Fay for QC: no
Fay asks Eli for 5D: yes
Fay asks Asha for AS: no
Asha asks Fay for 4S: no
Fay asks Gus for 10C: no
Gus asks Dev for 7C: no
Dev asks Asha for JC: no
Asha asks Hana for 4D: no
Hana asks Asha for 9C: no
Asha asks Fay for 4S: no
Fay asks Gus for 7C: no
Gus asks Dev for KD: no
Dev asks Asha for KH: no
Asha asks Dev for 2C: no
Dev asks Cara for JC: no
Cara asks Fay for 4D: yes
Cara asks Fay for AC: no
Fay asks Eli for AD: no
Eli asks Ben for AD: no
Ben asks Gus for 5D: no
Gus claims low spades: Asha 2S 6S, Gus 3S 4S 5S, Eli 7S: wrong, actually Ben 2S, Gus 3S 4S 5S, Asha 6S, Cara 7S
Gus asks Dev for KD: no
Dev asks Asha for AH: no
Asha asks Hana for 5C: no
Hana asks Gus for 9S: no
Gus asks Hana for 6C: no
Hana asks Eli for QD: no
Eli asks Ben for 5C: no
Ben asks Cara for 6D: yes
Ben asks Gus for AC: no
Gus asks Fay for 6C: no
Fay asks Asha for 4C: yes
Fay asks Asha for 7D: yes
Fay asks Asha for 7C: yes
Fay asks Eli for 3C: no
Eli asks Ben for 5C: no
Ben asks Eli for 7D: no
Eli asks Hana for 3D: no
Hana asks Cara for 9S: no
Cara asks Hana for 9C: no
Hana asks Eli for KD: yes
Hana asks Eli for QS: no
Eli asks Dev for 7C: no
Dev asks Gus for JS: no
Gus asks Fay for 4C: yes
Gus asks Dev for QD: no
Dev asks Eli for AH: no
Eli asks Ben for 5D: no
Ben asks Eli for 2D: yes
Ben asks Cara for JH: no
Cara asks Fay for KD: no
Fay asks Cara for 4D: yes
