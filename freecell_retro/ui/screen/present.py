"""The display's frame put on the window: only the box that changed since the last frame is
coloured and sent to the GPU, then the whole frame is scaled into the window.

The window calls :meth:`Presenter.present` when it draws; :meth:`Presenter.forget` when the
screen mode changes (a frame of another size).
"""

from __future__ import annotations

from typing import Protocol

from PIL import Image

from .draw import changed_box
from .gpu import FrameBlit
from .modes import Fit
from .palette import Colours


class Shown(Protocol):
    """What the presenter needs of the display: the frame, the colours it is shown in, whether it changed."""

    frame_version: int
    dirty: bool

    @property
    def look(self) -> str: ...

    def frame(self) -> Image.Image: ...

    def shown_colours(self) -> Colours: ...


class Presenter:
    """Puts frames on ``blit``'s texture and shows it."""

    def __init__(self, blit: FrameBlit) -> None:
        self.blit = blit
        self._uploaded: int | None = None
        self._uploaded_frame: Image.Image | None = None
        self._colours: Colours | None = None
        self.shown_version = -1
        """The frame version of the picture last presented (benchmarks time a key to it)."""

    def forget(self, size: tuple[int, int]) -> None:
        """The screen mode changed: a frame of ``size`` next, coloured and sent whole."""
        self.blit.resize(size)
        self._uploaded = self._uploaded_frame = self._colours = None

    def present(self, shown: Shown, fit: Fit, framebuffer: tuple[int, int]) -> None:
        frame, colours = shown.frame(), shown.shown_colours()
        if colours != self._colours:
            box = changed_box(None, frame)  # every pen coloured again
        elif shown.frame_version != self._uploaded:
            box = changed_box(self._uploaded_frame, frame)  # only what changed is coloured and sent
        else:
            box = None
        if box is not None:
            self.blit.upload(frame, colours, box)
        self._uploaded, self._uploaded_frame, self._colours = shown.frame_version, frame, colours
        self.blit.draw(fit, framebuffer, colours[0], shown.look)
        self.shown_version = shown.frame_version
        shown.dirty = False
