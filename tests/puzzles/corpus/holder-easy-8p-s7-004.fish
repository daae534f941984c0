# holder-easy-8p-s7-004: simulated game 2567774240 (random bots), events 1 to 47, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: 2H 3H 5H KH 3S JS
start: Eli
question: who holds KS?
answer: Hana

Eli asks Ben for KS: no
Ben asks Gus for 6H: no
Gus asks Dev for 7C: no
Dev asks Eli for 9D: no
Eli asks Hana for 9S: no
Hana asks Gus for 9H: no
Gus asks Dev for 5C: yes
Gus asks Dev for JD: yes
Gus asks Fay for AD: no
Fay asks Gus for 9H: no
Gus asks Fay for 3D: no
Fay asks Asha for 4C: no
Asha asks Fay for AC: no
Fay asks Cara for 4S: no
Cara asks Dev for 10S: no
Dev asks Asha for AD: no
Asha asks Hana for QS: no
Hana asks Eli for KH: no
Eli asks Fay for QS: no
Fay asks Asha for 6S: yes
Fay asks Cara for 9H: no
Cara asks Fay for 6S: yes
Cara asks Hana for QS: no
Hana asks Eli for 4D: yes
Hana asks Asha for 5C: no
Asha asks Hana for 10C: no
Hana asks Cara for JH: no
Cara asks Ben for 7S: no
Ben asks Eli for 3S: no
Eli asks Dev for KD: yes
Eli asks Ben for KS: no
Ben asks Cara for 6C: no
Cara asks Fay for KS: no
Fay asks Asha for 2C: no
Asha asks Dev for KS: no
Dev asks Eli for 5H: no
Eli asks Ben for JD: no
Ben asks Asha for 9C: no
Asha asks Fay for AH: yes
Asha asks Fay for JS: no
Fay asks Cara for 3S: yes
Fay asks Eli for AD: yes
Fay asks Eli for QH: no
Eli asks Dev for QD: no
Dev asks Gus for 2H: no
Gus asks Ben for 4C: yes
Gus asks Dev for KS: no
