"""Showing the native frame in a window, the way the Amiga's display hardware did.

The frame's pens are coloured through the palette into an RGBA texture of the
native size, only where something changed: a move colours and uploads the box
around the cards it moved (a few kilobytes); a palette edit or a DisplayBeep
the whole frame. One pass spreads that texture over the window's viewport at
whole x and y scales with nearest filtering: what a bare upscale blit costs,
and the only drawing a frame asks of the GPU (under software GL every pass is
a round trip through its threads). Options ▸ Display's Scanlines and CRT are
the same pass with more to do per window pixel: scanlines darken the lower
half of every emulated line (every other window row when a line is one or two
rows high), as a 15 kHz monitor left gaps between its lines; the CRT bends
the picture as the tube's glass did, lets each pixel bloom into its
neighbours and shades each line from its middle to its edges. The border around the picture is cleared
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
uniform int look;
uniform vec2 origin;
uniform vec2 scale;
uniform vec2 native;
in vec2 uv;
out vec4 colour;

const float DARK = 0.45;     // what a scanline's gap keeps of the picture
const float CURVE = 0.045;   // how far the tube's glass bends the picture at its corners
const float GLOW = 0.30;     // how much of each pixel's neighbours bleeds into it

void main() {
    if (look == 0) {         // Sharp: every Amiga pixel a block of whole window pixels
        colour = texture(frame, uv);
        return;
    }
    float lines = max(scale.y, 2.0);
    float row = mod(floor(gl_FragCoord.y - origin.y), lines);  // from the bottom of each emulated line
    if (look == 1) {         // Scanlines: the lower half of every emulated line dark, as on a 15 kHz monitor
        vec4 c = texture(frame, uv);
        colour = vec4(row < floor(lines / 2.0) ? c.rgb * DARK : c.rgb, 1.0);
        return;
    }
    // CRT: the glass bends the picture, the beam blooms into its neighbours and fades between lines
    vec2 centred = uv * 2.0 - 1.0;
    centred *= 1.0 + CURVE * (centred.yx * centred.yx);
    vec2 tube = centred * 0.5 + 0.5;
    if (tube.x < 0.0 || tube.x > 1.0 || tube.y < 0.0 || tube.y > 1.0) {
        colour = vec4(0.0, 0.0, 0.0, 1.0);
        return;
    }
    float step = 1.0 / native.x;
    vec3 sharp = texture(frame, tube).rgb;
    vec3 glow = (texture(frame, tube - vec2(step, 0.0)).rgb + texture(frame, tube + vec2(step, 0.0)).rgb) * 0.5;
    vec3 c = mix(sharp, max(sharp, glow), GLOW);
    // the beam's line in window rows, so it never beats against them (a moire at two rows a line)
    float across = (row + 0.5) / lines - 0.5;                      // -0.5 .. 0.5 across the emulated line
    float beam = exp(-across * across * 9.0);                      // brightest at the line's middle
    c *= mix(DARK + 0.15, 1.15, beam);
    float edge = dot(centred, centred);
    colour = vec4(c * (1.0 - 0.18 * edge), 1.0);                   // the tube dims towards its rim
}
"""
LOOKS = {"sharp": 0, "scanlines": 1, "crt": 2}
"""Options ▸ Display: how the pass shows the frame (the show program's ``look``)."""


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

    def draw(self, fit: Fit, window_size: tuple[int, int], border: tuple[int, int, int], look: str = "sharp") -> None:
        """The picture at ``fit`` of the screen, the rest of it in the ``border`` colour; ``look`` (Options ▸
        Display) sharp, with scanlines, or as a CRT showed it — in the same one pass, on the GPU."""
        ctx = self.ctx
        ctx.disable(ctx.BLEND)  # type: ignore[no-untyped-call]  # arcade leaves its flags untyped
        ctx.screen.use()
        width, height = window_size
        for rect in border_rects(fit, width, height):
            ctx.screen.clear(color=(*border, 255), viewport=rect)
        ctx.viewport = (fit.x, fit.y, fit.width, fit.height)
        self.coloured.use(0)
        program = self.show_program
        program["look"] = LOOKS.get(look, 0)
        program["origin"] = (fit.x, fit.y)
        program["scale"] = (fit.scale_x, fit.scale_y)
        program["native"] = self.coloured.size
        self.show_quad.render(program)
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
