players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS
hand Ben: 9C 10C JC QC KC AC 2S 3D

Ben asks Cara for 9D: no
