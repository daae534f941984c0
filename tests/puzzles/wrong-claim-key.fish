# The key claims a half-suit that does not follow, and leaves out the one that does.
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS
question: what can you claim?
answer: high spades: Asha QS KS AS, Cara 9S 10S JS

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
