players: Asha Ben Cara Dev Eli Fay

Asha claims low diamonds: Asha 2D 3D 4D, Cara 5D, Ben 6D 7D: right
