# holder-hard-8p-s7-008: simulated game 755633691 (random vs careless bots), events 2 to 29, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Ben: 9D 3H 2S 4S 6S AS
start: Fay
question: who holds 5S?
answer: Hana

Fay asks Gus for 5S: no
Gus asks Fay for 5D: no
Fay asks Gus for 4D: no
Gus asks Ben for 4D: no
Ben asks Cara for AD: no
Cara asks Ben for 10C: no
Ben asks Gus for 10D: no
Gus asks Dev for 6C: yes
Gus asks Fay for 7D: no
Fay asks Asha for 5C: no
Asha asks Hana for 2H: no
Hana asks Eli for 2S: no
Eli asks Ben for 10D: no
Ben asks Cara for 7H: no
Cara asks Dev for 3H: no
Dev asks Eli for 5D: no
Eli asks Dev for AH: no
Dev asks Eli for AC: no
Eli asks Dev for 2H: yes
Eli asks Hana for 2D: no
Hana asks Cara for 3C: no
Cara asks Dev for 6H: no
Dev asks Cara for 9C: no
Cara asks Dev for 10C: no
Dev asks Cara for 9C: no
Cara asks Fay for 7H: no
Fay asks Cara for 5S: no
Cara asks Dev for 5S: no
