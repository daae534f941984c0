# holder-hard-8p-s7-006: simulated game 3389575204 (random vs careless bots), events 3 to 30, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: 2D 9D QD KD 10H 10S
start: Hana
question: who holds AS?
answer: Asha

Hana asks Eli for 4S: yes
Hana asks Gus for 10S: no
Gus asks Fay for 9D: no
Fay asks Cara for AC: yes
Fay asks Gus for 2D: no
Gus asks Fay for JS: no
Fay asks Gus for 2H: no
Gus asks Hana for 3C: no
Hana asks Gus for 10C: no
Gus asks Ben for 4S: no
Ben asks Gus for KC: no
Gus asks Ben for 4S: no
Ben asks Asha for 10S: no
Asha asks Hana for AH: no
Hana asks Cara for 3D: no
Cara asks Hana for AS: no
Hana asks Eli for 3H: no
Eli asks Ben for KH: yes
Eli asks Ben for 3H: no
Ben asks Eli for KC: no
Eli asks Dev for 7C: no
Dev asks Asha for 3D: no
Asha asks Ben for 10H: no
Ben asks Gus for AS: no
Gus asks Dev for AS: no
Dev asks Asha for KS: no
Asha asks Hana for 4S: yes
Asha asks Fay for JS: no
