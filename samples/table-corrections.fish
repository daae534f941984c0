# A Portuguese club game (S-PT) from Asha's seat: a redeal, a voided ask, a hidden card,
# and a claim made by a designated teammate (S-ES style, under any-time).
players: Asha Ben Cara Dev Eli Fay
rules: portuguese any-time
redeal: 7D exposed by Ben      # S-PT §02: an exposed card means a new deal
dealer: Ben
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Fay for 9C: no        # Fay is Ben's partner: an invalid ask
correction: void               # S-PT §05: the ask did not happen; Ben asks again
Ben asks Cara for 9C: no
Cara asks Dev for 10S: no      # Dev had 10S and hid it; found at once
correction: Dev held 10S, 10S to Cara, turn Cara
Cara asks Dev for 9S: no
Dev asks Asha for 9H: no
Cara claims low diamonds for Asha: Asha 2D 3D 4D 5D 7D, Cara 6D: annulled
