players: Ana Bo Cy Di Ed Flo Gus Hal
deck: jokers

Ana asks Bo for 8C: no
