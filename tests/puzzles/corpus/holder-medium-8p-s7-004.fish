# holder-medium-8p-s7-004: simulated game 2645329305 (random vs careless bots), events 22 to 36, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: 4C 6C 2H 6H 7S 10S
start: Cara
question: who holds 4H?
answer: Asha

Cara asks Hana for 10D: yes
Cara asks Fay for KC: no
Fay asks Gus for 6D: no
Gus asks Ben for 5D: no
Ben asks Eli for QS: yes
Ben asks Cara for 5C: no
Cara asks Ben for AH: no
Ben asks Asha for 7C: no
Asha asks Hana for 5H: yes
Asha asks Hana for 3S: no
Hana asks Asha for 9S: no
Asha asks Hana for 7H: no
Hana asks Asha for 2S: no
Asha asks Ben for 2S: no
Ben asks Eli for 3H: yes
