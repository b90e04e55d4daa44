"""freecell-retro: the Amiga FreeCell by Darryl Hartwig, ported to Python and Arcade."""

__version__ = "0.1.0"
