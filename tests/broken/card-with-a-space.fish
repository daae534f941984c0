players: Asha Ben Cara Dev Eli Fay

Ben asks Cara for 10 H: no
