# claim-hard-6p-s7-004: simulated game 1599694164 (random vs careless bots), events 4 to 34, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 6D KD 2H KH AH 2S 4S QS
start: Ben
question: what can you claim?
answer: high spades: Ben 9S, Fay 10S KS AS, Dev JS QS

Ben asks Asha for KS: no
Asha asks Dev for 6D: yes
Asha asks Fay for 9D: no
Fay asks Cara for JD: yes
Fay asks Cara for 2C: no
Cara asks Dev for QH: no
Dev asks Asha for 6H: no
Asha asks Ben for 9C: no
Ben asks Cara for 6C: no
Cara asks Ben for 6S: no
Ben asks Cara for 6H: no
Cara asks Dev for 7H: no
Dev asks Cara for 9D: yes
Dev asks Cara for QH: no
Cara asks Dev for 4C: no
Dev asks Cara for 9H: no
Cara asks Ben for 6C: no
Ben asks Asha for 10C: no
Asha asks Fay for 9D: no
Fay claims high clubs: Fay 9C 10C QC, Dev JC AC, Ben KC: wrong, actually Fay 9C 10C QC, Ben JC, Asha KC, Eli AC
Fay asks Asha for 9D: no
Asha asks Fay for QS: no
Fay asks Asha for 10S: yes
Fay asks Asha for AS: yes
Fay asks Asha for 2H: no
Asha asks Ben for 6C: no
Ben asks Asha for 3H: no
Asha asks Dev for 4D: no
Dev asks Asha for AS: no
Asha asks Dev for 3C: no
Dev asks Asha for JS: yes
