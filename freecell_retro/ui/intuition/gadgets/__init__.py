"""The gadget kit: Workbench 3 gadgets drawn in the 16 pens with the project's
bitmap fonts, for requesters, the tool dock and the later editors.

Each gadget is a small class with a ``rect``, a ``draw(frame, …)`` that draws
the state it is given (a field, a list, a level: the session's models) and a
``hit(x, y)``; none keeps game state. One module per family:

- :mod:`.bevels`: raised and recessed bevel boxes, the string gadget's ridge, labels with an
  underlined shortcut letter
- :mod:`.images`: Intuition's small images (check mark, Amiga key, », arrows, cycle glyph)
- :mod:`.button`: :class:`Button`; :mod:`.iconbutton`: :class:`IconButton` (pixel art instead of a label)
- :mod:`.choice`: :class:`CheckBox`, :class:`MXChoice`
- :mod:`.cycle`: :class:`CycleGadget`
- :mod:`.text`: :class:`StringGadget` (string and integer fields)
- :mod:`.listview`: :class:`ListView` (with its scroller)
- :mod:`.slider`: :class:`Slider`, :class:`Scroller`
- :mod:`.window`: :class:`WindowFrame` (title bar, drag bar, close and depth gadgets), :func:`keep_on_screen`
"""

from .button import Button
from .choice import CheckBox, MXChoice
from .cycle import CycleGadget
from .iconbutton import IconButton
from .listview import ListView
from .slider import Scroller, Slider
from .text import StringGadget
from .windowframe import WindowFrame

__all__ = ["Button", "IconButton", "CheckBox", "MXChoice", "CycleGadget", "ListView", "Scroller", "Slider",
           "StringGadget", "WindowFrame"]
