# claim-hard-8p-s7-002: simulated game 4128237357 (careless vs random bots), events 4 to 74, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: 2C 5C 6C 9C JC 9H
start: Asha
question: what can you claim?
answer: high clubs: Cara 9C JC KC, Eli 10C, Asha QC AC

Asha asks Hana for QC: yes
Asha asks Dev for QH: no
Dev asks Gus for 6S: no
Gus asks Dev for 7C: no
Dev asks Eli for AS: no
Eli asks Hana for 5C: no
Hana asks Gus for 2S: no
Gus asks Hana for 2C: no
Hana asks Asha for 7H: no
Asha asks Fay for 4S: no
Fay asks Gus for 5S: no
Gus asks Fay for QS: yes
Gus asks Ben for 4D: no
Ben asks Asha for 9H: no
Asha asks Ben for KS: no
Ben asks Cara for QH: no
Cara asks Hana for KC: no
Hana asks Asha for 3H: no
Asha asks Fay for 4C: no
Fay asks Gus for 5S: no
Gus asks Dev for 5D: no
Dev asks Asha for 6H: no
Asha asks Fay for 2S: no
Fay asks Asha for 4S: no
Asha asks Dev for QS: no
Dev asks Gus for 10S: yes
Dev asks Eli for 7H: no
Eli asks Dev for KC: no
Dev asks Cara for AD: no
Cara asks Fay for KC: no
Fay asks Eli for 9D: yes
Fay asks Cara for 10D: no
Cara asks Fay for 4C: no
Fay asks Asha for 6S: yes
Fay asks Asha for 3H: no
Asha asks Ben for KS: no
Ben asks Gus for 9C: no
Gus asks Dev for 6C: no
Dev asks Cara for 2S: no
Cara asks Hana for 10C: no
Hana asks Eli for 6D: no
Eli asks Dev for QC: no
Dev asks Eli for JS: no
Eli asks Hana for 6C: no
Hana asks Asha for KH: no
Asha asks Dev for QH: no
Dev asks Cara for JS: no
Cara asks Ben for KH: yes
Cara asks Fay for QC: no
Fay asks Cara for 4S: no
Cara asks Ben for 4C: no
Ben asks Eli for AH: no
Eli asks Fay for 7H: no
Fay asks Cara for 7D: no
Cara asks Ben for KC: yes
Cara asks Ben for 10C: no
Ben asks Eli for 7S: no
Eli asks Dev for 7S: no
Dev asks Gus for 6H: no
Gus asks Dev for QD: yes
Gus asks Dev for 2H: no
Dev asks Cara for 5D: no
Cara asks Dev for QC: no
Dev asks Gus for 5H: no
Gus asks Fay for 9S: no
Fay asks Gus for 2D: no
Gus asks Hana for 7C: no
Hana asks Cara for 5S: no
Cara asks Fay for 4C: no
Fay asks Asha for 4H: no
Asha asks Hana for 10C: no
