# holder-medium-6p-s7-002: simulated game 3793253566 (careless bots), events 5 to 10, seen from Cara's seat
players: Asha Ben Cara Dev Eli Fay
hand Cara: 10C JC 2D 4D JD 3H 4H KS
start: Dev
question: who holds 9C?
answer: Dev

Dev asks Cara for KC: no
Cara asks Ben for 9D: yes
Cara asks Fay for QC: yes
Cara asks Dev for KC: no
Dev asks Asha for QD: yes
Dev asks Asha for AC: yes
