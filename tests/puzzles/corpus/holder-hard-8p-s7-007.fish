# holder-hard-8p-s7-007: simulated game 1773004318 (careless bots), events 4 to 10, seen from Eli's seat
players: Asha Ben Cara Dev Eli Fay Gus Hana
hand Eli: JD KD AH 4S 7S JS
start: Cara
question: who holds QD?
answer: Cara

Cara asks Ben for 10D: no
Ben asks Cara for QC: yes
Ben asks Gus for 6H: no
Gus asks Ben for JS: no
Ben asks Gus for QH: no
Gus asks Fay for QD: no
Fay asks Gus for 10D: no
