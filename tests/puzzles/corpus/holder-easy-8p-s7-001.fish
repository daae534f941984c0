# holder-easy-8p-s7-001: simulated game 4015222938 (careless vs random bots), events 1 to 49, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: 3C 5C 6C 5D 6H 7H
start: Hana
question: who holds JC?
answer: Eli

Hana asks Cara for 7C: yes
Hana asks Eli for 7H: no
Eli asks Dev for KD: no
Dev asks Cara for 4D: yes
Dev asks Cara for 2D: no
Cara asks Ben for 6H: no
Ben asks Eli for 10S: no
Eli asks Fay for 2H: no
Fay asks Asha for AH: no
Asha asks Fay for 9C: no
Fay asks Eli for 10H: yes
Fay asks Gus for JC: no
Gus asks Hana for 9D: yes
Gus asks Hana for 2D: no
Hana asks Eli for 3C: no
Eli asks Ben for 7S: no
Ben asks Eli for KS: no
Eli asks Dev for 7H: yes
Eli asks Hana for 10C: no
Hana asks Cara for 5C: no
Cara asks Ben for AS: yes
Cara asks Ben for 7S: no
Ben asks Gus for 6S: no
Gus asks Hana for 9H: no
Hana asks Gus for 7H: no
Gus asks Dev for 2D: no
Dev asks Asha for 2D: no
Asha asks Ben for JC: no
Ben asks Cara for 5S: no
Cara asks Fay for 10C: no
Fay asks Cara for JC: no
Cara asks Hana for 3H: yes
Cara asks Hana for 7H: no
Hana asks Gus for KC: no
Gus asks Ben for 10H: no
Ben asks Gus for 3H: no
Gus asks Fay for KD: no
Fay asks Gus for 6D: no
Gus asks Fay for 3D: yes
Gus asks Dev for KC: no
Dev asks Eli for 6D: no
Eli asks Fay for 2S: no
Fay asks Asha for 9S: yes
Fay asks Asha for JH: no
Asha asks Fay for 10H: yes
Asha asks Hana for 2S: no
Hana asks Cara for 4D: no
Cara asks Hana for KS: no
Hana asks Gus for JC: no
