# claim-easy-6p-s7-009: simulated game 916126807 (random vs careless bots), events 3 to 63, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 7C KC 5D KD 7H 9H 10H AS
start: Fay
question: what can you claim?
answer: high spades: Ben 9S JS QS KS, Dev 10S AS

Fay asks Eli for QS: no
Eli asks Dev for 5D: yes
Eli asks Dev for 7C: yes
Eli asks Ben for JH: no
Ben asks Eli for 10C: no
Eli asks Dev for KH: no
Dev asks Eli for 10S: yes
Dev asks Eli for QC: no
Eli asks Ben for 6D: yes
Eli asks Fay for 2S: no
Fay asks Asha for 10H: no
Asha asks Fay for 9S: yes
Asha asks Ben for 4H: yes
Asha asks Fay for 4S: yes
Asha asks Dev for JD: no
Dev asks Cara for QD: no
Cara asks Fay for JC: no
Fay asks Asha for KC: no
Asha asks Dev for 4D: no
Dev asks Eli for 10C: no
Eli asks Ben for KH: yes
Eli asks Dev for 3S: no
Dev asks Cara for 10C: no
Cara asks Dev for QH: no
Dev asks Asha for JC: no
Asha asks Fay for KD: no
Fay asks Eli for KC: no
Eli asks Fay for JH: no
Fay asks Cara for AD: no
Cara asks Ben for 2C: no
Ben asks Cara for JS: no
Cara asks Ben for 2D: no
Ben asks Eli for 9S: no
Eli asks Dev for 2D: no
Dev asks Asha for QC: no
Asha asks Ben for 5D: no
Ben asks Eli for 10D: no
Eli asks Dev for 4C: no
Dev asks Cara for QC: yes
Dev asks Eli for 2H: no
Eli asks Ben for 9S: no
Ben asks Eli for 7H: no
Eli asks Fay for QS: no
Fay asks Asha for QH: no
Asha asks Ben for 3C: no
Ben asks Eli for 9S: no
Eli asks Dev for 2D: no
Dev asks Asha for QS: no
Asha asks Dev for 6D: no
Dev asks Eli for JD: no
Eli asks Ben for AS: no
Ben asks Eli for KS: yes
Ben asks Asha for 10D: yes
Ben asks Asha for 9S: yes
Ben asks Eli for JD: no
Eli asks Dev for AH: no
Dev asks Cara for QS: no
Cara asks Dev for 3H: no
Dev asks Eli for 2H: no
Eli asks Ben for 10H: no
Ben asks Asha for JS: yes
