# A Literature log of format version 1, kept as written: every later fishsolve must read it.
format: 1
players: Asha Ben Cara Dev Eli Fay
rules: annul
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
Dev asks Eli for JH: yes
Dev asks Eli for QH: no
Eli asks Fay for 4C: no
Fay asks Asha for 6H: no
Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right
