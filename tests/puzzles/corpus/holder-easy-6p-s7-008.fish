# holder-easy-6p-s7-008: simulated game 4122234004 (careless vs random bots), events 4 to 32, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 5C 9C 10C 5D AD 5S QS KS
start: Dev
question: who holds 10S?
answer: Fay

Dev asks Eli for 4H: yes
Dev asks Cara for QD: no
Cara asks Dev for 3S: no
Dev asks Cara for 7H: no
Cara asks Ben for AS: yes
Cara asks Dev for 10S: no
Dev asks Eli for 2C: no
Eli asks Ben for 6H: no
Ben asks Asha for 5D: yes
Ben asks Cara for 6S: no
Cara asks Ben for QC: no
Ben asks Eli for 6C: no
Eli asks Dev for 9C: no
Dev asks Eli for 5C: no
Eli asks Ben for JD: no
Ben asks Eli for JS: no
Eli asks Fay for 9D: no
Fay asks Asha for AD: yes
Fay asks Eli for 5H: yes
Fay asks Cara for 7S: no
Cara asks Dev for 5H: no
Dev asks Cara for 2S: no
Cara asks Ben for 3D: yes
Cara asks Dev for 7H: no
Dev asks Eli for 5C: no
Eli asks Dev for 10H: no
Dev asks Cara for AD: no
Cara asks Ben for 10C: no
Ben asks Eli for 10S: no
