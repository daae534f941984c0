# claim-easy-8p-s7-005: simulated game 6671597 (careless vs random bots), events 5 to 72, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 4C 5D 7D JD KD 7S
start: Ben
question: what can you claim?
answer: low spades: Hana 2S 3S 4S 6S 7S, Dev 5S

Ben asks Eli for 4H: yes
Ben asks Gus for JS: no
Gus asks Fay for AC: no
Fay asks Asha for 6H: no
Asha asks Hana for QS: no
Hana asks Asha for QD: no
Asha asks Ben for AS: yes
Asha asks Ben for 6C: no
Ben asks Asha for 5D: no
Asha asks Fay for 6C: no
Fay asks Asha for 4C: no
Asha asks Hana for 6S: no
Hana asks Cara for 6S: yes
Hana asks Asha for 4D: no
Asha asks Fay for 2C: no
Fay asks Eli for 10S: no
Eli asks Ben for QH: no
Ben asks Cara for 9S: no
Cara asks Fay for 2D: no
Fay asks Asha for 10C: yes
Fay asks Gus for 6H: no
Gus asks Hana for 4H: no
Hana asks Eli for 2D: no
Eli asks Hana for 10D: no
Hana asks Gus for 3D: no
Gus asks Fay for 9S: no
Fay asks Asha for 6C: no
Asha asks Ben for 5D: no
Ben asks Eli for 3H: no
Eli asks Ben for 7S: no
Ben asks Eli for 6D: no
Eli asks Ben for JH: no
Ben asks Cara for 3D: no
Cara asks Hana for 4C: yes
Cara asks Fay for KD: no
Fay asks Eli for KH: no
Eli asks Fay for 10D: no
Fay asks Asha for 5H: no
Asha asks Fay for 7S: no
Fay asks Eli for 6H: no
Eli asks Hana for QD: no
Hana asks Eli for 3S: yes
Hana asks Asha for 6D: no
Asha asks Fay for KS: no
Fay asks Eli for 9S: no
Eli asks Ben for KC: no
Ben asks Asha for 4D: no
Asha asks Hana for 9D: no
Hana asks Gus for 4S: no
Gus asks Dev for JC: no
Dev asks Cara for KD: no
Cara asks Fay for 4D: no
Fay asks Asha for 6H: no
Asha asks Hana for 2D: no
Hana asks Cara for 2D: no
Cara asks Hana for 7C: no
Hana asks Cara for 2S: yes
Hana asks Asha for 4S: yes
Hana asks Eli for 3D: no
Eli asks Dev for JH: yes
Eli asks Dev for AD: no
Dev asks Eli for AD: no
Eli asks Hana for 10H: no
Hana asks Gus for 5S: no
Gus asks Ben for 9S: no
Ben asks Asha for KS: no
Asha asks Dev for 4C: no
Dev asks Cara for 7S: no
