players: Asha Ben Cara Dev Eli Fay
hand Asha: 3D 4D 5D 6D 7C QS KS AS

Ben asks Cara for 9S: no
Cara asks Fay for 6S: no
Fay asks Asha for 2D: no
Asha asks Ben for 6C: no
Ben asks Cara for 9H: no
Cara asks Dev for 10S: no
Dev asks Eli for 9H: no
Eli claims low diamonds: Asha 3D 4D 5D 6D, Eli 2D 7D: right
