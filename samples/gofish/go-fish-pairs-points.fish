# Go Fish with pairs and Point Fish scoring, as the table saw it (no hands):
# books of two; aces and face cards score 2, number cards 1.
game: go-fish
players: Asha Ben
rules: pairs points
start: Asha

Asha books 7D 7H
Asha books JD JS
Ben books JC JH
Ben books QH QS
Asha asks Ben for A: 1
Asha books AH AS
Asha asks Ben for 9: go fish
Ben asks Asha for 3: go fish
Ben books 5C 5D
Asha asks Ben for 9: go fish
Ben asks Asha for 3: go fish
Asha asks Ben for 4: go fish
Ben asks Asha for 2: go fish
Asha asks Ben for 6: go fish
Ben asks Asha for 3: go fish
Asha asks Ben for K: 1
Asha books KC KD
Asha asks Ben for 6: go fish
Asha books 9C 9D
Ben asks Asha for 3: go fish
Ben books 8C 8S
Asha asks Ben for 10: go fish
Ben asks Asha for 2: go fish
Asha asks Ben for Q: 1
Asha books QC QD
Asha asks Ben for 6: go fish
Ben asks Asha for 2: go fish
Asha asks Ben for A: go fish
Ben asks Asha for 8: go fish
Asha asks Ben for 7: go fish
Asha books 4C 4H
Ben asks Asha for 2: 1
Ben books 2C 2H
Ben asks Asha for 3: go fish
Asha asks Ben for A: 1
Asha books AC AD
Asha asks Ben for 6: go fish
Ben asks Asha for 3: go fish
Asha asks Ben for 4: go fish
Asha books 7C 7S
Ben asks Asha for 9: go fish
Asha asks Ben for 6: 1
Asha books 6C 6D
Asha asks Ben for 10: 1
Asha books 10C 10H
Asha asks Ben for 4: go fish
Ben asks Asha for 9: go fish
Asha asks Ben for 10: go fish
Ben asks Asha for 3: go fish
Asha asks Ben for 2: go fish
Asha books 10D 10S
Ben asks Asha for 3: go fish
Asha asks Ben for 2: go fish, draws 2D
Asha books 2D 2S
Asha asks Ben for 4: go fish
Ben asks Asha for 6: go fish
Ben books 3D 3S
Asha asks Ben for 4: go fish, draws 4D
Asha books 4D 4S
Asha asks Ben for 3: go fish
Ben asks Asha for 8: go fish, draws 8D
Ben books 8D 8H
Ben asks Asha for 5: go fish
Ben books KH KS
Asha asks Ben for 9: 1
Asha books 9H 9S
Asha asks Ben for 3: go fish, draws 3H
Asha books 3C 3H
Asha draws 2
Asha asks Ben for 5: 1
Asha books 5H 5S
Asha asks Ben for 6: 1
Asha books 6H 6S
