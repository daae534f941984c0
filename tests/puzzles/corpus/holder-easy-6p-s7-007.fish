# holder-easy-6p-s7-007: simulated game 2037743368 (careless bots), events 1 to 28, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 2C 9C KC 7D 3H 7H QH KS
start: Fay
question: who holds 3C?
answer: Ben

Fay asks Asha for 7C: yes
Fay asks Eli for 5H: no
Eli asks Fay for 5D: yes
Eli asks Ben for 5H: no
Ben asks Eli for 5C: no
Eli asks Dev for 7D: no
Dev asks Asha for 3C: no
Asha asks Ben for 10S: yes
Asha asks Ben for 6D: no
Ben asks Asha for KD: no
Asha asks Ben for KC: no
Ben asks Cara for 7D: yes
Ben asks Cara for KS: yes
Ben claims high diamonds: Ben 9D 10D JD, Fay QD KD, Dev AD: wrong, actually Ben 9D 10D JD, Fay QD KD, Asha AD
Ben asks Eli for 6D: no
Eli asks Dev for KH: no
Dev asks Eli for 4S: no
Eli asks Ben for 10C: no
Ben asks Eli for 6D: no
Eli asks Dev for 6H: no
Dev asks Asha for KC: no
Asha asks Ben for 2S: no
Ben asks Cara for JC: no
Cara asks Ben for JC: no
Ben asks Asha for QC: yes
Ben asks Cara for 9S: no
Cara asks Fay for 10C: no
Fay asks Eli for 3C: no
