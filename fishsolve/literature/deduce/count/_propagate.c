/* Unit propagation of the counter's clauses in C, part of the _dp extension (see _dp.c): the same
 * passes as fishsolve.literature.deduce.count.propagation.Propagation.propagate_loops, which stays the
 * reference (tests/literature/test_count_propagate_c.py compares the two).
 */
#include "_dp.h"

/* Unit propagation on bit-mask domains, the same passes as propagation.Counter.propagate (and
 * propagate_sizes): clauses are tuples of (deck position, player bit, positive) literals. The
 * domain list is updated in place; returns the open clauses (each the tuple of its literals
 * still unknown, the literal objects themselves, in the order of the Python loops), or None on a
 * contradiction (the domain list is then partly updated, as the Python loops leave it). */
typedef struct {
    PyObject *obj; /* the literal tuple (borrowed from the clause) */
    Py_ssize_t card;
    uint64_t bit;
    int positive;
} Lit;

PyObject *fishsolve_propagate(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *domain_list, *clauses;
    long hand_size, players;
    if (!PyArg_ParseTuple(args, "O!O!ll", &PyList_Type, &domain_list, &PyList_Type, &clauses,
                          &hand_size, &players))
        return NULL;
    if (players < 1 || players > 63) {
        PyErr_SetString(PyExc_ValueError, "1 to 63 players");
        return NULL;
    }
    Py_ssize_t ncards = PyList_GET_SIZE(domain_list);
    Py_ssize_t nclauses = PyList_GET_SIZE(clauses);
    uint64_t *dom = malloc(sizeof(uint64_t) * (ncards ? ncards : 1));
    Py_ssize_t total = 0;
    for (Py_ssize_t i = 0; i < nclauses; i++) {
        PyObject *cl = PyList_GET_ITEM(clauses, i);
        if (!PyTuple_Check(cl)) {
            free(dom);
            PyErr_SetString(PyExc_TypeError, "a clause is a tuple of literals");
            return NULL;
        }
        total += PyTuple_GET_SIZE(cl);
    }
    Lit *lits = malloc(sizeof(Lit) * (total ? total : 1));
    /* Clause j's literals are lits[start[j] .. start[j] + len[j]); two buffers, swapped. */
    Py_ssize_t *start = malloc(sizeof(Py_ssize_t) * (nclauses ? nclauses : 1));
    Py_ssize_t *len = malloc(sizeof(Py_ssize_t) * (nclauses ? nclauses : 1));
    Lit *next_lits = malloc(sizeof(Lit) * (total ? total : 1));
    Py_ssize_t *next_start = malloc(sizeof(Py_ssize_t) * (nclauses ? nclauses : 1));
    Py_ssize_t *next_len = malloc(sizeof(Py_ssize_t) * (nclauses ? nclauses : 1));
    PyObject *result = NULL;
    int contradiction = 0;
    if (!dom || !lits || !start || !len || !next_lits || !next_start || !next_len) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t k = 0; k < ncards; k++) {
        dom[k] = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(domain_list, k));
        if (PyErr_Occurred()) goto done;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t i = 0; i < nclauses; i++) {
        PyObject *cl = PyList_GET_ITEM(clauses, i);
        start[i] = at;
        len[i] = PyTuple_GET_SIZE(cl);
        for (Py_ssize_t j = 0; j < len[i]; j++, at++) {
            PyObject *lit = PyTuple_GET_ITEM(cl, j);
            if (!PyTuple_Check(lit) || PyTuple_GET_SIZE(lit) != 3) {
                PyErr_SetString(PyExc_TypeError, "a literal is (position, bit, positive)");
                goto done;
            }
            lits[at].obj = lit;
            lits[at].card = PyLong_AsSsize_t(PyTuple_GET_ITEM(lit, 0));
            lits[at].bit = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(lit, 1));
            lits[at].positive = PyObject_IsTrue(PyTuple_GET_ITEM(lit, 2));
            if (PyErr_Occurred()) goto done;
            if (lits[at].card < 0 || lits[at].card >= ncards) {
                PyErr_SetString(PyExc_IndexError, "a literal's card is outside the deck");
                goto done;
            }
        }
    }
    Py_ssize_t n = nclauses;
    int changed = 1;
    while (changed && !contradiction) {
        changed = 0;
        Py_ssize_t kept = 0, out = 0;
        for (Py_ssize_t i = 0; i < n && !contradiction; i++) {
            Py_ssize_t unknown = 0, first = out;
            int satisfied = 0;
            for (Py_ssize_t j = start[i]; j < start[i] + len[i]; j++) {
                uint64_t d = dom[lits[j].card];
                if (!(d & lits[j].bit)) {
                    if (!lits[j].positive) { satisfied = 1; break; }
                } else if (d == lits[j].bit) {
                    if (lits[j].positive) { satisfied = 1; break; }
                } else {
                    next_lits[out++] = lits[j];
                    unknown++;
                }
            }
            if (satisfied) { out = first; continue; }
            if (unknown == 0) { contradiction = 1; break; }
            if (unknown == 1) {
                Lit *u = &next_lits[first];
                uint64_t d = dom[u->card];
                uint64_t nd = u->positive ? (d & u->bit) : (d & ~u->bit);
                if (!nd) { contradiction = 1; break; }
                if (nd != d) changed = 1;
                dom[u->card] = nd;
                out = first;
                continue;
            }
            next_start[kept] = first;
            next_len[kept] = unknown;
            kept++;
        }
        if (contradiction) break;
        /* The open clauses become the clauses of the next pass. */
        Lit *tl = lits; lits = next_lits; next_lits = tl;
        Py_ssize_t *ts = start; start = next_start; next_start = ts;
        Py_ssize_t *tn = len; len = next_len; next_len = tn;
        n = kept;
        /* Hand sizes, as propagate_sizes: counts taken once, then each player in seat order. */
        long fixed[64] = {0}, maybe[64] = {0};
        for (Py_ssize_t k = 0; k < ncards; k++) {
            uint64_t d = dom[k];
            int alone = (d & (d - 1)) == 0;
            for (long p = 0; p < players; p++) {
                if (d >> p & 1) {
                    maybe[p]++;
                    if (alone) fixed[p]++;
                }
            }
        }
        for (long p = 0; p < players && !contradiction; p++) {
            uint64_t bit = (uint64_t)1 << p;
            if (fixed[p] > hand_size || maybe[p] < hand_size) { contradiction = 1; break; }
            if (fixed[p] == hand_size && maybe[p] > fixed[p]) {
                for (Py_ssize_t k = 0; k < ncards; k++)
                    if ((dom[k] & bit) && dom[k] != bit) { dom[k] &= ~bit; changed = 1; }
            } else if (maybe[p] == hand_size && fixed[p] < maybe[p]) {
                for (Py_ssize_t k = 0; k < ncards; k++)
                    if ((dom[k] & bit) && dom[k] != bit) { dom[k] = bit; changed = 1; }
            }
        }
    }
    for (Py_ssize_t k = 0; k < ncards; k++) {
        PyObject *v = PyLong_FromUnsignedLongLong(dom[k]);
        if (!v) goto done;
        PyList_SetItem(domain_list, k, v); /* steals v */
    }
    if (contradiction) {
        result = Py_None;
        Py_INCREF(result);
        goto done;
    }
    result = PyList_New(n);
    if (!result) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *t = PyTuple_New(len[i]);
        if (!t) { Py_CLEAR(result); goto done; }
        for (Py_ssize_t j = 0; j < len[i]; j++) {
            PyObject *lit = lits[start[i] + j].obj;
            Py_INCREF(lit);
            PyTuple_SET_ITEM(t, j, lit);
        }
        PyList_SET_ITEM(result, i, t);
    }
done:
    free(dom);
    free(lits);
    free(start);
    free(len);
    free(next_lits);
    free(next_start);
    free(next_len);
    return result;
}
