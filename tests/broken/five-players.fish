players: Asha Ben Cara Dev Eli

Ben asks Cara for 9C: no
