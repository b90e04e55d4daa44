"""Hostile files and names on the real command line: special files, YAML
bombs, names that would escape their folder, names too long for the file
system, undecodable bytes. Each must end in exit status 2 and exactly one
line naming the file, with no traceback and no hang. Pipes and YAML bombs run
as real processes (a regression would hang the test run, so they get a
timeout); the rest are many cases through ``main`` in this process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro.cli import main
from freecell_retro.engine import microsoft_deal
from freecell_retro.engine.errors import one_line
from freecell_retro.files.setgames import format_setgame

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent
SOLUTION = "3a 32\n"
CARDS = " ".join(str(card) for card in microsoft_deal(5))
BILLION_LAUGHS = "a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]\n" + "".join(
    f"{b}: &{b} [{', '.join(['*' + a] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi"))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's folders, fresh, for this process and the ones it starts."""
    for name, folder in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                         ("XDG_CACHE_HOME", "cache")):
        monkeypatch.setenv(name, str(tmp_path / folder))
    monkeypatch.setenv("ARCADE_HEADLESS", "1")
    return tmp_path


def commands(path: Path, out: Path) -> dict[str, list[str]]:
    """Every command that reads a player's file, reading ``path``."""
    return {"replay": ["replay", str(path), "--game", "5"],
            "solve --setgame": ["solve", "--setgame", str(path), "--out", str(out)],
            "stats --config": ["stats", "--config", str(path)],
            "screenshot --setgame": ["screenshot", "--setgame", str(path), "-o", str(out / "shot.png")]}


def assert_one_line(status: int, err: str, named: object, line: int | None = None) -> None:
    """Exit status 2 and exactly one error line (warnings aside) naming the file."""
    errors = [text for text in err.split("\n")[:-1] if not text.startswith("freecell-retro: warning: ")]
    assert status == 2 and err.endswith("\n") and len(errors) == 1, err
    assert errors[0].startswith("freecell-retro: error: ") and errors[0].isprintable(), err
    assert "Traceback" not in err and one_line(str(named)) in errors[0], err
    if line is not None:
        assert f", line {line}: " in errors[0], err


def fails(args: list[str], capsys: pytest.CaptureFixture[str], named: object, line: int | None = None) -> str:
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert isinstance(stop.value.code, int)
    assert_one_line(stop.value.code, err, named, line)
    return err


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_retro", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=10, env=os.environ.copy())


# -- special files (13.3) ------------------------------------------------------------

def test_a_pipe_given_as_any_file_is_refused_at_once(home: Path) -> None:
    fifo = home / "stats.Pipe"
    os.mkfifo(fifo)
    for args in [*commands(fifo, home).values(), ["stats", str(fifo)]]:
        result = run(*args)
        assert_one_line(result.returncode, result.stderr, fifo)
    tooltypes = home / "config" / "freecell-retro" / "tooltypes.yaml"
    tooltypes.unlink()  # the player's copy the runs above made
    os.mkfifo(tooltypes)
    result = run("stats")
    assert_one_line(result.returncode, result.stderr, tooltypes)
    assert "pipe" in result.stderr


@pytest.mark.parametrize("kind", ["folder", "loop", "device", "too long",
                                  pytest.param("no permission", marks=pytest.mark.unprivileged)])
def test_special_files_given_as_any_file(home: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    path = {"folder": home / "folder", "loop": home / "loop", "device": Path("/dev/null"),
            "too long": home / ("a" * 300), "no permission": home / "locked"}[kind]
    (home / "folder").mkdir()
    (home / "loop").symlink_to("loop")
    (home / "locked").write_text("x")
    (home / "locked").chmod(0)
    for name, args in commands(path, home).items():
        err = fails(args, capsys, path)
        assert "no such" not in err, name


def test_stats_config_names_the_real_problem(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = fails(["stats", "--config", "/dev/null"], capsys, "/dev/null")
    assert "a device, not a regular file" in err


# -- YAML bombs (13.2) ---------------------------------------------------------------

@pytest.mark.parametrize("key", ["MULTIPLESTATS", "STATSDIR", "SCREENMODE"])
def test_a_billion_laughs_in_the_tool_types_is_refused_at_once(home: Path, key: str) -> None:
    path = home / "tt.yaml"
    path.write_text(BILLION_LAUGHS + f"{key}: *i\n")
    result = run("stats", "--config", str(path))
    assert_one_line(result.returncode, result.stderr, path, line=1)
    assert "aliases" in result.stderr


@pytest.mark.parametrize("text, line", [("\n\nSTATSDIR: " + "[" * 50_000, 3), ("CARDSET: &x small\n", 1),
                                        ("GAMERANGE: [" + "1, " * 2000 + "2]", 1)])
def test_deep_or_big_yaml_is_refused(home: Path, capsys: pytest.CaptureFixture[str], text: str, line: int) -> None:
    path = home / "tt.yaml"
    path.write_text(text)
    fails(["stats", "--config", str(path)], capsys, path, line)


# -- names that would escape their folder (13.1) --------------------------------------

ESCAPING = ["x/../../../escaped", "x/inside", "x\\..\\..\\escaped", "..", ".hidden", "a\x85b"]


@pytest.mark.parametrize("name", ESCAPING)
def test_a_set_game_name_in_a_stats_file_never_becomes_a_path(home: Path, capsys: pytest.CaptureFixture[str],
                                                              name: str) -> None:
    path = home / "stats.Traded"
    path.write_text(f"FREECELL-RETRO STATS 1\n\nunfinished-setgame {name}\nunfinished-cards {CARDS}\n")
    fails(["stats", str(path)], capsys, path, line=3)


@pytest.mark.parametrize("name", [".hidden", "a:b", "x\\..\\..\\escaped", "bell\x07", "caf\udce9"])
def test_a_set_game_file_name_is_checked_before_it_names_a_solution(home: Path, capsys: pytest.CaptureFixture[str],
                                                                    name: str) -> None:
    path = home / name
    path.write_bytes(format_setgame(microsoft_deal(5)).encode())
    for command in ("solve --setgame", "screenshot --setgame"):
        fails(commands(path, home)[command], capsys, path)
    assert not (home / "Solutions").exists() and os.listdir(home) == sorted(os.listdir(home))


@pytest.mark.parametrize("name", ["x\\..\\escaped", "..", ".x", "a\x07b", "😀" * 49, "caf\udce9", "../escaped"])
def test_stats_names_are_checked(home: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["stats", name])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and err[:-1].isprintable()


@pytest.mark.parametrize("name", ["../small", "small/..", "a\x07", ".."])
def test_card_set_names_are_checked(home: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    err = fails(["screenshot", "5", "--cardset", name, "-o", str(home / "shot.png")], capsys, "--cardset")
    assert not (home / "shot.png").exists() and "no card set" not in err


def test_a_card_sheet_outside_its_folder_is_refused(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from freecell_retro.ui.screen.cardset import cardset_folders

    folder = home / "data" / "freecell-retro" / "cardsets" / "hostile-sheet"
    folder.mkdir(parents=True)
    text = (cardset_folders()["small"] / "cardset.yaml").read_text()
    (folder / "cardset.yaml").write_text(text + "\nimage: ../../../../../etc/passwd\n")
    fails(["screenshot", "5", "--cardset", "hostile-sheet", "-o", str(home / "shot.png")], capsys,
          "card sheet name")


def test_a_billion_laughs_in_a_card_set_is_refused(home: Path) -> None:
    folder = home / "data" / "freecell-retro" / "cardsets" / "hostile-yaml"
    folder.mkdir(parents=True)
    (folder / "cardset.yaml").write_text(BILLION_LAUGHS + "name: *i\n")
    result = run("screenshot", "5", "--cardset", "hostile-yaml", "-o", str(home / "shot.png"))
    assert_one_line(result.returncode, result.stderr, folder / "cardset.yaml", line=1)


# -- tool types folders and names too long (13.4, 14.1) ----------------------------------

@pytest.mark.parametrize("folder", ['"/tmp/\\udcff"', '"/tmp/\\ud800"', '"/tmp/a\\0b"', '"/tmp/a\\x1bb"',
                                    "/tmp/" + "a" * 256, "/a" * 2100])
@pytest.mark.parametrize("multiple", ["YES", "NO"])
def test_tool_types_folders_that_cannot_be_paths(home: Path, capsys: pytest.CaptureFixture[str], folder: str,
                                                 multiple: str) -> None:
    path = home / "tt.yaml"
    path.write_text(f"MULTIPLESTATS: {multiple}\n\nSTATSDIR: {folder}\n")
    fails(["stats", "--config", str(path)], capsys, path, line=3)


def test_names_too_long_for_the_file_system(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    long = "a" * 300
    for args, named in [(["stats", "--config", str(home / long)], home / long),
                        (["replay", str(home / long / "Solution.game5_O")], home / long),
                        (["solve", "--setgame", str(home / long)], home / long),
                        (["screenshot", "--setgame", str(home / long), "-o", str(home / "x.png")], home / long),
                        (["stats", str(home / long / "stats.Fred")], "stats file"),
                        (["stats", str(home) + "/b" * 1500 + "/stats.Fred"], "stats file"),
                        (["stats", "stats." + long], long[:40])]:
        fails(args, capsys, named)


# -- undecodable bytes and line counting on the command line (13.4, 13.5) ------------------

def test_latin1_and_line_separators_in_a_stats_file(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = home / "stats.L"
    path.write_bytes(b"FREECELL-RETRO STATS 1\n# caf\xe9 \x85\x0c\x1c\nwins " + b"\xe9" * 5000 + b"\n")
    fails(["stats", str(path)], capsys, path, line=3)


def test_a_solution_with_line_separators_counts_lines_as_an_editor(home: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = home / "Solution.game5_O"
    path.write_text("# one\u2028two\x0cthree\n3a\nzz\n")
    fails(["replay", str(path)], capsys, path, line=3)


@pytest.mark.parametrize("argv", [["solve", "617", "--out"], ["screenshot", "617", "-o"]])
def test_a_write_path_too_deep_is_one_line(home: Path, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    deep = str(home) + "/d" * 3000
    with pytest.raises(SystemExit) as stop:
        main([*argv, deep + ("/shot.png" if argv[0] == "screenshot" else "")])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_stats_on_a_pipe_says_it_is_a_pipe(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = home / "stats.Piped"
    os.mkfifo(pipe)
    with pytest.raises(SystemExit) as stop:
        main(["stats", str(pipe)])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "pipe" in err and "no such stats file" not in err


def test_a_name_the_terminal_cannot_show_is_escaped_not_a_traceback(home: Path) -> None:
    folder = home / "data" / "freecell-retro" / "stats"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "stats.café").write_text("FREECELL-RETRO STATS 1\nwins 1\n")
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(ROOT),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    done = subprocess.run([sys.executable, "-m", "freecell_retro", "stats"], env=env, capture_output=True,
                          timeout=60)
    assert done.returncode == 0 and b"Traceback" not in done.stderr and b"caf\\xe9" in done.stdout
