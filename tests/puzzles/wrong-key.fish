# The question has one answer, but the key names the wrong player.
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS
question: who holds 6D?
answer: Eli

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
