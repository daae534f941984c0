"""A card table's rows: :meth:`CardView.decided` makes the same row as the class itself does."""

from __future__ import annotations

import pickle
from dataclasses import FrozenInstanceError, asdict, fields

import pytest

from fishsolve.literature.deduce.view import CardView


def test_a_decided_row_is_the_row_the_class_makes() -> None:
    made = CardView.decided("QS", "high-s", True, ["Asha", "Ben"])
    same = CardView("QS", "high-s", True, ["Asha", "Ben"])
    assert made == same
    assert repr(made) == repr(same)
    assert asdict(made) == asdict(same)
    # Every field is set, and no other: a field added to the class must be added here too.
    assert set(vars(made)) == {f.name for f in fields(CardView)}
    assert made.undecided == []
    assert made.undecided is not CardView.decided("2S", "low-s", False, []).undecided
    assert pickle.loads(pickle.dumps(made)) == same
    with pytest.raises(FrozenInstanceError):
        made.in_play = False  # type: ignore[misc]
