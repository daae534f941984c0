# fishsolve simulate --game go-fish --seed 3 --players 2 --bots random
game: go-fish
players: Asha Ben
hand Asha: 9C 5D 9D 8H 2S 6S AS
hand Ben: 10C JC 6D 3H 4H 7H 4S
stock: 10D AC 8C 9S 2D 6H 3D 2H 7D KC KS QS QD 8S QH 7C 3S 4D 8D AD JS 5C 5H 10S 6C KD 2C KH 3C AH QC 9H JH 7S 4C 10H JD 5S
start: Asha

Asha asks Ben for 9: go fish
Ben asks Asha for 4: go fish
Asha asks Ben for 6: 1
Asha asks Ben for 9: go fish
Ben asks Asha for A: 1
Ben asks Asha for J: go fish
Asha asks Ben for 8: go fish
Ben asks Asha for 9: 2
Ben asks Asha for 3: go fish
Asha asks Ben for 5: go fish
Ben asks Asha for 3: 1
Ben asks Asha for 7: go fish
Asha asks Ben for 10: 1
Asha asks Ben for 6: 1
Asha asks Ben for 6: go fish
Ben asks Asha for 4: go fish
Asha asks Ben for 2: 1
Asha asks Ben for 8: go fish
Ben asks Asha for 4: go fish
Asha asks Ben for 6: go fish
Ben asks Asha for 7: 1
Ben asks Asha for J: go fish
Asha asks Ben for 10: go fish
Ben asks Asha for 7: go fish, draws 7C
Ben asks Asha for Q: 2
Ben asks Asha for J: go fish
Asha asks Ben for 2: go fish
Ben asks Asha for 7: go fish
Asha asks Ben for 5: go fish
Ben asks Asha for 7: go fish
Asha asks Ben for 10: go fish
Ben asks Asha for 9: go fish
Asha asks Ben for 6: go fish
Ben asks Asha for 3: go fish
Asha asks Ben for 4: 2
Asha asks Ben for 5: 1
Asha asks Ben for 8: 2
Asha books 8
Asha asks Ben for 6: 1
Asha books 6
Asha asks Ben for 4: go fish
Ben asks Asha for K: 2
Ben asks Asha for Q: go fish
Asha asks Ben for 2: 1
Asha books 2
Asha asks Ben for A: 2
Asha asks Ben for 5: go fish
Ben asks Asha for 9: go fish
Ben books 3
Asha asks Ben for A: go fish, draws AH
Asha books A
Asha asks Ben for 10: go fish
Ben asks Asha for 9: go fish, draws 9H
Ben books 9
Ben asks Asha for 7: go fish
Asha asks Ben for 5: go fish
Ben asks Asha for K: 1
Ben books K
Ben asks Asha for J: go fish
Asha asks Ben for 4: 1
Asha books 4
Asha asks Ben for 7: 3
Asha books 7
Asha asks Ben for 5: go fish
Asha books 10
Ben asks Asha for J: go fish, draws JD
Ben books J
Ben asks Asha for Q: 1
Ben books Q
Ben draws 1
Ben asks Asha for 5: 3
Ben books 5
