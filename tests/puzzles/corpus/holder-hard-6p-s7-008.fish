# holder-hard-6p-s7-008: simulated game 2360355241 (careless bots), events 1 to 36, seen from Dev's seat
players: Asha Ben Cara Dev Eli Fay
hand Dev: 10C 4D 7D 4S 6S 7S 10S JS
start: Fay
question: who holds KS?
answer: Asha

Fay claims low hearts: Fay 2H 4H 7H, Ben 3H 5H, Dev 6H: wrong, actually Fay 2H 4H 7H, Cara 3H, Eli 5H, Ben 6H
Fay asks Cara for AC: no
Cara asks Dev for 3C: no
Dev asks Eli for 5S: no
Eli asks Dev for 7S: yes
Eli asks Ben for 2D: no
Ben asks Cara for AH: yes
Ben asks Eli for KS: no
Eli asks Ben for 4C: no
Ben asks Cara for 10D: yes
Ben asks Cara for KS: no
Cara asks Fay for QH: yes
Cara asks Fay for AD: no
Fay asks Asha for 5C: no
Asha claims low clubs: Asha 2C 3C 7C, Cara 4C 5C 6C: wrong, actually Asha 2C 3C 7C, Cara 4C, Eli 5C, Fay 6C
Asha asks Fay for QS: yes
Asha asks Dev for QC: no
Dev asks Eli for 3S: yes
Dev asks Asha for 9C: no
Asha asks Dev for 9D: no
Dev asks Asha for KC: no
Asha asks Dev for 5D: no
Dev asks Eli for 2S: no
Eli asks Dev for 9H: no
Dev asks Cara for 7S: no
Cara asks Ben for 3D: no
Ben asks Eli for 10C: no
Eli asks Ben for 3S: no
Ben asks Eli for AD: no
Eli asks Dev for 3S: yes
Eli asks Ben for 2S: no
Ben asks Cara for QD: yes
Ben asks Cara for 10S: no
Cara asks Dev for 3D: no
Dev asks Cara for AC: no
Cara asks Dev for JS: yes
