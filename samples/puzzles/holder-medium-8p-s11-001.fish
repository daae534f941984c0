# holder-medium-8p-s11-001: simulated game 1894608800 (careless vs random bots), events 9 to 26, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Cara: 4D 7D QD 3H 4S 10S
start: Fay
question: who holds 5H?
answer: Gus

Fay asks Asha for 2H: yes
Fay asks Gus for 9D: no
Gus asks Hana for 2C: no
Hana asks Gus for 2D: no
Gus asks Dev for QD: no
Dev asks Asha for 10D: no
Asha asks Hana for AS: no
Hana asks Gus for AD: no
Gus asks Dev for 7H: no
Dev asks Eli for AD: no
Eli asks Ben for 2H: no
Ben asks Asha for 4D: no
Asha asks Fay for JS: no
Fay asks Eli for 7S: yes
Fay asks Eli for 4H: yes
Fay asks Eli for KH: yes
Fay asks Cara for JH: no
Cara asks Fay for 6H: yes
