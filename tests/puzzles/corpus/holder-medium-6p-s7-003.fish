# holder-medium-6p-s7-003: simulated game 831886701 (careless vs random bots), events 3 to 23, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay
hand Fay: JC QC 2D 4D AH 6S 9S 10S
start: Cara
question: who holds 9C?
answer: Cara

Cara asks Fay for JC: yes
Cara asks Fay for 9D: no
Fay asks Eli for 10C: no
Eli asks Dev for KD: no
Dev asks Asha for 9S: no
Asha asks Fay for 10D: no
Fay asks Cara for KC: no
Cara asks Dev for 7H: no
Dev asks Cara for 10S: no
Cara asks Fay for 10C: no
Fay asks Cara for QH: no
Cara asks Dev for 2H: no
Dev asks Eli for 9C: no
Eli asks Fay for KH: no
Fay asks Asha for 9C: no
Asha asks Fay for 6C: no
Fay asks Eli for 3S: no
Eli asks Fay for 5C: no
Fay asks Cara for QH: no
Cara asks Fay for 10S: yes
Cara asks Dev for AC: no
