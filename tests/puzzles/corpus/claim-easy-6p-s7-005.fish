# claim-easy-6p-s7-005: simulated game 3556902173 (random vs careless bots), events 5 to 76, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: JC KC 4D 5D AD 10H QS AS
start: Asha
question: what can you claim?
answer: high clubs: Dev 9C 10C JC QC KC, Ben AC

Asha asks Ben for 6D: yes
Asha asks Ben for 9S: no
Ben claims high diamonds: Ben 9D 10D QD, Fay JD, Dev KD AD: wrong, actually Ben 9D 10D QD, Asha JD, Eli KD, Dev AD
Ben asks Asha for QH: no
Asha asks Ben for 9H: no
Ben asks Eli for AC: yes
Ben asks Cara for 4D: no
Cara asks Dev for 2H: no
Dev asks Cara for QC: no
Cara asks Ben for 6H: no
Ben asks Eli for 4D: no
Eli asks Fay for JC: no
Fay asks Asha for 3D: no
Asha asks Ben for 6S: no
Ben asks Eli for 10S: no
Eli asks Fay for 7C: no
Fay asks Cara for 7D: no
Cara asks Fay for 3C: no
Fay asks Eli for 4S: no
Eli asks Dev for 3S: no
Dev asks Cara for AC: no
Cara asks Fay for AH: no
Fay asks Cara for 7S: no
Cara asks Dev for 2H: no
Dev asks Eli for QC: no
Eli asks Dev for 7S: no
Dev asks Asha for JS: yes
Dev asks Eli for AH: no
Eli asks Dev for KH: no
Dev asks Asha for 3D: no
Asha asks Fay for 7C: no
Fay asks Cara for 3H: yes
Fay asks Eli for 7D: no
Eli asks Dev for 5S: no
Dev asks Eli for AH: no
Eli asks Ben for KH: no
Ben asks Eli for 5D: no
Eli asks Ben for JC: no
Ben asks Asha for KH: no
Asha asks Dev for 2D: no
Dev asks Cara for AC: no
Cara asks Ben for 3H: no
Ben asks Eli for 2D: no
Eli asks Dev for 4C: no
Dev asks Eli for 2D: no
Eli asks Ben for 5S: no
Ben asks Eli for AS: no
Eli asks Fay for 7S: no
Fay asks Eli for 2S: yes
Fay claims low spades: Fay 2S 5S 6S, Ben 3S 4S 7S: wrong, actually Fay 2S 5S 6S, Cara 3S, Asha 4S 7S
Fay asks Cara for 3D: no
Cara asks Dev for KS: no
Dev asks Asha for 3D: no
Asha asks Ben for 5D: no
Ben asks Eli for JS: no
Eli asks Ben for QC: yes
Eli asks Fay for 10C: yes
Eli asks Fay for 7C: no
Fay asks Eli for 3D: no
Eli asks Ben for 3C: no
Ben asks Cara for 10H: no
Cara asks Ben for QS: no
Ben asks Asha for 4D: no
Asha asks Ben for 4C: no
Ben asks Asha for 9H: no
Asha asks Fay for QH: no
Fay asks Cara for 6D: no
Cara asks Dev for 5C: no
Dev asks Cara for KH: yes
Dev asks Eli for 9C: yes
Dev asks Eli for 10C: yes
Dev asks Eli for QC: yes
