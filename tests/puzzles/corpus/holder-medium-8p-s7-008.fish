# holder-medium-8p-s7-008: simulated game 3805061439 (random vs careless bots), events 4 to 35, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 10C JC QC 3D 2H JH
start: Gus
question: who holds 9C?
answer: Fay

Gus asks Fay for 4D: yes
Gus asks Dev for 7H: yes
Gus asks Hana for AC: yes
Gus asks Hana for QH: no
Hana asks Eli for 9D: no
Eli asks Fay for 2C: no
Fay asks Cara for 10H: no
Cara asks Ben for 7D: no
Ben asks Cara for 10D: yes
Ben asks Eli for 7H: no
Eli asks Ben for 3C: no
Ben asks Cara for 9D: no
Cara asks Ben for 4H: no
Ben asks Asha for AS: no
Asha asks Hana for 9H: no
Hana asks Cara for 6S: yes
Hana asks Cara for AH: no
Cara asks Dev for 4D: no
Dev asks Cara for 4D: no
Cara asks Ben for 5D: no
Ben asks Asha for 7S: no
Asha asks Dev for 5D: yes
Asha asks Dev for 4H: no
Dev asks Cara for KS: no
Cara asks Dev for 3D: no
Dev asks Gus for 3S: no
Gus asks Fay for 6H: no
Fay asks Cara for 3S: no
Cara asks Fay for 7H: no
Fay asks Cara for 5S: no
Cara asks Fay for 3D: no
Fay asks Eli for KC: yes
