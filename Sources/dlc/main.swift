print("dlc 0.1.0")
