players: Asha Ben Cara Dev Eli Fay

Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: rigth
