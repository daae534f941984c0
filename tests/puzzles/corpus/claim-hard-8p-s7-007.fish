# claim-hard-8p-s7-007: simulated game 2333676673 (careless vs random bots), events 11 to 69, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Eli: AC 3D 6D QD 3S QS
start: Fay
question: what can you claim?
answer: high diamonds: Cara 9D, Asha 10D JD KD AD, Eli QD

Fay asks Eli for AC: yes
Fay asks Asha for KH: no
Asha claims low spades: Asha 2S 4S 5S 6S, Cara 3S 7S: wrong, actually Asha 2S 4S 5S 6S, Eli 3S, Hana 7S
Asha asks Dev for JD: yes
Asha asks Hana for 6H: no
Hana asks Cara for 7D: no
Cara asks Hana for 3D: no
Hana asks Gus for KC: no
Gus asks Hana for 5H: no
Hana asks Asha for AH: no
Asha asks Dev for KD: yes
Asha asks Fay for AD: no
Fay asks Eli for KH: no
Eli asks Dev for 7D: no
Dev asks Cara for 2D: yes
Dev asks Cara for 10H: no
Cara asks Ben for KD: no
Ben asks Cara for KD: no
Cara asks Dev for 3C: no
Dev asks Asha for JC: no
Asha asks Fay for 9D: no
Fay asks Gus for KC: no
Gus asks Ben for 4C: no
Ben asks Eli for JS: no
Eli asks Ben for 4D: no
Ben asks Gus for 6C: no
Gus asks Ben for 6H: yes
Gus asks Fay for KS: no
Fay asks Gus for QH: no
Gus asks Ben for 5D: no
Ben asks Gus for 7C: yes
Ben asks Asha for 6C: no
Asha asks Ben for 6H: no
Ben asks Eli for JD: no
Eli asks Dev for AD: no
Dev asks Cara for AH: no
Cara asks Fay for 4C: yes
Cara asks Hana for 10S: no
Hana asks Eli for 5D: no
Eli asks Fay for AD: no
Fay asks Eli for 4H: no
Eli asks Fay for KD: no
Fay asks Gus for JC: no
Gus claims low hearts: Cara 2H, Gus 3H 4H 6H, Asha 5H 7H: wrong, actually Cara 2H, Gus 3H 4H 6H, Fay 5H, Asha 7H
Gus asks Ben for 2D: no
Ben asks Gus for 9S: no
Gus asks Dev for 6D: no
Dev asks Eli for 9H: no
Eli asks Fay for KD: no
Fay asks Cara for 9C: no
Cara asks Hana for QS: no
Hana asks Eli for 9H: no
Eli asks Fay for JS: no
Fay asks Asha for 10H: no
Asha asks Dev for AD: no
Dev asks Eli for QH: no
Eli asks Dev for 9S: no
Dev asks Asha for QS: no
Asha asks Ben for AD: yes
