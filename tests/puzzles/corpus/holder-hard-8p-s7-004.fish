# holder-hard-8p-s7-004: simulated game 999813473 (random bots), events 2 to 16, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 7C 9C 10D 2H JH 2S
start: Gus
question: who holds 10H?
answer: Fay

Gus asks Ben for 9D: yes
Gus asks Hana for QD: no
Hana asks Eli for 3C: no
Eli asks Hana for AH: no
Hana asks Gus for KD: no
Gus asks Hana for 10S: no
Hana asks Eli for AH: no
Eli asks Dev for 2H: no
Dev asks Cara for QC: no
Cara asks Dev for 6C: no
Dev asks Eli for QH: yes
Dev asks Gus for 10H: no
Gus asks Fay for AH: yes
Gus asks Fay for KD: no
Fay asks Asha for JH: no
