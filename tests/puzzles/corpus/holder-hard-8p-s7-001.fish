# holder-hard-8p-s7-001: simulated game 3170263482 (careless bots), events 1 to 46, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: 7C QC 10H AH QS AS
start: Gus
question: who holds 9S?
answer: Asha

Gus claims high clubs: Gus 9C KC AC, Asha 10C, Eli JC, Cara QC: wrong, actually Gus 9C KC AC, Fay 10C, Eli JC, Dev QC
Gus asks Dev for 6S: no
Dev asks Gus for 2C: no
Gus asks Ben for 6D: no
Ben asks Cara for 3H: no
Cara asks Fay for 5D: no
Fay asks Eli for 2H: no
Eli asks Fay for AH: no
Fay asks Eli for 2H: no
Eli asks Dev for AD: no
Dev asks Cara for 2C: yes
Dev asks Gus for 10S: no
Gus asks Hana for 7D: no
Hana asks Cara for 6S: no
Cara asks Ben for 2S: no
Ben asks Cara for QH: no
Cara asks Hana for 3C: no
Hana asks Asha for 10S: yes
Hana asks Gus for 2H: no
Gus asks Dev for 7S: no
Dev asks Asha for JH: no
Asha asks Hana for QS: no
Hana asks Asha for 9H: no
Asha asks Hana for AS: no
Hana asks Asha for 6D: yes
Hana asks Eli for 7S: no
Eli asks Ben for QH: no
Ben claims low spades: Dev 2S, Hana 3S, Fay 4S, Ben 5S 6S 7S: wrong, actually Gus 2S, Hana 3S, Cara 4S, Ben 5S 6S 7S
Ben asks Cara for 2C: no
Cara asks Hana for 3C: no
Hana asks Eli for 3D: no
Eli asks Hana for JD: no
Hana asks Gus for 2D: no
Gus asks Dev for 2D: no
Dev asks Cara for 3C: no
Cara asks Dev for AD: no
Dev asks Cara for 6C: no
Cara asks Fay for 6C: no
Fay asks Cara for JH: no
Cara asks Dev for KD: no
Dev asks Asha for 6C: no
Asha asks Fay for 3H: no
Fay asks Cara for 10H: no
Cara asks Fay for AD: no
Fay asks Eli for 10H: no
Eli asks Hana for 9S: no
