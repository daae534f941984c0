# Easy: 9C is placed by answers and by who asked for it.
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS
question: who holds 9C?
answer: Fay

Ben asks Cara for 9C: no
Cara asks Dev for 5H: no
Dev asks Eli for 9C: no
