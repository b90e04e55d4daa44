"""The game on the board and its bookkeeping: the session with its Game-menu
flows, options, selection, events, statistics accounting, starting up with a
stats file, set games, saved and browsed solutions."""
