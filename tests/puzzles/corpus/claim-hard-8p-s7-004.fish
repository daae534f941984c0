# claim-hard-8p-s7-004: simulated game 3233029018 (careless vs random bots), events 9 to 63, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Eli: 2C 7D 6H 4S 6S 9S
start: Fay
question: what can you claim?
answer: low spades: Cara 2S, Gus 3S, Eli 4S 6S 7S, Asha 5S

Fay asks Eli for 2C: yes
Fay asks Asha for 6H: no
Asha asks Ben for QC: no
Ben asks Eli for 9H: no
Eli asks Fay for 7S: yes
Eli asks Fay for 10S: no
Fay asks Cara for 7H: no
Cara asks Dev for 6S: no
Dev asks Cara for 2H: no
Cara asks Dev for AH: no
Dev asks Asha for 9D: no
Asha asks Fay for 3S: no
Fay asks Eli for JD: no
Eli asks Fay for KS: no
Fay asks Eli for 4H: no
Eli asks Fay for 6D: no
Fay asks Asha for 3H: no
Asha asks Ben for 2S: no
Ben asks Cara for 3D: yes
Ben asks Asha for JH: no
Asha asks Fay for 10S: no
Fay asks Asha for 10D: no
Asha asks Fay for 2S: no
Fay asks Gus for 10D: no
Gus asks Hana for KH: yes
Gus asks Ben for KC: yes
Gus asks Hana for AH: yes
Gus asks Ben for 5H: no
Ben asks Eli for JH: no
Eli asks Fay for JS: no
Fay asks Eli for 5H: no
Eli asks Ben for JS: no
Ben asks Gus for JS: no
Gus asks Ben for 6H: no
Ben asks Cara for 5D: no
Cara asks Dev for AS: no
Dev asks Asha for 10S: no
Asha asks Fay for 4D: no
Fay asks Eli for 5H: no
Eli asks Fay for 2H: yes
Eli asks Ben for JS: no
Ben asks Gus for KC: yes
Ben asks Eli for KD: no
Eli asks Dev for 2D: no
Dev asks Asha for 10C: yes
Dev asks Eli for 2C: no
Eli asks Dev for JS: no
Dev asks Asha for 7H: no
Asha asks Dev for QD: no
Dev asks Asha for KD: no
Asha asks Hana for 9S: no
Hana asks Gus for AS: no
Gus asks Fay for 6H: no
Fay asks Gus for AD: no
Gus asks Dev for 2S: no
