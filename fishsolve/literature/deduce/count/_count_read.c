/* A whole count's arguments read and its groups built, part of the _dp extension (see _dp.c and
 * _count.c, which counts them): the domains, places and capacities of one call, each
 * clause-bound half-suit's placements, and the free cards' closed forms, as usage.solve builds
 * them. */
#include "_count.h"

static int read_ints(PyObject *list, Py_ssize_t most, long long *out, Py_ssize_t *n) {
    *n = seq_size(list);
    if (*n < 0 || *n > most) return -2;
    for (Py_ssize_t i = 0; i < *n; i++) {
        out[i] = PyLong_AsLongLong(seq_item(list, i));
        if (out[i] == -1 && PyErr_Occurred()) return -4;
    }
    return 0;
}

/* The capacity vector from the domains (see fishsolve_count): 0, 1 if no deal fits, -2 where it
 * cannot (a shape past its limits), -4 on a Python error. */
static int derive_places(const long long *dom, Py_ssize_t npos, PyObject *hand_obj,
                         PyObject *players, long long *place, Py_ssize_t *nseats, long long *caps,
                         Py_ssize_t *width, PyObject **vec) {
    long long hand = PyLong_AsLongLong(hand_obj);
    if (hand == -1 && PyErr_Occurred()) return -4;
    *nseats = seq_size(players);
    if (*nseats < 0 || *nseats > MAX_SEATS) return -2;
    long long fixed[MAX_SEATS] = {0};
    uint64_t open = 0;
    for (Py_ssize_t k = 0; k < npos; k++) {
        uint64_t d = (uint64_t)dom[k];
        if (!d) return -2;
        if (d & (d - 1))
            open |= d;
        else if (__builtin_ctzll(d) < *nseats)
            fixed[__builtin_ctzll(d)]++;
        else
            return -2;
    }
    *width = 0;
    for (Py_ssize_t s = 0; s < *nseats; s++) {
        if (open >> s & 1) {
            if (*width == MAX_WIDTH) return -2;
            place[s] = *width;
            caps[*width] = hand - fixed[s];
            vec[*width] = seq_item(players, s);
            (*width)++;
        } else {
            place[s] = -1;
            if (fixed[s] != hand) return 1;
        }
    }
    if (open >> *nseats) return -2;
    return 0;
}

/* Reads the arguments into c (see fishsolve_count, _count.c): 0, 1 if no deal fits, -2 where it
 * cannot, -4 on a Python error. */
int read_call(Call *c, PyObject *domain_obj, PyObject *place_obj, PyObject *caps_obj,
              PyObject *half_obj, PyObject *clauses_obj, PyObject *cards,
              PyObject *players, PyObject *vec_players) {
    long long caps_in[MAX_WIDTH];
    Py_ssize_t nhalf = 0;
    int err = read_ints(domain_obj, MAX_POS, c->dom, &c->npos);
    if (!err) err = read_ints(half_obj, MAX_POS, c->half, &nhalf);
    if (!err && place_obj == Py_None) {
        err = derive_places(c->dom, c->npos, caps_obj, players, c->place, &c->nseats, caps_in,
                            &c->width, c->vec);
    } else if (!err) {
        err = read_ints(place_obj, MAX_SEATS, c->place, &c->nseats);
        if (!err) err = read_ints(caps_obj, MAX_WIDTH, caps_in, &c->width);
        if (!err && seq_size(vec_players) != c->width) err = -2;
        for (Py_ssize_t i = 0; !err && i < c->width; i++) c->vec[i] = seq_item(vec_players, i);
    }
    if (err) return err;
    if (nhalf != c->npos || !PyList_Check(clauses_obj) || seq_size(cards) != c->npos ||
        seq_size(players) != c->nseats)
        return -2;
    for (Py_ssize_t i = 0; i < c->width; i++) {
        if (caps_in[i] < 0 || caps_in[i] > 15) return -2;
        c->caps[i] = (int)caps_in[i];
    }
    if (c->width == 0 && PyList_GET_SIZE(clauses_obj)) return -2;
    /* Each open card's places (with no place, no card is open: one deal, the cards placed). */
    for (Py_ssize_t k = 0; k < c->npos; k++) {
        uint64_t d = (uint64_t)c->dom[k];
        c->pmask[k] = 0;
        c->open[k] = c->named[k] = 0;
        if (!d || c->half[k] < 0 || c->half[k] >= MAX_HALVES) return -2;
        if (!(d & (d - 1))) continue;
        c->open[k] = 1;
        while (d) {
            int s = __builtin_ctzll(d);
            d &= d - 1;
            if (s >= c->nseats || c->place[s] < 0 || c->place[s] >= c->width) return -2;
            c->pmask[k] |= 1ULL << c->place[s];
        }
    }
    return 0;
}

/* The clause-bound half-suits' groups, in the order of their first clauses: their named cards
 * in deck order, their clauses as rows, their placements (enumerate_half). *nhalves is how many;
 * returns 0, 1 if some half-suit has no placement that satisfies its clauses (no deal), -1
 * (memory), -2 (not this function's: a clause across half-suits, past a limit) or -4. */
int half_groups(Call *c, PyObject *clauses_obj, Grp *groups, int *nhalves) {
    Py_ssize_t nclauses = PyList_GET_SIZE(clauses_obj);
    int half_order[MAX_HALVES], half_slot[MAX_HALVES], n_halves = 0;
    for (int h = 0; h < MAX_HALVES; h++) half_slot[h] = -1;
    int *clause_half = malloc(sizeof(int) * (nclauses ? nclauses : 1));
    ClauseRow *rows = calloc(nclauses ? nclauses : 1, sizeof(ClauseRow));
    int *row_slot = malloc(sizeof(int) * (nclauses ? nclauses : 1));
    int err = 0;
    if (!clause_half || !rows || !row_slot) {
        err = -1;
        goto done;
    }
    for (Py_ssize_t q = 0; q < nclauses; q++) {
        PyObject *cl = PyList_GET_ITEM(clauses_obj, q);
        if (!PyTuple_Check(cl) || PyTuple_GET_SIZE(cl) == 0) {
            err = -2;
            goto done;
        }
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cl); i++) {
            PyObject *lit = PyTuple_GET_ITEM(cl, i);
            if (!PyTuple_Check(lit) || PyTuple_GET_SIZE(lit) != 3) {
                err = -2;
                goto done;
            }
            long k = PyLong_AsLong(PyTuple_GET_ITEM(lit, 0));
            if (k == -1 && PyErr_Occurred()) {
                err = -4;
                goto done;
            }
            if (k < 0 || k >= c->npos || !c->open[k]) {
                err = -2;
                goto done;
            }
            c->named[k] = 1;
            if (i == 0) clause_half[q] = (int)c->half[k];
        }
        int h = clause_half[q];
        if (half_slot[h] < 0) {
            half_slot[h] = n_halves;
            half_order[n_halves++] = h;
        }
    }
    /* The half-suits' groups: their named cards in deck order. */
    int cidx[MAX_POS];
    for (int s = 0; s < n_halves; s++) {
        Grp *g = &groups[s];
        g->order = s;
        for (Py_ssize_t k = 0; k < c->npos; k++)
            if (c->named[k] && c->half[k] == half_order[s]) {
                if (g->ncards == MAX_HALF) {
                    err = -2;
                    goto done;
                }
                cidx[k] = g->ncards;
                g->cards[g->ncards++] = (int)k;
            }
    }
    /* Their clauses as rows over their cards. */
    for (Py_ssize_t q = 0; q < nclauses; q++) {
        PyObject *cl = PyList_GET_ITEM(clauses_obj, q);
        row_slot[q] = half_slot[clause_half[q]];
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cl); i++) {
            PyObject *lit = PyTuple_GET_ITEM(cl, i);
            long k = PyLong_AsLong(PyTuple_GET_ITEM(lit, 0));
            unsigned long long bit = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(lit, 1));
            int positive = PyObject_IsTrue(PyTuple_GET_ITEM(lit, 2));
            if (PyErr_Occurred() || positive < 0) {
                err = -4;
                goto done;
            }
            if (c->half[k] != clause_half[q] || !bit || (bit & (bit - 1))) {
                err = -2; /* a clause across half-suits, or not one player: not this function's */
                goto done;
            }
            int seat = __builtin_ctzll(bit);
            if (seat >= c->nseats || c->place[seat] < 0) {
                err = -2;
                goto done;
            }
            rows[q][2 * cidx[k] + !positive] |= (uint16_t)(1u << c->place[seat]);
        }
    }
    /* Each half-suit's placements, from its rows (in the clauses' order). */
    for (int s = 0; s < n_halves; s++) {
        int n = 0;
        for (Py_ssize_t q = 0; q < nclauses; q++)
            if (row_slot[q] == s) n++;
        ClauseRow *mine = malloc(sizeof(ClauseRow) * (n ? n : 1));
        if (!mine) {
            err = -1;
            goto done;
        }
        n = 0;
        for (Py_ssize_t q = 0; q < nclauses; q++)
            if (row_slot[q] == s) memcpy(mine[n++], rows[q], sizeof(ClauseRow));
        err = enumerate_half(&groups[s], c->pmask, mine, n, (int)c->width);
        free(mine);
        if (err) goto done;
        if (groups[s].n == 0) { /* no placement of this half-suit satisfies its clauses */
            err = 1;
            goto done;
        }
    }
done:
    *nhalves = n_halves;
    free(clause_half);
    free(rows);
    free(row_slot);
    return err;
}

/* The free cards (open, named by no clause) by domain, in Python's order of (number of cards,
 * places), as groups from groups[K] on: each but the largest in closed form (closed_group); the
 * largest, the last, is counted in closed form by the programme's end. *nfree is how many;
 * returns 0, -1 or -2. */
int free_groups(const Call *c, Grp *groups, int K, int *nfree) {
    uint64_t doms[MAX_POS];
    int counts[MAX_POS], nd = 0;
    for (Py_ssize_t k = 0; k < c->npos; k++) {
        if (!c->open[k] || c->named[k]) continue;
        int d = 0;
        while (d < nd && doms[d] != c->pmask[k]) d++;
        if (d == nd) {
            doms[nd] = c->pmask[k];
            counts[nd++] = 0;
        }
        counts[d]++;
    }
    /* insertion sort, ascending */
    for (int i = 1; i < nd; i++)
        for (int j = i; j > 0 && domain_less(counts[j], doms[j], counts[j - 1], doms[j - 1]);
             j--) {
            uint64_t t = doms[j];
            doms[j] = doms[j - 1];
            doms[j - 1] = t;
            int n = counts[j];
            counts[j] = counts[j - 1];
            counts[j - 1] = n;
        }
    for (int i = 0; i < nd; i++) {
        Grp *g = &groups[K + i];
        g->domain = doms[i];
        g->order = K + i;
        for (Py_ssize_t k = 0; k < c->npos; k++)
            if (c->open[k] && !c->named[k] && c->pmask[k] == doms[i])
                g->cards[g->ncards++] = (int)k;
    }
    *nfree = nd;
    for (int i = 0; i + 1 < nd; i++) {
        int err = closed_group(&groups[K + i], c->caps);
        if (err) return err;
    }
    return 0;
}

