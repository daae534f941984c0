# Russian Fish at the summer camp: eight players in two teams of four, six cards each.
# First half of the game only (the score sheet was lost after the third claim).
players: Rosa Sam Tara Uri Vic Wen Xavi Yuri
hand Rosa: 7C QC 5D AH JS QS
hand Sam: 4C 4D 10D QH KH KS
hand Tara: AC 2D 4H 3S 4S 6S
hand Uri: 7D JD QD KD 7H JH
hand Vic: 5C KC 9D AD 3H 10S
hand Wen: 2C 3C 5H 5S 7S AS
hand Xavi: 9C 3D 2H 6H 9H 9S
hand Yuri: 6C 10C JC 6D 10H 2S
start: Xavi

Xavi asks Yuri for 2D: no
Yuri asks Tara for 3S: yes
Yuri asks Xavi for 7D: no
Xavi asks Uri for 7D: yes
Xavi asks Uri for KH: no
Uri asks Rosa for AH: yes
Uri asks Tara for 4H: yes
Uri asks Tara for 10D: no
Tara asks Uri for 6D: no
Uri asks Xavi for 9H: yes
Uri asks Vic for 6H: no
Vic asks Wen for 2C: yes
Vic asks Uri for QC: no
Uri claims high hearts: Uri 9H JH AH, Yuri 10H, Sam QH KH: right
Uri asks Rosa for 9D: no
Rosa asks Uri for KS: no
Uri asks Xavi for 2H: yes
Uri asks Xavi for 5H: no
Xavi asks Sam for 5H: no
Sam claims high diamonds: Yuri 9D, Sam 10D AD, Uri JD QD KD: wrong, actually Vic 9D AD
Sam asks Xavi for 5C: no
Xavi asks Yuri for 6D: yes
Xavi asks Yuri for 10C: yes
Xavi asks Wen for 5H: yes
Xavi asks Yuri for JC: yes
Xavi claims high clubs: Xavi 9C 10C JC, Rosa QC, Vic KC, Tara AC: right
