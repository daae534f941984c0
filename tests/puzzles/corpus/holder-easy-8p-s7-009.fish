# holder-easy-8p-s7-009: simulated game 1054450867 (random vs careless bots), events 3 to 42, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 2C QC JD QD KD JH
start: Asha
question: who holds JS?
answer: Asha

Asha asks Fay for 2S: yes
Asha asks Ben for 10C: no
Ben asks Gus for JH: no
Gus asks Dev for QC: no
Dev asks Cara for 4H: no
Cara asks Dev for JS: no
Dev asks Asha for 2C: no
Asha asks Dev for KS: no
Dev asks Eli for 3H: yes
Dev asks Eli for 2C: no
Eli asks Ben for 5D: no
Ben asks Asha for 9C: no
Asha asks Hana for QD: yes
Asha asks Hana for 3S: no
Hana asks Cara for KC: no
Cara asks Dev for 10H: no
Dev asks Asha for 7D: no
Asha asks Ben for AS: no
Ben asks Gus for KC: no
Gus asks Ben for AH: no
Ben asks Cara for 3D: no
Cara asks Fay for JS: no
Fay asks Asha for 4C: no
Asha asks Dev for 5S: yes
Asha asks Dev for JC: no
Dev asks Asha for 7D: no
Asha asks Hana for 3S: no
Hana asks Cara for 10H: no
Cara asks Dev for KS: no
Dev asks Eli for 6H: no
Eli asks Fay for KC: no
Fay asks Cara for 7S: yes
Fay asks Eli for 7C: no
Eli asks Hana for AC: no
Hana asks Gus for 10C: no
Gus asks Hana for KC: no
Hana asks Gus for 10C: no
Gus asks Hana for QC: yes
Gus asks Ben for JS: no
Ben asks Eli for JS: no
