players: Ana Bo Cy Di Ed Flo
rules: annul
hand Ana 2C 5C 9H JH 3S 4S KD AD
start: Ana

Ana asks Bo for 3C: no
