# holder-medium-6p-s11-001: simulated game 2835911094 (random bots), events 1 to 24, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 9C AC 2D KD AD JH 2S 6S
start: Ben
question: who holds JC?
answer: Dev

Ben asks Cara for 7C: yes
Ben asks Eli for 6H: no
Eli asks Ben for 3C: no
Ben asks Eli for JH: no
Eli asks Dev for 6C: no
Dev asks Eli for 7C: no
Eli asks Fay for 2C: no
Fay asks Eli for 7S: no
Eli asks Ben for 4H: no
Ben asks Asha for 6S: yes
Ben asks Cara for QC: yes
Ben asks Eli for 4S: no
Eli asks Ben for 5H: no
Ben asks Asha for 5H: no
Asha asks Dev for KC: no
Dev asks Cara for 7C: no
Cara asks Fay for 9S: yes
Cara asks Ben for AS: no
Ben asks Cara for 2S: no
Cara asks Dev for 2H: no
Dev asks Asha for 4S: no
Asha asks Fay for 5D: yes
Asha asks Dev for 10C: no
Dev asks Cara for QC: no
