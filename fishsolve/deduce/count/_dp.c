/* The counting programme's inner loops in C: fishsolve.count_usage calls combine() when this
 * module is built, and runs the same loops in Python otherwise (same results, tested).
 *
 * States are usage vectors packed 5 bits a player (see count_usage._combine); counts are exact
 * unsigned 128-bit integers. Every multiplication and addition is checked: on overflow the
 * function raises OverflowError and the caller counts in Python (deal counts stay below 2^128
 * for every deck and table fishsolve supports, so this does not happen in practice).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

typedef struct {
    size_t cap;   /* a power of two */
    size_t n;
    uint64_t *keys; /* 0 = empty (a packed state is never 0 when width > 0: every digit is at
                       least 15 - cap >= 6; the caller never passes width 0) */
    u128 *vals;
} Table;

static int table_init(Table *t, size_t want) {
    size_t cap = 16;
    while (cap < want * 2) cap <<= 1;
    t->cap = cap;
    t->n = 0;
    t->keys = calloc(cap, sizeof(uint64_t));
    t->vals = calloc(cap, sizeof(u128));
    return (t->keys && t->vals) ? 0 : -1;
}

static void table_free(Table *t) {
    free(t->keys);
    free(t->vals);
    t->keys = NULL;
    t->vals = NULL;
}

static inline size_t slot_of(const Table *t, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> 17) & (t->cap - 1);
}

static int table_grow(Table *t);

/* Adds val to the entry of key; returns -1 on allocation failure, -2 on overflow. */
static int table_add(Table *t, uint64_t key, u128 val) {
    if ((t->n + 1) * 2 > t->cap && table_grow(t) < 0) return -1;
    size_t i = slot_of(t, key);
    while (t->keys[i] != 0 && t->keys[i] != key) i = (i + 1) & (t->cap - 1);
    if (t->keys[i] == 0) {
        t->keys[i] = key;
        t->vals[i] = val;
        t->n++;
        return 0;
    }
    if (__builtin_add_overflow(t->vals[i], val, &t->vals[i])) return -2;
    return 0;
}

static int table_grow(Table *t) {
    Table bigger;
    if (table_init(&bigger, t->cap) < 0) return -1;
    for (size_t i = 0; i < t->cap; i++)
        if (t->keys[i]) table_add(&bigger, t->keys[i], t->vals[i]);
    table_free(t);
    *t = bigger;
    return 0;
}

static inline u128 table_get(const Table *t, uint64_t key) {
    size_t i = slot_of(t, key);
    while (t->keys[i] != 0) {
        if (t->keys[i] == key) return t->vals[i];
        i = (i + 1) & (t->cap - 1);
    }
    return 0;
}

static PyObject *from_u128(u128 x) {
    if (!(x >> 64)) return PyLong_FromUnsignedLongLong((unsigned long long)x);
    PyObject *hi = PyLong_FromUnsignedLongLong((unsigned long long)(x >> 64));
    PyObject *lo = PyLong_FromUnsignedLongLong((unsigned long long)x);
    PyObject *sixty_four = PyLong_FromLong(64);
    PyObject *shifted = NULL, *result = NULL;
    if (hi && lo && sixty_four) {
        shifted = PyNumber_Lshift(hi, sixty_four);
        if (shifted) result = PyNumber_Or(shifted, lo);
    }
    Py_XDECREF(hi);
    Py_XDECREF(lo);
    Py_XDECREF(sixty_four);
    Py_XDECREF(shifted);
    return result;
}

/* Reads a list of non-negative Python ints into a new uint64 array. */
static uint64_t *read_u64s(PyObject *seq, Py_ssize_t *len) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of integers");
    if (!fast) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    uint64_t *out = malloc(sizeof(uint64_t) * (n ? n : 1));
    if (!out) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) {
            free(out);
            Py_DECREF(fast);
            return NULL;
        }
    }
    Py_DECREF(fast);
    *len = n;
    return out;
}

static uint64_t BINOM[65][65];

static void init_binomials(void) {
    for (int n = 0; n <= 64; n++) {
        BINOM[n][0] = 1;
        for (int k = 1; k <= n; k++)
            BINOM[n][k] = BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0);
    }
}

/* Ways for the last group (size n_last, players in domain_mask) to fill what v leaves. */
static int finish(uint64_t v, int width, uint64_t domain_mask, int n_last, int has_last,
                  u128 *out) {
    u128 ways = 1;
    int placed = 0;
    for (int i = 0; i < width; i++) {
        int rest = 15 - (int)((v >> (5 * i)) & 31);
        if (rest == 0) continue;
        if (!has_last || !((domain_mask >> i) & 1)) {
            *out = 0;
            return 0;
        }
        placed += rest;
        if (placed > 64) return -2;
        if (__builtin_mul_overflow(ways, (u128)BINOM[placed][rest], &ways)) return -2;
    }
    if (has_last && placed != n_last) {
        *out = 0;
        return 0;
    }
    *out = ways;
    return 0;
}

/* The programme on dense arrays: when every vector of a group uses the same number of cards (no
 * tallies), all states of a layer use the same total, so the first width-1 usages index a state
 * (mixed radix, radix cap+1): a vector's index is the sum of its usages' and adding a group's
 * vector to a state adds their indices. States are kept in index order, and each group's vector
 * sweeps the states in that order: the tables are read and written in order instead of at
 * hashed places. Same sums as the hashed programme (exact integers, any order). */
typedef struct {
    Py_ssize_t n;
    uint64_t *keys;
    int64_t *idx;
    u128 *vals;
} Layer;

static int layer_init(Layer *l, Py_ssize_t n) {
    l->n = 0;
    l->keys = malloc(sizeof(uint64_t) * (n ? n : 1));
    l->idx = malloc(sizeof(int64_t) * (n ? n : 1));
    l->vals = malloc(sizeof(u128) * (n ? n : 1));
    return (l->keys && l->idx && l->vals) ? 0 : -1;
}

static void layer_free(Layer *l) {
    free(l->keys);
    free(l->idx);
    free(l->vals);
    l->keys = NULL;
    l->idx = NULL;
    l->vals = NULL;
}

/* Index of a packed group vector (raw usages, no offsets) or usage part of a state. */
static int64_t dense_index(uint64_t usage, int width, const int64_t *stride) {
    int64_t at = 0;
    for (int i = 0; i < width - 1; i++) at += (int64_t)((usage >> (5 * i)) & 31) * stride[i];
    return at;
}

/* err codes as combine's; *out_total etc. filled on success. */
static int combine_dense(Py_ssize_t K, uint64_t **sup, uint64_t **wts, Py_ssize_t *lens,
                         u128 **reach, uint64_t start, uint64_t guard, const uint64_t *viable,
                         int width, uint64_t domain_mask, int n_last, int has_last,
                         unsigned long long budget, const int *caps, int64_t cells,
                         u128 *out_total, u128 *per) {
    int64_t stride[16];
    int64_t s = 1;
    for (int i = 0; i < width - 1; i++) {
        stride[i] = s;
        s *= caps[i] + 1;
    }
    int err = 0;
    Layer *layers = calloc(K + 1, sizeof(Layer));
    u128 **bw = calloc(K + 1, sizeof(u128 *));
    u128 *dval = calloc(cells, sizeof(u128));
    uint64_t *dkey = malloc(sizeof(uint64_t) * cells);
    uint64_t *bits = calloc((cells + 63) / 64, sizeof(uint64_t));
    int64_t *didx = NULL;
    Py_ssize_t most = 1;
    for (Py_ssize_t k = 0; k < K; k++)
        if (lens[k] > most) most = lens[k];
    didx = malloc(sizeof(int64_t) * most);
    if (!layers || !bw || !dval || !dkey || !bits || !didx) {
        err = -1;
        goto done;
    }
    /* The start's usages are all 0: index 0. */
    if (layer_init(&layers[0], 1) < 0) {
        err = -1;
        goto done;
    }
    layers[0].n = 1;
    layers[0].keys[0] = start;
    layers[0].idx[0] = 0;
    layers[0].vals[0] = 1;
    unsigned long long spent = 0;
    for (Py_ssize_t k = 0; k < K; k++) {
        Layer *cur = &layers[k];
        spent += (unsigned long long)cur->n * (unsigned long long)lens[k];
        if (budget && spent * 2 > budget) {
            err = -3;
            goto done;
        }
        uint64_t need = viable[k + 1];
        Py_ssize_t touched = 0;
        for (Py_ssize_t j = 0; j < lens[k]; j++) {
            uint64_t d = sup[k][j];
            int64_t dj = dense_index(d, width, stride);
            u128 w = wts[k][j];
            for (Py_ssize_t i = 0; i < cur->n; i++) {
                uint64_t u = cur->keys[i] + d;
                if ((u & guard) || (((u + need) & guard) != guard)) continue;
                u128 add, x = cur->vals[i];
                if (!(x >> 64)) {
                    add = (u128)(uint64_t)x * (uint64_t)w; /* 64 x 64 bits: no overflow */
                } else if (__builtin_mul_overflow(x, w, &add)) {
                    err = -2;
                    goto done;
                }
                int64_t c = cur->idx[i] + dj;
                if (!dval[c]) {
                    dkey[c] = u;
                    bits[c >> 6] |= (uint64_t)1 << (c & 63);
                    touched++;
                }
                if (__builtin_add_overflow(dval[c], add, &dval[c])) {
                    err = -2;
                    goto done;
                }
            }
        }
        Layer *nxt = &layers[k + 1];
        if (layer_init(nxt, touched) < 0) {
            err = -1;
            goto done;
        }
        for (int64_t wd = 0; wd < (cells + 63) / 64; wd++) {
            uint64_t word = bits[wd];
            if (!word) continue;
            bits[wd] = 0;
            while (word) {
                int b = __builtin_ctzll(word);
                word &= word - 1;
                int64_t c = wd * 64 + b;
                nxt->keys[nxt->n] = dkey[c];
                nxt->idx[nxt->n] = c;
                nxt->vals[nxt->n] = dval[c];
                nxt->n++;
                dval[c] = 0;
            }
        }
    }
    /* Backward: bw[k][i] = ways for groups k.. and the last group to complete state i of layer k;
     * the same sweep gathers reach[k][j]. */
    Layer *end = &layers[K];
    bw[K] = calloc(end->n ? end->n : 1, sizeof(u128));
    if (!bw[K]) {
        err = -1;
        goto done;
    }
    for (Py_ssize_t i = 0; i < end->n; i++) {
        if (finish(end->keys[i], width, domain_mask, n_last, has_last, &bw[K][i]) < 0) {
            err = -2;
            goto done;
        }
    }
    for (Py_ssize_t k = K - 1; k >= 0; k--) {
        Layer *cur = &layers[k], *later = &layers[k + 1];
        for (Py_ssize_t i = 0; i < later->n; i++) dval[later->idx[i]] = bw[k + 1][i];
        bw[k] = calloc(cur->n ? cur->n : 1, sizeof(u128));
        if (!bw[k]) {
            err = -1;
            goto done;
        }
        uint64_t need = viable[k + 1];
        for (Py_ssize_t j = 0; j < lens[k]; j++) {
            uint64_t d = sup[k][j];
            int64_t dj = dense_index(d, width, stride);
            u128 w = wts[k][j], r = 0;
            for (Py_ssize_t i = 0; i < cur->n; i++) {
                uint64_t u = cur->keys[i] + d;
                if ((u & guard) || (((u + need) & guard) != guard)) continue;
                u128 after = dval[cur->idx[i] + dj];
                if (!after) continue;
                u128 t1, t2, x = cur->vals[i];
                if (!(after >> 64)) {
                    t1 = (u128)(uint64_t)after * (uint64_t)w; /* 64 x 64 bits */
                } else if (__builtin_mul_overflow(w, after, &t1)) {
                    err = -2;
                    goto done;
                }
                if (!((x | after) >> 64)) {
                    t2 = (u128)(uint64_t)x * (uint64_t)after;
                } else if (__builtin_mul_overflow(x, after, &t2)) {
                    err = -2;
                    goto done;
                }
                if (__builtin_add_overflow(bw[k][i], t1, &bw[k][i]) ||
                    __builtin_add_overflow(r, t2, &r)) {
                    err = -2;
                    goto done;
                }
            }
            reach[k][j] = r;
        }
        for (Py_ssize_t i = 0; i < later->n; i++) dval[later->idx[i]] = 0;
    }
    *out_total = layers[0].n ? bw[0][0] : 0;
    for (Py_ssize_t i = 0; i < end->n; i++) {
        if (!bw[K][i]) continue;
        uint64_t v = end->keys[i];
        u128 both;
        if (__builtin_mul_overflow(end->vals[i], bw[K][i], &both)) {
            err = -2;
            goto done;
        }
        for (int p = 0; p < width && p < 16; p++) {
            u128 rest = (u128)(15 - (int)((v >> (5 * p)) & 31)), t;
            if (__builtin_mul_overflow(both, rest, &t) ||
                __builtin_add_overflow(per[p], t, &per[p])) {
                err = -2;
                goto done;
            }
        }
    }
done:
    if (layers)
        for (Py_ssize_t k = 0; k <= K; k++) layer_free(&layers[k]);
    if (bw)
        for (Py_ssize_t k = 0; k <= K; k++) free(bw[k]);
    free(layers);
    free(bw);
    free(dval);
    free(dkey);
    free(bits);
    free(didx);
    return err;
}

/* How many programmes ran each way since the module loaded (for tests and benchmarks). */
static unsigned long long RUNS_DENSE = 0, RUNS_HASHED = 0;

static PyObject *runs(PyObject *Py_UNUSED(self), PyObject *Py_UNUSED(args)) {
    return Py_BuildValue("{s:K,s:K}", "dense", RUNS_DENSE, "hashed", RUNS_HASHED);
}

static PyObject *combine(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *supports_obj, *weights_obj, *viable_obj;
    unsigned long long start, guard, domain_mask, budget;
    long long dense_cells = 0;
    int width, n_last, has_last;
    if (!PyArg_ParseTuple(args, "OOKKOiKiiK|L", &supports_obj, &weights_obj, &start, &guard,
                          &viable_obj, &width, &domain_mask, &n_last, &has_last, &budget,
                          &dense_cells))
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
    Table *fwd = calloc(K + 1, sizeof(Table));
    Table *bwd = calloc(K + 1, sizeof(Table));
    u128 **reach = calloc(K ? K : 1, sizeof(u128 *));
    uint64_t *viable = NULL;
    PyObject *result = NULL;
    int err = 0; /* -1 memory, -2 overflow, -3 budget, -4 Python error */
    if (!sup || !wts || !lens || !fwd || !bwd || !reach) {
        err = -1;
        goto done;
    }
    Py_ssize_t nviable = 0;
    viable = read_u64s(viable_obj, &nviable);
    if (!viable) {
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
    /* The dense programme when every group's vectors use one number of cards each and the
     * index space (the first width-1 capacities + 1, multiplied) has at most dense_cells. */
    u128 per[16] = {0};
    u128 total = 0;
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
            err = combine_dense(K, sup, wts, lens, reach, start, guard, viable, width,
                                domain_mask, n_last, has_last, budget, caps, cells, &total, per);
            if (err) goto done;
            goto build;
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
        uint64_t need = viable[k + 1];
        for (size_t i = 0; i < cur->cap; i++) {
            uint64_t v = cur->keys[i];
            if (!v) continue;
            u128 ways = cur->vals[i];
            for (Py_ssize_t j = 0; j < lens[k]; j++) {
                uint64_t u = v + sup[k][j];
                if ((u & guard) || (((u + need) & guard) != guard)) continue;
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
        uint64_t need = viable[k + 1];
        for (size_t i = 0; i < fwd[k].cap; i++) {
            uint64_t v = fwd[k].keys[i];
            if (!v) continue;
            u128 before = fwd[k].vals[i], acc = 0;
            for (Py_ssize_t j = 0; j < lens[k]; j++) {
                uint64_t u = v + sup[k][j];
                /* The forward sweep kept no such state: skip the lookup (bwd[k+1] holds only
                 * states of fwd[k+1]). */
                if ((u & guard) || (((u + need) & guard) != guard)) continue;
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
    /* Build (total, reaches, per_player). */
build:;
    PyObject *reaches = PyList_New(K);
    PyObject *per_list = PyList_New(width);
    PyObject *total_obj = from_u128(total);
    if (!reaches || !per_list || !total_obj) {
        Py_XDECREF(reaches);
        Py_XDECREF(per_list);
        Py_XDECREF(total_obj);
        err = -4;
        goto done;
    }
    for (Py_ssize_t k = 0; k < K; k++) {
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
    for (Py_ssize_t k = 0; k <= K; k++) {
        if (fwd) table_free(&fwd[k]);
        if (bwd) table_free(&bwd[k]);
    }
    free(sup);
    free(wts);
    free(lens);
    free(fwd);
    free(bwd);
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

/* A half-suit's placements: every combination of one row per class (the splits of its cards
 * over the players), kept when the clause masks of its rows cover every clause. rows[c] is a
 * list of (packed usage, weight, clause mask); domains[c] the bit mask of the players class c
 * may go to, sizes[c] its number of cards. Returns ({usage: weight}, [{player: {usage: weighted
 * placements giving the player one given card of class c}} for each class c]), usages as tuples
 * of width ints. Usages are packed 5 bits a coordinate (at most 12 coordinates); weights are
 * multinomials of at most a half-suit's cards, so every sum fits 64 bits (checked). */
#define MAX_CLASSES 16
static PyObject *placements(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rows_obj, *domains_obj, *sizes_obj;
    unsigned long long full;
    int width, positions = 0;
    if (!PyArg_ParseTuple(args, "OKOOi|p", &rows_obj, &full, &domains_obj, &sizes_obj, &width,
                          &positions))
        return NULL;
    Py_ssize_t K = PySequence_Length(rows_obj);
    if (K < 0) return NULL;
    if (K > MAX_CLASSES || width <= 0 || width > 12 || PySequence_Length(domains_obj) != K ||
        PySequence_Length(sizes_obj) != K) {
        PyErr_SetString(PyExc_ValueError, "too many classes or coordinates");
        return NULL;
    }
    uint64_t *use[MAX_CLASSES] = {0}, *wt[MAX_CLASSES] = {0}, *msk[MAX_CLASSES] = {0};
    Py_ssize_t len[MAX_CLASSES] = {0};
    uint64_t dom[MAX_CLASSES] = {0}, size[MAX_CLASSES] = {0};
    Table weights = {0};
    PyObject **objs = NULL;
    Table *shares = calloc((size_t)(K ? K : 1) * (size_t)width, sizeof(Table));
    PyObject *result = NULL, *out_w = NULL, *out_s = NULL, *out_keys = NULL, *out_vals = NULL;
    size_t *order = NULL; /* with positions: the place of each slot of weights in out_w */
    int err = 0;
    if (!shares) return PyErr_NoMemory();
    for (Py_ssize_t c = 0; c < K && !err; c++) {
        PyObject *d = PySequence_GetItem(domains_obj, c);
        if (!d) { err = -4; break; }
        dom[c] = PyLong_AsUnsignedLongLong(d);
        Py_DECREF(d);
        if (PyErr_Occurred()) { err = -4; break; }
        PyObject *z = PySequence_GetItem(sizes_obj, c);
        if (!z) { err = -4; break; }
        size[c] = PyLong_AsUnsignedLongLong(z);
        Py_DECREF(z);
        if (PyErr_Occurred() || size[c] == 0) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a class has no card");
            err = -4;
            break;
        }
        PyObject *rows = PySequence_GetItem(rows_obj, c);
        if (!rows) { err = -4; break; }
        PyObject *fast = PySequence_Fast(rows, "rows must be a sequence");
        Py_DECREF(rows);
        if (!fast) { err = -4; break; }
        Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
        use[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        wt[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        msk[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        if (!use[c] || !wt[c] || !msk[c]) { Py_DECREF(fast); err = -1; break; }
        for (Py_ssize_t j = 0; j < n; j++) {
            PyObject *row = PySequence_Fast_GET_ITEM(fast, j);
            unsigned long long a, b, m;
            if (!PyArg_ParseTuple(row, "KKK", &a, &b, &m)) { err = -4; break; }
            use[c][j] = a;
            wt[c][j] = b;
            msk[c][j] = m;
        }
        Py_DECREF(fast);
        len[c] = n;
        if (n == 0) goto build; /* no split of some class: no placement */
    }
    if (err) goto done;
    if (table_init(&weights, 64) < 0) { err = -1; goto done; }
    for (Py_ssize_t i = 0; i < K * width; i++)
        if (table_init(&shares[i], 64) < 0) { err = -1; goto done; }
    {
        /* Depth-first over the classes: at[c] is the row of class c, sums[c] the usage, weight
         * and mask of classes < c. */
        Py_ssize_t at[MAX_CLASSES + 1] = {0};
        uint64_t su[MAX_CLASSES + 1], sw[MAX_CLASSES + 1], sm[MAX_CLASSES + 1];
        su[0] = 0; sw[0] = 1; sm[0] = 0;
        Py_ssize_t c = 0;
        if (K == 0) goto build;
        for (;;) {
            if (at[c] == len[c]) {
                if (c == 0) break;
                at[c] = 0;
                c--;
                at[c]++;
                continue;
            }
            Py_ssize_t j = at[c];
            su[c + 1] = su[c] + use[c][j];
            sm[c + 1] = sm[c] | msk[c][j];
            if (__builtin_mul_overflow(sw[c], wt[c][j], &sw[c + 1])) { err = -2; goto done; }
            if (c + 1 < K) {
                c++;
                continue;
            }
            if (sm[K] == full) {
                uint64_t u = su[K], w = sw[K];
                int r = table_add(&weights, u, (u128)w);
                if (r < 0) { err = r; goto done; }
                for (Py_ssize_t k = 0; k < K; k++) {
                    uint64_t part = use[k][at[k]];
                    for (int p = 0; p < width; p++) {
                        if (!((dom[k] >> p) & 1)) continue;
                        uint64_t n = (part >> (5 * p)) & 31;
                        if (!n) continue;
                        r = table_add(&shares[k * width + p], u, (u128)w * n);
                        if (r < 0) { err = r; goto done; }
                    }
                }
            }
            at[c]++;
        }
    }
build:
    out_w = PyDict_New();
    out_s = PyList_New(K);
    if (!out_w || !out_s) { err = -4; goto done; }
    if (weights.keys) {
        objs = calloc(weights.cap, sizeof(PyObject *));
        order = calloc(weights.cap, sizeof(size_t));
        if (!objs || !order) { err = -1; goto done; }
        if (positions) {
            out_keys = PyList_New(0);
            out_vals = PyList_New(0);
            if (!out_keys || !out_vals) { err = -4; goto done; }
        }
        size_t placed = 0;
        for (size_t i = 0; i < weights.cap; i++) {
            if (!weights.keys[i]) continue;
            order[i] = placed++;
            if (weights.vals[i] >> 64) { err = -2; goto done; }
            PyObject *vec = PyTuple_New(width);
            if (!vec) { err = -4; goto done; }
            objs[i] = vec;
            for (int p = 0; p < width; p++) {
                PyObject *x = PyLong_FromLong((long)((weights.keys[i] >> (5 * p)) & 31));
                if (!x) { err = -4; goto done; }
                PyTuple_SET_ITEM(vec, p, x);
            }
            PyObject *v = PyLong_FromUnsignedLongLong((unsigned long long)weights.vals[i]);
            int bad = !v || PyDict_SetItem(out_w, vec, v) < 0;
            if (!bad && positions) {
                PyObject *key = PyLong_FromUnsignedLongLong(weights.keys[i]);
                bad = !key || PyList_Append(out_keys, key) < 0 || PyList_Append(out_vals, v) < 0;
                Py_XDECREF(key);
            }
            Py_XDECREF(v);
            if (bad) { err = -4; goto done; }
        }
    }
    if (positions && !out_keys) { /* no placement: empty lists */
        out_keys = PyList_New(0);
        out_vals = PyList_New(0);
        if (!out_keys || !out_vals) { err = -4; goto done; }
    }
    for (Py_ssize_t k = 0; k < K; k++) {
        PyObject *per = PyDict_New();
        if (!per) { err = -4; goto done; }
        PyList_SET_ITEM(out_s, k, per);
        for (int p = 0; p < width; p++) {
            Table *t = &shares[k * width + p];
            if (!t->keys || !t->n) continue;
            PyObject *d = NULL, *at = NULL, *vals = NULL;
            PyObject *pk = PyLong_FromLong(p);
            int bad;
            if (positions) { /* (places in out_w, weights) in the order of this table */
                at = PyList_New(0);
                vals = PyList_New(0);
                PyObject *pair = (at && vals) ? PyTuple_Pack(2, at, vals) : NULL;
                bad = !pair || !pk || PyDict_SetItem(per, pk, pair) < 0;
                Py_XDECREF(pair);
                Py_XDECREF(at); /* the pair holds them */
                Py_XDECREF(vals);
            } else {
                d = PyDict_New();
                bad = !d || !pk || PyDict_SetItem(per, pk, d) < 0;
                Py_XDECREF(d); /* per holds it */
            }
            Py_XDECREF(pk);
            if (bad) { err = -4; goto done; }
            for (size_t i = 0; i < t->cap; i++) {
                if (!t->keys[i]) continue;
                if (t->vals[i] >> 64) { err = -2; goto done; }
                size_t slot = slot_of(&weights, t->keys[i]);
                while (weights.keys[slot] != t->keys[i]) slot = (slot + 1) & (weights.cap - 1);
                /* Each of the class's cards is equally likely to be any of those given to p. */
                PyObject *v = PyLong_FromUnsignedLongLong(
                    (unsigned long long)t->vals[i] / (unsigned long long)size[k]);
                if (positions) {
                    PyObject *place = PyLong_FromSize_t(order[slot]);
                    bad = !v || !place || PyList_Append(at, place) < 0 ||
                          PyList_Append(vals, v) < 0;
                    Py_XDECREF(place);
                } else {
                    bad = !v || PyDict_SetItem(d, objs[slot], v) < 0;
                }
                Py_XDECREF(v);
                if (bad) { err = -4; goto done; }
            }
        }
    }
    if (positions) {
        /* The most each coordinate gets in one placement. */
        PyObject *top = PyList_New(width);
        if (!top) { err = -4; goto done; }
        for (int p = 0; p < width; p++) {
            long most = 0;
            for (size_t i = 0; weights.keys && i < weights.cap; i++)
                if (weights.keys[i] && (long)((weights.keys[i] >> (5 * p)) & 31) > most)
                    most = (long)((weights.keys[i] >> (5 * p)) & 31);
            PyObject *x = PyLong_FromLong(most);
            if (!x) { Py_DECREF(top); err = -4; goto done; }
            PyList_SET_ITEM(top, p, x);
        }
        result = Py_BuildValue("(OOOON)", out_w, out_s, out_keys, out_vals, top);
    }
    else
        result = Py_BuildValue("(OO)", out_w, out_s);
done:
    Py_XDECREF(out_w);
    Py_XDECREF(out_s);
    Py_XDECREF(out_keys);
    Py_XDECREF(out_vals);
    free(order);
    for (Py_ssize_t c = 0; c < K; c++) {
        free(use[c]);
        free(wt[c]);
        free(msk[c]);
    }
    if (objs) {
        for (size_t i = 0; i < weights.cap; i++) Py_XDECREF(objs[i]);
        free(objs);
    }
    table_free(&weights);
    for (Py_ssize_t i = 0; i < K * width; i++) table_free(&shares[i]);
    free(shares);
    if (result) return result;
    if (err == -1) return PyErr_NoMemory();
    if (err == -2) {
        PyErr_SetString(PyExc_OverflowError, "a placement count outgrew 64 bits");
        return NULL;
    }
    return NULL;
}

/* The splits of a class of k interchangeable cards over its domain (the players' places, in
 * order), as _splits in halves.py makes them and in its order (first place's share ascending):
 * [(usage packed 5 bits a coordinate, multinomial weight, mask of the clauses satisfied)].
 * pos[j] / neg[j]: bit masks of the players whose positive / negative literal of clause j the
 * class has (a positive literal holds when the player gets one of the cards, a negative when it
 * does not get them all); marks: (player, coordinate) pairs, the coordinate counting the cards
 * the player gets. */
#define MAX_DOMAIN 16
static PyObject *splits(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *domain_obj, *pos_obj, *neg_obj, *marks_obj;
    int k, width;
    if (!PyArg_ParseTuple(args, "OiOOOi", &domain_obj, &k, &pos_obj, &neg_obj, &marks_obj,
                          &width))
        return NULL;
    Py_ssize_t nd = 0, nc = 0, nm = 0, nneg = 0;
    uint64_t *dom = NULL, *pos = NULL, *neg = NULL, *marks = NULL;
    PyObject *out = NULL;
    dom = read_u64s(domain_obj, &nd);
    if (dom) pos = read_u64s(pos_obj, &nc);
    if (pos) neg = read_u64s(neg_obj, &nneg);
    if (neg) marks = read_u64s(marks_obj, &nm);
    if (!marks) goto done;
    if (nd < 1 || nd > MAX_DOMAIN || k < 1 || k > 64 || width <= 0 || width > 12 ||
        nneg != nc || nc > 63 || nm % 2) {
        PyErr_SetString(PyExc_ValueError, "bad class for splits");
        goto done;
    }
    for (Py_ssize_t i = 0; i < nd; i++)
        if (dom[i] >= (uint64_t)width) {
            PyErr_SetString(PyExc_ValueError, "a domain place outside the vector");
            goto done;
        }
    for (Py_ssize_t i = 0; i < nm; i++)
        if (marks[i] >= (uint64_t)width) {
            PyErr_SetString(PyExc_ValueError, "a mark outside the vector");
            goto done;
        }
    out = PyList_New(0);
    if (!out) goto done;
    {
        int part[MAX_DOMAIN] = {0};
        /* part[0..nd-2] chosen, the last takes the rest; odometer over the first nd-1 places
         * in lexicographic order (the order of problem.compositions). */
        for (;;) {
            int used = 0;
            for (Py_ssize_t i = 0; i + 1 < nd; i++) used += part[i];
            if (used <= k) {
                part[nd - 1] = k - used;
                int spread[12] = {0};
                uint64_t some = 0, all = 0, w = 1;
                int placed = 0, bad = 0;
                for (Py_ssize_t i = 0; i < nd; i++) {
                    int n = part[i];
                    spread[dom[i]] = n;
                    if (n) some |= 1ULL << dom[i];
                    if (n == k) all |= 1ULL << dom[i];
                    placed += n;
                    if (__builtin_mul_overflow(w, BINOM[placed][n], &w)) bad = 1;
                }
                if (bad) {
                    PyErr_SetString(PyExc_OverflowError, "a multinomial outgrew 64 bits");
                    Py_CLEAR(out);
                    goto done;
                }
                uint64_t mask = 0;
                for (Py_ssize_t j = 0; j < nc; j++)
                    if ((pos[j] & some) || (neg[j] & ~all)) mask |= 1ULL << j;
                for (Py_ssize_t m = 0; m < nm; m += 2) spread[marks[m + 1]] += spread[marks[m]];
                uint64_t packed = 0;
                for (int i = 0; i < width; i++) packed += (uint64_t)spread[i] << (5 * i);
                PyObject *row = Py_BuildValue("(KKK)", (unsigned long long)packed,
                                              (unsigned long long)w, (unsigned long long)mask);
                if (!row || PyList_Append(out, row) < 0) {
                    Py_XDECREF(row);
                    Py_CLEAR(out);
                    goto done;
                }
                Py_DECREF(row);
            }
            /* next: increment the last of the first nd-1 places that can grow */
            Py_ssize_t i = nd - 2;
            while (i >= 0) {
                int before = 0;
                for (Py_ssize_t t = 0; t < i; t++) before += part[t];
                if (before + part[i] < k) {
                    part[i]++;
                    for (Py_ssize_t t = i + 1; t + 1 < nd; t++) part[t] = 0;
                    break;
                }
                i--;
            }
            if (i < 0) break;
        }
    }
done:
    free(dom);
    free(pos);
    free(neg);
    free(marks);
    return out;
}

/* Unit propagation on bit-mask domains: in _propagate.c. */
PyObject *fishsolve_propagate(PyObject *self, PyObject *args);

static PyMethodDef methods[] = {
    {"combine", combine, METH_VARARGS,
     "combine(supports, weights, start, guard, viable, width, domain_mask, n_last, has_last, "
     "budget) -> (total, reaches, per_player) or None when over budget"},
    {"placements", placements, METH_VARARGS,
     "placements(rows, full, domains, sizes, width, positions=False) -> (weights, shares): a "
     "half-suit's placements by usage; with positions, (weights, shares as (places, weights) "
     "lists, packed usages, weights in the order of weights, the most per coordinate)"},
    {"splits", splits, METH_VARARGS,
     "splits(domain, k, positive, negative, marks, width) -> [(usage, weight, clause mask)]: "
     "the splits of a class of interchangeable cards over its domain"},
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
