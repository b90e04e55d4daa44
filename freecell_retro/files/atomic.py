"""Reading a player's file safely, and writing files so that a crash never
leaves half a file behind.

Every file from a player is read through :func:`read_bytes_capped` (or
:func:`read_text_capped`): it opens regular files only, without ever blocking
(a pipe or a device named as a solution or stats file would otherwise wait
for ever), caps the size, and turns every way opening can fail — a missing
file, a folder, a link that loops, a name too long, no permission — into one
:class:`UnreadableFileError` line naming the file and the real problem.

Text is UTF-8, with or without the byte-order mark Windows' Notepad puts
first, or else Latin-1 (:func:`decode_text`).

Every file the game writes goes through :func:`write_bytes_atomic`: the data
is written to a temporary file beside the file, flushed to disk, and renamed
over the old file in one step. A link is never written through, nor replaced:
whatever it points to may be another player's file, or lie outside the folder,
so writing to a name that is a link is refused (:func:`refuse_link`). The
file keeps its permissions. The temporary file is called
``.<name>.freecell-retro-<pid>-<random>.tmp`` and is locked by its writer
while it is written; one whose writer died (killed mid-save) holds no lock
and is removed by the next save into that folder. Windows refuses to replace
a file another program has open for a moment (a virus scanner, an indexer,
another window reading it), so there the rename is tried again briefly.
"""

from __future__ import annotations

import codecs
import errno
import os
import random
import re
import stat
import time
from pathlib import Path

from ..engine.errors import FileFormatError
from ..language import N_, _
from ..language.formats import number
from . import oslocks
from .names import kind_of, long_path_problem, spelt_in

MAX_FILE_BYTES = 1 << 20
"""Files from other players are untrusted: none we read may be bigger than this."""

_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
"""Non-blocking, so that opening a pipe returns at once (and is then refused)."""

_TEMP_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_TEMP_MARK = "freecell-retro"
_OUR_TEMPORARY = re.compile(rf"^\..+\.{_TEMP_MARK}-[0-9]+-[{_TEMP_CHARACTERS}]{{6}}\.tmp$")
"""The temporary files of :func:`write_bytes_atomic`, whatever file they were for."""

REPLACE_WAITS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8) if os.name == "nt" else ()
"""Seconds to wait before trying a refused rename again: on Windows a file
another program holds open cannot be replaced until it lets go, which takes
moments; elsewhere a refusal is final."""


class UnreadableFileError(FileFormatError):
    """The file could not be opened or read at all, so nothing in it was
    seen: it is missing (``missing``), not a regular file, or the system
    refused it. A caller that keeps bad files aside must not keep this one."""

    def __init__(self, problem: str, path: object, missing: bool = False) -> None:
        super().__init__(problem, path)
        self.missing = missing


def read_bytes_capped(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path`` (matched without regard to case
    when the exact name is missing, as on the Amiga), at most ``limit`` of
    them; else :class:`UnreadableFileError`, or FileFormatError when larger."""
    path = Path(path)
    try:
        fd = _open_regular(path)
    except FileNotFoundError:
        spelt = spelt_in(path.parent, path.name)
        if spelt is None:
            raise UnreadableFileError(_("cannot read the file ({error})").format(error=os.strerror(errno.ENOENT)), path,
                                      missing=True) from None
        fd = _open_regular_or_fail(path.with_name(spelt))
    except (OSError, ValueError) as error:
        raise _unreadable(error, path) from None
    try:
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise _unreadable(error, path) from None
    finally:
        os.close(fd)
    if size > limit:
        raise FileFormatError(_("the file is larger than {limit} bytes").format(limit=number(limit)), path)
    return b"".join(chunks)


def read_text_capped(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """:func:`read_bytes_capped` as text (:func:`decode_text`): every text file
    the game reads comes through here."""
    return decode_text(read_bytes_capped(path, limit))


def decode_text(data: bytes) -> str:
    """UTF-8, a byte-order mark before it dropped (Windows' Notepad writes one),
    or Latin-1 when it is not UTF-8 (every byte is a Latin-1 character, so this
    never fails).

    >>> decode_text(b"\\xef\\xbb\\xbfFREECELL-RETRO"), decode_text(b"caf\\xe9")
    ('FREECELL-RETRO', 'café')
    """
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


class _NotRegularFile(OSError):
    """Opened, but a folder, pipe, device or socket: what it is is the message."""


def _open_regular(path: Path) -> int:
    """A descriptor of the regular file ``path``, opened without blocking;
    OSError (or ValueError for a name with NUL in it) otherwise."""
    fd = os.open(path, _READ_FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _NotRegularFile(_("it is {mode}, not a regular file").format(mode=kind_of(mode)))
    except BaseException:
        os.close(fd)
        raise
    return fd


def _open_regular_or_fail(path: Path) -> int:
    try:
        return _open_regular(path)
    except (OSError, ValueError) as error:
        raise _unreadable(error, path) from None


def _unreadable(error: OSError | ValueError, path: Path) -> UnreadableFileError:
    """The one line for a file that cannot be opened or read: the real problem."""
    if isinstance(error, _NotRegularFile):
        return UnreadableFileError(_("cannot read the file: {error}").format(error=error), path)
    if isinstance(error, UnicodeError):
        return UnreadableFileError(_("cannot read the file: its name holds characters that are not text"), path)
    if isinstance(error, ValueError):  # "embedded null byte"
        return UnreadableFileError(_("cannot read the file: its name holds a NUL character"), path)
    missing = error.errno == errno.ENOENT
    return UnreadableFileError(
        _("cannot read the file ({error})").format(error=error.strerror or error), path, missing=missing
    )


# -- writing -------------------------------------------------------------------


def write_text_atomic(path: str | os.PathLike[str], text: str, *, replace: bool = True) -> Path:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) atomically; returns the path written."""
    return write_bytes_atomic(path, text.encode("utf-8"), replace=replace)


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes, *, replace: bool = True) -> Path:
    """Replace the file at ``path`` with ``data`` atomically: a crash at any
    moment leaves the old file or the new one, never part of one. A link is
    refused (OSError, :func:`refuse_link`), neither written through nor
    replaced; the file keeps its permissions, and a new file gets the usual
    ones (0666 less the umask). Returns ``path``.

    With ``replace=False`` a file already there is never touched, not even
    one that appears while this one is written: FileExistsError instead.
    """
    path = Path(path)
    refuse_link(path)
    target = path
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    sweep_temporary_files(target.parent)
    fd, temp = _create_temporary(target)
    try:
        with os.fdopen(fd, "wb") as out:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(out.fileno(), mode)
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
            if not oslocks.deletes_open_files():  # Windows renames no open file: let go first
                oslocks.unlock(fd)
                out.close()
            if replace:  # still locked (POSIX), so no sweep takes it for a dead writer's
                _replace(temp, target)
            else:
                _name_new(temp, target)
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
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        try:
            _replace(temp, path)
        except BaseException:
            os.unlink(path)
            raise
    else:
        os.unlink(temp)


LINK_REFUSED = N_("it is a link, and a link is never written through")


def refuse_link(path: str | os.PathLike[str]) -> None:
    """OSError (ELOOP, what opening a link without following it says) when ``path`` is a link: no file
    the game writes, renames or keeps aside is reached through one. A link that appears after this
    look is replaced by the rename itself, never followed: what it pointed to is untouched."""
    if os.path.islink(path):
        raise OSError(errno.ELOOP, _(LINK_REFUSED), str(path))


NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""Open a name, never what a link of that name points to (POSIX); where the system lacks it,
:func:`open_sidecar` looks first."""


def open_sidecar(path: str | os.PathLike[str], mode: int = 0o666) -> int:
    """Open (making it if need be) the hidden sidecar ``path`` for a lock, never following a link: a
    sidecar planted as a link to somewhere else is refused (OSError ELOOP) and nothing is made there."""
    if not NO_FOLLOW:
        refuse_link(path)
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | NO_FOLLOW | getattr(os, "O_CLOEXEC", 0), mode)
    except OSError as error:
        if error.errno == errno.ELOOP or os.path.islink(path):  # BSDs say EMLINK
            raise OSError(errno.ELOOP, _(LINK_REFUSED), str(path)) from None
        raise


def _replace(temp: str, target: Path) -> None:
    """Rename ``temp`` over ``target``, trying again after each of :data:`REPLACE_WAITS`
    while the system refuses because someone has ``target`` open."""
    for wait in REPLACE_WAITS:
        try:
            os.replace(temp, target)
            return
        except PermissionError:
            time.sleep(wait)
    os.replace(temp, target)


def temporary_name_pattern(target: Path) -> str:
    """A regular expression for the names :func:`write_bytes_atomic` gives its
    temporary files beside ``target`` (and those of older versions, ``.<name>.XXXXXXXX.tmp``)."""
    return (rf"^\.{re.escape(target.name)}\.({_TEMP_MARK}-[0-9]+-[{_TEMP_CHARACTERS}]{{6}}"
            rf"|[{_TEMP_CHARACTERS}]{{8}})\.tmp$")


_UNPREDICTABLE = random.SystemRandom()
"""The operating system's randomness (what ``secrets`` uses, without its start-up cost of OpenSSL)."""


def _create_temporary(target: Path) -> tuple[int, str]:
    """A new file ``.<name>.freecell-retro-<pid>-XXXXXX.tmp`` beside ``target``,
    opened for writing and locked, created 0666 so that the umask alone
    decides its permissions (``tempfile.mkstemp`` would make it 0600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        suffix = "".join(_UNPREDICTABLE.choice(_TEMP_CHARACTERS) for _ in range(6))
        temp = os.path.join(target.parent, f".{target.name}.{_TEMP_MARK}-{os.getpid()}-{suffix}.tmp")
        problem = long_path_problem(temp)
        if problem is not None:
            raise OSError(errno.ENAMETOOLONG, problem, str(target))
        try:
            fd = os.open(temp, flags, 0o666)
        except FileExistsError:
            continue
        if oslocks.try_lock(fd) and os.fstat(fd).st_nlink > 0:
            return fd, temp
        os.close(fd)  # a sweep took it for a dead writer's between the two steps: take another
        _unlink_quietly(temp)
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(target.parent))


def sweep_temporary_files(folder: str | os.PathLike[str]) -> None:
    """Remove from ``folder`` the temporary files of writers that died
    mid-save: ours by name, and holding no lock (a live writer holds its
    file's lock from the moment it makes it). Whatever cannot be removed stays."""
    try:
        with os.scandir(folder) as entries:
            leftovers = [entry.path for entry in entries
                         if _OUR_TEMPORARY.match(entry.name) and entry.is_file(follow_symlinks=False)]
    except (OSError, ValueError):
        return
    for path in leftovers:
        _remove_if_abandoned(path)


def _remove_if_abandoned(path: str) -> None:
    try:
        fd = os.open(path, _READ_FLAGS | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return
    try:
        abandoned = oslocks.try_lock(fd)
        if abandoned:
            if oslocks.deletes_open_files():
                _unlink_quietly(path)  # under the lock, so its writer cannot be starting on it
            oslocks.unlock(fd)
    finally:
        os.close(fd)
    if abandoned and not oslocks.deletes_open_files():
        _unlink_quietly(path)  # refused while anyone has it open: a writer that just made it


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
