/* What the whole count's two sources share (_count.c and _count_read.c, parts of the _dp
 * extension: see _dp.c): one call's arguments as read, and the steps that read them and build
 * the half-suits' groups. */
#ifndef FISHSOLVE_COUNT_H
#define FISHSOLVE_COUNT_H

#include "_groups.h"

static inline Py_ssize_t seq_size(PyObject *seq) {
    if (PyList_Check(seq)) return PyList_GET_SIZE(seq);
    if (PyTuple_Check(seq)) return PyTuple_GET_SIZE(seq);
    return -1;
}

static inline PyObject *seq_item(PyObject *seq, Py_ssize_t i) {
    return PyList_Check(seq) ? PyList_GET_ITEM(seq, i) : PyTuple_GET_ITEM(seq, i);
}
/* What one call counts: its arguments read, and each open card's places. */
typedef struct {
    Py_ssize_t npos, nseats, width;
    long long dom[MAX_POS], half[MAX_POS], place[MAX_SEATS];
    int caps[MAX_WIDTH];
    PyObject *vec[MAX_WIDTH]; /* the players of the places (borrowed) */
    uint64_t pmask[MAX_POS];  /* an open card's places */
    int open[MAX_POS];        /* the card may still be with more than one seat */
    int named[MAX_POS];       /* some clause names the card */
} Call;

/* _count_read.c: the call's arguments read into c (0, 1 if no deal fits, -2 where it cannot, -4
 * on a Python error); the clause-bound half-suits' groups and the free cards' groups. */
int read_call(Call *c, PyObject *domain_obj, PyObject *place_obj, PyObject *caps_obj,
              PyObject *half_obj, PyObject *clauses_obj, PyObject *cards, PyObject *players,
              PyObject *vec_players);
int half_groups(Call *c, PyObject *clauses_obj, Grp *groups, int *nhalves);
int free_groups(const Call *c, Grp *groups, int K, int *nfree);

#endif
