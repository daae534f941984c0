# A Go Fish log of format version 1, kept as written: every later fishsolve must read it.
game: go-fish
format: 1
players: Ana Bo Cy
deck: 2 3 4 5 6
deal: 5
refill: 3
hand Ana: 2C 2D 3C 4C 5C

Ana asks Bo for 2: 1
Ana asks Cy for 3: go fish
Bo asks Cy for 4: 2
Bo asks Ana for 4: 1
