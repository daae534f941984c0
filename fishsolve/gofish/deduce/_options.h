/* A player's options from one packed fill of a rank (_rankstep.c), kept in C arrays from their
 * making (options_many) to the loops that read them (Moves), instead of Python lists of
 * (move, ways, held now) tuples (_options.c). */
#ifndef FISHSOLVE_OPTIONS_H
#define FISHSOLVE_OPTIONS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* The options of one fill, grouped by cards placed (card asks: by the digit of the cards
 * placed): group g's moves are move[off[g]] .. move[off[g + 1] - 1], each with its ways and the
 * cards of the rank the player holds now after it. Immutable once made. To Python an Options is
 * a read-only sequence of its groups, each a new list of (move, ways, held now) tuples (the
 * Python loops' and the tests' reading of it), with `size` its moves in all. */
typedef struct {
    PyObject_HEAD
    int groups;
    Py_ssize_t size;
    Py_ssize_t *off; /* groups + 1 */
    int64_t *move;
    uint64_t *ways;
    int *now;
    void *block; /* the one allocation holding the arrays */
} Options;

/* The Options type: `_rankstep`'s own; `_rankstep128` reads and makes the same type (its module
 * imports it from `_rankstep` at its start), so that options made by either module are read by
 * both. Set by opt_ready. */
extern PyTypeObject *opt_type;

/* Make the type ready and add it to `mod` as "Options" (owner: `_rankstep`), or take `_rankstep`'s
 * (not owner). -1 with an exception. */
int opt_ready(PyObject *mod, int owner);

/* New options of `groups` groups and `size` moves, their arrays unset (off[groups] = size). */
Options *opt_new(int groups, Py_ssize_t size);

/* `o` as Options (a new reference): the same object, or made from a list per group of lists of
 * (move, ways, held now) tuples; NULL with an exception otherwise. */
Options *opt_from(PyObject *o);

#endif
