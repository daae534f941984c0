# holder-hard-8p-s7-009: simulated game 2017580910 (random vs careless bots), events 3 to 37, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 9C 7D 9H 3S 9S 10S
start: Dev
question: who holds KC?
answer: Dev

Dev asks Eli for QC: no
Eli asks Ben for 9H: no
Ben asks Asha for QC: no
Asha asks Hana for 2C: no
Hana asks Asha for AC: yes
Hana asks Asha for 2D: no
Asha asks Hana for 6H: no
Hana asks Cara for KH: no
Cara asks Hana for JD: no
Hana asks Eli for 5S: no
Eli asks Hana for 10C: no
Hana asks Asha for JS: no
Asha asks Ben for AD: yes
Asha asks Ben for 4C: yes
Asha asks Ben for 6H: no
Ben asks Gus for 4S: no
Gus asks Fay for 4D: no
Fay asks Eli for 9H: no
Eli asks Hana for AD: no
Hana asks Eli for 10H: no
Eli asks Ben for 9H: no
Ben asks Gus for JD: no
Gus asks Ben for 5S: no
Ben asks Cara for KH: no
Cara asks Fay for 3D: yes
Cara asks Hana for 7S: no
Hana asks Asha for KH: no
Asha asks Dev for 3H: yes
Asha asks Fay for 4D: no
Fay asks Eli for KH: yes
Fay asks Asha for AH: no
Asha asks Ben for JD: no
Ben asks Eli for 10H: no
Eli asks Ben for 10C: yes
Eli asks Fay for KC: no
