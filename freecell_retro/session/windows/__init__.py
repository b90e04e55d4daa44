"""The windows of the screen as data, knowing no game: the one input vocabulary,
the window stack every input walks down, and the models of the requesters, the
file requester, the guide and the palette editor."""
