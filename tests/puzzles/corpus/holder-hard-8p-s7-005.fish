# holder-hard-8p-s7-005: simulated game 217709089 (careless vs random bots), events 7 to 40, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: JC JD 9H KH 5S JS
start: Asha
question: who holds 9D?
answer: Fay

Asha claims high clubs: Gus 9C, Asha 10C KC AC, Cara JC QC: wrong, actually Dev 9C, Asha 10C KC AC, Ben JC, Eli QC
Asha asks Fay for 4D: yes
Asha asks Ben for 3C: no
Ben asks Eli for 9D: no
Eli asks Hana for 5C: no
Hana asks Asha for 10H: no
Asha asks Hana for 4C: yes
Asha asks Ben for 2D: no
Ben asks Eli for KD: no
Eli asks Ben for 3S: no
Ben asks Gus for KD: yes
Ben asks Gus for 6S: no
Gus asks Dev for QS: yes
Gus asks Fay for 6H: no
Fay asks Asha for AD: no
Asha asks Fay for 6C: no
Fay asks Gus for 4D: no
Gus asks Dev for AS: yes
Gus asks Fay for JS: no
Fay asks Cara for 7C: no
Cara asks Dev for 10H: no
Dev asks Gus for 9D: no
Gus asks Ben for 4H: no
Ben asks Cara for QH: no
Cara asks Ben for 3S: no
Ben asks Eli for KS: no
Eli asks Fay for 6S: no
Fay asks Gus for JD: no
Gus asks Fay for 3H: yes
Gus asks Fay for 9S: no
Fay asks Eli for 3H: no
Eli asks Fay for QD: no
Fay asks Cara for 6C: yes
Fay asks Cara for QD: yes
