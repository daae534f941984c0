# holder-hard-6p-s7-003: simulated game 1988847722 (careless vs random bots), events 5 to 32, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 10C JC KC 6H QH AH 3S QS
start: Asha
question: who holds QC?
answer: Asha

Asha asks Dev for 5H: yes
Asha asks Dev for 3D: yes
Asha asks Ben for 7D: no
Ben asks Asha for 5C: no
Asha asks Fay for KD: yes
Asha asks Fay for 4H: no
Fay asks Eli for 3S: no
Eli asks Ben for KC: no
Ben asks Cara for 5D: no
Cara asks Dev for JH: no
Dev asks Eli for 3D: no
Eli asks Ben for KH: no
Ben asks Asha for KD: yes
Ben asks Cara for 2H: no
Cara asks Ben for 10H: no
Ben asks Eli for QC: no
Eli asks Dev for QC: no
Dev asks Cara for 9H: no
Cara asks Dev for 6S: no
Dev asks Asha for 4D: yes
Dev asks Cara for JH: no
Cara asks Ben for QC: no
Ben asks Cara for 7C: no
Cara asks Ben for JH: no
Ben asks Cara for 2H: no
Cara asks Ben for KH: no
Ben asks Asha for 4C: no
Asha asks Fay for JC: no
