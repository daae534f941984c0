# holder-hard-6p-s7-006: simulated game 567319808 (careless bots), events 2 to 31, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 3C 9C 10C 9D 3H QH 5S 7S
start: Ben
question: who holds 5C?
answer: Eli

Ben asks Cara for AD: yes
Ben asks Asha for 5H: no
Asha asks Fay for 5C: no
Fay asks Cara for 2C: yes
Fay asks Eli for KC: no
Eli asks Fay for JS: no
Fay asks Cara for 2S: yes
Fay asks Eli for QH: no
Eli asks Fay for 3C: no
Fay asks Asha for QH: no
Asha asks Ben for AC: no
Ben asks Cara for KD: no
Cara asks Ben for 4H: no
Ben asks Cara for 6C: no
Cara asks Dev for 2H: no
Dev asks Asha for QH: no
Asha claims low hearts: Asha 2H 6H 7H, Eli 3H 4H, Cara 5H: wrong, actually Asha 2H 6H 7H, Ben 3H, Eli 4H, Cara 5H
Asha asks Dev for AH: yes
Asha asks Fay for QD: yes
Asha asks Ben for 4C: no
Ben asks Cara for AH: no
Cara asks Dev for 10H: no
Dev asks Eli for KS: no
Eli asks Ben for KH: no
Ben asks Cara for AC: no
Cara asks Fay for AH: no
Fay asks Asha for JD: no
Asha asks Dev for 5C: no
Dev asks Asha for 3D: no
Asha asks Dev for 4C: yes
