# claim-easy-6p-s7-007: simulated game 1690860781 (careless bots), events 8 to 85, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: 2C 9C KC AC 2D 4D 10S JS
start: Dev
question: what can you claim?
answer: high spades: Ben 9S 10S JS KS AS, Fay QS

Dev asks Cara for 10C: yes
Dev asks Asha for JD: no
Asha asks Ben for 4H: no
Ben asks Eli for 5D: no
Eli asks Dev for 9C: no
Dev asks Eli for 9C: no
Eli asks Dev for 3C: no
Dev asks Asha for 5C: no
Asha asks Fay for JH: no
Fay asks Asha for JS: no
Asha asks Fay for 6S: no
Fay asks Cara for 3D: no
Cara asks Dev for 3C: no
Dev asks Cara for AC: no
Cara asks Fay for 10D: yes
Cara asks Dev for 10S: no
Dev asks Asha for 2C: no
Asha asks Ben for QS: no
Ben asks Asha for 6C: no
Asha asks Fay for 10D: no
Fay asks Eli for 5H: no
Eli asks Dev for 2S: no
Dev asks Eli for 5C: no
Eli asks Ben for 4C: no
Ben asks Cara for 3C: no
Cara asks Dev for 4D: no
Dev asks Asha for 2D: no
Asha asks Dev for 3H: no
Dev asks Asha for 5D: no
Asha asks Fay for 7S: no
Fay asks Cara for QD: no
Cara asks Dev for AS: no
Dev asks Eli for AD: no
Eli asks Dev for 4S: no
Dev asks Eli for 5D: no
Eli asks Dev for 10C: yes
Eli asks Dev for 5H: no
Dev asks Cara for 2C: no
Cara asks Ben for 2C: yes
Cara asks Dev for 9D: no
Dev asks Cara for AC: no
Cara asks Fay for AD: yes
Cara asks Dev for QS: no
Dev asks Asha for KH: no
Asha asks Ben for 6S: no
Ben claims high clubs: Ben 9C KC AC, Fay 10C JC QC: wrong, actually Ben 9C KC AC, Eli 10C QC, Dev JC
Ben asks Eli for KS: no
Eli asks Ben for 9S: no
Ben asks Asha for QS: no
Asha asks Dev for 10S: no
Dev asks Eli for 4S: no
Eli asks Fay for 10H: no
Fay asks Asha for 5C: no
Asha asks Fay for KD: no
Fay asks Eli for 3H: yes
Fay asks Eli for 7C: yes
Fay asks Eli for 5C: no
Eli asks Fay for JS: no
Fay asks Cara for 2C: yes
Fay asks Cara for AS: no
Cara asks Dev for 2D: no
Dev asks Cara for 2C: no
Cara asks Fay for 4H: yes
Cara asks Dev for QD: yes
Cara asks Fay for 7S: no
Fay asks Eli for 3D: no
Eli asks Ben for 7H: no
Ben asks Cara for 6D: yes
Ben claims low diamonds: Ben 2D 4D 6D, Dev 3D, Fay 5D 7D: wrong, actually Ben 2D 4D 6D, Dev 3D, Cara 5D, Fay 7D
Ben asks Asha for KS: yes
Ben asks Cara for 9S: yes
Ben asks Eli for QS: no
Eli asks Fay for 7S: no
Fay asks Asha for 10D: no
Asha asks Dev for 6S: no
Dev asks Asha for 6S: no
Asha asks Ben for KH: no
Ben asks Eli for AS: yes
