"""The terminal under ``fishsolve live``'s screen: Textual's own driver, reading the keys as UTF-8
that leaves out a byte of another encoding instead of stopping the screen.

Textual's driver decodes what the terminal sends as strict UTF-8 in its input thread: a terminal
set to another encoding (Latin-1: ``é`` is the byte 0xE9) makes it raise there, and the screen
ends with a traceback. :class:`Terminal` reads the same way but leaves such bytes out and posts
:class:`NotUtf8` to the app, which says so in one line.

Only for POSIX terminals (:func:`terminal_driver` is None elsewhere, where Textual's own driver is
used).
"""

from __future__ import annotations

import codecs
import os
import selectors
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from textual.drivers.linux_driver import LinuxDriver


class NotUtf8(Message):
    """Bytes the terminal sent that are not UTF-8 (left out of what was typed)."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self.data = data


def split_bad(text: str) -> tuple[str, bytes]:
    r"""``text`` (decoded with ``surrogateescape``) without the bytes that were not UTF-8, and
    those bytes.

    >>> split_bad("caf\udce9 au lait")
    ('caf au lait', b'\xe9')
    """
    bad = bytes(ord(c) - 0xDC00 for c in text if 0xDC80 <= ord(c) <= 0xDCFF)
    if not bad:
        return text, b""
    return "".join(c for c in text if not 0xDC80 <= ord(c) <= 0xDCFF), bad


def terminal_driver() -> type[LinuxDriver] | None:
    """The driver of the screen on this system (None: Textual's own choice)."""
    try:
        from textual._parser import ParseError
        from textual._xterm_parser import XTermParser
        from textual.drivers.linux_driver import LinuxDriver
    except ImportError:  # pragma: no cover - Windows, or a Textual without these
        return None

    class Terminal(LinuxDriver):
        """Textual's POSIX driver with an input thread that does not stop on a byte that is not
        UTF-8 (its loop, with a tolerant decoder)."""

        def run_input_thread(self) -> None:
            try:
                parser = XTermParser(self._debug)
            except TypeError:  # pragma: no cover - a Textual whose parser is made otherwise
                super().run_input_thread()
                return
            selector = selectors.SelectSelector()
            selector.register(self.fileno, selectors.EVENT_READ)
            decode = codecs.getincrementaldecoder("utf-8")(errors="surrogateescape").decode

            def process(found: list[tuple[selectors.SelectorKey, int]], final: bool) -> None:
                for i, (_key, mask) in enumerate(found):
                    if mask & selectors.EVENT_READ:
                        last = i == len(found) - 1
                        data = decode(os.read(self.fileno, 4096), final=final and last)
                        if not data:
                            break  # stdin piped, at its end
                        data, bad = split_bad(data)
                        if bad:
                            self._app.post_message(NotUtf8(bad))
                        for event in parser.feed(data):
                            self.process_message(event)
                for event in parser.tick():
                    self.process_message(event)

            try:
                while not self.exit_event.is_set():
                    process(selector.select(0.1), False)
                selector.unregister(self.fileno)
                process(selector.select(0.1), True)
            finally:
                selector.close()
                try:
                    for _event in parser.feed(""):
                        pass
                except (EOFError, ParseError):
                    pass

    return Terminal
