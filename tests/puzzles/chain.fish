# Hard: two asker constraints together place KH (Asha has KH or AH; Cara can only have AH).
players: Asha Ben Cara Dev Eli Fay
hand Eli: 10H JH QH 2C 3C 4C 5C 6C
question: who holds KH?
answer: Asha

Asha asks Ben for 9H: yes
Asha asks Ben for 5S: no
Ben asks Cara for 3S: no
Cara asks Dev for KH: no
