# holder-hard-8p-s7-002: simulated game 4287523022 (careless bots), events 6 to 40, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Asha: 5C QD 3H QH 6S KS
start: Fay
question: who holds AD?
answer: Eli

Fay asks Eli for 5S: yes
Fay asks Gus for AD: no
Gus asks Ben for 4S: no
Ben asks Cara for 2H: no
Cara asks Dev for QS: yes
Cara asks Dev for 4D: no
Dev asks Eli for 5D: no
Eli asks Dev for JD: no
Dev asks Asha for 7D: no
Asha asks Fay for 7H: no
Fay asks Gus for QH: no
Gus asks Fay for QS: no
Fay asks Cara for 10H: no
Cara asks Hana for 9C: no
Hana asks Cara for AC: no
Cara asks Hana for QD: no
Hana asks Eli for 2C: no
Eli asks Ben for 3H: no
Ben asks Gus for QH: no
Gus asks Dev for 9S: yes
Gus asks Hana for 6S: no
Hana asks Cara for 3H: no
Cara asks Fay for 10C: no
Fay asks Cara for 9D: yes
Fay asks Eli for 2S: no
Eli asks Fay for 10D: yes
Eli asks Dev for QD: no
Dev asks Asha for 6D: no
Asha asks Fay for 2C: no
Fay asks Asha for QH: yes
Fay asks Asha for 3S: no
Asha asks Ben for 4S: no
Ben asks Gus for 3C: no
Gus asks Dev for 5S: no
Dev asks Gus for AD: no
