# Thursday league, round 3 — the whole game, written up afterwards by the coach.
# Canadian Literature: six players, 48 cards (no 8s), standard claim rules.
# Every dealt hand is known, so `fishsolve check` can verify every answer and claim.
players: Maya Nico Priya Omar Lena Tom
hand Maya: 9C KC 5D QD JH QH AH 3S
hand Nico: 7C 10C 7D 10D JD 4H 6H 10H
hand Priya: 4C JC QC 5H KH 4S 9S 10S
hand Omar: 5C 7H 9H 5S 6S 7S QS AS
hand Lena: 2C 6C AC 9D KD AD JS KS
hand Tom: 3C 2D 3D 4D 6D 2H 3H 2S
start: Omar

Omar asks Priya for 9S: yes
Omar asks Lena for AH: no
Lena asks Nico for JD: yes
Lena asks Omar for 3C: no
Omar asks Priya for 4S: yes
Omar asks Maya for JS: no
Maya asks Nico for 3D: no
Nico asks Maya for 2D: no
Maya asks Nico for 10H: yes
Maya asks Tom for 2S: yes
Maya asks Omar for 4S: yes
Maya asks Tom for AC: no
Tom asks Lena for 2C: yes
Tom asks Priya for 4C: yes
Tom asks Lena for 6C: yes
Tom asks Lena for 5D: no
Lena asks Omar for AS: yes
Lena asks Nico for 10C: yes
Lena asks Omar for 9S: yes
Lena asks Omar for QS: yes
Lena claims high spades: Lena 9S JS QS KS AS, Priya 10S: right
Lena asks Nico for 9C: no
Nico asks Lena for 4D: no
Lena asks Tom for QD: no
Tom claims low clubs: Tom 2C 3C 4C 6C, Omar 5C, Nico 7C: right
Tom asks Lena for 7D: no
Lena asks Nico for KC: no
Nico asks Lena for 3D: no
Lena claims high clubs: Maya 9C KC, Lena 10C AC, Priya JC QC: right
Lena asks Nico for 10D: yes
Lena claims high diamonds: Priya 9D, Lena 10D JD KD AD, Maya QD: wrong, actually Lena 9D  # Lena forgot she held 9D
Lena passes to Maya  # the claim emptied her hand
Maya asks Tom for KH: no
Maya has 8 cards
Tom asks Priya for 7H: no
Priya asks Omar for 7H: yes
Priya asks Tom for 9H: no
Tom asks Priya for 5H: yes
Tom asks Priya for 7H: yes
Tom asks Priya for 6H: no
Priya asks Omar for 10H: no
Omar claims low hearts: Tom 2H 3H 5H 7H, Nico 4H 6H: right
Omar asks Priya for KH: yes
Omar asks Maya for 3S: yes
Omar asks Maya for JH: yes
Omar asks Maya for 2S: yes
Omar asks Maya for 10H: yes
Omar has 9 cards
Omar asks Maya for AH: yes
Omar asks Maya for QH: yes
Omar asks Maya for 4S: yes
Omar claims low spades: Omar 2S 3S 4S 5S 6S 7S: right
Omar claims high hearts: Omar 9H 10H JH QH KH AH: right
Omar passes to Nico  # two claims in a row emptied his hand
Nico asks Maya for 6D: no
Maya asks Nico for 7D: yes
Maya asks Tom for 3D: yes
Maya asks Tom for 6D: yes
Maya asks Tom for 2D: yes
Maya asks Tom for 4D: yes
Maya claims low diamonds: Maya 2D 3D 4D 5D 6D 7D: right  # Nico and Tom are out of cards
