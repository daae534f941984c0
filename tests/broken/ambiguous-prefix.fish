players: Sam Sal Tia Tom Uma Ugo

Sa asks Tia for 9C: no
