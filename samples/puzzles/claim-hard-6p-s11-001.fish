# claim-hard-6p-s11-001: simulated game 3820905081 (careless bots), events 3 to 105, seen from Ben's seat
players: Asha Ben Cara Dev Eli Fay
hand Ben: JC 5D 9D 3H 7H 9H 5S 7S
start: Dev
question: what can you claim?
answer: low hearts: Dev 2H 4H 6H, Ben 3H 7H, Fay 5H

Dev asks Asha for AH: yes
Dev asks Cara for 10H: no
Cara asks Dev for 10S: no
Dev asks Eli for 5C: no
Eli asks Ben for 10D: no
Ben asks Eli for KH: no
Eli asks Fay for 10D: no
Fay asks Eli for 9C: no
Eli asks Fay for 4D: yes
Eli asks Fay for 3D: no
Fay asks Asha for 5C: yes
Fay asks Eli for 6H: no
Eli asks Dev for 6D: no
Dev asks Eli for 9S: no
Eli asks Ben for 3S: no
Ben asks Cara for 2H: no
Cara asks Dev for 7D: no
Dev asks Cara for QS: no
Cara asks Ben for AS: no
Ben asks Asha for KD: no
Asha asks Dev for 9H: no
Dev asks Asha for 7H: no
Asha asks Dev for KH: yes
Asha asks Dev for 4D: no
Dev asks Cara for 4C: yes
Dev asks Eli for 9H: no
Eli asks Fay for 10C: no
Fay asks Cara for 5D: no
Cara asks Dev for 2C: yes
Cara asks Ben for 2S: no
Ben asks Eli for 10D: no
Eli asks Dev for 10C: no
Dev asks Eli for JS: no
Eli asks Dev for 5S: no
Dev asks Cara for JH: no
Cara asks Ben for 2D: no
Ben asks Asha for AC: no
Asha asks Dev for 6D: no
Dev asks Cara for 9S: no
Cara asks Dev for 5C: no
Dev asks Eli for 2H: yes
Dev asks Eli for AD: yes
Dev asks Cara for JD: no
Cara asks Dev for 2H: yes
Cara asks Dev for 5H: no
Dev asks Asha for 3C: no
Asha asks Dev for KS: yes
Asha asks Dev for 4D: no
Dev asks Eli for 2C: no
Eli asks Dev for JC: no
Dev asks Asha for 5H: no
Asha asks Ben for 3D: no
Ben asks Asha for 10H: yes
Ben asks Eli for 9C: no
Eli asks Dev for AS: no
Dev asks Cara for JH: no
Cara asks Ben for 3S: no
Ben asks Eli for AC: no
Eli asks Ben for 4S: no
Ben asks Eli for AC: no
Eli asks Dev for QD: yes
Eli asks Fay for QS: no
Fay asks Eli for 4S: no
Eli asks Fay for 10D: no
Fay asks Cara for 4H: no
Cara asks Dev for 5H: no
Dev asks Eli for 10H: no
Eli asks Fay for JS: no
Fay asks Cara for 2C: yes
Fay asks Asha for 7H: no
Asha asks Ben for 9H: yes
Asha claims high hearts: Asha 9H JH QH KH, Cara 10H, Eli AH: wrong, actually Asha 9H JH QH KH, Ben 10H, Dev AH
Asha claims high spades: Cara 9S JS, Eli 10S, Asha QS KS AS: wrong, actually Fay 9S, Eli 10S, Cara JS, Asha QS KS AS
Asha asks Fay for 5D: no
Fay asks Asha for 7D: no
Asha asks Fay for 5D: no
Fay asks Eli for 5D: no
Eli asks Dev for 10D: yes
Eli claims high diamonds: Asha 9D, Eli 10D JD QD AD, Cara KD: wrong, actually Ben 9D, Eli 10D JD QD, Dev KD AD
Eli asks Fay for 4S: no
Fay asks Cara for 4D: no
Cara asks Dev for 5C: no
Dev asks Cara for 2H: yes
Dev asks Cara for 5H: no
Cara asks Ben for 3C: no
Ben asks Eli for 4S: no
Eli asks Ben for 5D: yes
Eli asks Fay for 5S: no
Fay asks Eli for 6C: no
Eli asks Fay for AC: yes
Eli asks Dev for 7S: no
Dev asks Eli for 2C: no
Eli asks Fay for 2D: no
Fay asks Cara for 5S: no
Cara asks Fay for JC: no
Fay claims low clubs: Fay 2C 3C 5C, Dev 4C 6C 7C: wrong, actually Fay 2C 3C 5C, Dev 4C 7C, Cara 6C
Fay asks Asha for 7S: no
Asha asks Fay for 5D: no
Fay asks Cara for 4D: no
Cara asks Dev for 7S: no
Dev asks Asha for 5H: no
Asha asks Dev for 6D: no
Dev asks Cara for 6H: yes
