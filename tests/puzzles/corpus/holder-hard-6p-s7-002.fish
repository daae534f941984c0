# holder-hard-6p-s7-002: simulated game 1620083587 (random bots), events 2 to 25, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay
hand Fay: 4C 10C QC 7D JD 7H KH QS
start: Ben
question: who holds 10S?
answer: Eli

Ben asks Cara for 10S: no
Cara asks Fay for 3D: no
Fay asks Cara for 3C: yes
Fay asks Asha for 3D: no
Asha asks Fay for 6H: no
Fay asks Asha for KD: no
Asha asks Ben for 10S: no
Ben asks Asha for AS: yes
Ben asks Cara for 3C: no
Cara asks Ben for KD: no
Ben asks Cara for 4C: no
Cara asks Fay for 4S: no
Fay asks Asha for KC: no
Asha asks Dev for 5S: yes
Asha asks Ben for 3H: no
Ben asks Eli for 7D: no
Eli asks Fay for AS: no
Fay asks Asha for 9C: no
Asha asks Ben for AS: yes
Asha asks Fay for 4C: yes
Asha asks Ben for 3C: no
Ben asks Cara for 4C: no
Cara asks Dev for 2S: yes
Cara asks Ben for JS: no
