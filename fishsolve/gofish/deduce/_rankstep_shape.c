/* Part of _rankstep.c's one translation unit: a player's shape for a rank (rankshape.Shape, as
 * rankkernel._packed gives it) read into the enumeration's state, for the options from their fills
 * (_rankstep_fills.c). #included there, in its place among the parts, and compiled with them
 * twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- a player's shape for the rank (rankdp.RankCount._options and _player_options) ------------ */

#define MOST_CLASSES 64
#define MOST_CHECKS 256

typedef struct {
    int m, size, now, most;
    int caps[MOST_CLASSES], closed[MOST_CLASSES], merge[MOST_CLASSES], fills[MOST_CLASSES];
    /* per class end e (1..m): the checks ending there, running through, weighing */
    int end_at[MOST_CLASSES + 2], span_at[MOST_CLASSES + 2], weigh_at[MOST_CLASSES + 2];
    int end_lo[MOST_CHECKS], span_lo[MOST_CHECKS], span_hi[MOST_CHECKS], weigh_lo[MOST_CHECKS];
    uint64_t end_mask[MOST_CHECKS];
    uint64_t weigh[MOST_CHECKS][MOST_RADIX]; /* a value's weight (1 when the pick names none) */
    int64_t radix_after[MOST_CLASSES], code, mult;
    int64_t base; /* the fills' code after the rank with nothing placed: sum fills * radix after */
    int x[MOST_CLASSES], prefix[MOST_CLASSES + 1];
    /* the options found, merged by (move, held now), in order of first sight */
    Py_ssize_t n, room;
    int64_t *move;
    int *held, *cards;
    uint64_t *ways;
    int overflow;
    /* past HASH_FROM options, an index of them by (move, held): entry + 1, 0 empty */
    uint32_t *index;
    size_t slots; /* a power of two, 0: none made yet */
    int indexed;  /* the index holds this enumeration's options (else it is made anew) */
    /* card asks (card_options): the groups of the rank's cards, which may lie in each class */
    int ngroups, gsize[8], gmult[8], used[8], nok[MOST_CLASSES], ok[MOST_CLASSES][8];
    long long visits;
} Enum;

static int small_int(PyObject *o, int lo, int hi, int *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < lo || v > hi) {
        PyErr_SetString(PyExc_OverflowError, "a shape's number past the C loops' limits");
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int int_list(PyObject *list, int n, int lo, int hi, int *out) {
    if (!PyList_Check(list) || PyList_GET_SIZE(list) != n) {
        PyErr_SetString(PyExc_TypeError, "a list of the classes' length expected");
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (small_int(PyList_GET_ITEM(list, i), lo, hi, &out[i]) < 0) return -1;
    return 0;
}

/* Reads the per-end lists of (lo, value) pairs: `at` the start of each end's run in the flat
 * arrays; kind 0: (lo, mask), 1: (lo, hi), 2: (lo, weights tuple). */
static int read_checks(PyObject *per_end, Enum *en, int kind) {
    int m = en->m, k = 0;
    int *at = kind == 0 ? en->end_at : kind == 1 ? en->span_at : en->weigh_at;
    if (!PyList_Check(per_end) || PyList_GET_SIZE(per_end) != m + 1) {
        PyErr_SetString(PyExc_TypeError, "checks per class end expected");
        return -1;
    }
    for (int e = 0; e <= m; e++) {
        at[e] = k;
        PyObject *list = PyList_GET_ITEM(per_end, e);
        if (!PyList_Check(list)) {
            PyErr_SetString(PyExc_TypeError, "a list of checks expected");
            return -1;
        }
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(list); j++, k++) {
            PyObject *item = PyList_GET_ITEM(list, j);
            if (k >= MOST_CHECKS) {
                PyErr_SetString(PyExc_OverflowError, "more checks than the C loops take");
                return -1;
            }
            if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
                PyErr_SetString(PyExc_TypeError, "a check is (lo, value)");
                return -1;
            }
            int lo;
            if (small_int(PyTuple_GET_ITEM(item, 0), 0, m, &lo) < 0) return -1;
            PyObject *v = PyTuple_GET_ITEM(item, 1);
            if (kind == 0) {
                en->end_lo[k] = lo;
                unsigned long long mask = PyLong_AsUnsignedLongLong(v);
                if (mask == (unsigned long long)-1 && PyErr_Occurred()) return -1;
                en->end_mask[k] = mask;
            } else if (kind == 1) {
                en->span_lo[k] = lo;
                if (small_int(v, -1, 1 << 20, &en->span_hi[k]) < 0) return -1;
            } else {
                en->weigh_lo[k] = lo;
                if (!PyTuple_Check(v) || PyTuple_GET_SIZE(v) != en->most + 1) {
                    PyErr_SetString(PyExc_TypeError, "a weighing is a weight per count");
                    return -1;
                }
                for (int c = 0; c <= en->most; c++) {
                    unsigned long long w = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(v, c));
                    if (w == (unsigned long long)-1 && PyErr_Occurred()) return -1;
                    en->weigh[k][c] = w;
                }
            }
        }
    }
    at[m + 1] = k;
    return 0;
}

/* The shape (and, card asks, the groups) read into en; -1 with an exception. A shape:
 * (caps, closed, now, merge, size, most, radix after, ending [(lo, allowed mask)], spanning
 * [(lo, most)], weighing [(lo, weight per count)]), the last three per class end; the options
 * are those of rankshape.options_of / card_options_of, in the same order. */
static int parse_shape(Enum *en, PyObject *shape, PyObject *allowed, PyObject *gsizes, int radix,
                       long long mult) {
    if (PyTuple_GET_SIZE(shape) != 10) {
        PyErr_SetString(PyExc_TypeError, "a shape is a 10-tuple");
        return -1;
    }
    en->m = (int)PyList_Size(PyTuple_GET_ITEM(shape, 0));
    if (en->m < 0 || en->m > MOST_CLASSES) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_OverflowError, "more classes than the C loops take");
        return -1;
    }
    int m = en->m;
    en->mult = mult;
    if (int_list(PyTuple_GET_ITEM(shape, 0), m, 0, 1 << 20, en->caps) < 0 ||
        int_list(PyTuple_GET_ITEM(shape, 1), m, 0, 1, en->closed) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 2), 0, m, &en->now) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 4), 1, MOST_CLASSES, &en->size) < 0 ||
        int_list(PyTuple_GET_ITEM(shape, 3), m, 0, en->size - 1, en->merge) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 5), 0, MOST_RADIX - 1, &en->most) < 0)
        return -1;
    PyObject *rad = PyTuple_GET_ITEM(shape, 6);
    if (!PyList_Check(rad) || PyList_GET_SIZE(rad) != en->size) {
        PyErr_SetString(PyExc_TypeError, "a radix per class after expected");
        return -1;
    }
    for (int c = 0; c < en->size; c++)
        if (read_key(PyList_GET_ITEM(rad, c), &en->radix_after[c]) < 0) return -1;
    if (read_checks(PyTuple_GET_ITEM(shape, 7), en, 0) < 0 ||
        read_checks(PyTuple_GET_ITEM(shape, 8), en, 1) < 0 ||
        read_checks(PyTuple_GET_ITEM(shape, 9), en, 2) < 0)
        return -1;
    if (allowed) {
        if (PyList_GET_SIZE(allowed) != m || PyList_GET_SIZE(gsizes) > 8 || radix < 1 ||
            radix > 4096) {
            PyErr_SetString(PyExc_OverflowError, "groups past the C loops' limits");
            return -1;
        }
        en->ngroups = (int)PyList_GET_SIZE(gsizes);
        int gm = 1;
        for (int g = 0; g < en->ngroups; g++) {
            if (small_int(PyList_GET_ITEM(gsizes, g), 0, 15, &en->gsize[g]) < 0) return -1;
            en->gmult[g] = gm;
            gm *= en->gsize[g] + 1;
        }
        for (int c = 0; c < m; c++) {
            PyObject *ok = PyList_GET_ITEM(allowed, c);
            if (!PyList_Check(ok) || PyList_GET_SIZE(ok) > en->ngroups) {
                PyErr_SetString(PyExc_TypeError, "a list of groups per class expected");
                return -1;
            }
            en->nok[c] = (int)PyList_GET_SIZE(ok);
            if (int_list(ok, en->nok[c], 0, en->ngroups - 1, en->ok[c]) < 0) return -1;
        }
    }
    return 0;
}
