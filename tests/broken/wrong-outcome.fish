players: Asha Ben Cara Dev Eli Fay
rules: annul
hand Asha: 2D 3D 4D 5D 7D QS KS AS
start: Asha

Asha claims low diamonds: Asha 2D 3D 4D 5D 6D 7D: wrong, actually Cara 6D
