"""The windows over the board in words: a requester (its title, text and which button Return
presses), the file requester's list as it is walked, the menu strip walked from the keys, the
guide's page and links as they are stepped through.

Each window is watched through a :class:`Watch`: :meth:`Watch.opened` says the window as it comes,
:meth:`Watch.state` is what the player can change in it, and :meth:`Watch.changed` says what
changed between two states (the ringed button, the item walked to, the text typed). The
:class:`~.narrator.Narrator` looks at the top window every refresh and speaks what these say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...language import _, ngettext
from ..screen.menus import MenuStrip
from ..screen.menuwindow import MenuStripWindow
from ..screen.toolwindows import GuideWindow, PaletteWindow
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester
from ..windows.requesterwindow import RequesterWindow
from ..windows.stack import Window
from .words import FULL

State = dict[str, Any]
LISTED = 8
"""A file requester's list at most this long is read out whole when it opens (full detail)."""


def _joined(parts: list[str]) -> str:
    return " ".join(part for part in parts if part)


class Watch:
    """How one window is said; the do-nothing defaults fit a window with nothing to say."""

    def opened(self, detail: str) -> str:
        return ""

    def state(self) -> State:
        return {}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        return []


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text[-1] in ".?!:,;" else text + "."


class RequesterWatch(Watch):
    """A requester: title, lines, the checkbox, field and list, the buttons and the one Return presses."""

    def __init__(self, requester: Requester) -> None:
        self.requester = requester

    def opened(self, detail: str) -> str:
        r = self.requester
        parts = [_sentence(r.title), *(_sentence(line) for line in r.lines if line.strip())]
        if r.checkbox is not None:
            parts.append(self._checkbox(r.checked))
        if r.field is not None:
            parts.append(_("Text field: {text}.").format(text=r.field.text or _("empty")))
        if r.choices is not None and r.choices.selected is not None and r.choices.items:
            parts.append(self._item(r.choices.selected))
        if r.error:
            parts.append(_sentence(r.error))
        if detail == FULL and len(r.buttons) > 1:
            parts.append(_("Buttons: {buttons}.").format(buttons=", ".join(
                _("{label}, key {letter}").format(label=label, letter=letter) if letter else label
                for label, letter in zip(r.buttons, r.shortcuts))))
        parts.append(self._return(r.positive))
        return _joined(parts)

    def _return(self, positive: int) -> str:
        return _("Return: {button}.").format(button=self.requester.buttons[positive])

    def _checkbox(self, checked: bool) -> str:
        label = self.requester.checkbox or ""
        return (_("{label}: checked.") if checked else _("{label}: not checked.")).format(label=label)

    def _item(self, index: int) -> str:
        choices = self.requester.choices
        assert choices is not None
        return _("{item}, {number} of {count}.").format(item=choices.items[index], number=index + 1,
                                                         count=len(choices.items))

    def state(self) -> State:
        r = self.requester
        return {"positive": r.positive, "checked": r.checked, "error": r.error,
                "field": r.field.text if r.field is not None else None,
                "item": r.choices.selected if r.choices is not None else None}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        said = []
        if after["positive"] != before["positive"]:
            said.append(self._return(after["positive"]))
        if after["checked"] != before["checked"]:
            said.append(self._checkbox(after["checked"]))
        if after["field"] != before["field"] and after["field"] is not None:
            said.append(after["field"] or _("empty"))
        if after["item"] != before["item"] and after["item"] is not None:
            said.append(self._item(after["item"]))
        if after["error"] != before["error"] and after["error"]:
            said.append(_sentence(after["error"]))
        return said


class FileWatch(Watch):
    """The file requester: where it is, how many entries, the entry walked to, the name typed."""

    def __init__(self, requester: FileRequester) -> None:
        self.requester = requester

    def _where(self, detail: str = FULL) -> str:
        r = self.requester
        count = len(r.entries)
        where = r.location.rstrip(":/") or _("the volumes")
        said = _("In {where}, {entries}").format(
            where=where, entries=ngettext("{count} entry", "{count} entries", count).format(count=count))
        if detail == FULL and 0 < count <= LISTED:
            return _("{said}: {names}.").format(said=said, names=", ".join(entry.name for entry in r.entries))
        return said + "."

    def _entry(self) -> str:
        r, entry = self.requester, self.requester.selected
        if entry is None:
            return ""
        index = r.choices.selected or 0
        kind = "" if entry.kind.value == "file" else _(entry.kind.value)
        name = _("{name}, {kind}").format(name=entry.name, kind=kind) if kind else entry.name
        return _("{entry}, {number} of {count}.").format(entry=name, number=index + 1, count=len(r.entries))

    def opened(self, detail: str) -> str:
        r = self.requester
        parts = [_("{title}: a file requester.").format(title=r.title), self._where(detail)]
        if r.file.text:
            parts.append(_("Name: {name}.").format(name=r.file.text))
        parts.append(self._entry())
        if detail == FULL:
            parts.append(_("Up and Down walk the list, or type a name; Return opens, Escape cancels."))
        return _joined(parts)

    def state(self) -> State:
        r = self.requester
        return {"where": r.location, "count": len(r.entries), "entry": r.selected, "index": r.choices.selected,
                "name": r.file.text, "error": r.error, "focus": r.focus}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        said = []
        if (after["where"], after["count"]) != (before["where"], before["count"]) and after["where"] != before["where"]:
            said.append(self._where(detail))
        if (after["entry"], after["index"]) != (before["entry"], before["index"]) and after["entry"] is not None:
            said.append(self._entry())
        elif after["name"] != before["name"]:
            said.append(_("Name: {name}.").format(name=after["name"] or _("empty")))
        if after["focus"] != before["focus"]:
            said.append(_("{gadget} gadget.").format(gadget=_(after["focus"].value.capitalize())))
        if after["error"] != before["error"] and after["error"]:
            said.append(_sentence(after["error"]))
        return said


def menu_item_words(menus: MenuStrip, at: tuple[int, ...], detail: str) -> str:
    """An item of the menu strip as the keys walk to it: its label, whether it is checked,
    opens a sub-menu or is ghosted, and (full) its Right-Amiga shortcut."""
    item = menus.at(at)
    if len(at) == 2 and item.submenu is not None:
        item = menus.menus[at[0]].items[at[1]]
    parts = [_(item.label)]
    if item.checked is not None:
        parts.append(_("checked") if item.is_checked else _("not checked"))
    if item.submenu is not None and len(at) == 2:
        parts.append(_("sub-menu, Right opens it"))
    if not item.is_enabled:
        parts.append(_("unavailable"))
    if detail == FULL and item.letter:
        parts.append(_("Alt {letter}").format(letter=item.letter))
    return ", ".join(parts) + "."


class MenuWatch(Watch):
    """The menu strip walked from the keys (F10): the menu, then each item as it is lit."""

    def __init__(self, window: MenuStripWindow) -> None:
        self.window = window

    def _lit(self, with_menu: bool, detail: str) -> str:
        at = self.window.highlight
        if at is None or len(at) < 2:
            return ""
        said = menu_item_words(self.window.menus, at, detail)
        if with_menu:
            return _("{menu} menu: {item}").format(menu=_(self.window.menus.menus[at[0]].title), item=said)
        return said

    def opened(self, detail: str) -> str:
        if not self.window.keyboard:
            return ""
        hint = _("Menu strip: arrows walk it, Return selects, Escape closes.") if detail == FULL else ""
        return _joined([hint, self._lit(True, detail)])

    def state(self) -> State:
        return {"at": self.window.highlight}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        if not self.window.keyboard or after["at"] == before["at"] or after["at"] is None:
            return []
        new_menu = before["at"] is None or before["at"][0] != after["at"][0]
        return [self._lit(new_menu, detail)]


class GuideWatch(Watch):
    """How To Play: the page's title and the text in view; each link as Tab steps to it."""

    def __init__(self, window: GuideWindow) -> None:
        self.guide = window.model

    def _text(self, rows: list[Any]) -> str:
        return " ".join("".join(run.text for run in row).strip() for row in rows).strip()

    def opened(self, detail: str) -> str:
        return _joined([_sentence(self.guide.title), self._text(self.guide.visible)])

    def state(self) -> State:
        g = self.guide
        return {"node": g.node.name, "top": g.top, "focus": g.focus, "message": g.message}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        g = self.guide
        if after["node"] != before["node"]:
            return [self.opened(detail)]
        said = []
        if after["focus"] != before["focus"] and after["focus"] is not None:
            index = after["focus"]
            label = " ".join(run.text for row in g.page.rows for run in row
                             if run.link is not None and run.link is g.page.links[index]).strip()
            said.append(_("Link: {label}.").format(label=label or g.page.links[index].node))
        elif after["top"] != before["top"]:
            old, new = before["top"], after["top"]
            rows = (g.page.rows[max(new, old + g.rows):new + g.rows] if new > old
                    else g.page.rows[new:min(old, new + g.rows)])
            said.append(self._text(rows))
        if after["message"] != before["message"] and after["message"]:
            said.append(after["message"])
        return said


class PaletteWatch(Watch):
    """The palette editor: the pen chosen and what it draws, its levels as they change, the error line."""

    def __init__(self, window: PaletteWindow) -> None:
        self.editor = window.model

    def _pen(self) -> str:
        editor = self.editor
        red, green, blue = editor.colour
        name = editor.palette.names[editor.pen]
        pen = _("Pen {pen}, {name}").format(pen=editor.pen, name=name) if name else \
            _("Pen {pen}").format(pen=editor.pen)
        return _("{pen}: red {red}, green {green}, blue {blue}.").format(pen=pen, red=red, green=green, blue=blue)

    def opened(self, detail: str) -> str:
        hint = _("Left and Right choose the pen; R, G or B the colour; Up and Down its level; "
                 "Return uses, Escape cancels, H the High Contrast colours.") if detail == FULL else ""
        return _joined([_("Palette requester."), self._pen(), hint])

    def state(self) -> State:
        editor = self.editor
        return {"pen": editor.pen, "colour": editor.colour, "palette": editor.palette, "error": editor.error}

    def changed(self, before: State, after: State, detail: str) -> list[str]:
        said = []
        if (after["pen"], after["colour"]) != (before["pen"], before["colour"]):
            said.append(self._pen())
        elif after["palette"] != before["palette"]:
            said.append(_("The colours changed."))
        if after["error"] != before["error"] and after["error"]:
            said.append(_sentence(after["error"]))
        return said


WATCHES: list[tuple[type[Window], Callable[[Any], Watch]]] = [
    (MenuStripWindow, MenuWatch), (GuideWindow, GuideWatch), (PaletteWindow, PaletteWatch)]


def watch_for(window: Window) -> Watch | None:
    """How ``window`` is said; None for the board and the windows on the floor."""
    if isinstance(window, RequesterWindow):
        model = window.model
        if isinstance(model, FileRequester):
            return FileWatch(model)
        if isinstance(model, Requester):
            return RequesterWatch(model)
        return None
    for kind, make in WATCHES:
        if isinstance(window, kind):
            return make(window)
    return None
