# holder-easy-8p-s11-001: simulated game 3391875172 (careless vs random bots), events 4 to 21, seen from Fay's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Fay: 7C 2D 6D 7H 10S QS
start: Ben
question: who holds QC?
answer: Asha

Ben asks Cara for 6S: yes
Ben asks Cara for 4S: yes
Ben asks Gus for 10C: yes
Ben asks Gus for QC: no
Gus asks Dev for 4H: no
Dev asks Cara for QC: no
Cara asks Dev for KC: no
Dev asks Gus for KC: no
Gus asks Hana for 7C: no
Hana asks Asha for 10H: no
Asha asks Dev for JD: no
Dev asks Eli for 9D: yes
Dev asks Eli for 10H: no
Eli asks Dev for 3D: no
Dev asks Cara for 7C: no
Cara asks Dev for JC: no
Dev asks Eli for QC: no
Eli asks Hana for QC: no
