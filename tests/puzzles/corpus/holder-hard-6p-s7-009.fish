# holder-hard-6p-s7-009: simulated game 140368056 (careless vs random bots), events 2 to 30, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 4C 5D 7D AD 3H AH 6S 10S
start: Ben
question: who holds 4D?
answer: Cara

Ben asks Asha for 5S: yes
Ben asks Eli for 6C: no
Eli asks Fay for 10H: no
Fay asks Eli for 2H: no
Eli asks Ben for 7S: no
Ben asks Eli for 7S: no
Eli asks Dev for 7H: no
Dev asks Eli for 5S: no
Eli asks Fay for 2S: no
Fay asks Cara for 3D: no
Cara asks Ben for JC: yes
Cara asks Ben for KH: yes
Cara asks Dev for JH: no
Dev asks Eli for 4C: yes
Dev asks Eli for 5S: no
Eli asks Fay for 7H: no
Fay asks Asha for KC: no
Asha asks Dev for JD: no
Dev asks Cara for KD: no
Cara asks Ben for 9D: no
Ben asks Cara for 7D: no
Cara asks Dev for 3D: no
Dev asks Eli for 6S: yes
Dev asks Cara for JD: no
Cara asks Dev for JD: no
Dev asks Asha for 5S: no
Asha asks Fay for 4D: no
Fay asks Cara for 10C: no
Cara asks Fay for 6D: no
