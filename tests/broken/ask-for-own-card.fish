players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Asha for 9C: no
Asha asks Ben for 2D: no
