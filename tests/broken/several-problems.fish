# four problems; --lenient reports them all
players: Asha Ben Cara Dev Eli Fay

Ben asks Cara for 1H: no
Cara asks Zed for 3D: no
Cara asks Eli for 3D: no
Dev asks Eli for JH: yes
Eli claims LD: Eli 2D 3D 4D 5D 6D: right
