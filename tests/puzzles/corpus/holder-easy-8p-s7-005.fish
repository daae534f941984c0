# holder-easy-8p-s7-005: simulated game 1385617443 (careless vs random bots), events 7 to 48, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Eli: 3C KC 2D 5D JD 10H
start: Dev
question: who holds 9H?
answer: Fay

Dev asks Cara for 9H: no
Cara asks Hana for 9D: no
Hana asks Cara for JD: no
Cara asks Ben for 2S: no
Ben asks Cara for 6C: no
Cara asks Fay for 5D: no
Fay asks Eli for 4S: no
Eli asks Hana for QC: no
Hana asks Asha for AH: no
Asha asks Fay for AS: no
Fay asks Gus for QD: no
Gus asks Dev for 7S: yes
Gus asks Ben for 6S: no
Ben asks Cara for 7C: no
Cara asks Ben for JC: yes
Cara asks Hana for 3S: no
Hana asks Cara for 9D: no
Cara asks Dev for 9C: no
Dev asks Gus for AH: no
Gus asks Ben for 5S: no
Ben asks Gus for 7C: no
Gus asks Ben for 10S: no
Ben asks Gus for 5D: no
Gus asks Fay for KS: no
Fay asks Eli for JH: no
Eli asks Fay for JH: no
Fay asks Asha for KD: no
Asha asks Ben for JC: no
Ben asks Cara for KH: no
Cara asks Ben for AC: no
Ben asks Asha for 9H: no
Asha asks Hana for AC: no
Hana asks Eli for 3S: no
Eli asks Hana for AH: no
Hana asks Asha for 3S: no
Asha asks Fay for KC: no
Fay asks Cara for 10H: no
Cara asks Fay for AS: no
Fay asks Gus for 6C: yes
Fay asks Gus for 2C: no
Gus asks Hana for 5H: no
Hana asks Gus for 9H: no
