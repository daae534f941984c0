players: Asha Ben Cara Dev Eli Fay

Ben asks Cara for 9C: no
Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right
