# claim-medium-6p-s7-009: simulated game 3914812299 (random bots), events 5 to 55, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay
hand Eli: 9C 5D 6D 9D QD 10H JH KS
start: Asha
question: what can you claim?
answer: high diamonds: Eli 9D 10D JD QD, Asha KD AD

Asha asks Dev for KD: yes
Asha asks Dev for 5H: no
Dev asks Eli for QC: no
Eli asks Dev for 9S: no
Dev asks Eli for 10H: yes
Dev asks Asha for 4S: no
Asha asks Ben for QC: yes
Asha asks Dev for 6D: no
Dev asks Eli for 5D: yes
Dev asks Eli for QC: no
Eli asks Fay for JD: yes
Eli asks Dev for QC: no
Dev asks Cara for QC: no
Cara asks Dev for 7H: no
Dev asks Asha for 6S: no
Asha asks Fay for 10C: no
Fay asks Eli for 9D: yes
Fay asks Cara for 7H: no
Cara asks Dev for 4H: no
Dev asks Asha for 9H: no
Asha asks Dev for 6D: no
Dev asks Eli for 6D: yes
Dev asks Eli for KC: no
Eli asks Dev for 9D: no
Dev asks Asha for AH: no
Asha asks Dev for KS: no
Dev asks Eli for JH: yes
Dev asks Cara for 9H: yes
Dev asks Cara for 6S: no
Cara asks Dev for QH: yes
Cara asks Ben for 4C: no
Ben asks Eli for 4C: no
Eli asks Fay for KC: no
Fay asks Asha for 2H: no
Asha asks Dev for 6C: no
Dev asks Cara for AH: yes
Dev asks Eli for 9C: yes
Dev asks Eli for 3S: no
Eli asks Dev for KD: no
Dev asks Cara for KC: no
Cara asks Ben for 5H: no
Ben asks Cara for 3S: no
Cara asks Fay for 4D: no
Fay asks Eli for 7H: no
Eli asks Ben for QS: yes
Eli asks Fay for 10D: yes
Eli asks Fay for KD: no
Fay asks Asha for AS: no
Asha asks Dev for 2H: no
Dev asks Eli for QC: no
Eli asks Fay for 9D: yes
