# holder-easy-8p-s7-002: simulated game 3413724587 (careless vs random bots), events 1 to 16, seen from Asha's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Asha: 2D 6D 4H JH 2S AS
start: Dev
question: who holds 7C?
answer: Hana

Dev asks Eli for 7C: no
Eli asks Fay for QS: no
Fay asks Cara for 9H: no
Cara asks Ben for JD: no
Ben asks Asha for JH: yes
Ben asks Eli for QH: no
Eli asks Dev for 4H: no
Dev asks Gus for 3C: yes
Dev asks Gus for 2C: no
Gus asks Ben for 3H: no
Ben asks Gus for 7C: no
Gus asks Ben for 9H: no
Ben asks Cara for 2S: no
Cara asks Dev for 5H: no
Dev asks Cara for 2S: no
Cara asks Fay for 7C: no
