"""Writing files so that a crash never leaves half a file behind.

Every file the game writes goes through :func:`write_text_atomic`: the text is
written to a temporary file in the same folder, flushed to disk, and renamed
over the old file in one step.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ..engine.errors import FileFormatError

MAX_FILE_BYTES = 1 << 20
"""Files from other players are untrusted: none we read may be bigger than this."""


def write_text_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) atomically; returns the path written."""
    return write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    """Replace ``path`` with ``data`` atomically: a crash at any moment leaves
    the old file or the new one, never part of one. Returns the path written."""
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise
    return path


def read_text_capped(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """Read a text file from a player, refusing oversized or undecodable ones
    with a :class:`FileFormatError` instead of an OSError or UnicodeError."""
    path = Path(path)
    if not path.exists():  # names match without regard to case when read, as on the Amiga
        path = find_case_insensitive(path.parent, path.name) or path
    try:
        with open(path, "rb") as source:
            data = source.read(limit + 1)
    except OSError as error:
        raise FileFormatError(f"cannot read the file ({error.strerror or error})", path) from None
    if len(data) > limit:
        raise FileFormatError(f"the file is larger than {limit:,} bytes", path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def find_case_insensitive(folder: str | os.PathLike[str], name: str) -> Path | None:
    """The file called ``name`` in ``folder``, matching case-insensitively as the
    Amiga does; never a path outside ``folder``."""
    if not name or os.sep in name or (os.altsep and os.altsep in name) or name in (".", ".."):
        return None
    folder = Path(folder)
    exact = folder / name
    if exact.is_file():
        return exact
    try:
        entries = list(folder.iterdir())
    except OSError:
        return None
    for entry in entries:
        if entry.name.lower() == name.lower() and entry.is_file():
            return entry
    return None
