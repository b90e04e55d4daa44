"""Showing the native frame in a window, the way the Amiga's display hardware did.

The frame's pen numbers go into a one-channel texture of the native size and
the palette into a 16×1 texture; one shader looks every pixel's pen up in the
palette while drawing a single quad at whole x and y scales with nearest
filtering. A palette edit or a DisplayBeep is one 64-byte write; the picture
can never hold a colour that is not in the palette.
"""

from __future__ import annotations

import arcade
from arcade import gl
from PIL import Image

from .modes import Fit
from .palette import PENS, Colours

VERTEX = """#version 330
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    uv = vec2(in_uv.x, 1.0 - in_uv.y);
    gl_Position = vec4(in_vert, 0.0, 1.0);
}
"""

FRAGMENT = """#version 330
uniform sampler2D pens;
uniform sampler2D palette;
in vec2 uv;
out vec4 colour;
void main() {
    int pen = int(texture(pens, uv).r * 255.0 + 0.5);
    colour = texelFetch(palette, ivec2(pen, 0), 0);
}
"""


class PaletteBlit:
    """The frame texture, the palette texture and the shader that joins them."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.program = ctx.program(vertex_shader=VERTEX, fragment_shader=FRAGMENT)
        self.program["pens"] = 0
        self.program["palette"] = 1
        self.quad = gl.geometry.quad_2d_fs()
        self.palette_texture = ctx.texture((PENS, 1), components=4, filter=(gl.NEAREST, gl.NEAREST))
        self.pens: gl.Texture2D | None = None
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        if self.pens is not None and self.pens.size == size:
            return
        self.pens = self.ctx.texture(size, components=1, filter=(gl.NEAREST, gl.NEAREST))
        self.pens.wrap_x = self.pens.wrap_y = gl.CLAMP_TO_EDGE

    def upload(self, frame: Image.Image) -> None:
        self.resize(frame.size)
        self.pens.write(frame.tobytes())

    def set_colours(self, colours: Colours) -> None:
        self.palette_texture.write(bytes(v for rgb in colours for v in (*rgb, 255)))

    def draw(self, fit: Fit) -> None:
        """One quad over ``fit`` of the bound framebuffer."""
        ctx = self.ctx
        ctx.disable(ctx.BLEND)
        ctx.viewport = (fit.x, fit.y, fit.width, fit.height)
        self.pens.use(0)
        self.palette_texture.use(1)
        self.quad.render(self.program)
