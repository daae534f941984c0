# Simplified Fish (sheet S-ES, for children), the full record: every hand and the stock.
game: simplified-fish
players: Asha Ben Cara Dev
hand Asha: 9C 5D 9D 2S 6S
hand Ben: JC 4H 7H 8H AS
hand Cara: 10C 6D 10D 3H 4S
hand Dev: 8C AC 2D 6H 9S
stock: 3D 2H 7D KC KS QS QD 8S QH 7C 3S 4D 8D AD JS 5C 5H 10S 6C KD 2C KH 3C AH QC 9H JH 7S 4C 10H JD 5S
start: Asha

Asha asks Cara for 6H: go fish
Ben asks Asha for JH: go fish
Cara asks Asha for 3D: yes
Cara asks Ben for 3C: go fish
Dev asks Cara for 2H: go fish
Asha asks Dev for 5S: go fish
Ben asks Dev for 7S: go fish
Cara asks Asha for 7S: go fish
Dev asks Ben for 6D: go fish
Asha asks Ben for KH: go fish
Ben asks Dev for AD: go fish
Cara asks Ben for QS: yes
Cara asks Ben for 4D: go fish
Dev asks Ben for 6C: go fish
Asha asks Dev for KH: go fish
Ben asks Dev for 4D: yes
Ben asks Cara for JD: go fish
Cara asks Asha for 4C: go fish
Dev asks Ben for 9H: go fish
Asha asks Cara for 9H: go fish
Ben asks Asha for 7S: go fish
Cara asks Asha for 6S: yes
Cara asks Ben for 10S: yes
Cara asks Dev for 7H: go fish
Dev asks Cara for 2C: go fish
Asha asks Cara for 2H: go fish
Ben asks Asha for 2S: yes
Ben asks Dev for 8D: go fish
Cara asks Ben for JH: go fish
Cara books 3
Dev asks Cara for 5H: go fish
Asha asks Cara for 2H: go fish
Ben asks Dev for 2D: yes
Ben asks Asha for AH: go fish
Cara asks Ben for QC: go fish
Dev asks Cara for 9D: go fish
Asha asks Ben for 8C: go fish
Ben asks Asha for AH: go fish
Cara asks Asha for 7S: go fish
Dev asks Cara for 6C: yes
Dev asks Asha for 7D: go fish
Asha asks Cara for KH: go fish
Ben asks Asha for AC: go fish
Cara asks Dev for 4D: go fish
Dev asks Asha for AS: go fish
Asha asks Ben for KD: go fish
Ben asks Asha for KD: go fish
Cara asks Dev for QC: go fish
Dev asks Ben for AS: yes
Dev asks Asha for 9H: go fish
Asha asks Cara for KD: go fish
Ben asks Cara for 10S: yes
Ben asks Cara for 4C: go fish
Cara asks Dev for 10S: go fish
Dev asks Asha for 7H: go fish
Asha asks Ben for 5C: go fish
Ben asks Dev for 10C: go fish
Cara asks Asha for QH: yes
Cara asks Ben for JC: yes
Cara books J
Cara asks Ben for 7S: go fish
Dev asks Cara for 9H: go fish
Asha asks Ben for KC: go fish
Ben asks Dev for 7S: yes
Ben asks Cara for 8C: go fish
Cara asks Ben for 10S: yes
Cara asks Dev for 7C: go fish
Dev asks Asha for 9H: go fish
Asha asks Dev for 4D: go fish
Ben asks Asha for 9S: go fish
Cara asks Asha for 4H: go fish
Dev asks Ben for 5D: go fish
Asha asks Cara for 2H: go fish
Ben asks Asha for 10D: go fish
Cara asks Ben for QC: go fish
Dev asks Cara for 6D: yes
Dev asks Asha for 6S: go fish
Asha asks Dev for QH: go fish
Ben asks Asha for AS: go fish
Cara asks Ben for 4D: yes
Cara asks Dev for 6H: yes
Cara asks Asha for 4C: yes
Cara asks Dev for 4H: go fish
Dev asks Ben for 9C: go fish
Asha asks Ben for KC: go fish
Ben asks Dev for 4C: go fish
Cara asks Asha for 10H: go fish
Dev asks Asha for KS: yes
Dev asks Cara for 5D: go fish
Asha asks Ben for 8C: go fish
Ben asks Dev for 4D: go fish
Cara asks Asha for 7S: go fish
Dev asks Cara for 5D: go fish
Asha asks Ben for 9S: go fish
Ben asks Asha for 4D: go fish
Cara asks Asha for 4H: go fish
Dev asks Cara for 6S: yes
Dev asks Cara for KH: go fish
Asha asks Cara for 5S: go fish
Ben asks Dev for 4S: go fish
Cara asks Ben for 7C: yes
Cara asks Ben for 6S: go fish
Dev asks Asha for 5D: yes
Dev asks Cara for 5H: go fish
Asha asks Cara for QS: yes
Asha asks Ben for 9H: yes
Asha asks Ben for 5C: go fish
Ben asks Cara for AS: go fish
Cara asks Ben for QC: go fish
Dev asks Cara for KH: go fish
Asha asks Dev for 8S: yes
Asha asks Dev for 5S: yes
Asha asks Ben for 9S: go fish
Ben asks Cara for 4C: yes
Ben asks Dev for AC: yes
Ben asks Asha for 10S: go fish
Cara asks Dev for QC: go fish
Dev asks Ben for AD: yes
Dev asks Cara for 8D: go fish
Asha asks Cara for QH: yes
Asha asks Cara for 2S: go fish
Ben asks Asha for 4D: go fish
Cara asks Ben for 6C: go fish
Dev asks Ben for 9H: go fish
Asha asks Ben for 9S: go fish
Ben asks Dev for 7C: go fish
Cara asks Dev for 6S: yes
Cara asks Ben for 7H: yes
Cara asks Asha for 4H: go fish
Dev asks Ben for 8D: go fish
Asha asks Ben for 5C: go fish
Ben asks Dev for 4D: go fish
Cara asks Dev for QH: go fish
Dev asks Cara for AC: go fish
Asha asks Ben for 8C: go fish
Ben asks Cara for 10D: yes
Ben asks Dev for AS: yes
Ben asks Cara for KD: go fish
Cara asks Asha for 6D: go fish
Dev asks Cara for 5H: go fish
Asha asks Ben for 8C: go fish
Ben asks Dev for 8D: go fish
Cara asks Asha for 6C: go fish
Dev asks Asha for 8S: yes
Dev asks Asha for 9D: yes
Dev asks Asha for AC: go fish
Asha asks Dev for 5D: yes
Asha asks Dev for 5C: yes
Asha books 5
Asha asks Cara for 9D: go fish
Ben asks Asha for KS: go fish
Cara asks Ben for QH: go fish
Dev asks Cara for 9C: go fish
Asha asks Dev for 2S: go fish
Ben asks Dev for KD: yes
Ben asks Asha for 4S: go fish
Cara asks Dev for 6D: yes
Cara asks Dev for 6C: yes
Cara books 6
Cara asks Dev for QS: go fish
Dev asks Asha for 9H: yes
Dev asks Ben for 8D: go fish
Asha asks Ben for 9D: go fish
Ben asks Asha for KC: go fish
Cara asks Asha for QC: yes
Cara asks Asha for 7S: go fish
Dev asks Asha for 9C: yes
Dev books 9
Dev asks Ben for 8H: yes
Dev asks Ben for AC: yes
Dev asks Cara for KD: go fish
Asha asks Dev for 8S: yes
Asha asks Dev for 2H: go fish
Ben asks Cara for AH: go fish
Cara asks Dev for QH: go fish
Dev asks Ben for 8D: go fish
Asha asks Dev for 8H: yes
Asha asks Ben for 2D: yes
Asha asks Dev for 8C: yes
Asha books 8
Asha asks Ben for 2H: yes
Asha asks Dev for QD: go fish
Ben asks Cara for 4D: yes
Ben asks Asha for AC: go fish
Cara asks Asha for 10H: go fish
Dev asks Asha for AS: go fish
Asha asks Ben for 2S: yes
Asha books 2
Asha asks Dev for QC: go fish
Ben asks Cara for AC: go fish
Cara asks Dev for QH: go fish
Dev asks Asha for AS: go fish
Asha asks Dev for QD: go fish
Ben asks Dev for 7D: go fish
Cara asks Ben for QS: go fish
Dev asks Cara for AS: go fish
Asha asks Dev for QD: go fish
Ben asks Cara for 10C: yes
Ben asks Cara for AC: go fish
Cara asks Asha for 4C: go fish
Dev asks Ben for KD: yes
Dev asks Cara for AS: go fish
Asha asks Dev for QD: go fish
Ben asks Asha for KS: go fish
Cara asks Dev for 4H: go fish
Dev asks Ben for KH: yes
Dev books K
Dev asks Cara for AS: go fish
Asha asks Cara for QD: yes
Asha asks Cara for QC: yes
Asha books Q
Ben asks Cara for 10S: yes
Ben books 10
Ben asks Cara for AH: go fish
Cara asks Ben for 4D: yes
Cara asks Ben for 7S: yes
Cara books 7
Cara asks Ben for 4H: yes
Cara asks Dev for 4C: go fish
Dev asks Cara for AS: go fish
Ben asks Cara for AH: go fish
Cara asks Dev for 4C: go fish
Dev asks Cara for AS: go fish
Ben asks Dev for 4S: go fish
Cara asks Dev for 4C: go fish
Dev asks Cara for AS: go fish
Ben asks Dev for AD: yes
Ben asks Dev for 4S: go fish
Cara asks Dev for 4C: go fish
Dev asks Ben for AD: yes
Dev asks Cara for AS: go fish
Ben asks Dev for 4S: go fish
Cara asks Ben for 4C: yes
Cara books 4
Dev asks Ben for AS: yes
Dev books A
