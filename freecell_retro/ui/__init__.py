"""The Arcade user interface: the Amiga screen, its modes, card sets, fonts,
the board, requesters and input.

Only this package imports ``arcade`` and ``pyglet``, and only in the modules
that need a window (:mod:`.window`, :mod:`.edge` — Arcade's input made the
game's input values —, :mod:`.app`); the layout, the renderer and the
controller are plain Python and work without one.
"""
