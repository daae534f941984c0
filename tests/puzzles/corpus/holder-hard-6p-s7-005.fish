# holder-hard-6p-s7-005: simulated game 683963109 (random bots), events 2 to 30, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 3C 6C JC 5D JD 3H 4H 3S
start: Ben
question: who holds 2H?
answer: Eli

Ben asks Eli for 9D: yes
Ben asks Cara for 7H: no
Cara asks Dev for 10H: no
Dev asks Eli for 3D: no
Eli asks Ben for 10D: yes
Eli asks Fay for JS: no
Fay asks Cara for 5D: no
Cara asks Ben for KS: no
Ben asks Cara for 2S: no
Cara asks Dev for 2D: no
Dev asks Eli for 5H: no
Eli asks Ben for 7H: no
Ben asks Eli for AH: no
Eli asks Fay for 6D: no
Fay asks Cara for JC: no
Cara asks Dev for AS: no
Dev asks Asha for 7S: no
Asha asks Dev for 7D: yes
Asha asks Dev for 4D: no
Dev asks Asha for 3C: yes
Dev asks Asha for AH: no
Asha asks Ben for KC: no
Ben asks Cara for 3S: no
Cara asks Ben for KD: no
Ben asks Cara for AH: yes
Ben asks Eli for JD: no
Eli asks Fay for 7H: no
Fay asks Cara for 3S: no
Cara asks Ben for 2H: no
