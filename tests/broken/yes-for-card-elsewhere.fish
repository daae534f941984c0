players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Cara for 9C: no
Cara asks Dev for 3D: yes
