# holder-medium-6p-s7-001: simulated game 895853040 (random vs careless bots), events 4 to 30, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay
hand Fay: 3C 7C KC AD 7H 10H AH 5S
start: Eli
question: who holds KH?
answer: Ben

Eli asks Fay for 10H: yes
Eli asks Fay for 5S: yes
Eli asks Ben for 5C: yes
Eli asks Ben for 9H: no
Ben asks Asha for 5D: no
Asha asks Dev for 9C: no
Dev asks Asha for 4S: no
Asha asks Ben for 2H: yes
Asha asks Ben for 4H: no
Ben asks Cara for 4H: no
Cara asks Dev for KD: yes
Cara asks Dev for 2D: no
Dev asks Eli for QC: no
Eli asks Fay for 5D: no
Fay asks Eli for 10C: no
Eli asks Dev for 7H: no
Dev asks Eli for AC: no
Eli asks Fay for 3C: yes
Eli asks Dev for 7S: no
Dev asks Eli for 4S: yes
Dev asks Asha for 2H: yes
Dev asks Cara for 5S: no
Cara asks Ben for KC: no
Ben asks Asha for QH: no
Asha asks Fay for 3S: no
Fay asks Cara for 2C: no
Cara asks Ben for JH: no
