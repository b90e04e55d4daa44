"""Showing the native frame in a window, the way the Amiga's display hardware did.

The frame's pen numbers go into a one-channel texture of the native size and
the palette into a 16×1 texture (the colour registers). A first pass colours
the pens into an RGBA texture of the native size, only where something
changed: a move uploads and colours the box around the cards it moved; a
palette edit or a DisplayBeep is a 64-byte write and the pass over the whole
frame. A second pass spreads that texture over the window's viewport at whole
x and y scales with nearest filtering: what a bare upscale blit costs. The
border around the picture is cleared alone (nothing, when the picture fills
the window).
"""

from __future__ import annotations

import array

import arcade
from arcade import gl
from arcade.gl import BufferDescription
from PIL import Image

from .draw import Box, union
from .modes import Fit
from .palette import PENS, Colours

VERTEX = """#version 330
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    uv = in_uv;
    gl_Position = vec4(in_vert, 0.0, 1.0);
}
"""

COLOUR_PENS = """#version 330
uniform sampler2D pens;
uniform sampler2D palette;
in vec2 uv;
out vec4 colour;
void main() {
    // a pen n is stored as n/255; the palette's texel n is centred on (n + 0.5) / 16
    colour = texture(palette, vec2(texture(pens, uv).r * (255.0 / 16.0) + (0.5 / 16.0), 0.5));
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
    """The pens, the palette, the coloured frame, and the two passes between them."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.colour_program = ctx.program(vertex_shader=VERTEX, fragment_shader=COLOUR_PENS)
        self.colour_program["pens"] = 0
        self.colour_program["palette"] = 1
        self.show_program = ctx.program(vertex_shader=VERTEX, fragment_shader=SHOW)
        self.show_program["frame"] = 0
        self.pass_quad = gl.geometry.quad_2d_fs()
        # the screen quad shows the texture's first row (the frame's top line) at the top
        corners = array.array("f", [-1, 1, 0, 0, -1, -1, 0, 1, 1, 1, 1, 0, 1, -1, 1, 1])
        self.show_quad = ctx.geometry([BufferDescription(ctx.buffer(data=corners), "2f 2f", ["in_vert", "in_uv"])],
                                      mode=ctx.TRIANGLE_STRIP)
        self.palette = ctx.texture((PENS, 1), components=4, filter=(gl.NEAREST, gl.NEAREST))
        self.pens: gl.Texture2D | None = None
        self.coloured: gl.Texture2D | None = None
        self.fbo: gl.Framebuffer | None = None
        self.stale: Box | None = None
        """The part of the coloured frame to colour again from the pens (frame coordinates)."""
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        if self.pens is not None and self.pens.size == size:
            return
        self.pens = self.ctx.texture(size, components=1, filter=(gl.NEAREST, gl.NEAREST))
        self.coloured = self.ctx.texture(size, components=4, filter=(gl.NEAREST, gl.NEAREST))
        self.fbo = self.ctx.framebuffer(color_attachments=[self.coloured])
        self.stale = (0, 0, *size)

    def upload(self, frame: Image.Image, box: Box | None = None) -> None:
        """New pens: the frame in pen numbers (an ``L`` image), of which only ``box`` changed
        (None: all of it). A texture row holds the frame row of the same number."""
        if self.pens.size != frame.size:
            self.resize(frame.size)
            box = None
        x0, y0, x1, y1 = box = box or (0, 0, *frame.size)
        self.pens.write(frame.crop(box).tobytes(), viewport=(x0, y0, x1 - x0, y1 - y0))
        self.stale = union(self.stale, box)

    def set_colours(self, colours: Colours) -> None:
        """New colour registers: the whole frame is coloured again."""
        self.palette.write(bytes(v for rgb in colours for v in (*rgb, 255)))
        self.stale = (0, 0, *self.pens.size)

    def draw(self, fit: Fit, window_size: tuple[int, int], border: tuple[int, int, int]) -> None:
        """The picture at ``fit`` of the screen, the rest of it in the ``border`` colour."""
        ctx = self.ctx
        ctx.disable(ctx.BLEND)
        if self.stale is not None:
            x0, y0, x1, y1 = self.stale
            self.fbo.use()
            ctx.viewport = (0, 0, *self.pens.size)
            self.fbo.scissor = (x0, y0, x1 - x0, y1 - y0)
            self.pens.use(0)
            self.palette.use(1)
            self.pass_quad.render(self.colour_program)
            self.fbo.scissor = None
            self.stale = None
        ctx.screen.use()
        width, height = window_size
        for rect in border_rects(fit, width, height):
            ctx.screen.clear(color=(*border, 255), viewport=rect)
        ctx.viewport = (fit.x, fit.y, fit.width, fit.height)
        self.coloured.use(0)
        self.show_quad.render(self.show_program)
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
