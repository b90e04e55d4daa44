"""The solver at the player's side: hints, solve from here, the winnability
indicator and the search for solvable deals, each off the board's thread."""
