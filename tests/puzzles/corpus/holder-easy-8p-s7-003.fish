# holder-easy-8p-s7-003: simulated game 2895550983 (careless bots), events 1 to 40, seen from Hana's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Hana: KC 7D JD AD KH QS
start: Asha
question: who holds 10S?
answer: Cara

Asha asks Hana for QS: yes
Asha asks Fay for AC: no
Fay asks Asha for 9D: no
Asha asks Fay for 5D: no
Fay asks Cara for 7C: no
Cara asks Fay for QS: no
Fay asks Asha for AH: yes
Fay asks Asha for 2D: no
Asha asks Fay for 10S: no
Fay asks Asha for 9H: no
Asha asks Hana for KC: yes
Asha asks Ben for 3D: no
Ben asks Asha for KH: no
Asha asks Fay for AH: yes
Asha asks Dev for 2D: yes
Asha asks Dev for KS: no
Dev asks Gus for 10C: no
Gus asks Ben for QD: no
Ben asks Cara for KH: no
Cara asks Hana for QH: no
Hana asks Asha for 6D: yes
Hana asks Eli for 9D: no
Eli asks Fay for 10S: no
Fay asks Eli for KS: no
Eli asks Ben for 9S: no
Ben asks Eli for 5S: yes
Ben asks Eli for KH: no
Eli asks Hana for QS: no
Hana asks Eli for 5D: no
Eli asks Ben for 10S: no
Ben asks Eli for 7S: yes
Ben asks Cara for 3H: no
Cara asks Fay for KH: no
Fay asks Asha for QH: yes
Fay asks Eli for 7D: no
Eli asks Hana for KS: no
Hana asks Eli for KD: no
Eli asks Hana for 3S: no
Hana asks Gus for JH: no
Gus asks Dev for 10S: no
