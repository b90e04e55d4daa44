"""Showing the native frame in a window, scaled by whole factors with nearest filtering.

The frame is drawn in pen numbers; here it is coloured through the palette
(the Amiga's colour registers) into an RGBA texture of the native size, which
one quad spreads over the window's viewport. Colouring on the CPU costs about
half a millisecond per changed frame and keeps the GPU's share exactly that of
a bare upscale blit — on a software renderer a per-pixel palette lookup in the
shader would cost more than the whole frame is allowed. The border around the
picture is cleared alone (nothing, when the picture fills the window).
"""

from __future__ import annotations

import array

import arcade
from arcade import gl
from arcade.gl import BufferDescription
from PIL import Image

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

FRAGMENT = """#version 330
uniform sampler2D frame;
in vec2 uv;
out vec4 colour;
void main() {
    colour = texture(frame, uv);
}
"""


class FrameBlit:
    """The native frame as a texture, and the quad that shows it."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.program = ctx.program(vertex_shader=VERTEX, fragment_shader=FRAGMENT)
        self.program["frame"] = 0
        # a quad over the viewport; the texture's first row (the frame's top line) at the top
        corners = array.array("f", [-1, 1, 0, 0, -1, -1, 0, 1, 1, 1, 1, 0, 1, -1, 1, 1])
        self.quad = ctx.geometry([BufferDescription(ctx.buffer(data=corners), "2f 2f", ["in_vert", "in_uv"])],
                                 mode=ctx.TRIANGLE_STRIP)
        self.texture: gl.Texture2D | None = None
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        if self.texture is not None and self.texture.size == size:
            return
        self.texture = self.ctx.texture(size, components=4, filter=(gl.NEAREST, gl.NEAREST))

    def upload(self, frame: Image.Image, colours: Colours) -> None:
        """Colour the frame's pens and send it to the texture."""
        self.resize(frame.size)
        indexed = Image.frombytes("P", frame.size, frame.tobytes())
        indexed.putpalette(flat(colours), rawmode="RGB")
        self.texture.write(indexed.convert("RGBA").tobytes())

    def draw(self, fit: Fit, window_size: tuple[int, int], border: tuple[int, int, int]) -> None:
        """The picture at ``fit`` of the current framebuffer, the rest in the ``border`` colour."""
        ctx = self.ctx
        width, height = window_size
        colour = (*border, 255)
        for rect in border_rects(fit, width, height):
            ctx.screen.clear(color=colour, viewport=rect)
        ctx.disable(ctx.BLEND)
        ctx.viewport = (fit.x, fit.y, fit.width, fit.height)
        self.texture.use(0)
        self.quad.render(self.program)
        ctx.viewport = (0, 0, width, height)


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
