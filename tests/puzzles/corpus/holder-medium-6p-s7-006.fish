# holder-medium-6p-s7-006: simulated game 2911685114 (random vs careless bots), events 1 to 31, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 6C 10C AD 3H 5H JH 4S KS
start: Dev
question: who holds 3C?
answer: Eli

Dev asks Eli for AH: yes
Dev asks Cara for 5H: no
Cara asks Dev for QS: no
Dev asks Eli for KH: no
Eli asks Dev for 7C: yes
Eli asks Fay for 5C: no
Fay asks Eli for 5S: no
Eli asks Ben for 10S: no
Ben asks Cara for 6C: no
Cara asks Fay for JH: no
Fay asks Cara for JH: no
Cara asks Dev for 9S: no
Dev asks Asha for 10H: no
Asha asks Dev for 9D: no
Dev asks Eli for 6H: yes
Dev asks Cara for 4H: no
Cara asks Fay for 7D: yes
Cara asks Dev for KS: no
Dev asks Asha for 7S: no
Asha asks Fay for 2H: no
Fay asks Asha for QC: no
Asha asks Dev for 5S: no
Dev asks Cara for 10C: no
Cara asks Ben for 2S: no
Ben asks Eli for 9D: yes
Ben asks Eli for 4C: no
Eli asks Dev for KD: no
Dev asks Cara for JH: no
Cara asks Fay for 4D: no
Fay asks Eli for 5H: no
Eli asks Fay for 2C: no
