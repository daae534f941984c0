# Club night, table 1. Emre's claim of low clubs takes his last card, so he hands the turn
# to his teammate Ana, as the rules require.
players: Ana Bilal Chen Dana Emre Farah
hand Ana: 4C 5D 6D 5H 9H JH AH 4S
hand Bilal: AC KD 4H 6H QH KH 9S JS
hand Chen: 3D 7D 2H 7H 2S 3S 6S QS
hand Dana: 7C 9D 10D JD 10H 5S 7S KS
hand Emre: 5C 6C 9C 10C QC KC AD 10S
hand Farah: 2C 3C JC 2D 4D QD 3H AS
start: Emre

Emre asks Farah for 2C: yes
Emre asks Bilal for 9S: yes
Emre asks Farah for JC: yes
Emre asks Farah for 3C: yes
Emre asks Farah for 7C: no
Farah asks Chen for 7D: yes
Farah asks Emre for 2H: no
Emre asks Dana for QS: no
Dana asks Ana for AS: no
Ana asks Farah for 7H: no
Farah asks Emre for 9S: yes
Farah asks Emre for AD: yes
Farah asks Ana for 6D: yes
Farah asks Chen for JD: no
Chen asks Bilal for 3H: no
Bilal claims high diamonds: Dana 9D 10D JD, Farah QD AD, Bilal KD: right
Bilal asks Ana for 9H: yes
Bilal asks Ana for 2H: no
Ana asks Dana for 7S: yes
Ana asks Farah for 6H: no
Farah asks Chen for QS: yes
Farah asks Emre for 10S: yes
Farah claims high spades: Farah 9S 10S QS AS, Bilal JS, Dana KS: right
Farah asks Emre for 5D: no
Emre asks Bilal for AC: yes
Emre claims high clubs: Emre 9C 10C JC QC KC AC: right
Emre asks Dana for 7C: yes
Dana has 2 cards
Emre claims low clubs: Emre 2C 3C 5C 6C 7C, Ana 4C: right
Emre passes to Ana
Ana asks Farah for 10H: no
