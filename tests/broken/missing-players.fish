# forgot the players line
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Cara for 9C: no
