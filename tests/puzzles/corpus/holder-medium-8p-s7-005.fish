# holder-medium-8p-s7-005: simulated game 965942971 (random bots), events 2 to 49, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: QC 4D 7H 3S 4S 5S
start: Hana
question: who holds 2D?
answer: Fay

Hana asks Eli for 9S: yes
Hana asks Gus for KS: no
Gus asks Hana for QD: no
Hana asks Gus for AH: no
Gus asks Ben for 4S: no
Ben asks Gus for QC: no
Gus asks Hana for 10S: yes
Gus asks Hana for AH: no
Hana asks Eli for JS: no
Eli asks Hana for QC: no
Hana asks Gus for 3D: no
Gus asks Ben for 4C: no
Ben asks Eli for 3C: no
Eli asks Fay for 2H: no
Fay asks Asha for 5C: no
Asha asks Hana for AH: no
Hana asks Asha for 6D: yes
Hana asks Asha for 3D: yes
Hana asks Eli for 10S: no
Eli asks Ben for JC: no
Ben asks Asha for 2D: no
Asha asks Fay for QC: no
Fay asks Cara for 10H: no
Cara asks Fay for JC: yes
Cara asks Ben for 5D: yes
Cara asks Dev for 3H: no
Dev asks Gus for JS: no
Gus asks Dev for JD: yes
Gus asks Hana for 3C: no
Hana asks Asha for 5D: no
Asha asks Dev for 9H: no
Dev asks Eli for 9H: no
Eli asks Hana for 5C: no
Hana asks Cara for AS: no
Cara asks Hana for KC: no
Hana asks Gus for 2D: no
Gus asks Fay for 7S: no
Fay asks Cara for QH: no
Cara asks Ben for 2D: no
Ben asks Eli for 3C: no
Eli asks Hana for 2H: yes
Eli asks Ben for 9C: yes
Eli asks Ben for QC: no
Ben asks Asha for 3S: no
Asha asks Hana for KD: no
Hana asks Gus for AH: no
Gus asks Fay for 9H: no
Fay asks Gus for 5D: no
