"""One session's screen put together: the board as the bottom window, the menu
strip and what its items open, the tool dock, the VCR unit and the other tool
windows, and the desk that stacks them."""
