/* The count over ranks' inner loops in C (fishsolve.gofish.deduce.rankdp, driven by
 * rankkernel.py): a player's options from their fills, one player's layer of a rank's placement
 * forward, the same layer backward with the rank's table, the steps between ranks, and the
 * sampled runs' dropping of states that cannot be completed. rankdp.py runs the same loops in
 * Python when this module is not built, and the tests compare the two (totals and every table,
 * exact integers; tests/gofish/test_gofish_rank_kernel.py).
 *
 * A rank's layers stay here from its start states to its end (a Table object each), so Python
 * integers are made only at the ranks' boundaries. States are the packed integers of
 * rankcodec.Codec (below 2^62: the caller checks the codec), moves integer additions; counts are
 * unsigned integers of LIMBS 64-bit limbs, every addition and multiplication checked: on
 * overflow a function raises OverflowError. Built twice: `_rankstep` with four limbs (256 bits:
 * early 52-card counts pass 2^128) and `_rankstep128` with two (_rankstep128.c; a count in 128
 * bits moves half the memory), the caller trying the narrow one where the count should fit, then
 * the wide one, then Python.
 *
 * Tables keep their entries in insertion order, as a Python dict does, so that a layer read back
 * into Python (to thin it, when sampling) is in the order the Python loops would have made it.
 *
 * One translation unit in parts, each a file #included below in order: the counts' arithmetic
 * (_rankstep_numbers.c), the Table type (_rankstep_tables.c), its digits (_rankstep_digits.c)
 * and its thinning (_rankstep_thinning.c), the Moves type (_rankstep_moves.c), a rank's first
 * layer (_rankstep_carry.c), the programme between the players' steps (_rankstep_programme.c), a
 * player's step forward and backward (_rankstep_steps.c), a player's shape (_rankstep_shape.c),
 * the options from a fill (_rankstep_fills.c), the options reaching dead fills
 * (_rankstep_reached.c) and the completion checks (_rankstep_checks.c); this file keeps the
 * build's settings and the module itself.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_blocks.h"
#include "_options.h"

#ifndef LIMBS
#define LIMBS 4 /* a count's 64-bit limbs: 4 here, 2 in _rankstep128 */
#endif
#if LIMBS == 2
#define MODULE_NAME "_rankstep128"
#define MODULE_INIT PyInit__rankstep128
#elif LIMBS == 4
#define MODULE_NAME "_rankstep"
#define MODULE_INIT PyInit__rankstep
#else
#error "LIMBS is 2 or 4"
#endif
#define BYTES (8 * LIMBS)

typedef unsigned __int128 u128;
typedef struct {
    uint64_t l[LIMBS]; /* lowest limb first */
} u256; /* named for the wide build: LIMBS * 64 bits */

#define MOST_RADIX 16 /* a rank's cards + 1: the split of a completion by the stock's cards */
#define FORWARD_BATCH 8 /* states whose memory forward fetches ahead at once */
#define AHEAD_SLOTS (1 << 16) /* a table of more hash slots has its entries fetched ahead too */

/* The parts, in order: each uses what the ones before it define. */
#include "_rankstep_numbers.c"
#include "_rankstep_tables.c"
#include "_rankstep_digits.c"
#include "_rankstep_thinning.c"
#include "_rankstep_moves.c"
#include "_rankstep_carry.c"
#include "_rankstep_programme.c"
#include "_rankstep_steps.c"
#include "_rankstep_shape.c"
#include "_rankstep_fills.c"
#include "_rankstep_reached.c"
#include "_rankstep_checks.c"

/* hold(delta) -> holders: a count starts (+1) or ends (-1) keeping its tables' freed memory for
 * the next tables (_blocks.c); at none, what was kept is given back. */
static PyObject *hold(PyObject *self, PyObject *args) {
    (void)self;
    int delta;
    if (!PyArg_ParseTuple(args, "i", &delta)) return NULL;
    if (delta != 1 && delta != -1) {
        PyErr_SetString(PyExc_ValueError, "hold takes 1 or -1");
        return NULL;
    }
    return PyLong_FromLong(blk_hold(delta));
}

/* kept() -> (blocks, bytes) of freed memory kept for reuse now. */
static PyObject *kept_blocks(PyObject *self, PyObject *Py_UNUSED(ignored)) {
    (void)self;
    size_t blocks, bytes;
    blk_kept(&blocks, &bytes);
    return Py_BuildValue("(nn)", (Py_ssize_t)blocks, (Py_ssize_t)bytes);
}

/* large_from(bytes) -> the size before: blocks of `bytes` or more are mapped and kept while a
 * count holds them (0: unchanged; _blocks.c). */
static PyObject *large_from(PyObject *self, PyObject *args) {
    (void)self;
    Py_ssize_t bytes;
    if (!PyArg_ParseTuple(args, "n", &bytes)) return NULL;
    if (bytes < 0) {
        PyErr_SetString(PyExc_ValueError, "a size in bytes, 0 or more");
        return NULL;
    }
    return PyLong_FromSize_t(blk_large((size_t)bytes));
}

static PyMethodDef methods[] = {
    {"large_from", large_from, METH_VARARGS,
     "large_from(bytes) -> the size before: blocks this large are mapped and kept during a count"},
    {"hold", hold, METH_VARARGS,
     "hold(delta) -> holders: a count starts (1) or ends (-1) keeping freed tables' memory"},
    {"kept_blocks", kept_blocks, METH_NOARGS,
     "kept_blocks() -> (blocks, bytes) of freed tables' memory kept for reuse"},
    {"forward", forward, METH_VARARGS,
     "forward(layer, moves, radix, m, width, reach, smult, budget[, part, parts, most, both]) -> "
     "(layer | None, work)"},
    {"join", join, METH_VARARGS, "join(a, b) -> a, holding b's states after its own"},
    {"aligned", aligned, METH_VARARGS,
     "aligned(layer, like) -> a split table aligned with layer, like's counts an entry, all zero"},
    {"starts_value", starts_value, METH_VARARGS,
     "starts_value(value, starts, radix, square, smult, stock[, as_table]) -> {state: "
     "completions} (a table with as_table)"},
    {"options_many", options_many, METH_VARARGS,
     "options_many(shape, codes, mult[, allowed, groups, radix]) -> per code, its Options (by "
     "cards placed; card asks: with the visits)"},
    {"carry", carry, METH_VARARGS,
     "carry(states, mult, width, smult, mult_next, smult_next, free) -> (first layer, starts)"},
    {"between", between, METH_VARARGS,
     "between(layer, radix, smult, stock[, split, total, sampling, as_table]) -> the states "
     "after the rank (a dict, or a Table)"},
    {"completions", completions, METH_VARARGS,
     "completions(layer, after, radix, smult, stock) -> the last layer's completions, split"},
    {"reached", reached, METH_VARARGS,
     "reached(options, code, mult) -> the set of packed fills after the rank the options reach"},
    {"reached_split", reached_split, METH_VARARGS,
     "The fills each code's options reach, each once: (those dead does not know, those dead)."},
    {"kept_many", kept_many, METH_VARARGS,
     "Per code, its options without the moves reaching a fill in gone (the same where none)."},
    {"kept", kept, METH_VARARGS,
     "kept(options, code, mult, gone) -> the options without the moves reaching a fill in gone"},
    {"unfit", unfit, METH_VARARGS,
     "unfit(digits, radix, caps, checks) -> the digits no placement of the ranks left completes "
     "(rankbound.Bounds.fits on each)"},
    {"backward", backward, METH_VARARGS,
     "backward(layer, value, moves, radix, m, width, reach, smult, factors, offset, laid, "
     "budget[, lo, hi, back]) -> (split | None, table, work)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, MODULE_NAME,
    "The count over ranks' inner loops in C (see rankdp.py; the same loops run in Python "
    "without it).",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC MODULE_INIT(void) {
    if (PyType_Ready(&TableType) < 0 || PyType_Ready(&MovesType) < 0) return NULL;
    PyObject *mod = PyModule_Create(&module);
    if (!mod) return NULL;
    Py_INCREF(&TableType);
    Py_INCREF(&MovesType);
    if (PyModule_AddObject(mod, "Table", (PyObject *)&TableType) < 0 ||
        PyModule_AddObject(mod, "Moves", (PyObject *)&MovesType) < 0 ||
        opt_ready(mod, LIMBS == 4) < 0) { /* _rankstep128 reads _rankstep's options */
        Py_DECREF(mod);
        return NULL;
    }
    return mod;
}
