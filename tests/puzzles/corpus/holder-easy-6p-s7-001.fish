# holder-easy-6p-s7-001: simulated game 252091142 (careless vs random bots), events 15 to 30, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 6C 7C KC KD 2H 6S 7S AS
start: Asha
question: who holds 9C?
answer: Eli

Asha asks Ben for 7H: yes
Asha asks Ben for 9C: no
Ben asks Cara for AC: no
Cara asks Ben for 6D: no
Ben asks Asha for 3H: no
Asha asks Ben for 10S: yes
Asha asks Ben for AC: no
Ben asks Asha for QS: no
Asha asks Dev for 3S: yes
Asha asks Fay for 9C: no
Fay asks Cara for KD: no
Cara asks Ben for 6H: no
Ben asks Eli for 7H: no
Eli asks Dev for 2C: no
Dev asks Cara for QH: no
Cara asks Dev for 9C: no
