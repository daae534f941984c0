# claim-medium-6p-s7-006: simulated game 3263303261 (random bots), events 1 to 66, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 10C QC 3D 5D 6D QD AD KH
start: Dev
question: what can you claim?
answer: high hearts: Cara 9H 10H KH, Asha JH QH AH

Dev asks Cara for QC: yes
Dev asks Eli for 10C: no
Eli asks Dev for 3H: no
Dev asks Cara for 4C: no
Cara asks Ben for JD: yes
Cara asks Ben for 9H: no
Ben asks Cara for 5H: no
Cara asks Fay for 9C: no
Fay asks Asha for 6H: no
Asha asks Ben for KD: no
Ben asks Eli for JH: no
Eli asks Fay for 3H: yes
Eli asks Ben for 7H: yes
Eli asks Dev for JS: no
Dev asks Asha for QS: yes
Dev asks Eli for KS: no
Eli asks Fay for QS: no
Fay asks Asha for 9D: yes
Fay asks Eli for 6S: no
Eli asks Dev for KS: no
Dev asks Eli for 2C: yes
Dev asks Cara for 4S: no
Cara asks Ben for 9H: no
Ben asks Cara for QH: no
Cara asks Ben for 10H: yes
Cara asks Dev for 4D: no
Dev asks Asha for 3C: no
Asha asks Dev for AH: yes
Asha asks Fay for 10H: no
Fay asks Eli for KH: no
Eli asks Ben for KS: no
Ben asks Eli for 3D: no
Eli asks Ben for KS: no
Ben asks Eli for KS: no
Eli asks Ben for 7C: no
Ben asks Cara for KS: no
Cara asks Ben for JH: no
Ben asks Asha for 4H: no
Asha asks Ben for JS: yes
Asha asks Ben for 2S: yes
Asha asks Fay for 3S: yes
Asha asks Fay for 10H: no
Fay asks Eli for 7C: no
Eli asks Dev for 4C: no
Dev asks Eli for 2S: no
Eli asks Ben for 4H: no
Ben asks Asha for 3D: no
Asha asks Dev for 5S: yes
Asha asks Ben for 10C: no
Ben asks Asha for 3S: yes
Ben asks Eli for 4D: no
Eli asks Fay for KS: no
Fay asks Asha for QH: no
Asha asks Dev for 9H: no
Dev asks Asha for 4S: yes
Dev asks Cara for 5C: no
Cara asks Dev for 9C: no
Dev asks Cara for KS: no
Cara asks Fay for 9H: yes
Cara asks Ben for KD: no
Ben asks Cara for 5D: yes
Ben asks Asha for 5S: yes
Ben asks Eli for 3D: no
Eli asks Fay for 4H: no
Fay asks Asha for 3D: no
Asha asks Dev for QH: yes
