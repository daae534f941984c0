# holder-easy-6p-s7-006: simulated game 1831649697 (random vs careless bots), events 9 to 26, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay
hand Asha: 4C 5C QC KC 5D QD 6H AS
start: Asha
question: who holds JS?
answer: Dev

Asha asks Dev for 5H: yes
Asha asks Ben for 6D: no
Ben asks Eli for 2H: no
Eli asks Fay for AS: no
Fay asks Cara for 3C: no
Cara asks Fay for 6H: no
Fay asks Eli for JS: no
Eli asks Dev for 6S: yes
Eli asks Fay for JS: no
Fay asks Eli for QS: yes
Fay asks Cara for JD: no
Cara asks Ben for 7D: no
Ben asks Eli for KS: no
Eli asks Dev for QD: no
Dev asks Asha for KC: yes
Dev asks Cara for 7C: no
Cara asks Ben for JD: no
Ben asks Cara for JS: no
