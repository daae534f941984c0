# holder-medium-8p-s7-007: simulated game 3092211774 (careless vs random bots), events 6 to 24, seen from Gus's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Gus: 9D 10D KD 7H 9H 9S
start: Dev
question: who holds AH?
answer: Hana

Dev asks Gus for QH: no
Gus asks Ben for AD: no
Ben asks Cara for KC: no
Cara asks Hana for 10S: yes
Cara asks Dev for 4H: no
Dev asks Asha for KH: yes
Dev asks Eli for 5C: no
Eli asks Dev for JD: yes
Eli asks Hana for 3H: no
Hana asks Cara for 6S: no
Cara asks Dev for AH: no
Dev asks Eli for AS: no
Eli asks Hana for JC: no
Hana asks Gus for 5S: no
Gus asks Ben for AH: no
Ben asks Eli for 6H: no
Eli asks Hana for 3D: no
Hana asks Cara for JH: yes
Hana asks Gus for QH: no
