players: Asha Ben Cara Dev Eli Fay

Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong
Asha asks Ben for 6D: no
