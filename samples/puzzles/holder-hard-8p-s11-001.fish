# holder-hard-8p-s11-001: simulated game 886910765 (careless bots), events 2 to 37, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Fay: 9C QC 4D 5D 7S AS
start: Hana
question: who holds 3D?
answer: Hana

Hana asks Eli for 7D: no
Eli asks Fay for 2D: no
Fay asks Asha for 10C: no
Asha asks Dev for JH: no
Dev asks Asha for 9C: no
Asha asks Ben for AS: no
Ben asks Eli for 9S: no
Eli asks Ben for 7H: no
Ben asks Gus for KH: yes
Ben asks Eli for 9S: no
Eli asks Hana for 5D: no
Hana asks Gus for 6S: no
Gus asks Dev for 7S: no
Dev asks Gus for 10H: no
Gus asks Ben for 9C: no
Ben asks Eli for 10C: no
Eli asks Dev for 3D: no
Dev asks Cara for 3C: no
Cara asks Hana for QD: no
Hana asks Asha for KS: yes
Hana asks Gus for 7S: no
Gus asks Dev for QC: no
Dev asks Asha for 3C: no
Asha asks Dev for 4S: no
Dev asks Gus for 6D: no
Gus asks Fay for AH: no
Fay asks Gus for 7D: no
Gus asks Hana for 3C: no
Hana asks Gus for 6D: no
Gus asks Hana for JH: yes
Gus asks Ben for JC: yes
Gus asks Dev for 5C: no
Dev asks Asha for JS: no
Asha asks Dev for 10D: no
Dev asks Asha for 2C: no
Asha asks Ben for 3D: no
