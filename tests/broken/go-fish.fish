# Go Fish is a different game
players: Asha Ben Cara Dev Eli Fay
rules: go-fish
