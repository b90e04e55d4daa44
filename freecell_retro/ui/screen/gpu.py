"""Showing the native frame in a window, the way the Amiga's display hardware did.

The frame's pens are coloured through the palette into an RGBA texture of the
native size, only where something changed: a move colours and uploads the box
around the cards it moved (a few kilobytes); a palette edit or a DisplayBeep
the whole frame. One pass spreads that texture over the window's viewport at
whole x and y scales with nearest filtering: what a bare upscale blit costs,
and the only drawing a frame asks of the GPU (under software GL every pass is
a round trip through its threads). The border around the picture is cleared
alone (nothing, when the picture fills the window).
"""

from __future__ import annotations

import array

import arcade
from arcade import gl
from arcade.gl import BufferDescription
from PIL import Image

from .draw import Box
from .modes import Fit
from .palette import Colours, flat

VERTEX = """#version 330
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    uv = in_uv;
    gl_Position = vec4(in_vert, 0.0, 1.0);
}
"""

SHOW = """#version 330
uniform sampler2D frame;
in vec2 uv;
out vec4 colour;
void main() {
    colour = texture(frame, uv);
}
"""


class FrameBlit:
    """The coloured frame on the GPU and the pass that shows it."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.show_program = ctx.program(vertex_shader=VERTEX, fragment_shader=SHOW)
        self.show_program["frame"] = 0
        # the screen quad shows the texture's first row (the frame's top line) at the top
        corners = array.array("f", [-1, 1, 0, 0, -1, -1, 0, 1, 1, 1, 1, 0, 1, -1, 1, 1])
        self.show_quad = ctx.geometry([BufferDescription(ctx.buffer(data=corners), "2f 2f", ["in_vert", "in_uv"])],
                                      mode=ctx.TRIANGLE_STRIP)
        self.coloured = self._texture(size)

    def _texture(self, size: tuple[int, int]) -> gl.Texture2D:
        return self.ctx.texture(size, components=4, filter=(gl.NEAREST, gl.NEAREST))

    def resize(self, size: tuple[int, int]) -> None:
        if self.coloured.size != size:
            self.coloured = self._texture(size)

    def upload(self, frame: Image.Image, colours: Colours, box: Box | None = None) -> None:
        """Colour ``box`` of the frame (an ``L`` image of pen numbers; None: all of it) with
        ``colours`` and send it to the GPU. A texture row holds the frame row of the same number."""
        if self.coloured.size != frame.size:
            self.resize(frame.size)
            box = None
        x0, y0, x1, y1 = box = box or (0, 0, *frame.size)
        self.coloured.write(coloured(frame.crop(box), colours), viewport=(x0, y0, x1 - x0, y1 - y0))

    def draw(self, fit: Fit, window_size: tuple[int, int], border: tuple[int, int, int]) -> None:
        """The picture at ``fit`` of the screen, the rest of it in the ``border`` colour."""
        ctx = self.ctx
        ctx.disable(ctx.BLEND)  # type: ignore[no-untyped-call]  # arcade leaves its flags untyped
        ctx.screen.use()
        width, height = window_size
        for rect in border_rects(fit, width, height):
            ctx.screen.clear(color=(*border, 255), viewport=rect)
        ctx.viewport = (fit.x, fit.y, fit.width, fit.height)
        self.coloured.use(0)
        self.show_quad.render(self.show_program)
        ctx.viewport = (0, 0, width, height)


def coloured(pens: Image.Image, colours: Colours) -> bytes:
    """The RGBA bytes of an ``L`` image of pen numbers seen through ``colours``."""
    image = Image.frombytes("P", pens.size, pens.tobytes())
    image.putpalette(flat(colours), rawmode="RGB")
    return image.convert("RGBA").tobytes()


def border_rects(fit: Fit, width: int, height: int) -> list[tuple[int, int, int, int]]:
    """The parts of a ``width`` × ``height`` window around the picture, as (x, y, w, h) from the bottom left.

    >>> border_rects(Fit(0, 0, 2, 2, 1280, 1024), 1280, 1024)
    []
    >>> border_rects(Fit(10, 5, 2, 2, 1280, 1024), 1300, 1034)
    [(0, 0, 1300, 5), (0, 1029, 1300, 5), (0, 5, 10, 1024), (1290, 5, 10, 1024)]
    """
    top = fit.y + fit.height
    rects = [(0, 0, width, fit.y), (0, top, width, height - top),
             (0, fit.y, fit.x, fit.height), (fit.x + fit.width, fit.y, width - fit.x - fit.width, fit.height)]
    return [r for r in rects if r[2] > 0 and r[3] > 0]
