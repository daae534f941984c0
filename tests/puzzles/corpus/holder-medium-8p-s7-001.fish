# holder-medium-8p-s7-001: simulated game 1423422545 (random bots), events 1 to 44, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 3C 7D 7H JH KH QS
start: Eli
question: who holds 9S?
answer: Fay

Eli asks Fay for AC: yes
Eli asks Fay for 3D: no
Fay asks Eli for QD: no
Eli asks Hana for 7D: no
Hana asks Gus for AS: no
Gus asks Fay for 10S: no
Fay asks Cara for JS: no
Cara asks Hana for 7S: no
Hana asks Cara for 2S: yes
Hana asks Eli for 5D: no
Eli asks Hana for 5D: no
Hana asks Eli for 10S: no
Eli asks Ben for 7H: no
Ben asks Asha for KS: no
Asha asks Dev for AS: no
Dev asks Cara for 5C: no
Cara asks Ben for 2S: no
Ben asks Cara for 3S: yes
Ben asks Asha for QH: no
Asha asks Fay for KS: no
Fay asks Asha for 10H: no
Asha asks Dev for 6H: no
Dev asks Cara for JS: no
Cara asks Ben for 7D: no
Ben asks Asha for 4C: no
Asha asks Fay for 5C: no
Fay asks Eli for 3H: no
Eli asks Dev for 5D: no
Dev asks Gus for 3S: no
Gus asks Dev for 4D: no
Dev asks Eli for 7C: no
Eli asks Fay for 3D: no
Fay asks Eli for JH: no
Eli asks Dev for JC: no
Dev asks Asha for KH: no
Asha asks Fay for 4H: no
Fay asks Eli for 2H: yes
Fay asks Gus for JH: yes
Fay asks Asha for KC: no
Asha asks Dev for AD: no
Dev asks Gus for QS: yes
Dev asks Eli for JH: no
Eli asks Fay for QC: no
Fay asks Gus for AS: no
