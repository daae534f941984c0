players: Asha Ben Cara Dev Eli Fay
rules: annul fast-play

Ben asks Cara for 9C: no
