# holder-easy-8p-s7-008: simulated game 2508447907 (careless bots), events 3 to 39, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 9C 10D 5H 10H 7S KS
start: Dev
question: who holds 5S?
answer: Fay

Dev asks Asha for 5S: no
Asha asks Dev for QH: no
Dev asks Gus for 5S: no
Gus asks Ben for 6C: no
Ben asks Asha for 9C: no
Asha asks Fay for 9S: no
Fay asks Gus for 3C: no
Gus asks Dev for 7C: yes
Gus asks Fay for JH: no
Fay asks Eli for KC: no
Eli asks Ben for AS: no
Ben asks Eli for JC: no
Eli asks Fay for 7C: no
Fay asks Eli for 7S: no
Eli asks Hana for 5S: no
Hana asks Eli for 9H: no
Eli asks Dev for 3S: yes
Eli asks Dev for 2D: no
Dev asks Asha for 4D: no
Asha asks Ben for 7H: yes
Asha asks Fay for QH: yes
Asha asks Fay for 9S: no
Fay asks Gus for 9C: no
Gus asks Hana for AH: no
Hana asks Eli for QH: no
Eli asks Ben for 5S: no
Ben asks Gus for 4H: no
Gus asks Ben for 9D: yes
Gus asks Hana for 4D: no
Hana asks Asha for 5S: no
Asha asks Dev for QS: no
Dev asks Asha for 6D: no
Asha asks Hana for 9D: no
Hana asks Cara for QH: no
Cara asks Fay for 10H: no
Fay asks Cara for 2H: no
Cara asks Ben for 5S: no
