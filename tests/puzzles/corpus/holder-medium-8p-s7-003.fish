# holder-medium-8p-s7-003: simulated game 2273466454 (careless bots), events 4 to 27, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: 2C 7C 10C KC AC 4D
start: Hana
question: who holds QC?
answer: Gus

Hana asks Gus for 7S: yes
Hana asks Cara for 9D: no
Cara asks Fay for 3C: no
Fay asks Eli for JD: no
Eli asks Dev for JS: no
Dev asks Gus for 4C: no
Gus asks Fay for QH: no
Fay asks Cara for JS: no
Cara asks Fay for 3C: no
Fay asks Gus for JD: yes
Fay asks Gus for QD: no
Gus asks Hana for 9C: no
Hana asks Eli for 6H: yes
Hana asks Gus for 5S: no
Gus asks Dev for 2S: no
Dev asks Gus for 6C: no
Gus asks Dev for 10H: no
Dev asks Gus for 6D: no
Gus asks Dev for JH: no
Dev asks Gus for 3D: no
Gus asks Ben for AH: no
Ben asks Gus for 3D: no
Gus asks Dev for 9C: no
Dev asks Gus for JC: no
