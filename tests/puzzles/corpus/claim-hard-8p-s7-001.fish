# claim-hard-8p-s7-001: simulated game 2838852812 (careless bots), events 4 to 71, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: 9C 7D 9D 10D KD KH
start: Ben
question: what can you claim?
answer: high diamonds: Hana 9D 10D KD, Ben JD, Dev QD AD

Ben asks Gus for 6C: yes
Ben asks Cara for 7C: no
Cara asks Hana for 3C: no
Hana asks Cara for JH: no
Cara asks Dev for JH: no
Dev asks Cara for 6H: yes
Dev asks Gus for QS: no
Gus asks Ben for 9D: no
Ben asks Gus for 9D: no
Gus asks Dev for 3H: no
Dev asks Gus for 5H: yes
Dev asks Asha for KS: yes
Dev asks Eli for 9S: yes
Dev claims low hearts: Dev 2H 5H 6H, Fay 3H 4H, Ben 7H: wrong, actually Dev 2H 5H 6H, Ben 3H, Cara 4H, Fay 7H
Dev asks Cara for JD: no
Cara asks Fay for 10C: no
Fay asks Asha for 5C: no
Asha asks Ben for 10C: no
Ben asks Eli for KD: no
Eli asks Ben for 9S: no
Ben claims low clubs: Ben 2C 3C 6C, Dev 4C 5C 7C: wrong, actually Ben 2C 3C 6C, Cara 4C, Eli 5C, Fay 7C
Ben asks Eli for 9D: no
Eli asks Hana for 5S: no
Hana asks Asha for QC: no
Asha asks Hana for QC: no
Hana asks Gus for AD: no
Gus asks Ben for 10S: no
Ben asks Eli for AD: no
Eli asks Dev for KS: yes
Eli asks Hana for 9S: no
Hana asks Cara for 3D: no
Cara asks Ben for 9C: no
Ben asks Eli for 10H: no
Eli asks Fay for 7D: no
Fay asks Asha for 3D: no
Asha asks Hana for 6S: no
Hana asks Eli for JH: no
Eli asks Hana for 4S: no
Hana asks Cara for QH: no
Cara asks Dev for AH: yes
Cara asks Hana for 9H: no
Hana asks Cara for JC: no
Cara asks Fay for KH: no
Fay claims low spades: Dev 2S 6S, Fay 3S 4S 7S, Ben 5S: wrong, actually Gus 2S, Fay 3S 4S 7S, Asha 5S, Eli 6S
Fay asks Cara for 3D: no
Cara asks Hana for 9H: no
Hana asks Eli for 6D: no
Eli asks Dev for 10S: yes
Eli asks Ben for JS: no
Ben asks Gus for QH: no
Gus asks Fay for 10S: no
Fay asks Eli for 7D: no
Eli asks Dev for 2D: no
Dev asks Gus for AC: no
Gus asks Ben for AS: no
Ben asks Cara for QD: no
Cara asks Dev for 3D: no
Dev asks Asha for AH: no
Asha asks Hana for 10C: no
Hana asks Gus for 6D: no
Gus asks Dev for 5D: no
Dev asks Asha for 9C: no
Asha asks Hana for 10C: no
Hana asks Eli for QD: no
Eli asks Dev for 2D: no
Dev asks Cara for KS: no
Cara asks Dev for AC: no
Dev asks Gus for QD: yes
