# holder-medium-6p-s7-009: simulated game 1093078393 (random vs careless bots), events 4 to 35, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 7C AC 3D AD 4H JH KH KS
start: Dev
question: who holds AH?
answer: Dev

Dev asks Eli for 3D: yes
Dev asks Cara for 6D: yes
Dev asks Eli for 5C: no
Eli asks Dev for 7H: no
Dev asks Eli for 5D: no
Eli asks Dev for 3C: no
Dev asks Asha for JC: no
Asha asks Dev for 3H: no
Dev asks Cara for 5D: no
Cara asks Ben for QH: no
Ben asks Asha for 6S: yes
Ben asks Eli for 7S: no
Eli asks Fay for QD: no
Fay claims high diamonds: Fay 9D 10D JD, Dev QD KD AD: wrong, actually Fay 9D 10D JD, Ben QD KD, Eli AD
Fay asks Eli for 5H: no
Eli asks Dev for QC: no
Dev asks Asha for JC: no
Asha asks Dev for JH: no
Dev asks Asha for 9H: no
Asha asks Dev for 2S: no
Dev asks Asha for 9H: no
Asha asks Ben for 3C: no
Ben asks Cara for 4H: no
Cara asks Dev for 4S: no
Dev asks Asha for 5C: yes
Dev asks Eli for 2C: no
Eli asks Dev for 10H: yes
Eli asks Fay for 5C: no
Fay asks Eli for 2S: no
Eli asks Dev for QH: no
Dev claims low diamonds: Dev 2D 3D 4D 6D 7D, Fay 5D: right
Dev asks Cara for 10H: no
