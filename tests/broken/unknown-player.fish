players: Asha Ben Cara Dev Eli Fay

Ben asks Cara for 9C: no
Cara asks Zed for 3D: no
