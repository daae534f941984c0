# Authors (S-GF 'Autores'): ask for one card of a rank you hold, as Ben kept it.
game: authors
players: Asha Ben Cara
hand Ben: 8C 9C 10C AD 3S 5S AS
start: Asha

Asha asks Cara for QH: go fish
Ben asks Asha for 8S: yes
Ben asks Cara for 8H: go fish, draws 4S
Cara asks Asha for 4S: go fish
Asha asks Ben for 3D: go fish
Ben asks Asha for 10D: go fish, draws 5D
Cara asks Ben for 2D: go fish
Asha asks Cara for 7D: go fish
Ben asks Cara for 4H: go fish, draws 6S
Cara asks Asha for 4D: go fish
Asha asks Ben for 4D: go fish
Ben asks Asha for 3C: yes
Ben asks Asha for 5H: go fish, draws KS
Cara asks Asha for 8S: go fish
Asha asks Cara for 4S: go fish
Ben asks Asha for 9S: go fish, draws 8H
Cara asks Ben for 8C: yes
Cara asks Asha for 6S: go fish
Asha asks Cara for 3D: go fish
Ben asks Cara for 3D: go fish, draws 6D
Cara asks Ben for 6D: yes
Cara asks Asha for 4D: go fish
Asha asks Ben for 9C: yes
Asha asks Ben for 7S: go fish
Ben asks Cara for KC: yes
Ben asks Asha for KH: go fish, draws 7S
Cara asks Asha for 5S: go fish
Asha asks Cara for AH: go fish
Ben asks Cara for 4H: go fish, draws QH
Cara asks Ben for 9D: go fish
Asha asks Ben for 9H: go fish
Ben asks Asha for KH: go fish, draws 2H
Cara asks Asha for 10C: go fish
Asha asks Ben for AS: yes
Asha asks Ben for 4C: go fish
Ben asks Cara for AS: go fish, draws 3D
Cara asks Ben for 6S: yes
Cara books 6
Cara asks Asha for KS: go fish
Asha asks Cara for 3D: go fish
Ben asks Asha for AC: yes
Ben asks Asha for 10S: go fish
Cara asks Ben for 5D: yes
Cara asks Asha for 4S: go fish
Asha asks Ben for QH: yes
Asha books Q
Asha asks Ben for JC: go fish
Ben asks Cara for 2D: yes
Ben asks Cara for 4C: yes
Ben asks Asha for 4D: go fish
Cara asks Asha for 4H: yes
Cara asks Ben for 9D: go fish
Asha asks Cara for 3C: go fish
Ben asks Asha for 2S: go fish
Cara asks Ben for JD: go fish
Asha asks Ben for 2D: yes
Asha asks Cara for JC: yes
Asha books J
Asha asks Cara for 9H: yes
Asha books 9
Asha asks Cara for 3D: go fish
Ben asks Cara for 8C: yes
Ben asks Cara for 4H: yes
Ben asks Cara for 2S: yes
Ben asks Cara for 8D: yes
Ben books 8
Ben asks Asha for KD: go fish
Cara asks Asha for 4H: go fish
Asha asks Ben for 3S: yes
Asha asks Cara for 2H: go fish
Ben asks Asha for 3S: yes
Ben asks Asha for 10S: go fish
Cara asks Ben for 5S: yes
Cara books 5
Cara asks Asha for 4C: go fish
Asha asks Cara for 2H: go fish
Ben asks Asha for KD: go fish
Cara asks Ben for 10C: yes
Cara books 10
Cara asks Asha for KC: go fish
Asha asks Ben for 3D: yes
Asha asks Cara for 2H: go fish
Ben asks Asha for 7H: yes
Ben asks Asha for 7C: yes
Ben asks Asha for 3D: yes
Ben asks Cara for 2D: go fish
Cara asks Asha for 4S: go fish
Asha asks Cara for 3C: go fish
Ben asks Cara for 2D: go fish
Cara asks Ben for 4C: yes
Cara asks Asha for 4S: go fish
Asha asks Ben for AC: yes
Asha asks Cara for 7H: go fish
Ben asks Asha for 2C: yes
Ben asks Cara for AS: go fish
Cara asks Asha for KC: go fish
Asha asks Cara for 7S: go fish
Ben asks Cara for 4D: yes
Ben asks Cara for AC: go fish
Cara asks Asha for 4S: go fish
Asha asks Ben for 3D: yes
Asha asks Ben for AD: yes
Asha books A
Asha asks Ben for 3S: yes
Asha asks Ben for 2H: yes
Asha asks Ben for 7S: yes
Asha asks Cara for 7H: go fish
Ben asks Asha for 3H: yes
Ben asks Asha for 7D: yes
Ben asks Asha for 4C: go fish
Cara asks Ben for 4S: yes
Cara asks Ben for 4D: yes
Cara asks Ben for KC: yes
Cara asks Asha for 4H: go fish
Asha asks Ben for 3C: yes
Asha asks Ben for 7D: yes
Asha asks Ben for 2C: yes
Asha asks Ben for 7H: yes
Asha asks Ben for 3H: yes
Asha books 3
Asha asks Cara for 7C: go fish
Ben asks Asha for 2H: yes
Ben asks Cara for 7H: go fish
Cara asks Ben for 4H: yes
Cara books 4
Cara asks Ben for KS: yes
Cara books K
Asha asks Ben for 7C: yes
Asha books 7
Asha asks Ben for 2S: yes
Asha asks Ben for 2H: yes
Asha books 2
