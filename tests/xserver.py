"""A private X server for the real-window tests: Xvfb on a display number it picks itself, handed over
only once it answers a client, so that a game started on it a moment later never meets a server still
starting; and started with ``-noreset``: an X server otherwise resets whenever its last client leaves
(the probe, each xdotool command), and a game connecting during a reset is told "Cannot connect"."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from typing import IO

ATTEMPTS = 600
"""Connections tried (50 ms apart) before a server that said it was ready and still does not answer fails
the test: only a bound against a hang."""


class XServerFailed(Exception):
    """Xvfb is installed but did not give a display that answers: a failure to see, never a skip."""


@dataclass
class XServer:
    """A running Xvfb; ``display`` is its name (":N")."""

    process: subprocess.Popen[bytes]
    display: str
    log: IO[bytes]

    def said(self) -> str:
        """What Xvfb wrote on its standard error, for a failure's message."""
        self.log.seek(0)
        return self.log.read().decode(errors="replace").strip()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def xvfb_path() -> str | None:
    return shutil.which("Xvfb")


def answers(display: str) -> bool:
    """Does an X client (Xlib, as pyglet's) connect to ``display``?"""
    found = ctypes.util.find_library("X11")
    if found is None:
        raise XServerFailed("libX11 is missing, so no client can reach the X server")
    x11 = ctypes.cdll.LoadLibrary(found)
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    connection = x11.XOpenDisplay(display.encode())
    if not connection:
        return False
    x11.XCloseDisplay(connection)
    return True


def start_xvfb(xvfb: str, screen: str) -> XServer:
    """Xvfb with one screen of ``screen`` (WxHxDepth), once a client can connect to it."""
    log = tempfile.TemporaryFile()
    read, write = os.pipe()
    process = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=log)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    server = XServer(process, f":{number}", log)
    if not number:
        process.wait(10)
        log.seek(0)
        raise XServerFailed(f"Xvfb named no display (exit status {process.returncode}): {server.said()}")
    for _ in range(ATTEMPTS):
        if answers(server.display):
            return server
        if process.poll() is not None:
            raise XServerFailed(f"Xvfb on {server.display} ended ({process.returncode}): {server.said()}")
        time.sleep(0.05)
    server.stop()
    raise XServerFailed(f"Xvfb on {server.display} never answered a client")
