/* The counting programme's inner loops in C: fishsolve.count_usage calls combine() when this
 * module is built, and runs the same loops in Python otherwise (same results, tested).
 *
 * States are usage vectors packed 5 bits a player (see count_usage._combine); counts are exact
 * unsigned 128-bit integers. Every multiplication and addition is checked: on overflow the
 * function raises OverflowError and the caller counts in Python (deal counts stay below 2^128
 * for every deck and table fishsolve supports, so this does not happen in practice).
 *
 * The sources: this file (the hashed programme and the module), _dense.c (the programme on dense
 * arrays), _marginals.c (the (card, player) sums from the programme's reach rows), _placements.c
 * (a half-suit's placements and a class's splits), _propagate.c (unit propagation), _count.c,
 * _count_read.c and _groups.c (a whole count in one call); _base.c what all of them read (128-bit
 * counts, the binomials, the last group's ways), _base.h, _dp.h and _count.h what they share.
 */
#include "_dp.h"

/* How many programmes ran each way since the module loaded (for tests and benchmarks). */
static unsigned long long RUNS_DENSE = 0, RUNS_HASHED = 0;

static PyObject *runs(PyObject *Py_UNUSED(self), PyObject *Py_UNUSED(args)) {
    return Py_BuildValue("{s:K,s:K}", "dense", RUNS_DENSE, "hashed", RUNS_HASHED);
}

/* The programme on arrays: floors, then the dense loops when they apply (see _dense.c) or the
 * hashed ones. sup[k], wts[k] (lens[k] each): group k's packed usages and weights; reach[k]
 * (zeroed, lens[k] each) receives group k's reach row; *total the count and per[p] what the
 * last group gives player p, summed over the placements. Error codes: -1 memory, -2 overflow,
 * -3 budget. */
int run_programme(Py_ssize_t K, uint64_t **sup, uint64_t **wts, Py_ssize_t *lens, u128 **reach,
                  uint64_t start, uint64_t guard, const uint64_t *viable, int width,
                  uint64_t domain_mask, int n_last, int has_last, unsigned long long budget,
                  long long dense_cells, u128 *out_total, u128 *per) {
    Table *fwd = calloc(K + 1, sizeof(Table));
    Table *bwd = calloc(K + 1, sizeof(Table));
    uint64_t *floors = calloc(K + 1, sizeof(uint64_t));
    int err = 0;
    u128 total = 0;
    if (!fwd || !bwd || !floors) {
        err = -1;
        goto done;
    }
    /* floors[k]: the least each coordinate must still receive from groups k.. and the last
     * group (the least of each group's vectors, summed; a one-player last group all its cards),
     * packed with each digit at most 16: a state u of layer k with (u + floors[k]) & guard
     * leaves some player less room than that, so no completion exists; it is dropped when made
     * (its count would be 0 in every sum it enters). */
    {
        int least[16] = {0};
        if (has_last && domain_mask && !(domain_mask & (domain_mask - 1)))
            least[__builtin_ctzll(domain_mask)] = n_last;
        for (Py_ssize_t k = K; k >= 0; k--) {
            if (k < K) {
                for (int i = 0; i < width; i++) {
                    int m = 31;
                    for (Py_ssize_t j = 0; j < lens[k]; j++) {
                        int x = (int)((sup[k][j] >> (5 * i)) & 31);
                        if (x < m) m = x;
                    }
                    least[i] += lens[k] ? m : 0;
                }
            }
            uint64_t f = 0;
            for (int i = 0; i < width; i++)
                f |= (uint64_t)(least[i] < 16 ? least[i] : 16) << (5 * i);
            floors[k] = f;
        }
    }
    /* The dense programme when every group's vectors use one number of cards each and the
     * index space (the first width-1 capacities + 1, multiplied) has at most dense_cells. */
    if (dense_cells > 0) {
        int caps[16];
        int64_t cells = 1;
        for (int i = 0; i < width; i++) caps[i] = 15 - (int)((start >> (5 * i)) & 31);
        for (int i = 0; i < width - 1 && cells <= dense_cells; i++) cells *= caps[i] + 1;
        int even = cells <= dense_cells;
        for (Py_ssize_t k = 0; k < K && even; k++) {
            int sum0 = -1;
            for (Py_ssize_t j = 0; j < lens[k] && even; j++) {
                int sum = 0;
                for (int i = 0; i < width; i++) sum += (int)((sup[k][j] >> (5 * i)) & 31);
                if (sum0 < 0) sum0 = sum;
                else if (sum != sum0) even = 0;
            }
        }
        if (even) {
            RUNS_DENSE++;
            err = combine_dense(K, sup, wts, lens, reach, start, guard, viable, floors, width,
                                domain_mask, n_last, has_last, budget, caps, cells, &total, per);
            goto done;
        }
    }
    /* Forward: fwd[k] = ways for groups[:k] to use exactly v. */
    RUNS_HASHED++;
    if (table_init(&fwd[0], 1) < 0) {
        err = -1;
        goto done;
    }
    table_add(&fwd[0], start, 1);
    unsigned long long spent = 0;
    for (Py_ssize_t k = 0; k < K; k++) {
        Table *cur = &fwd[k], *nxt = &fwd[k + 1];
        spent += (unsigned long long)cur->n * (unsigned long long)lens[k];
        if (budget && spent * 2 > budget) {
            err = -3;
            goto done;
        }
        if (table_init(nxt, cur->n * 4 + 16) < 0) {
            err = -1;
            goto done;
        }
        uint64_t need = viable[k + 1], floor = floors[k + 1];
        for (size_t i = 0; i < cur->cap; i++) {
            uint64_t v = cur->keys[i];
            if (!v) continue;
            u128 ways = cur->vals[i];
            for (Py_ssize_t j = 0; j < lens[k]; j++) {
                uint64_t u = v + sup[k][j];
                if ((u & guard) || ((u + floor) & guard) || (((u + need) & guard) != guard))
                    continue;
                u128 add;
                if (__builtin_mul_overflow(ways, (u128)wts[k][j], &add)) {
                    err = -2;
                    goto done;
                }
                int r = table_add(nxt, u, add);
                if (r < 0) {
                    err = r;
                    goto done;
                }
            }
        }
    }
    /* Backward: bwd[k] = ways for groups[k:] and the last group to complete v; the same sweep
     * gathers reach[k][j] = sum over v of fwd[k][v] * bwd[k+1][v + d_j]. */
    if (table_init(&bwd[K], fwd[K].n + 1) < 0) {
        err = -1;
        goto done;
    }
    for (size_t i = 0; i < fwd[K].cap; i++) {
        uint64_t v = fwd[K].keys[i];
        if (!v) continue;
        u128 fill;
        if (finish(v, width, domain_mask, n_last, has_last, &fill) < 0) {
            err = -2;
            goto done;
        }
        if (fill) table_add(&bwd[K], v, fill);
    }
    for (Py_ssize_t k = K - 1; k >= 0; k--) {
        Table *later = &bwd[k + 1];
        if (table_init(&bwd[k], fwd[k].n + 1) < 0) {
            err = -1;
            goto done;
        }
        uint64_t need = viable[k + 1], floor = floors[k + 1];
        for (size_t i = 0; i < fwd[k].cap; i++) {
            uint64_t v = fwd[k].keys[i];
            if (!v) continue;
            u128 before = fwd[k].vals[i], acc = 0;
            for (Py_ssize_t j = 0; j < lens[k]; j++) {
                uint64_t u = v + sup[k][j];
                /* The forward sweep kept no such state: skip the lookup (bwd[k+1] holds only
                 * states of fwd[k+1]). */
                if ((u & guard) || ((u + floor) & guard) || (((u + need) & guard) != guard))
                    continue;
                u128 after = table_get(later, u);
                if (!after) continue;
                u128 t1, t2;
                if (__builtin_mul_overflow((u128)wts[k][j], after, &t1) ||
                    __builtin_add_overflow(acc, t1, &acc) ||
                    __builtin_mul_overflow(before, after, &t2) ||
                    __builtin_add_overflow(reach[k][j], t2, &reach[k][j])) {
                    err = -2;
                    goto done;
                }
            }
            if (acc) table_add(&bwd[k], v, acc);
        }
    }
    total = table_get(&bwd[0], start);
    /* The last group's share: sum over v of fwd[K][v] * fill(v) * (what v leaves player i). */
    for (size_t i = 0; i < bwd[K].cap; i++) {
        uint64_t v = bwd[K].keys[i];
        if (!v) continue;
        u128 ways = table_get(&fwd[K], v), both;
        if (__builtin_mul_overflow(ways, bwd[K].vals[i], &both)) {
            err = -2;
            goto done;
        }
        for (int p = 0; p < width && p < 16; p++) {
            u128 rest = (u128)(15 - (int)((v >> (5 * p)) & 31)), t;
            if (__builtin_mul_overflow(both, rest, &t) || __builtin_add_overflow(per[p], t, &per[p])) {
                err = -2;
                goto done;
            }
        }
    }
done:
    for (Py_ssize_t k = 0; k <= K; k++) {
        if (fwd) table_free(&fwd[k]);
        if (bwd) table_free(&bwd[k]);
    }
    free(fwd);
    free(bwd);
    free(floors);
    *out_total = total;
    return err;
}

static PyObject *combine(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *supports_obj, *weights_obj, *viable_obj, *marginals_obj = Py_None;
    unsigned long long start, guard, domain_mask, budget;
    long long dense_cells = 0;
    int width, n_last, has_last;
    if (!PyArg_ParseTuple(args, "OOKKOiKiiK|LO", &supports_obj, &weights_obj, &start, &guard,
                          &viable_obj, &width, &domain_mask, &n_last, &has_last, &budget,
                          &dense_cells, &marginals_obj))
        return NULL;
    if (width <= 0 || width > 12) {
        PyErr_SetString(PyExc_ValueError, "width must be between 1 and 12");
        return NULL;
    }
    Py_ssize_t K = PySequence_Length(supports_obj);
    if (K < 0) return NULL;
    uint64_t **sup = calloc(K ? K : 1, sizeof(uint64_t *));
    uint64_t **wts = calloc(K ? K : 1, sizeof(uint64_t *));
    Py_ssize_t *lens = calloc(K ? K : 1, sizeof(Py_ssize_t));
    u128 **reach = calloc(K ? K : 1, sizeof(u128 *));
    uint64_t *viable = NULL;
    PyObject *result = NULL;
    int err = 0; /* -1 memory, -2 overflow, -3 budget, -4 Python error */
    if (!sup || !wts || !lens || !reach) {
        err = -1;
        goto done;
    }
    Py_ssize_t nviable = 0;
    viable = read_u64s(viable_obj, &nviable);
    if (!viable) {
        err = -4;
        goto done;
    }
    if (nviable != K + 1) {
        PyErr_SetString(PyExc_ValueError, "one viable mask per layer is needed");
        err = -4;
        goto done;
    }
    for (Py_ssize_t k = 0; k < K; k++) {
        Py_ssize_t a = 0, b = 0;
        PyObject *s = PySequence_GetItem(supports_obj, k);
        PyObject *w = PySequence_GetItem(weights_obj, k);
        if (s && w) {
            sup[k] = read_u64s(s, &a);
            wts[k] = read_u64s(w, &b);
        }
        Py_XDECREF(s);
        Py_XDECREF(w);
        if (!sup[k] || !wts[k] || a != b) {
            err = -4;
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "supports and weights differ");
            goto done;
        }
        lens[k] = a;
        reach[k] = calloc(a ? a : 1, sizeof(u128));
        if (!reach[k]) {
            err = -1;
            goto done;
        }
    }
    u128 per[16] = {0};
    u128 total = 0;
    err = run_programme(K, sup, wts, lens, reach, start, guard, viable, width, domain_mask,
                        n_last, has_last, budget, dense_cells, &total, per);
    if (err) goto done;
    /* Build (total, reaches, per_player); with marginals, the groups' marginal sums (see
     * _marginals.c) instead of their reach rows. */
    PyObject *reaches = marginals_obj == Py_None
                            ? PyList_New(K)
                            : marginal_sums(marginals_obj, K, sup, wts, lens, reach, width, &err);
    PyObject *per_list = PyList_New(width);
    PyObject *total_obj = from_u128(total);
    if (!reaches || !per_list || !total_obj) {
        Py_XDECREF(reaches);
        Py_XDECREF(per_list);
        Py_XDECREF(total_obj);
        if (!err) err = -4;
        goto done;
    }
    for (Py_ssize_t k = 0; k < K && marginals_obj == Py_None; k++) {
        PyObject *row = PyList_New(lens[k]);
        if (!row) {
            err = -4;
            break;
        }
        for (Py_ssize_t j = 0; j < lens[k]; j++) {
            PyObject *x = from_u128(reach[k][j]);
            if (!x) {
                err = -4;
                break;
            }
            PyList_SET_ITEM(row, j, x);
        }
        PyList_SET_ITEM(reaches, k, row);
        if (err) break;
    }
    for (int p = 0; p < width && !err; p++) {
        PyObject *x = from_u128(p < 16 ? per[p] : 0);
        if (!x) {
            err = -4;
            break;
        }
        PyList_SET_ITEM(per_list, p, x);
    }
    if (err) {
        Py_DECREF(reaches);
        Py_DECREF(per_list);
        Py_DECREF(total_obj);
        goto done;
    }
    result = Py_BuildValue("(NNN)", total_obj, reaches, per_list);
done:
    for (Py_ssize_t k = 0; k < K; k++) {
        if (sup) free(sup[k]);
        if (wts) free(wts[k]);
        if (reach) free(reach[k]);
    }
    free(sup);
    free(wts);
    free(lens);
    free(reach);
    free(viable);
    if (result) return result;
    if (err == -1) return PyErr_NoMemory();
    if (err == -2) {
        PyErr_SetString(PyExc_OverflowError, "a count outgrew 128 bits");
        return NULL;
    }
    if (err == -3) Py_RETURN_NONE;
    return NULL;
}

static PyMethodDef methods[] = {
    {"combine", combine, METH_VARARGS,
     "combine(supports, weights, start, guard, viable, width, domain_mask, n_last, has_last, "
     "budget, dense_cells=0, marginals=None) -> (total, reaches, per_player) or None when over "
     "budget; with marginals (per group, (places, weights) tables or a domain mask), each "
     "group's marginal sums instead of its reach row"},
    {"placements", fishsolve_placements, METH_VARARGS,
     "placements(rows, full, domains, sizes, width, positions=False) -> (weights, shares): a "
     "half-suit's placements by usage; with positions, (weights, shares as (places, weights) "
     "lists, packed usages, weights in the order of weights, the most per coordinate)"},
    {"splits", fishsolve_splits, METH_VARARGS,
     "splits(domain, k, positive, negative, marks, width) -> [(usage, weight, clause mask)]: "
     "the splits of a class of interchangeable cards over its domain"},
    {"count", fishsolve_count, METH_VARARGS,
     "count(domain, place, caps, half_at, clauses, cards, players, vec_players, budget, "
     "dense_cells) -> (total, {card: {player: deals}}), False over budget, or None where it "
     "cannot (then count step by step): a whole count without tallies in one call"},
    {"runs", runs, METH_NOARGS,
     "runs() -> {'dense': n, 'hashed': m}: the programmes run each way since the module loaded"},
    {"propagate", fishsolve_propagate, METH_VARARGS,
     "propagate(domains, clauses, hand_size, players) -> open clauses, or None on a "
     "contradiction: unit propagation and hand sizes to a fixpoint, the domain list in place"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_dp", "The counting programme's inner loops in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__dp(void) {
    init_binomials();
    return PyModule_Create(&module);
}
