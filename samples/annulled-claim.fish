# Portuguese rules (S-PT): a claim with every card on the claiming team but an owner wrong
# is annulled — nobody scores the set.
players: Ines Jon Kira Leo Mira Ned
rules: annul
hand Ines: 10C 2D 6D KH 5S 6S 10S AS
hand Jon: 4C KC 3D QD 5H 10H JH KS
hand Kira: AC JD KD 6H 7H 2S 4S 9S
hand Leo: 2C JC 7D 2H 4H 3S 7S QS
hand Mira: 3C 5C 4D 9D AD QH AH JS
hand Ned: 6C 7C 9C QC 5D 10D 3H 9H
start: Ines

Ines asks Ned for KS: no
Ned asks Ines for KH: yes
Ned asks Mira for 3C: yes
Ned asks Ines for 10H: no
Ines asks Jon for KS: yes
Ines asks Leo for 3S: yes
Ines asks Ned for 4D: no
Ned asks Mira for AH: yes
Ned asks Kira for 6D: no
Kira asks Ned for 9C: yes
Kira asks Jon for QD: yes
Kira asks Leo for 2H: yes
Kira asks Leo for 7S: yes
Kira claims low spades: Kira 2S 4S 7S, Ines 3S 5S 6S: right
Kira asks Leo for JC: yes
Kira asks Ned for 4H: no
Ned asks Mira for 2D: no
Mira asks Leo for 2C: yes
Mira asks Ned for 4C: no
Ned asks Mira for 5C: yes
Ned asks Ines for 5H: no
Ines asks Ned for 5D: yes
Ines asks Jon for KC: yes
Ines asks Jon for 3D: yes
Ines asks Ned for QC: yes
Ines claims high clubs: Kira 9C AC, Ines 10C JC QC KC: annulled, actually Kira JC  # JC had gone to Kira on line 27
Ines asks Ned for JS: no
Ned asks Kira for 2H: yes
Ned asks Mira for JD: no
Mira asks Leo for JH: no
Leo asks Ines for KS: yes
Leo asks Kira for JS: no
Kira asks Jon for 3H: no
Jon asks Kira for 7H: yes
Jon asks Mira for QH: yes
Jon claims high hearts: Ned 9H KH AH, Jon 10H JH QH: right
