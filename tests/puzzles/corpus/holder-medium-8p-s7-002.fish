# holder-medium-8p-s7-002: simulated game 3984486902 (random vs careless bots), events 5 to 36, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Dev: QC KC 9D 3H JH 4S
start: Ben
question: who holds 10S?
answer: Fay

Ben asks Asha for 7C: yes
Ben claims low clubs: Ben 2C 3C 4C 7C, Fay 5C, Hana 6C: wrong, actually Ben 2C 3C 4C 7C, Gus 5C 6C
Ben asks Gus for 2H: no
Gus asks Dev for 2D: no
Dev asks Eli for 7H: no
Eli asks Fay for JC: no
Fay asks Cara for 7H: no
Cara asks Fay for JD: no
Fay asks Eli for AS: no
Eli asks Ben for 7D: no
Ben asks Cara for JD: no
Cara asks Ben for 10C: no
Ben asks Cara for 5H: no
Cara asks Dev for 10D: no
Dev asks Cara for 6S: yes
Dev asks Cara for JD: no
Cara asks Fay for QS: no
Fay asks Gus for AS: no
Gus asks Ben for KS: no
Ben asks Cara for AD: yes
Ben asks Asha for 6H: no
Asha asks Ben for 5D: no
Ben asks Cara for 10S: no
Cara asks Hana for JS: yes
Cara asks Hana for JH: no
Hana asks Asha for AS: no
Asha asks Ben for 4H: no
Ben asks Eli for JD: no
Eli asks Ben for 4D: no
Ben asks Gus for 9S: yes
Ben asks Cara for 3H: no
Cara asks Ben for AS: yes
