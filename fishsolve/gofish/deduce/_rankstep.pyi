"""Types of the C extension built from _rankstep.c (the count over ranks' inner loops)."""

from collections.abc import Callable, Sequence
from typing import Literal, final, overload

@final
class Table:
    """One layer of a rank's placement: packed states and their exact counts."""

    def __init__(self, layer: dict[int, int], /) -> None: ...
    def __len__(self) -> int: ...
    def bits(self) -> int: ...
    def to_dict(self) -> dict[int, int]: ...
    def codes(self, m: int, width: int, /) -> list[int]: ...
    def digits(self, m: int, width: int, radix: int, left: bool, /) -> list[int]: ...
    def without(self, m: int, width: int, radix: int, left: bool, bad: list[int], /) -> Table: ...
    def thin(self, keep: int, draw: Callable[[], float], /) -> tuple[Table, dict[int, int]]: ...

@final
class Options(Sequence[list[tuple[int, int, int]]]):
    """A player's options from one fill, by cards placed: each group (move, ways, held now)."""

    def __init__(self, groups: list[list[tuple[int, int, int]]], /) -> None: ...
    @property
    def size(self) -> int: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, group: int, /) -> list[tuple[int, int, int]]: ...
    @overload
    def __getitem__(self, group: slice, /) -> Sequence[list[tuple[int, int, int]]]: ...

Groups = Options | list[list[tuple[int, int, int]]]

@final
class Moves:
    """One player's options for one rank, by the digit of their fills."""

    def __init__(
        self,
        options: list[tuple[int, Groups]],
        cards: int,
        below: list[list[int]] = ...,
        total: list[int] = ...,
        /,
    ) -> None: ...

def large_from(bytes: int, /) -> int: ...
def hold(delta: Literal[1, -1], /) -> int: ...
def kept_blocks() -> tuple[int, int]: ...
def forward(
    layer: Table,
    moves: Moves,
    radix: int,
    m: int,
    width: int,
    reach: int,
    smult: int,
    budget: int,
    part: int = 0,
    parts: int = 1,
    most: int = -1,
    both: bytearray = ...,
    /,
) -> tuple[Table | None, int]: ...
def join(a: Table, b: Table, /) -> Table: ...
def aligned(layer: Table, like: Table, /) -> Table: ...
@overload
def starts_value(
    value: Table, starts: dict[int, int] | Table, radix: int, square: int, smult: int, stock: int, /
) -> dict[int, int]: ...
@overload
def starts_value(
    value: Table,
    starts: dict[int, int] | Table,
    radix: int,
    square: int,
    smult: int,
    stock: int,
    as_table: bool,
    /,
) -> dict[int, int] | Table: ...
@overload
def options_many(shape: tuple[object, ...], codes: list[int], mult: int, /) -> list[Options]: ...
@overload
def options_many(
    shape: tuple[object, ...],
    codes: list[int],
    mult: int,
    allowed: list[list[int]],
    groups: list[int],
    radix: int,
    /,
) -> list[tuple[Options, int]]: ...
def carry(
    states: dict[int, int] | Table,
    mult: list[int],
    width: list[int],
    smult: int,
    mult_next: list[int],
    smult_next: int,
    free: int,
    shares: list[tuple[int, int, int]] | None = ...,
    radix: int = ...,
    stock: int = ...,
    /,
) -> tuple[Table, Table]: ...
@overload
def between(
    layer: Table,
    radix: int,
    smult: int,
    stock: int,
    split: list[int] | None = ...,
    total: list[int] | None = ...,
    sampling: bool = ...,
    /,
) -> dict[int, int]: ...
@overload
def between(
    layer: Table,
    radix: int,
    smult: int,
    stock: int,
    split: list[int] | None,
    total: list[int] | None,
    sampling: bool,
    as_table: Literal[True],
    /,
) -> Table: ...
@overload
def completions(
    layer: Table, after: dict[int, int] | Table, radix: int, smult: int, stock: int, /
) -> Table: ...
@overload
def completions(
    layer: Table,
    after: dict[int, int] | Table,
    radix: int,
    smult: int,
    stock: int,
    split: list[int],
    total: list[int],
    sampling: bool,
    wide: int = 0,
    /,
) -> tuple[Table, dict[tuple[int, int], int]]: ...
def reached(options: Groups, code: int, mult: int, /) -> set[int]: ...
def reached_split(
    options: list[Groups],
    codes: list[int],
    mult: int,
    dead: dict[int, bool],
    /,
) -> tuple[list[int], set[int]]: ...
def kept_many(
    options: list[Groups],
    codes: list[int],
    mult: int,
    gone: set[int],
    /,
) -> list[Groups]: ...
def kept(options: Groups, code: int, mult: int, gone: set[int], /) -> Options: ...
def unfit(
    digits: list[int],
    radix: int,
    caps: list[int],
    checks: list[list[tuple[int, int, int, int]] | None],
    /,
) -> list[int]: ...
def backward(
    layer: Table,
    value: Table,
    moves: Moves,
    radix: int,
    m: int,
    width: int,
    reach: int,
    smult: int,
    factors: dict[int, int] | None,
    offset: int,
    laid: bool,
    budget: int,
    lo: int = 0,
    hi: int = -1,
    back: Table | None = None,
    /,
) -> tuple[Table | None, dict[tuple[int, ...], int] | None, int]: ...
