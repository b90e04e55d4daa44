"""The Amiga screen: modes, the 16-pen palette, pixel drawing, bitmap fonts,
card sets, the board's layout, the GPU blit and the Arcade edge that turns
keys and clicks into the session's input values."""
