# A hand-written puzzle whose question has several answers: nothing places 9C.
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS
question: who holds 9C?
answer: Dev

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
