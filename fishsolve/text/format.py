"""The version of fishsolve's record format, and the specification shipped with the package.

A log may say which version of the format it is written in: ``format: 1`` among the headers of
the text form, ``"fishsolve": 1`` in the JSON form. Without it a log is of version 1. Every
version of fishsolve reads every version up to its own, and refuses a later one by name (a
later fishsolve wrote it). docs/format.md is the specification; the grammar of each family's
text form (EBNF) and the JSON Schema of the JSON form are the files of ``fishsolve/text/spec/``,
read by :func:`spec_file`.

>>> read_version("1")
1
>>> read_version("2")
Traceback (most recent call last):
...
fishsolve.errors.NotationError: format 2 is newer than this fishsolve reads (1 and before); \
a later fishsolve wrote the log
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from fishsolve.errors import NotationError
from fishsolve.text.jsonlocate import short

FORMAT_VERSION = 1
"""The newest version of the format this fishsolve reads, and the one it writes."""

SPEC_FILES = ("literature.ebnf", "gofish.ebnf", "log.schema.json")
"""The specification's files: each family's text grammar and the JSON form's schema."""


def check_version(version: object) -> int:
    """``version`` as a version this fishsolve reads.

    Raises:
        NotationError: not a whole number from 1, or one later than :data:`FORMAT_VERSION`.
    """
    if type(version) is not int or version < 1:
        raise NotationError(
            f"expected the format's version, a whole number from 1; found {short(version)}"
        )
    if version > FORMAT_VERSION:
        raise NotationError(
            f"format {version} is newer than this fishsolve reads ({FORMAT_VERSION} and before); "
            "a later fishsolve wrote the log"
        )
    return version


def read_version(text: str) -> int:
    """The version a ``format:`` header gives (its value, ``1``).

    Raises:
        NotationError: not a version this fishsolve reads (:func:`check_version`).
    """
    word = text.strip()
    if not (word.isascii() and word.isdigit()) or len(word) > 9:
        return check_version(word)
    return check_version(int(word))


def spec_file(name: str) -> str:
    """The text of one of the specification's files (:data:`SPEC_FILES`)."""
    if name not in SPEC_FILES:
        raise ValueError(f"no specification file {name!r}; expected one of {SPEC_FILES}")
    return resources.files("fishsolve.text").joinpath("spec", name).read_text(encoding="utf-8")


def log_schema() -> dict[str, Any]:
    """The JSON Schema of a log's JSON form, both families (draft 2020-12)."""
    schema: dict[str, Any] = json.loads(spec_file("log.schema.json"))
    return schema
