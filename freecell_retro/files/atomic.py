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


def write_text_atomic(path: str | os.PathLike[str], text: str, *, replace: bool = True) -> Path:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) atomically; returns the path written."""
    return write_bytes_atomic(path, text.encode("utf-8"), replace=replace)


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes, *, replace: bool = True) -> Path:
    """Replace ``path`` with ``data`` atomically: a crash at any moment leaves
    the old file or the new one, never part of one. Returns the path written.

    With ``replace=False`` a file already called ``path`` is never touched, not
    even one that appears while this one is written: FileExistsError instead.
    """
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if replace:
            os.replace(temp, path)
        else:
            _name_new(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise
    return path


def _name_new(temp: str, path: Path) -> None:
    """Give the written ``temp`` the name ``path`` only while nothing has it.

    A hard link fails when the name exists, in one step, so a file that
    appeared since anyone looked is never clobbered. Where links are not
    supported (FAT, some network shares) the name is claimed by an exclusive
    create and the finished file renamed over that empty claim.
    """
    try:
        os.link(temp, path)
    except FileExistsError:
        raise
    except OSError:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        try:
            os.replace(temp, path)
        except BaseException:
            os.unlink(path)
            raise
    else:
        os.unlink(temp)


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
