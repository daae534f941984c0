players: Asha Ben Cara Dev Eli Fay

Ben aks Cara for 9C: no
