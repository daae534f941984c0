# claim-easy-6p-s7-004: simulated game 3237576855 (careless vs random bots), events 3 to 79, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 3C 4C KC 5D AD 10H JH QH
start: Ben
question: what can you claim?
answer: high hearts: Dev 9H 10H JH QH, Ben KH AH

Ben asks Asha for 5C: yes
Ben asks Asha for 7D: yes
Ben asks Cara for 2D: no
Cara asks Ben for AD: no
Ben asks Cara for 4H: no
Cara asks Dev for 7H: no
Dev asks Asha for 9D: yes
Dev asks Asha for QD: no
Asha asks Ben for 2S: yes
Asha asks Ben for 6S: no
Ben asks Cara for 6H: yes
Ben asks Eli for 2D: yes
Ben asks Asha for 7C: no
Asha asks Fay for AD: no
Fay asks Eli for 10S: yes
Fay asks Asha for 7H: no
Asha asks Dev for 2H: no
Dev asks Asha for JC: no
Asha asks Fay for 7S: no
Fay asks Cara for 3C: no
Cara asks Dev for JH: yes
Cara asks Dev for 9C: no
Dev asks Cara for 9H: yes
Dev asks Asha for AC: no
Asha asks Fay for 6H: no
Fay asks Asha for 6C: no
Asha asks Dev for 3S: no
Dev asks Cara for 6C: no
Cara asks Dev for KH: no
Dev asks Cara for 2C: no
Cara asks Fay for KH: no
Fay asks Cara for 2H: no
Cara asks Dev for 2S: no
Dev asks Eli for 7D: no
Eli asks Dev for 6H: no
Dev asks Eli for 7D: no
Eli asks Dev for QH: yes
Eli asks Dev for KS: no
Dev asks Eli for AC: no
Eli asks Ben for 2S: no
Ben asks Eli for 3C: no
Eli asks Fay for 9S: yes
Eli asks Dev for 10S: no
Dev asks Cara for JH: yes
Dev asks Eli for 7D: no
Eli asks Ben for 4S: no
Ben asks Eli for AH: yes
Ben asks Eli for KC: no
Eli asks Fay for 7H: no
Fay asks Asha for 5H: yes
Fay asks Asha for 2H: no
Asha asks Fay for 5S: no
Fay asks Eli for KC: no
Eli asks Dev for KH: no
Dev asks Asha for KH: no
Asha asks Ben for 7D: yes
Asha asks Ben for 3D: no
Ben asks Eli for AC: no
Eli asks Dev for 7H: no
Dev asks Cara for 4D: no
Cara asks Fay for AD: no
Fay asks Eli for 4C: no
Eli asks Fay for KS: yes
Eli claims high spades: Eli 9S JS KS, Cara 10S QS AS: wrong, actually Eli 9S JS KS, Fay 10S QS AS
Eli asks Dev for 4H: no
Dev asks Cara for 2D: no
Cara asks Dev for 4S: no
Dev asks Asha for KD: yes
Dev asks Eli for JC: no
Eli asks Ben for AH: yes
Eli asks Ben for 7S: no
Ben asks Eli for AH: yes
Ben asks Cara for 3C: no
Cara asks Ben for QC: yes
Cara asks Dev for JC: no
Dev asks Asha for 7D: yes
Dev asks Eli for QH: yes
