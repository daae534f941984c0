# Practice table, written from Dana's seat.
# Bilal claims high clubs but forgets that Dana was dealt 9C: the set goes to team A.
# Typed in a hurry: lower case, name prefixes and suit symbols are all accepted.
players: Ana Bilal Chen Dana Emre Farah
hand Dana: 6C 9C QD 2H 4H 2S 3S AS

Ana asks Bilal for A♠: no
bil asks ana for 6c: no
ana asks far for 5♠: no
Far asks Ana for ts: yes
Farah asks Ana for 4H: no
Ana asks Bilal for 9D: yes
Ana asks Farah for 3S: no
Farah asks Emre for 9H: no
Emre asks Dana for 10H: no
Dana asks Ana for 10C: no
Ana asks Farah for 4S: no
Farah asks Ana for 9S: no
Ana asks Dana for JH: no
Dana asks Ana for KS: no
Ana asks Farah for 6D: no
Farah asks Ana for KH: no
Ana asks Farah for 6C: no
Farah asks Chen for 9D: no
Chen asks Dana for 2H: yes
Chen asks Farah for KS: yes
Chen asks Bilal for 3H: no
Bilal asks Emre for 5S: yes
Bilal asks Chen for 4D: yes
Bilal asks Ana for 5D: yes
Bilal asks Emre for 10C: yes
Bilal claims high-clubs: Bilal 9C 10C JC KC, Farah QC AC: wrong, actually Dana 9C  # Dana held it all along
Bilal asks Ana for 2C: yes
Bilal asks Chen for 5C: no
Chen asks Farah for 5S: no
Farah asks Ana for JD: no
Emre has 6 cards
Ana asks Bilal for 2S: no
Bilal asks Emre for 5C: yes
