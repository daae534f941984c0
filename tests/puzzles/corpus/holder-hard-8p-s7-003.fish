# holder-hard-8p-s7-003: simulated game 3459374845 (careless vs random bots), events 3 to 50, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Fay: JC 2D 5H 9H KH 2S
start: Asha
question: who holds 6H?
answer: Asha

Asha asks Hana for 7H: no
Hana asks Cara for 7H: no
Cara asks Ben for 2S: no
Ben asks Asha for 4D: no
Asha asks Dev for QC: no
Dev asks Eli for 6C: no
Eli asks Dev for 3C: yes
Eli asks Ben for JC: no
Ben asks Gus for 7D: no
Gus asks Ben for 10D: no
Ben asks Cara for 10C: no
Cara asks Fay for 2C: no
Fay asks Asha for 5S: no
Asha asks Fay for 2S: yes
Asha asks Fay for 5H: yes
Asha asks Hana for KC: yes
Asha asks Fay for 5S: no
Fay asks Eli for 7D: no
Eli asks Dev for QC: no
Dev asks Cara for 3H: no
Cara asks Fay for 10S: no
Fay asks Cara for 3D: no
Cara asks Hana for 5C: no
Hana asks Cara for 4H: no
Cara asks Ben for 5C: no
Ben asks Asha for KC: yes
Ben asks Cara for 10C: no
Cara asks Fay for 7C: no
Fay asks Cara for QC: no
Cara asks Dev for KS: no
Dev asks Gus for 3D: no
Gus asks Ben for QD: yes
Gus asks Hana for 3C: no
Hana asks Gus for 2D: no
Gus asks Hana for 6H: no
Hana asks Eli for 6S: no
Eli asks Hana for 2C: no
Hana asks Eli for 6D: no
Eli asks Fay for 2H: no
Fay asks Asha for AC: yes
Fay asks Cara for QC: no
Cara asks Hana for 7D: yes
Cara asks Ben for 2S: no
Ben asks Asha for 6D: no
Asha asks Ben for KS: no
Ben asks Asha for AC: no
Asha asks Dev for 4H: no
Dev asks Eli for 6H: no
