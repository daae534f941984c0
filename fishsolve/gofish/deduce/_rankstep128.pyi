"""Types of the C extension built from _rankstep128.c: _rankstep.c with counts in 128 bits, the
same functions and types."""

from fishsolve.gofish.deduce._rankstep import *  # noqa: F403
