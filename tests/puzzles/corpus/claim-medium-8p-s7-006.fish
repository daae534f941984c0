# claim-medium-8p-s7-006: simulated game 2756702649 (random vs careless bots), events 11 to 80, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: 5C JC KH AH 4S 5S
start: Eli
question: what can you claim?
answer: low spades: Eli 2S, Gus 3S 7S, Cara 4S 5S, Asha 6S

Eli asks Dev for KC: yes
Eli asks Fay for QC: no
Fay asks Eli for 5D: yes
Fay asks Asha for JD: no
Asha asks Dev for 4D: no
Dev asks Gus for JC: no
Gus asks Ben for 5S: no
Ben asks Asha for 3C: yes
Ben asks Cara for AS: no
Cara asks Fay for QH: no
Fay asks Eli for KH: no
Eli asks Fay for 6S: no
Fay asks Gus for 10D: yes
Fay asks Gus for 3D: yes
Fay asks Eli for JD: no
Eli asks Fay for JC: no
Fay asks Eli for QD: yes
Fay asks Eli for 9S: no
Eli asks Hana for JS: no
Hana asks Asha for 9S: yes
Hana asks Asha for 5D: no
Asha asks Ben for 2S: no
Ben asks Gus for KD: no
Gus asks Fay for 2H: no
Fay asks Gus for KS: no
Gus asks Dev for 7H: no
Dev asks Cara for AH: yes
Dev asks Eli for 10H: no
Eli asks Fay for 6C: no
Fay claims low diamonds: Hana 2D, Fay 3D 5D 6D, Ben 4D, Dev 7D: wrong, actually Hana 2D 4D, Fay 3D 5D 6D, Asha 7D
Fay asks Asha for 6H: no
Asha asks Dev for KC: no
Dev asks Gus for 5C: no
Gus asks Hana for AC: no
Hana asks Gus for 4H: yes
Hana asks Asha for 7H: no
Asha asks Dev for 6C: yes
Asha asks Dev for 2C: no
Dev asks Eli for 2H: no
Eli asks Fay for 3S: no
Fay asks Gus for 10S: no
Gus asks Ben for KS: no
Ben asks Asha for QH: no
Asha asks Ben for 3C: yes
Asha asks Fay for 7S: no
Fay asks Gus for 6H: no
Gus asks Hana for KC: no
Hana claims low hearts: Hana 2H 4H 6H, Dev 3H 5H, Fay 7H: wrong, actually Hana 2H 4H 6H, Dev 3H, Ben 5H, Fay 7H
Hana asks Gus for QS: no
Gus asks Ben for 3S: no
Ben asks Cara for 10S: no
Cara asks Ben for 6C: no
Ben asks Cara for AD: no
Cara asks Hana for 10C: no
Hana asks Cara for AS: no
Cara asks Hana for 10H: no
Hana asks Gus for 10S: no
Gus asks Ben for 2S: no
Ben asks Asha for 3C: yes
Ben asks Cara for QD: no
Cara asks Hana for 10C: no
Hana asks Eli for 6S: no
Eli asks Ben for JC: no
Ben asks Eli for 6C: no
Eli asks Ben for 6C: no
Ben asks Gus for 10D: no
Gus asks Ben for QS: yes
Gus asks Ben for 2S: no
Ben asks Gus for 10D: no
Gus asks Hana for 3S: yes
