players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Asha asks Cara for 6D: no
