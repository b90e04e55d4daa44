"""The board's picture: the renderer that composes a frame (cards, selection,
title bar, the windows over it), card animation and the hint's blink."""
