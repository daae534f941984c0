# holder-easy-8p-s7-006: simulated game 2361034199 (careless vs random bots), events 1 to 47, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 4C 9C 4H 5H AH 6S
start: Eli
question: who holds 3S?
answer: Fay

Eli asks Hana for 3S: no
Hana asks Gus for 6D: no
Gus asks Dev for QH: no
Dev asks Eli for 9S: no
Eli asks Ben for 2H: no
Ben asks Cara for KS: no
Cara asks Hana for AS: yes
Cara asks Fay for 9S: no
Fay asks Cara for 7C: no
Cara asks Ben for 2C: no
Ben asks Gus for 7D: no
Gus asks Ben for JH: no
Ben asks Gus for 9D: no
Gus asks Ben for 4S: no
Ben asks Asha for 10S: no
Asha asks Hana for JS: no
Hana asks Eli for 6D: no
Eli asks Dev for 3C: no
Dev asks Gus for 4D: no
Gus asks Fay for JC: no
Fay asks Gus for 9C: yes
Fay asks Asha for AD: no
Asha asks Hana for 6D: no
Hana asks Asha for 7H: no
Asha asks Ben for 10H: yes
Asha asks Dev for 3S: no
Dev asks Eli for JD: no
Eli asks Dev for 3H: no
Dev asks Asha for 5D: no
Asha asks Fay for 5S: no
Fay asks Asha for 4C: no
Asha asks Dev for JS: yes
Asha asks Fay for QC: no
Fay asks Cara for JD: yes
Fay asks Cara for 7H: no
Cara asks Ben for 7S: no
Ben asks Asha for 10H: yes
Ben asks Cara for 6D: no
Cara asks Hana for 4C: no
Hana asks Cara for 6H: no
Cara asks Hana for 2S: no
Hana asks Asha for 6H: no
Asha asks Ben for 10H: yes
Asha asks Hana for 6D: no
Hana asks Eli for 7H: yes
Hana asks Cara for 4D: no
Cara asks Ben for 3S: no
