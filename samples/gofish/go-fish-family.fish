# A family game of Go Fish (sheet S-GF), as Asha kept it: her dealt hand,
# the cards she drew, and what the table saw. Try: fishsolve analyze samples/gofish/go-fish-family.fish --at 12 --odds
game: go-fish
players: Asha Ben Cara
hand Asha: 3C AC 6D 6H JH 5S 9S
start: Asha

Asha asks Cara for J: go fish, draws 6C
Ben asks Cara for 8: 1
Ben asks Asha for 7: go fish
Cara asks Ben for Q: go fish
Asha asks Cara for 9: go fish, draws 10D
Ben asks Cara for 2: 1
Ben asks Asha for 5: 1
Ben asks Asha for 5: go fish
Cara asks Ben for 8: 2
Cara asks Asha for 8: go fish
Asha asks Ben for A: go fish, draws 7S
Ben asks Asha for 5: go fish
Cara asks Ben for 8: go fish
Asha asks Cara for 3: 1
Asha asks Cara for 10: go fish, draws QD
Ben asks Cara for 5: 1
Ben asks Asha for 7: 1
Ben asks Cara for 7: 1
Ben books 7
Ben asks Asha for 5: go fish
Cara asks Asha for K: go fish
Asha asks Cara for 9: go fish, draws 3D
Ben asks Asha for J: 1
Ben asks Asha for 4: go fish, draws 4D
Ben asks Cara for 2: 1
Ben books 2
Ben asks Asha for 10: 1
Ben asks Cara for 5: go fish
Cara asks Asha for Q: 1
Cara asks Ben for K: go fish, draws KS
Cara asks Ben for A: go fish
Asha asks Cara for A: 1
Asha asks Ben for 3: go fish, draws QS
Ben asks Asha for 6: 3
Ben books 6
Ben asks Cara for 4: go fish
Cara asks Ben for 3: go fish
Asha asks Ben for 3: go fish, draws 9H
Ben asks Asha for 4: go fish
Cara asks Asha for K: go fish
Asha asks Ben for A: go fish, draws 5C
Ben asks Asha for 4: go fish
Ben books J
Cara asks Ben for Q: go fish
Asha asks Cara for Q: 3
Asha books Q
Asha asks Ben for 3: go fish, draws AS
Ben asks Asha for K: go fish
Cara asks Ben for K: 1
Cara books K
Cara asks Ben for 3: go fish
Asha asks Cara for 5: go fish, draws 10S
Ben asks Asha for 10: 1
Ben asks Asha for 8: go fish
Cara asks Ben for 4: 3
Cara books 4
Cara asks Asha for 10: go fish
Asha asks Ben for 9: 2
Asha books 9
Asha asks Cara for 5: go fish
Ben asks Asha for 10: go fish
Cara asks Asha for A: 3
Cara books A
Cara asks Asha for 3: 3
Cara books 3
Cara asks Asha for 8: go fish
Asha asks Cara for 5: go fish
Ben asks Cara for 8: 3
Ben books 8
Ben asks Asha for 10: go fish
Cara asks Ben for 10: 3
Cara books 10
Asha asks Ben for 5: 3
Asha books 5
