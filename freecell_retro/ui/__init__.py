"""The Arcade user interface, in three rooms under the window that ties them:
:mod:`.screen` (the Amiga screen: modes, palette, pixels, fonts, card sets,
the board's layout, the GPU blit and the Arcade edge), :mod:`.intuition`
(gadgets, menus, requesters, the dock and the other windows drawn from the
session's models) and :mod:`.board` (the frame: cards, animation, the hint).
:mod:`.display` draws the session, :mod:`.controller` hands input to its
window stack, :mod:`.window` and :mod:`.app` open the real window.

Only this package imports ``arcade`` and ``pyglet``, and only in the modules
that need a window (:mod:`.window`, :mod:`.screen.edge` — Arcade's input made
the game's input values —, :mod:`.app`); the layout, the renderer and the
controller are plain Python and work without one.
"""
