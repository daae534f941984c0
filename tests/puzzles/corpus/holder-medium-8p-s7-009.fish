# holder-medium-8p-s7-009: simulated game 2988599196 (careless vs random bots), events 5 to 48, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: 4D JD 9H 10H QH 4S
start: Asha
question: who holds 4C?
answer: Fay

Asha asks Dev for 6C: yes
Asha asks Fay for 6S: no
Fay asks Asha for 6C: yes
Fay asks Cara for 3H: no
Cara asks Ben for KH: no
Ben asks Eli for 5C: no
Eli asks Fay for 4S: no
Fay asks Eli for 2H: no
Eli asks Ben for JH: no
Ben asks Cara for 2C: no
Cara asks Ben for 5D: no
Ben asks Eli for 3S: no
Eli asks Fay for 3S: yes
Eli asks Hana for 9C: no
Hana asks Cara for 3H: no
Cara asks Hana for 9D: no
Hana asks Gus for 4D: no
Gus asks Dev for 6H: no
Dev asks Asha for 3D: no
Asha asks Fay for 7H: no
Fay asks Asha for 3C: no
Asha asks Fay for 6H: yes
Asha asks Hana for 5H: no
Hana asks Gus for 6D: no
Gus asks Fay for 7C: no
Fay asks Cara for QC: no
Cara asks Ben for AD: no
Ben asks Gus for 5C: yes
Ben asks Cara for KS: no
Cara asks Dev for JH: no
Dev asks Eli for 5D: yes
Dev asks Eli for 7D: no
Eli asks Fay for 5H: no
Fay asks Gus for 6D: no
Gus asks Ben for 2H: no
Ben asks Eli for KS: no
Eli asks Ben for 6S: no
Ben asks Cara for 2C: no
Cara asks Fay for 5S: no
Fay asks Eli for 2D: no
Eli asks Ben for 7S: no
Ben asks Asha for 4S: no
Asha asks Fay for 2S: no
Fay asks Eli for 2C: no
