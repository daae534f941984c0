players: Asha Ben Cara Dev Eli Fay

Asha claims low clubs: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: right
Asha claims high clubs: Asha 9C 10C, Cara JC QC, Eli KC AC: right
Asha claims low diamonds: Asha 2D 3D, Cara 4D 5D, Eli 6D 7D: right
Asha claims high diamonds: Asha 9D 10D, Cara JD QD, Eli KD AD: right
Asha passes to Ben
Ben claims low hearts: Ben 2H 3H, Dev 4H 5H, Fay 6H 7H: right
Ben claims high hearts: Ben 9H 10H, Dev JH QH, Fay KH AH: right
Ben claims low spades: Ben 2S 3S, Dev 4S 5S, Fay 6S 7S: right
Ben claims high spades: Ben 9S 10S, Dev JS QS, Fay KS AS: right
Ben asks Asha for 9C: no
