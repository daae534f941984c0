# a card that does not exist
players: Asha Ben Cara Dev Eli Fay

Ben asks Cara for 1H: no
