# claim-hard-6p-s7-005: simulated game 355060944 (random vs careless bots), events 2 to 39, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 2C 3C 5C 2H KH 5S 6S AS
start: Fay
question: what can you claim?
answer: low spades: Fay 2S 3S 7S, Dev 4S, Ben 5S 6S

Fay asks Cara for 3S: yes
Fay asks Eli for QH: yes
Fay asks Eli for 7S: yes
Fay asks Asha for 5C: no
Asha asks Ben for JH: no
Ben asks Asha for JS: yes
Ben asks Eli for JH: yes
Ben asks Asha for 2S: no
Asha asks Ben for 3D: no
Ben asks Cara for 3S: no
Cara asks Fay for 6D: no
Fay asks Eli for 6S: no
Eli asks Dev for 9C: no
Dev asks Cara for 7S: no
Cara asks Fay for 10S: no
Fay asks Cara for 5C: no
Cara asks Fay for 10S: no
Fay asks Asha for 6C: yes
Fay asks Eli for 6H: no
Eli asks Dev for KC: no
Dev asks Eli for 3H: no
Eli asks Fay for JS: no
Fay asks Cara for JH: no
Cara asks Dev for 3D: yes
Cara asks Dev for 4H: no
Dev asks Cara for 7S: no
Cara asks Dev for 10S: yes
Cara asks Fay for 3H: yes
Cara asks Dev for JC: no
Dev asks Asha for AD: yes
Dev asks Cara for 2D: no
Cara asks Ben for 10C: no
Ben asks Eli for 4H: no
Eli asks Dev for 9S: no
Dev claims high diamonds: Dev 9D JD QD AD, Ben 10D, Fay KD: wrong, actually Dev 9D JD QD AD, Fay 10D KD
Dev asks Asha for 3H: no
Asha asks Fay for 4D: no
Fay asks Asha for 4S: no
