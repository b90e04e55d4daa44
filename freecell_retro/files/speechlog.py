"""The spoken-text log (tool type ``SPEECHLOG``): every utterance of Options ▸ Speech as one line
of a text file, whether or not a voice was found — for a player who wants to read back what was
said, and for the tests, which read what a blind player heard.

Atomic per line: each line is written by one ``write`` of the whole line (newline included) on a
descriptor opened ``O_APPEND``, so the system puts it at the end of the file in one step: a reader
sees a line whole or not at all, and another process appending to the same log never cuts into
it. Bounded: a line is at most :data:`MAX_LINE_CHARS` characters, and once the file would pass
:data:`MAX_LOG_BYTES` its last half (from a line's start) is kept by writing a new file beside it
and renaming it over the log (:func:`~.atomic.write_text_atomic`), so a reader sees the old log or
the new, never a torn one. Never a hazard: the name obeys the rules of every file the game writes
(:func:`~.names.typed_file`: no link that leads out, a regular file), the log is opened without
following a link, and anything that is not a regular file is refused.

>>> import tempfile, pathlib
>>> log = SpeechLog(pathlib.Path(tempfile.mkdtemp()) / "spoken.txt")
>>> log.write("column 1: empty"); log.write("free cell 2: empty")
>>> log.path.read_text()
'column 1: empty\\nfree cell 2: empty\\n'
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

from ..language import N_, _
from .atomic import LINK_REFUSED, NO_FOLLOW, refuse_link, write_text_atomic
from .names import typed_file

MAX_LOG_BYTES = 256 * 1024
"""The log's size at most: past it, the older half goes."""
MAX_LINE_CHARS = 2000
"""One utterance's line at most (a whole page of the guide fits)."""
_APPEND = os.O_WRONLY | os.O_APPEND | os.O_CREAT | NO_FOLLOW | getattr(os, "O_CLOEXEC", 0)


def one_line(text: str) -> str:
    """``text`` as one line of the log: no line breaks or control characters, at most
    :data:`MAX_LINE_CHARS` characters."""
    flat = "".join(char if char.isprintable() else " " for char in text)
    return " ".join(flat.split())[:MAX_LINE_CHARS]


class SpeechLog:
    """The log at ``path``. A write that fails (a full disk, a link planted since) stops the log and
    :attr:`problem` says why (``notice`` hears it, once): speech goes on without it."""

    def __init__(self, path: str | os.PathLike[str], limit: int = MAX_LOG_BYTES,
                 notice: Callable[[str], None] = lambda _line: None) -> None:
        given = Path(path)
        self.path = typed_file(given.parent, given.name, N_("speech log name"))
        self.limit, self.notice = limit, notice
        self.problem: str | None = None
        self._fd: int | None = None

    def _open(self) -> int:
        if self._fd is None:
            if not NO_FOLLOW:
                refuse_link(self.path)
            try:
                fd = os.open(self.path, _APPEND, 0o644)
            except OSError as error:
                if error.errno in (errno.ELOOP, errno.EMLINK) or self.path.is_symlink():
                    raise OSError(errno.ELOOP, _(LINK_REFUSED), str(self.path)) from None
                raise
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                os.close(fd)
                raise OSError(errno.EINVAL, _("it is not a regular file"), str(self.path))
            self._fd = fd
        return self._fd

    def write(self, text: str) -> None:
        """Add ``text`` as one line (nothing once the log has failed)."""
        if self.problem is not None:
            return
        data = (one_line(text) + "\n").encode("utf-8")
        try:
            fd = self._open()
            if os.fstat(fd).st_size + len(data) > self.limit:
                fd = self._trim(data)
            os.write(fd, data)
        except OSError as error:
            self.problem = _("{name}: the speech log cannot be written ({problem}).").format(
                name=self.path.name, problem=error.strerror or error)
            self.close()
            self.notice(self.problem)

    def _trim(self, data: bytes) -> int:
        """Keep the log's last half, from a line's start, in a new file renamed over it."""
        self.close()
        with open(self._open_for_reading(), "rb", closefd=True) as handle:
            old = handle.read()
        keep = old[len(old) - self.limit // 2:] if len(old) > self.limit // 2 else old
        start = keep.find(b"\n") + 1 if len(old) > self.limit // 2 else 0
        write_text_atomic(self.path, keep[start:].decode("utf-8", "replace"))
        return self._open()

    def _open_for_reading(self) -> int:
        fd = os.open(self.path, os.O_RDONLY | NO_FOLLOW | getattr(os, "O_CLOEXEC", 0))
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError(errno.EINVAL, _("it is not a regular file"), str(self.path))
        return fd

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)
