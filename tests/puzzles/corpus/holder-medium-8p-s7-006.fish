# holder-medium-8p-s7-006: simulated game 387809814 (random bots), events 7 to 46, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: 4C 9D KD KH AH 9S
start: Fay
question: who holds 7H?
answer: Eli

Fay asks Eli for 5H: no
Eli asks Hana for 4D: no
Hana asks Gus for 10C: no
Gus asks Fay for 7C: no
Fay asks Eli for 4H: no
Eli asks Fay for 7S: yes
Eli asks Ben for 9C: no
Ben asks Eli for 2S: yes
Ben asks Gus for KH: no
Gus asks Dev for 2D: no
Dev asks Eli for 10D: no
Eli asks Fay for 5C: no
Fay asks Asha for 9S: no
Asha asks Fay for AH: no
Fay asks Eli for 9S: no
Eli asks Dev for 3H: no
Dev asks Gus for QH: yes
Dev asks Asha for QD: no
Asha asks Hana for 3C: no
Hana asks Asha for 4D: no
Asha asks Fay for AH: no
Fay asks Asha for 7H: no
Asha asks Hana for QS: no
Hana asks Gus for JC: no
Gus asks Dev for 2D: no
Dev asks Eli for JD: no
Eli asks Fay for 2S: no
Fay asks Asha for 6H: yes
Fay asks Cara for 9C: no
Cara asks Fay for KD: no
Fay asks Asha for 5H: no
Asha asks Ben for 9C: no
Ben asks Eli for 5D: no
Eli asks Hana for 4S: no
Hana asks Gus for AC: yes
Hana asks Gus for JC: no
Gus asks Fay for 4C: no
Fay asks Asha for QS: no
Asha asks Fay for KH: no
Fay asks Asha for 3H: no
