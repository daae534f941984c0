# holder-easy-8p-s7-007: simulated game 3253735606 (random vs careless bots), events 6 to 40, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Eli: 7C 7D 9D AD 7H KH
start: Hana
question: who holds 5C?
answer: Hana

Hana asks Gus for 9S: yes
Hana asks Eli for 9D: yes
Hana asks Gus for 7D: no
Gus asks Dev for 5D: yes
Gus asks Ben for 2S: no
Ben asks Cara for AC: no
Cara asks Ben for 4D: no
Ben asks Asha for 2H: yes
Ben claims low hearts: Ben 2H 4H 5H, Fay 3H 7H, Hana 6H: wrong, actually Ben 2H 4H 5H, Asha 3H 6H, Eli 7H
Ben asks Eli for KC: no
Eli asks Ben for 2D: no
Ben asks Cara for QS: no
Cara asks Hana for 3S: no
Hana asks Eli for 7C: yes
Hana asks Asha for 7S: yes
Hana asks Eli for AD: yes
Hana asks Asha for 6D: no
Asha asks Dev for 5C: no
Dev asks Asha for 6S: no
Asha asks Ben for 6C: no
Ben asks Cara for 9S: no
Cara asks Ben for KH: no
Ben asks Cara for 5C: no
Cara asks Dev for 9H: no
Dev asks Asha for 3C: no
Asha asks Dev for 4C: no
Dev asks Eli for 2C: no
Eli asks Dev for AH: no
Dev asks Gus for 7C: no
Gus asks Hana for 2S: no
Hana asks Eli for QS: no
Eli asks Hana for 2D: no
Hana asks Gus for 10D: no
Gus asks Fay for QC: no
Fay asks Gus for 5C: no
