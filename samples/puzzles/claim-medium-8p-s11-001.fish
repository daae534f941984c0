# claim-medium-8p-s11-001: simulated game 2756867289 (random bots), events 1 to 35, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 5D AD 4H JH KH AS
start: Dev
question: what can you claim?
answer: high hearts: Eli 9H QH, Gus 10H JH KH AH

Dev asks Asha for 3D: yes
Dev asks Eli for AH: no
Eli asks Hana for 10S: no
Hana asks Eli for 3S: no
Eli asks Dev for KS: no
Dev asks Cara for 3H: no
Cara asks Dev for 6S: no
Dev asks Asha for 2S: no
Asha asks Hana for 6C: yes
Asha asks Ben for 9S: no
Ben asks Eli for JS: yes
Ben asks Gus for AH: no
Gus asks Fay for AH: yes
Gus asks Dev for KD: no
Dev asks Eli for 9D: no
Eli asks Ben for 9H: yes
Eli asks Hana for JC: no
Hana asks Cara for 3S: no
Cara asks Hana for JS: no
Hana asks Eli for 4H: no
Eli asks Ben for AS: no
Ben asks Cara for 9S: yes
Ben asks Cara for 10S: no
Cara asks Dev for 9D: no
Dev asks Eli for QD: no
Eli asks Fay for AH: no
Fay asks Eli for 6D: no
Eli asks Dev for 10S: no
Dev asks Asha for JH: no
Asha asks Hana for 7C: yes
Asha asks Hana for QC: no
Hana asks Eli for JC: no
Eli asks Fay for JC: no
Fay asks Gus for 2H: no
Gus asks Dev for 10H: yes
