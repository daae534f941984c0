# claim-hard-6p-s7-009: simulated game 3269889093 (random vs careless bots), events 7 to 40, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 2C 6C 6D 4H 9H 3S 5S QS
start: Cara
question: what can you claim?
answer: low spades: Dev 2S 7S, Ben 3S 5S, Fay 4S 6S

Cara asks Fay for KD: yes
Cara asks Ben for KC: no
Ben asks Eli for 4C: yes
Ben claims low clubs: Ben 2C 4C 6C, Dev 3C 5C, Fay 7C: wrong, actually Ben 2C 4C 6C, Fay 3C 7C, Asha 5C
Ben asks Eli for JS: no
Eli asks Fay for AH: no
Fay asks Eli for 6D: no
Eli asks Ben for 6H: no
Ben asks Eli for 2H: no
Eli asks Fay for QH: no
Fay asks Cara for 5S: no
Cara asks Ben for 9C: no
Ben asks Asha for AH: yes
Ben asks Cara for 9S: no
Cara asks Dev for 7H: no
Dev asks Eli for 4H: no
Eli asks Dev for JC: no
Dev asks Eli for 2S: yes
Dev asks Asha for 5S: no
Asha asks Fay for 5H: no
Fay asks Cara for 5D: no
Cara asks Fay for 10H: no
Fay asks Cara for 2S: no
Cara asks Fay for 9C: no
Fay asks Asha for 6S: yes
Fay asks Asha for 5D: no
Asha asks Dev for 7H: no
Dev asks Cara for 9H: no
Cara asks Dev for KC: no
Dev asks Eli for QH: no
Eli asks Dev for 5H: no
Dev asks Eli for 6S: no
Eli asks Fay for QH: no
Fay asks Asha for 7S: no
