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

/* -- LIMBS * 64-bit arithmetic (each returns nonzero on overflow) ------------------------------ */

static inline int add_to(u256 *a, const u256 *b) {
    u128 s = 0;
    for (int i = 0; i < LIMBS; i++) {
        s = (u128)a->l[i] + b->l[i] + (s >> 64);
        a->l[i] = (uint64_t)s;
    }
    return (s >> 64) != 0;
}

static inline int mul_small(u256 *r, const u256 *a, uint64_t s) {
    u128 carry = 0;
    for (int i = 0; i < LIMBS; i++) {
        u128 p = (u128)a->l[i] * s + carry;
        r->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    return carry != 0;
}

static inline int limbs(const u256 *a);

/* dst += a * s, a having `n` limbs in use; nonzero when the sum passes LIMBS limbs (as a product
 * past them does). */
static inline int mul_add(u256 *dst, const u256 *a, int n, uint64_t s) {
    u128 carry = 0;
    int i = 0;
    for (; i < n; i++) {
        u128 p = (u128)a->l[i] * s + dst->l[i] + carry;
        dst->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    for (; i < LIMBS && carry; i++) {
        u128 p = (u128)dst->l[i] + carry;
        dst->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    return carry != 0;
}

static inline int limbs(const u256 *a) {
    int n = LIMBS;
    while (n && !a->l[n - 1]) n--;
    return n;
}

static inline int mul_big(u256 *r, const u256 *a, const u256 *b) {
    int na = limbs(a), nb = limbs(b);
    if (na <= 1 && nb <= 1) {
        u128 p = (u128)a->l[0] * b->l[0];
        memset(r->l, 0, sizeof r->l);
        r->l[0] = (uint64_t)p;
        r->l[1] = (uint64_t)(p >> 64);
        return 0;
    }
    if (na + nb > LIMBS + 1) return 1 - (na == 0 || nb == 0);
    uint64_t out[2 * LIMBS] = {0};
    for (int i = 0; i < na; i++) {
        u128 carry = 0;
        for (int j = 0; j < nb; j++) {
            u128 p = (u128)a->l[i] * b->l[j] + out[i + j] + carry;
            out[i + j] = (uint64_t)p;
            carry = p >> 64;
        }
        out[i + nb] = (uint64_t)carry;
    }
    for (int k = LIMBS; k < 2 * LIMBS; k++)
        if (out[k]) return 1;
    memcpy(r->l, out, sizeof r->l);
    return 0;
}

static inline int is_zero(const u256 *a) { return limbs(a) == 0; }

static int overflow(void) {
    PyErr_Format(PyExc_OverflowError, "a count outgrew %d bits", 64 * LIMBS);
    return -1;
}

/* A non-negative Python int in LIMBS limbs; -1 with OverflowError past them (or negative). */
static int read_u256(PyObject *o, u256 *out) {
    int ovf = 0;
    long long small = PyLong_AsLongLongAndOverflow(o, &ovf);
    if (small == -1 && PyErr_Occurred()) return -1;
    if (!ovf && small >= 0) {
        memset(out->l, 0, sizeof out->l);
        out->l[0] = (uint64_t)small;
        return 0;
    }
    if (ovf <= 0) return overflow(); /* negative */
    unsigned char buf[32];
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(o, buf, 32,
                                           Py_ASNATIVEBYTES_LITTLE_ENDIAN |
                                               Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                               Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (need < 0) return -1;
    if (need > BYTES) return overflow();
#else
    if (_PyLong_AsByteArray((PyLongObject *)o, buf, 32, 1, 0) < 0) return -1;
    for (int b = BYTES; b < 32; b++)
        if (buf[b]) return overflow();
#endif
    for (int i = 0; i < LIMBS; i++) {
        uint64_t v = 0;
        for (int b = 7; b >= 0; b--) v = (v << 8) | buf[8 * i + b];
        out->l[i] = v;
    }
    return 0;
}

static PyObject *make_int(const u256 *a) {
    if (limbs(a) <= 1) return PyLong_FromUnsignedLongLong(a->l[0]);
    unsigned char buf[BYTES];
    for (int i = 0; i < LIMBS; i++)
        for (int b = 0; b < 8; b++) buf[8 * i + b] = (unsigned char)(a->l[i] >> (8 * b));
#if PY_VERSION_HEX >= 0x030D0000
    return PyLong_FromUnsignedNativeBytes(buf, BYTES, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
    return _PyLong_FromByteArray(buf, BYTES, 1, 0);
#endif
}

static int read_key(PyObject *o, int64_t *out) {
    long long v = PyLong_AsLongLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0) {
        PyErr_SetString(PyExc_OverflowError, "a state is negative");
        return -1;
    }
    *out = v;
    return 0;
}

static int small_int(PyObject *o, int lo, int hi, int *out); /* below, with the options */
static void free_options_list(Options **got, Py_ssize_t n);  /* below, with the options */

/* -- tables: packed state -> `stride` counts, in insertion order ------------------------------- */

typedef struct {
    PyObject_HEAD
    Py_ssize_t n, room;
    int stride;
    int64_t *keys;
    u256 *vals;     /* n * stride */
    uint32_t *mask; /* stride > 0: which of an entry's counts are present (split tables) */
    uint32_t *index; /* hash slots: entry + 1, 0 empty */
    size_t slots;    /* a power of two */
    int aligned;     /* a split table made by completions or backward, aligned with the layer it
                      * gives the completions of: an entry per state, in its order (its keys and
                      * hash slots copied), none present where the state has no completion */
} Table;

static PyTypeObject TableType;

static inline size_t slot_of(int64_t key, size_t slots) {
    uint64_t h = (uint64_t)key * 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> 20) & (slots - 1);
}

static Table *table_new(int stride, Py_ssize_t want) {
    Table *t = PyObject_New(Table, &TableType);
    if (!t) return NULL;
    t->n = 0;
    t->stride = stride;
    t->aligned = 0;
    t->room = want < 8 ? 8 : want;
    t->slots = 16;
    while (t->slots < (size_t)t->room * 2) t->slots <<= 1;
    t->keys = blk_malloc(sizeof(int64_t) * (size_t)t->room);
    t->vals = stride ? blk_malloc(sizeof(u256) * (size_t)t->room * (size_t)stride) : NULL;
    t->mask = stride > 0 ? blk_malloc(sizeof(uint32_t) * (size_t)t->room) : NULL;
    t->index = blk_calloc((t->slots) * sizeof(uint32_t));
    if (!t->keys || (stride && !t->vals) || (stride > 0 && !t->mask) || !t->index) {
        Py_DECREF(t);
        PyErr_NoMemory();
        return NULL;
    }
    return t;
}

static void table_dealloc(Table *t) {
    blk_free(t->keys);
    blk_free(t->vals);
    blk_free(t->mask);
    blk_free(t->index);
    PyObject_Free(t);
}

/* A split table of `stride` counts an entry aligned with `like` (its keys, in its order, and its
 * hash slots copied: made without a look-up), every count zero and none present. */
static Table *table_aligned(const Table *like, int stride) {
    Table *t = PyObject_New(Table, &TableType);
    if (!t) return NULL;
    t->n = like->n;
    t->stride = stride;
    t->aligned = 1;
    t->room = like->n < 8 ? 8 : like->n;
    t->slots = like->slots;
    t->keys = blk_malloc(sizeof(int64_t) * (size_t)t->room);
    t->vals = blk_calloc(((size_t)t->room * (size_t)stride) * sizeof(u256));
    t->mask = blk_calloc(((size_t)t->room) * sizeof(uint32_t));
    t->index = blk_malloc(sizeof(uint32_t) * t->slots);
    if (!t->keys || !t->vals || !t->mask || !t->index) {
        Py_DECREF(t);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(t->keys, like->keys, sizeof(int64_t) * (size_t)like->n);
    memcpy(t->index, like->index, sizeof(uint32_t) * t->slots);
    return t;
}

static int table_grow(Table *t) {
    Py_ssize_t room = t->room * 2;
    int64_t *keys = blk_realloc(t->keys, sizeof(int64_t) * (size_t)room);
    if (!keys) return -1;
    t->keys = keys;
    if (t->stride) {
        u256 *vals = blk_realloc(t->vals, sizeof(u256) * (size_t)room * (size_t)t->stride);
        if (!vals) return -1;
        t->vals = vals;
    }
    if (t->mask) {
        uint32_t *mask = blk_realloc(t->mask, sizeof(uint32_t) * (size_t)room);
        if (!mask) return -1;
        t->mask = mask;
    }
    t->room = room;
    size_t slots = t->slots;
    while (slots < (size_t)room * 2) slots <<= 1;
    if (slots != t->slots) {
        uint32_t *index = blk_calloc((slots) * sizeof(uint32_t));
        if (!index) return -1;
        for (Py_ssize_t e = 0; e < t->n; e++) {
            size_t i = slot_of(t->keys[e], slots);
            while (index[i]) i = (i + 1) & (slots - 1);
            index[i] = (uint32_t)(e + 1);
        }
        blk_free(t->index);
        t->index = index;
        t->slots = slots;
    }
    return 0;
}

/* The entry of key, made (counts zero, none present) if new; -1 on memory failure, with no
 * Python error set (callable without the interpreter's lock). */
static inline Py_ssize_t table_entry_raw(Table *t, int64_t key) {
    size_t i = slot_of(key, t->slots);
    while (t->index[i]) {
        Py_ssize_t e = (Py_ssize_t)t->index[i] - 1;
        if (t->keys[e] == key) return e;
        i = (i + 1) & (t->slots - 1);
    }
    if (t->n == t->room) {
        if (t->n >= 0x7FFFFFFF || table_grow(t) < 0) return -1;
        i = slot_of(key, t->slots);
        while (t->index[i]) i = (i + 1) & (t->slots - 1);
    }
    Py_ssize_t e = t->n++;
    t->keys[e] = key;
    if (t->stride) memset(&t->vals[(size_t)e * (size_t)t->stride], 0, sizeof(u256) * (size_t)t->stride);
    if (t->mask) t->mask[e] = 0;
    t->index[i] = (uint32_t)(e + 1);
    return e;
}

/* table_entry_raw, with MemoryError set on failure. */
static inline Py_ssize_t table_entry(Table *t, int64_t key) {
    Py_ssize_t e = table_entry_raw(t, key);
    if (e < 0) PyErr_NoMemory();
    return e;
}

static inline Py_ssize_t table_find(const Table *t, int64_t key) {
    size_t i = slot_of(key, t->slots);
    while (t->index[i]) {
        Py_ssize_t e = (Py_ssize_t)t->index[i] - 1;
        if (t->keys[e] == key) return e;
        i = (i + 1) & (t->slots - 1);
    }
    return -1;
}

/* A dict {state: count} as a table of stride 1. */
static Table *table_of_dict(PyObject *d) {
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "a dict of states expected");
        return NULL;
    }
    Table *t = table_new(1, PyDict_GET_SIZE(d));
    if (!t) return NULL;
    PyObject *k, *v;
    Py_ssize_t pos = 0;
    while (PyDict_Next(d, &pos, &k, &v)) {
        int64_t key;
        u256 w;
        if (read_key(k, &key) < 0 || read_u256(v, &w) < 0) goto fail;
        Py_ssize_t e = table_entry(t, key);
        if (e < 0) goto fail;
        t->vals[e] = w;
    }
    return t;
fail:
    Py_DECREF(t);
    return NULL;
}

static PyObject *set_item(PyObject *d, PyObject *k, PyObject *v) {
    if (!k || !v || PyDict_SetItem(d, k, v) < 0) {
        Py_XDECREF(k);
        Py_XDECREF(v);
        return NULL;
    }
    Py_DECREF(k);
    Py_DECREF(v);
    return d;
}

/* Table(d): a layer of the programme from a dict {state: weight}. */
static PyObject *table_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    (void)type;
    PyObject *d;
    if (kwds && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "Table takes no keywords");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!", &PyDict_Type, &d)) return NULL;
    return (PyObject *)table_of_dict(d);
}

/* The layer as a dict {state: weight} (stride 1) or {state: sum of its counts}, in order. */
static PyObject *table_to_dict(Table *t, PyObject *Py_UNUSED(ignored)) {
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    for (Py_ssize_t e = 0; e < t->n; e++) {
        if (t->aligned && !t->mask[e]) continue; /* no completion */
        u256 sum = {{0}};
        const u256 *v = &t->vals[(size_t)e * (size_t)t->stride];
        for (int x = 0; x < t->stride; x++)
            if (add_to(&sum, &v[x])) {
                Py_DECREF(d);
                overflow();
                return NULL;
            }
        if (!set_item(d, PyLong_FromLongLong(t->keys[e]), make_int(&sum))) {
            Py_DECREF(d);
            return NULL;
        }
    }
    return d;
}

/* The distinct digits (state // m) % width of the layer's states, in order of first sight. */
static PyObject *table_codes(Table *t, PyObject *args) {
    long long m, width;
    if (!PyArg_ParseTuple(args, "LL", &m, &width)) return NULL;
    if (m <= 0 || width <= 0) {
        PyErr_SetString(PyExc_ValueError, "positive digit place and width expected");
        return NULL;
    }
    Table *seen = table_new(0, 64);
    PyObject *out = PyList_New(0);
    if (!seen || !out) goto fail;
    for (Py_ssize_t e = 0; e < t->n; e++) {
        int64_t c = (t->keys[e] / m) % width;
        Py_ssize_t before = seen->n;
        if (table_entry(seen, c) < 0) goto fail;
        if (seen->n == before) continue;
        PyObject *code = PyLong_FromLongLong(c);
        if (!code || PyList_Append(out, code) < 0) {
            Py_XDECREF(code);
            goto fail;
        }
        Py_DECREF(code);
    }
    Py_DECREF(seen);
    return out;
fail:
    Py_XDECREF(seen);
    Py_XDECREF(out);
    return NULL;
}

/* A state's digit (state // m) % width, with its cards left (state % radix) when `left`, packed
 * as digit * radix + cards left. */
static inline int64_t digit_of(int64_t key, int64_t m, int64_t width, int64_t radix, int left) {
    return ((key / m) % width) * radix + (left ? key % radix : 0);
}

static int digit_args(PyObject *args, long long *m, long long *width, long long *radix, int *left,
                      PyObject **bad) {
    if (!PyArg_ParseTuple(args, bad ? "LLLpO!" : "LLLp", m, width, radix, left, &PyList_Type, bad))
        return -1;
    if (*m <= 0 || *width <= 0 || *radix <= 0) {
        PyErr_SetString(PyExc_ValueError, "positive digit place, width and radix expected");
        return -1;
    }
    return 0;
}

/* digits(m, width, radix, left) -> the distinct digit_of of the states, in order of first sight. */
static PyObject *table_digits(Table *t, PyObject *args) {
    long long m, width, radix;
    int left;
    if (digit_args(args, &m, &width, &radix, &left, NULL) < 0) return NULL;
    Table *seen = table_new(0, 64);
    PyObject *out = PyList_New(0);
    if (!seen || !out) goto fail;
    for (Py_ssize_t e = 0; e < t->n; e++) {
        int64_t d = digit_of(t->keys[e], m, width, radix, left);
        Py_ssize_t before = seen->n;
        if (table_entry(seen, d) < 0) goto fail;
        if (seen->n == before) continue;
        PyObject *o = PyLong_FromLongLong(d);
        if (!o || PyList_Append(out, o) < 0) {
            Py_XDECREF(o);
            goto fail;
        }
        Py_DECREF(o);
    }
    Py_DECREF(seen);
    return out;
fail:
    Py_XDECREF(seen);
    Py_XDECREF(out);
    return NULL;
}

/* without(m, width, radix, left, bad) -> a new table of the states whose digit_of is not in the
 * list `bad`, in order. */
static PyObject *table_without(Table *t, PyObject *args) {
    long long m, width, radix;
    int left;
    PyObject *bad_l;
    if (digit_args(args, &m, &width, &radix, &left, &bad_l) < 0) return NULL;
    Table *bad = table_new(0, PyList_GET_SIZE(bad_l));
    if (!bad) return NULL;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(bad_l); i++) {
        int64_t d;
        if (read_key(PyList_GET_ITEM(bad_l, i), &d) < 0 || table_entry(bad, d) < 0) {
            Py_DECREF(bad);
            return NULL;
        }
    }
    Table *out = table_new(t->stride, t->n);
    if (!out) {
        Py_DECREF(bad);
        return NULL;
    }
    for (Py_ssize_t e = 0; e < t->n; e++) {
        if (table_find(bad, digit_of(t->keys[e], m, width, radix, left)) >= 0) continue;
        Py_ssize_t at = table_entry(out, t->keys[e]);
        if (at < 0) {
            Py_DECREF(bad);
            Py_DECREF(out);
            return NULL;
        }
        memcpy(&out->vals[(size_t)at * (size_t)t->stride], &t->vals[(size_t)e * (size_t)t->stride],
               sizeof(u256) * (size_t)t->stride);
        if (t->mask) out->mask[at] = t->mask[e];
    }
    Py_DECREF(bad);
    return (PyObject *)out;
}

/* -- thinning (thinning.py's Thinning, the same threshold and the same draws) ------------------ */

static inline int cmp256(const u256 *a, const u256 *b) {
    for (int i = LIMBS - 1; i >= 0; i--)
        if (a->l[i] != b->l[i]) return a->l[i] < b->l[i] ? -1 : 1;
    return 0;
}

static inline void sub_from(u256 *a, const u256 *b) { /* a -= b, a >= b */
    u128 borrow = 0;
    for (int i = 0; i < LIMBS; i++) {
        u128 d = (u128)a->l[i] - b->l[i] - borrow;
        a->l[i] = (uint64_t)d;
        borrow = (d >> 64) ? 1 : 0;
    }
}

/* ceil(a / d) for a small divisor d > 0 (the quotient fits: it is at most a). */
static u256 ceil_div_small(const u256 *a, uint64_t d) {
    u256 q;
    u128 rem = 0;
    for (int i = LIMBS - 1; i >= 0; i--) {
        u128 cur = (rem << 64) | a->l[i];
        q.l[i] = (uint64_t)(cur / d);
        rem = cur % d;
    }
    if (rem) {
        u256 one = {{1}};
        add_to(&q, &one);
    }
    return q;
}

static inline double to_double(const u256 *a) {
    double d = 0;
    for (int i = LIMBS - 1; i >= 0; i--) d = d * 0x1p64 + (double)a->l[i];
    return d;
}

static int desc256(const void *x, const void *y) { return cmp256((const u256 *)y, (const u256 *)x); }

/* The (keep + 1) largest of w[0..n) moved to its front, largest first (n > keep + 1: a
 * quickselect, then a sort of the front). */
static void largest_first(u256 *w, Py_ssize_t n, Py_ssize_t want) {
    Py_ssize_t lo = 0, hi = n - 1;
    while (lo < hi) {
        u256 pivot = w[lo + (hi - lo) / 2];
        Py_ssize_t i = lo, j = hi;
        while (i <= j) {
            while (cmp256(&w[i], &pivot) > 0) i++;
            while (cmp256(&w[j], &pivot) < 0) j--;
            if (i <= j) {
                u256 tmp = w[i];
                w[i] = w[j];
                w[j] = tmp;
                i++;
                j--;
            }
        }
        if (want - 1 <= j) hi = j;
        else if (want - 1 >= i) lo = i;
        else break;
    }
    qsort(w, (size_t)want, sizeof(u256), desc256);
}

/* thin(keep, draw) -> (kept, factors): thinning.Thinning on a layer of more than keep states
 * (stride 1): the threshold t from the keep + 1 largest weights and their sum; a weight at or
 * above t kept as it is; one below (and above 0) with m = ceil(t / w) kept when draw() * m < 1,
 * multiplied by m. draw is called for the same entries in the same order as there, so that the
 * same random numbers keep the same states. A factor m past 2^52 (kept with a chance below
 * 2^-52) raises OverflowError when draw() comes out below 2 / m: the count then runs in Python. */
static PyObject *table_thin(Table *t, PyObject *args) {
    Py_ssize_t keep;
    PyObject *draw;
    if (!PyArg_ParseTuple(args, "nO", &keep, &draw)) return NULL;
    if (t->stride != 1 || keep < 1 || t->n <= keep) {
        PyErr_SetString(PyExc_ValueError, "thin: a layer of counts, larger than what it keeps");
        return NULL;
    }
    u256 *w = malloc(sizeof(u256) * (size_t)t->n);
    if (!w) return PyErr_NoMemory();
    u256 rest = {{0}};
    for (Py_ssize_t e = 0; e < t->n; e++) {
        w[e] = t->vals[e];
        if (add_to(&rest, &w[e])) {
            free(w);
            overflow();
            return NULL;
        }
    }
    Py_ssize_t want = keep + 1;
    if (t->n > want) largest_first(w, t->n, want);
    else qsort(w, (size_t)t->n, sizeof(u256), desc256);
    u256 one = {{1}}, thr = one;
    for (Py_ssize_t i = 0; i < want; i++) {
        Py_ssize_t places = keep - i;
        if (places <= 0) {
            thr = i ? w[i - 1] : w[i];
            break;
        }
        u256 c = ceil_div_small(&rest, (uint64_t)places);
        if (cmp256(&w[i], &c) < 0) {
            thr = c;
            break;
        }
        sub_from(&rest, &w[i]);
    }
    free(w);
    if (is_zero(&thr)) thr = one;
    double td = to_double(&thr);
    Table *out = table_new(1, keep * 2);
    PyObject *factors = PyDict_New();
    if (!out || !factors) goto fail;
    for (Py_ssize_t e = 0; e < t->n; e++) {
        const u256 *v = &t->vals[e];
        u256 kept = *v;
        uint64_t m = 1;
        if (cmp256(v, &thr) < 0) {
            if (is_zero(v)) continue;
            double approx = td / to_double(v);
            PyObject *got = PyObject_CallNoArgs(draw);
            if (!got) goto fail;
            double d = PyFloat_AsDouble(got);
            Py_DECREF(got);
            if (d == -1.0 && PyErr_Occurred()) goto fail;
            if (approx >= 0x1p52) {
                if (d * approx >= 2.0) continue;
                PyErr_SetString(PyExc_OverflowError, "a thinning factor past 2^52");
                goto fail;
            }
            /* m = ceil(thr / v), from the estimate, checked exactly both ways. */
            m = (uint64_t)approx;
            if (m < 1) m = 1;
            u256 p;
            for (;;) {
                int big = mul_small(&p, v, m);
                if (!big && cmp256(&p, &thr) < 0) m++;
                else break;
            }
            while (m > 1) {
                int big = mul_small(&p, v, m - 1);
                if (!big && cmp256(&p, &thr) >= 0) m--;
                else break;
            }
            if (!(d * (double)m < 1.0)) continue;
            if (mul_small(&kept, v, m)) {
                overflow();
                goto fail;
            }
        }
        Py_ssize_t at = table_entry(out, t->keys[e]);
        if (at < 0) goto fail;
        out->vals[at] = kept;
        if (m > 1 && !set_item(factors, PyLong_FromLongLong(t->keys[e]),
                               PyLong_FromUnsignedLongLong(m)))
            goto fail;
    }
    PyObject *pair = PyTuple_Pack(2, (PyObject *)out, factors);
    Py_DECREF(out);
    Py_DECREF(factors);
    return pair;
fail:
    Py_XDECREF(out);
    Py_XDECREF(factors);
    return NULL;
}

static Py_ssize_t table_len(Table *t) { return t->n; }

/* The bits of the table's largest count (0: none above zero). */
static PyObject *table_bits(Table *t, PyObject *Py_UNUSED(ignored)) {
    int most = 0;
    size_t all = (size_t)t->n * (size_t)t->stride;
    for (size_t i = 0; i < all; i++) {
        const u256 *v = &t->vals[i];
        int n = limbs(v);
        if (n && 64 * (n - 1) + (64 - __builtin_clzll(v->l[n - 1])) > most)
            most = 64 * (n - 1) + (64 - __builtin_clzll(v->l[n - 1]));
    }
    return PyLong_FromLong(most);
}

static PyMethodDef table_methods[] = {
    {"bits", (PyCFunction)table_bits, METH_NOARGS, "The bits of the table's largest count."},
    {"to_dict", (PyCFunction)table_to_dict, METH_NOARGS,
     "The layer as a dict {state: weight} (a split one: {state: its counts summed})."},
    {"digits", (PyCFunction)table_digits, METH_VARARGS,
     "digits(m, width, radix, left): the distinct digit * radix + (cards left if left else 0)."},
    {"without", (PyCFunction)table_without, METH_VARARGS,
     "without(m, width, radix, left, bad): the states whose digits (as digits gives them) are "
     "not in bad."},
    {"codes", (PyCFunction)table_codes, METH_VARARGS,
     "codes(m, width): the distinct digits (state // m) % width, in order of first sight."},
    {"thin", (PyCFunction)table_thin, METH_VARARGS,
     "thin(keep, draw): thinning.Thinning's thinned layer and factors, with draw's numbers."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods table_as_sequence = {.sq_length = (lenfunc)table_len};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "fishsolve.gofish.deduce." MODULE_NAME ".Table",
    .tp_basicsize = sizeof(Table),
    .tp_dealloc = (destructor)table_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One layer of a rank's placement: packed states and their exact counts.",
    .tp_new = table_tp_new,
    .tp_methods = table_methods,
    .tp_as_sequence = &table_as_sequence,
};

/* -- a player's moves, by the digit of their fills --------------------------------------------- */

typedef struct {
    PyObject_HEAD
    int cards;       /* the rank's cards + 1: moves are grouped by cards placed, 0..cards-1 */
    Table *codes;    /* digit -> its entry number (stride 0) */
    Py_ssize_t *off; /* per (entry, cards placed): where its moves start; one past the end last */
    int64_t *move;
    uint64_t *ways;
    int *now;
    /* card asks: per digit of cards left, the digits a player may place (below_sub from
     * below_off[d] to below_off[d + 1]) and each digit's cards (total); NULL: by rank */
    int *below_off, *below_sub, *total;
} Moves;

static PyTypeObject MovesType;

static void moves_dealloc(Moves *m) {
    Py_XDECREF(m->codes);
    free(m->off);
    free(m->move);
    free(m->ways);
    free(m->now);
    free(m->below_off);
    free(m->below_sub);
    free(m->total);
    PyObject_Free(m);
}

/* Moves(options, cards): options a list of (digit, its Options: a group per cards placed; or a
 * list per cards placed of (move, ways, now) tuples). */
static PyObject *moves_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    (void)type;
    PyObject *options, *below = NULL, *totals = NULL;
    int cards;
    if (kwds && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "Moves takes no keywords");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!i|O!O!", &PyList_Type, &options, &cards, &PyList_Type, &below,
                          &PyList_Type, &totals))
        return NULL;
    if (cards < 1 || cards > MOST_RADIX) {
        PyErr_SetString(PyExc_OverflowError, "too many cards of a rank for the C loops");
        return NULL;
    }
    Py_ssize_t n = PyList_GET_SIZE(options), total = 0;
    Options **got = calloc((size_t)n + 1, sizeof(Options *));
    if (!got) return PyErr_NoMemory();
    Moves *m = NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(options, i);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
            PyErr_SetString(PyExc_TypeError, "an option is (digit, its options)");
            goto fail;
        }
        if (!(got[i] = opt_from(PyTuple_GET_ITEM(item, 1)))) goto fail;
        if (got[i]->groups != cards) {
            PyErr_SetString(PyExc_TypeError, "an option's groups: one per cards placed");
            goto fail;
        }
        total += got[i]->size;
    }
    m = PyObject_New(Moves, &MovesType);
    if (!m) goto fail;
    m->cards = cards;
    m->below_off = m->below_sub = m->total = NULL;
    m->codes = table_new(0, n);
    m->off = malloc(sizeof(Py_ssize_t) * (size_t)(n * cards + 1));
    m->move = malloc(sizeof(int64_t) * (size_t)(total + 1));
    m->ways = malloc(sizeof(uint64_t) * (size_t)(total + 1));
    m->now = malloc(sizeof(int) * (size_t)(total + 1));
    if (!m->codes || !m->off || !m->move || !m->ways || !m->now) {
        PyErr_NoMemory();
        goto fail;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t code;
        if (read_key(PyTuple_GET_ITEM(PyList_GET_ITEM(options, i), 0), &code) < 0) goto fail;
        Py_ssize_t e = table_entry(m->codes, code);
        if (e < 0) goto fail;
        if (e != i) {
            PyErr_SetString(PyExc_ValueError, "a digit given twice");
            goto fail;
        }
        const Options *o = got[i];
        for (int c = 0; c < cards; c++) m->off[i * cards + c] = at + o->off[c];
        for (Py_ssize_t j = 0; j < o->size; j++)
            if (o->now[j] >= cards) {
                PyErr_SetString(PyExc_OverflowError, "cards held now past the rank's");
                goto fail;
            }
        memcpy(&m->move[at], o->move, sizeof(int64_t) * (size_t)o->size);
        memcpy(&m->ways[at], o->ways, sizeof(uint64_t) * (size_t)o->size);
        memcpy(&m->now[at], o->now, sizeof(int) * (size_t)o->size);
        at += o->size;
    }
    free_options_list(got, n);
    got = NULL;
    m->off[n * cards] = at;
    if (below) { /* card asks: the digits below each digit, and each digit's cards */
        if (!totals || PyList_GET_SIZE(below) != cards || PyList_GET_SIZE(totals) != cards) {
            PyErr_SetString(PyExc_TypeError, "below and total: a list per digit");
            goto fail;
        }
        Py_ssize_t subs = 0;
        for (int d = 0; d < cards; d++) {
            PyObject *list = PyList_GET_ITEM(below, d);
            if (!PyList_Check(list)) {
                PyErr_SetString(PyExc_TypeError, "below: lists of digits");
                goto fail;
            }
            subs += PyList_GET_SIZE(list);
        }
        m->below_off = malloc(sizeof(int) * (size_t)(cards + 1));
        m->below_sub = malloc(sizeof(int) * (size_t)(subs + 1));
        m->total = malloc(sizeof(int) * (size_t)cards);
        if (!m->below_off || !m->below_sub || !m->total) {
            PyErr_NoMemory();
            goto fail;
        }
        int k = 0;
        for (int d = 0; d < cards; d++) {
            PyObject *list = PyList_GET_ITEM(below, d);
            m->below_off[d] = k;
            for (Py_ssize_t j = 0; j < PyList_GET_SIZE(list); j++, k++) {
                long sub = PyLong_AsLong(PyList_GET_ITEM(list, j));
                if (sub == -1 && PyErr_Occurred()) goto fail;
                if (sub < 0 || sub > d) {
                    PyErr_SetString(PyExc_ValueError, "a digit below past its digit");
                    goto fail;
                }
                m->below_sub[k] = (int)sub;
            }
            long t = PyLong_AsLong(PyList_GET_ITEM(totals, d));
            if (t == -1 && PyErr_Occurred()) goto fail;
            m->total[d] = (int)t;
        }
        m->below_off[cards] = k;
    }
    return (PyObject *)m;
fail:
    if (got) free_options_list(got, n);
    Py_XDECREF(m);
    return NULL;
}

static PyTypeObject MovesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "fishsolve.gofish.deduce." MODULE_NAME ".Moves",
    .tp_basicsize = sizeof(Moves),
    .tp_dealloc = (destructor)moves_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One player's options for one rank, by the digit of their fills.",
    .tp_new = moves_tp_new,
};

/* A run of a state's moves in the arrays, all placing `sub` (by rank: 0). */
typedef struct {
    Py_ssize_t lo, hi;
    int sub;
} Run;

/* The moves of the state `key` (its digit, the cards left, the room after the player: `reach`
 * less the stock used): by rank the cards placed from left - room to left, one run; under card
 * asks each digit below the digit left whose remainder fits the room (carddp's loops). Their
 * number in *nruns (at most MOST_RADIX); -1 with an error if its digit has no options given. */
/* The runs of a state's options; -1: its digit has no options given, -2: more cards left than
 * the rank has (no Python error set: callable without the interpreter's lock). */
static inline int moves_of_raw(const Moves *mv, int64_t key, int64_t radix, int64_t m,
                               int64_t width, int64_t reach, int64_t smult, Run *runs,
                               int *nruns) {
    int64_t left = key % radix, code = (key / m) % width;
    Py_ssize_t e = table_find(mv->codes, code);
    if (e < 0) return -1;
    if (left >= mv->cards) return -2;
    int64_t room = reach - key / smult;
    const Py_ssize_t *off = &mv->off[e * mv->cards];
    *nruns = 0;
    if (mv->below_off) {
        for (int k = mv->below_off[left]; k < mv->below_off[left + 1]; k++) {
            int sub = mv->below_sub[k];
            if (mv->total[left - sub] > room) continue;
            runs[*nruns] = (Run){off[sub], off[sub + 1], sub};
            ++*nruns;
        }
        return 0;
    }
    int64_t first = left - room;
    if (first < 0) first = 0;
    if (first <= left) {
        runs[0] = (Run){off[first], off[left + 1], 0};
        *nruns = 1;
    }
    return 0;
}

/* moves_of_raw, with its error set. */
static int moves_error(int code) {
    if (code == -1)
        PyErr_SetString(PyExc_KeyError, "a state's digit has no options given");
    else
        PyErr_SetString(PyExc_ValueError, "more cards left than the rank has");
    return -1;
}

static inline int moves_of(const Moves *mv, int64_t key, int64_t radix, int64_t m, int64_t width,
                           int64_t reach, int64_t smult, Run *runs, int *nruns) {
    int got = moves_of_raw(mv, key, radix, m, width, reach, smult, runs, nruns);
    return got < 0 ? moves_error(got) : 0;
}

/* The first two passes of a batch of states e0..e1 of `layer` (forward, backward): each state's
 * runs of moves, with the hash slots of `t` they ask for fetched ahead; then, in a table past
 * AHEAD_SLOTS (which the caches do not hold), the entries those slots name. The batch's end:
 * before a state without moves (its error in *bad). No Python object is touched. */
static inline Py_ssize_t fetch_ahead(const Table *layer, Py_ssize_t e0, Py_ssize_t e1,
                                     const Moves *mv, int64_t radix, int64_t m, int64_t width,
                                     int64_t reach, int64_t smult, const Table *t,
                                     Run (*runs)[MOST_RADIX], int *nruns, int *bad) {
    for (Py_ssize_t e = e0; e < e1; e++) {
        int64_t key = layer->keys[e];
        const Run *rs = runs[e - e0];
        *bad = moves_of_raw(mv, key, radix, m, width, reach, smult, runs[e - e0], &nruns[e - e0]);
        if (*bad < 0) {
            e1 = e;
            break;
        }
        for (int r = 0; r < nruns[e - e0]; r++)
            for (Py_ssize_t j = rs[r].lo; j < rs[r].hi; j++)
                __builtin_prefetch(&t->index[slot_of(key + mv->move[j], t->slots)]);
    }
    if (t->slots <= AHEAD_SLOTS) return e1;
    size_t stride = (size_t)t->stride;
    for (Py_ssize_t e = e0; e < e1; e++) {
        int64_t key = layer->keys[e];
        const Run *rs = runs[e - e0];
        for (int r = 0; r < nruns[e - e0]; r++)
            for (Py_ssize_t j = rs[r].lo; j < rs[r].hi; j++) {
                uint32_t x = t->index[slot_of(key + mv->move[j], t->slots)];
                if (x) {
                    __builtin_prefetch(&t->keys[x - 1]);
                    if (stride > 1) __builtin_prefetch(&t->mask[x - 1]); /* a split table */
                    if (stride) __builtin_prefetch(&t->vals[(size_t)(x - 1) * stride]);
                }
            }
    }
    return e1;
}

/* -- the programme ---------------------------------------------------------------------------- */

/* forward(layer, moves, radix, m, width, reach, smult, budget) -> (next layer | None, work):
 * one player's placement of the rank from every state of `layer` (rankdp.RankCount._layers);
 * `reach` the cards the players after and the stock can still take with no stock used, budget
 * the steps left (-1: none); None once the work passes it. */
static PyObject *forward(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer;
    Moves *mv;
    long long radix, m, width, reach, smult, budget;
    if (!PyArg_ParseTuple(args, "O!O!LLLLLL", &TableType, &layer, &MovesType, &mv, &radix, &m,
                          &width, &reach, &smult, &budget))
        return NULL;
    Table *nxt = table_new(1, layer->n * 2);
    if (!nxt) return NULL;
    long long work = 0;
    int err = 0; /* 1: memory, -1 / -2: moves_of_raw's, 4: a count past 256 bits */
    int past = 0;
    /* The loop touches no Python object: other threads (CP-SAT's proofs) run meanwhile. The
     * states go by batches of FORWARD_BATCH, in three passes: their moves found and the hash
     * slots they ask for fetched ahead, then (in a table past AHEAD_SLOTS, which the caches do
     * not hold) the entries those slots name fetched ahead, then the steps made, in the states'
     * order (the same table, the same work, the same stop). */
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t e0 = 0; e0 < layer->n; e0 += FORWARD_BATCH) {
        Py_ssize_t e1 = layer->n - e0 < FORWARD_BATCH ? layer->n : e0 + FORWARD_BATCH;
        Run runs[FORWARD_BATCH][MOST_RADIX];
        int nruns[FORWARD_BATCH];
        int bad = 0; /* a state without moves: the batch stops before it, the error after */
        e1 = fetch_ahead(layer, e0, e1, mv, radix, m, width, reach, smult, nxt, runs, nruns, &bad);
        for (Py_ssize_t e = e0; e < e1; e++) {
            int64_t key = layer->keys[e];
            u256 w = layer->vals[e];
            int nw = limbs(&w);
            const Run *rs = runs[e - e0];
            for (int r = 0; r < nruns[e - e0]; r++) {
                for (Py_ssize_t j = rs[r].lo; j < rs[r].hi; j++) {
                    Py_ssize_t at = table_entry_raw(nxt, key + mv->move[j]);
                    if (at < 0) {
                        err = 1;
                        goto done;
                    }
                    if (mul_add(&nxt->vals[at], &w, nw, mv->ways[j])) {
                        err = 4;
                        goto done;
                    }
                }
                work += (long long)(rs[r].hi - rs[r].lo);
            }
            work += 1;
            if (budget >= 0 && work > budget) {
                past = 1;
                goto done;
            }
        }
        if (bad < 0) {
            err = bad;
            goto done;
        }
    }
done:;
    Py_END_ALLOW_THREADS
    if (err) {
        if (err == 1)
            PyErr_NoMemory();
        else if (err == 4)
            overflow();
        else
            moves_error(err);
        Py_DECREF(nxt);
        return NULL;
    }
    if (past) {
        Py_DECREF(nxt);
        return Py_BuildValue("(OL)", Py_None, work);
    }
    return Py_BuildValue("(NL)", (PyObject *)nxt, work);
}

/* Reads a list of at most 64 non-negative ints below 2^62; its length, or -1 with an error. */
static int read_digits(PyObject *list, int64_t *out) {
    if (!PyList_Check(list) || PyList_GET_SIZE(list) > 64) {
        PyErr_SetString(PyExc_TypeError, "a list of at most 64 digit places expected");
        return -1;
    }
    int n = (int)PyList_GET_SIZE(list);
    for (int i = 0; i < n; i++)
        if (read_key(PyList_GET_ITEM(list, i), &out[i]) < 0) return -1;
    return n;
}

/* carry(states, mult, width, smult, mult_next, smult_next, free) -> (first layer, starts): the
 * states after a rank (packed by its codec: digit places `mult`, widths `width`, the stock's
 * place `smult`) as the next rank packs them, with all its `free` cards left (rankdp's _first:
 * Codec.carry), and a table {packed anew: the state as given} (its key in the count's first
 * limb). */
static PyObject *carry(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *states, *mult_l, *width_l, *next_l, *subs_l = Py_None;
    long long smult, smult_next, free, radix = 0, stock = 0;
    if (!PyArg_ParseTuple(args, "OO!O!LO!LL|OLL", &states, &PyList_Type, &mult_l, &PyList_Type,
                          &width_l, &smult, &PyList_Type, &next_l, &smult_next, &free, &subs_l,
                          &radix, &stock))
        return NULL;
    Table *given = NULL; /* the states as a table (between ranks, in C), else a dict */
    if (PyObject_TypeCheck(states, &TableType)) {
        given = (Table *)states;
        if (given->stride != 1) {
            PyErr_SetString(PyExc_TypeError, "states between ranks: a table of counts");
            return NULL;
        }
    } else if (!PyDict_Check(states)) {
        PyErr_SetString(PyExc_TypeError, "the states: a dict or a table");
        return NULL;
    }
    int64_t mult[64], width[64], next[64];
    int n = read_digits(mult_l, mult);
    if (n < 0 || read_digits(width_l, width) != n || read_digits(next_l, next) != n) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "digit lists of one length");
        return NULL;
    }
    if (smult <= 0 || smult_next <= 0) {
        PyErr_SetString(PyExc_ValueError, "a positive place expected");
        return NULL;
    }
    for (int i = 0; i < n; i++)
        if (mult[i] <= 0 || width[i] <= 0) {
            PyErr_SetString(PyExc_ValueError, "positive digit places and widths expected");
            return NULL;
        }
    /* Card asks, sampling: the stock's share placed first, (digit taken, its cards, the divisor
     * of their orders) per share. */
    int64_t sub[64], cards[64], split[64];
    int shares = -1;
    if (subs_l != Py_None) {
        if (!PyList_Check(subs_l) || PyList_GET_SIZE(subs_l) > 64 || radix <= 0) {
            PyErr_SetString(PyExc_ValueError, "the stock's shares: a list of (digit, cards, split)");
            return NULL;
        }
        shares = (int)PyList_GET_SIZE(subs_l);
        for (int i = 0; i < shares; i++) {
            long long a, b, c;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(subs_l, i), "LLL", &a, &b, &c)) return NULL;
            if (a < 0 || b < 0 || b > 20 || c <= 0) {
                PyErr_SetString(PyExc_ValueError, "a share of the stock out of range");
                return NULL;
            }
            sub[i] = a;
            cards[i] = b;
            split[i] = c;
        }
    }
    Py_ssize_t count = given ? given->n : PyDict_GET_SIZE(states);
    Table *first = table_new(1, count);
    Table *st = table_new(1, count); /* starts: base -> the state it came from */
    if (!first || !st) goto fail;
    PyObject *k = NULL, *v;
    Py_ssize_t pos = 0, e_in = 0;
    for (;;) {
        int64_t key;
        u256 w;
        if (given) {
            if (e_in >= given->n) break;
            key = given->keys[e_in];
            w = given->vals[e_in];
            e_in++;
        } else {
            if (!PyDict_Next(states, &pos, &k, &v)) break;
            if (read_key(k, &key) < 0 || read_u256(v, &w) < 0) goto fail;
        }
        int64_t out = (key / smult) * smult_next;
        for (int i = 0; i < n; i++) out += ((key / mult[i]) % width[i]) * next[i];
        Py_ssize_t at = table_entry(st, out);
        if (at < 0) goto fail;
        st->vals[at] = (u256){{(uint64_t)key}};
        if (shares < 0) {
            Py_ssize_t e = table_entry(first, out + free);
            if (e < 0) goto fail;
            first->vals[e] = w;
            continue;
        }
        int64_t stock_free = stock - out / smult_next;
        for (int i = 0; i < shares; i++) {
            if (cards[i] > stock_free) continue;
            uint64_t ways = 1; /* perm(stock_free, cards) // split */
            for (int64_t j = 0; j < cards[i]; j++) ways *= (uint64_t)(stock_free - j);
            ways /= (uint64_t)split[i];
            int64_t mid = out + free - sub[i] + sub[i] * radix + cards[i] * smult_next;
            u256 add;
            if (mul_small(&add, &w, ways)) {
                overflow();
                goto fail;
            }
            Py_ssize_t e = table_entry(first, mid);
            if (e < 0) goto fail;
            if (add_to(&first->vals[e], &add)) {
                overflow();
                goto fail;
            }
        }
    }
    return Py_BuildValue("(NN)", (PyObject *)first, (PyObject *)st);
fail:
    Py_XDECREF(first);
    Py_XDECREF(st);
    return NULL;
}

/* The binomial C(n, k), k small; n < 0 never asked. */
static uint64_t binom(int64_t n, int64_t k, int *ovf) {
    if (k < 0 || k > n) return 0;
    u128 r = 1;
    for (int64_t i = 1; i <= k; i++) {
        r = r * (u128)(n - k + i) / (u128)i;
        if (r >> 64) *ovf = 1;
    }
    return (uint64_t)r;
}

/* starts_value(value, starts, radix, square, smult, stock[, as_table]) -> {state before the
 * rank: its completions}: rankdp.RankCount._starts_value from the rank's first layer's
 * completions (`value`, each entry's counts summed) and `starts` (the first layer's base -> the
 * state before the rank), in the order of first sight; with as_table a table (read by the next
 * rank's completions as it is: no Python integers made). */
static PyObject *starts_value(PyObject *self, PyObject *args) {
    (void)self;
    Table *value;
    PyObject *starts;
    long long radix, square, smult, stock;
    int as_table = 0;
    if (!PyArg_ParseTuple(args, "O!OLLLL|p", &TableType, &value, &starts, &radix, &square, &smult,
                          &stock, &as_table))
        return NULL;
    Table *st = PyObject_TypeCheck(starts, &TableType) ? (Table *)starts : NULL;
    if (!st && !PyDict_Check(starts)) {
        PyErr_SetString(PyExc_TypeError, "the starts: a dict or a table");
        return NULL;
    }
    if (radix <= 0 || square <= 0 || smult <= 0) {
        PyErr_SetString(PyExc_ValueError, "positive places expected");
        return NULL;
    }
    Table *out = table_new(1, value->n);
    if (!out) return NULL;
    for (Py_ssize_t e = 0; e < value->n; e++) {
        if (value->aligned && !value->mask[e]) continue; /* no completion */
        u256 sum = {{0}};
        const u256 *v = &value->vals[(size_t)e * (size_t)value->stride];
        for (int i = 0; i < value->stride; i++)
            if (add_to(&sum, &v[i])) goto over;
        int64_t mid = value->keys[e];
        int64_t x = (mid / radix) % radix;
        int64_t base = mid - mid % square - x * smult;
        int ovf = 0;
        uint64_t ways = binom(stock - base / smult, x, &ovf);
        if (ovf) goto over;
        int64_t key;
        if (st) {
            Py_ssize_t from = table_find(st, base);
            if (from < 0) {
                PyErr_SetString(PyExc_KeyError, "a first state with no start");
                goto fail;
            }
            key = (int64_t)st->vals[from].l[0];
        } else {
            PyObject *b = PyLong_FromLongLong(base);
            if (!b) goto fail;
            PyObject *k = PyDict_GetItemWithError(starts, b);
            Py_DECREF(b);
            if (!k) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_KeyError, "a first state with no start");
                goto fail;
            }
            if (read_key(k, &key) < 0) goto fail;
        }
        Py_ssize_t at = table_entry(out, key);
        if (at < 0) goto fail;
        if (mul_add(&out->vals[at], &sum, limbs(&sum), ways)) goto over;
    }
    if (as_table) return (PyObject *)out;
    PyObject *d = table_to_dict(out, NULL);
    Py_DECREF(out);
    return d;
over:
    overflow();
fail:
    Py_DECREF(out);
    return NULL;
}

/* What rankdp.RankCount._to_stock gives for `key`: the state after the rank, the ways and the
 * rank's cards in the stock; 0 if they do not fit. */
static inline int to_stock(int64_t key, int64_t radix, int64_t smult, int64_t stock, int64_t *after,
                           uint64_t *ways, int *x, int *ovf) {
    int64_t left = key % radix, placed = (key / radix) % radix, free = stock - key / smult;
    if (left > free) return 0;
    *after = key - left - placed * radix + left * smult;
    *ways = binom(free, left, ovf);
    *x = (int)(placed + left);
    return 1;
}

/* A rank told apart by card (carddp.CardCount._to_stock): per digit of cards left, the orders
 * its cards' groups divide (0: a group may not lie in the stock) and its cards; sampling, the
 * stock was placed first. */
typedef struct {
    uint64_t split[MOST_RADIX];
    int total[MOST_RADIX];
    int sampling;
} Cards;

/* Reads the optional (split, total, sampling) of between and completions; 0: by rank. */
static int read_cards(PyObject *split, PyObject *total, int sampling, int64_t radix, Cards *out) {
    if (!split) return 0;
    if (!PyList_Check(split) || !PyList_Check(total) || PyList_GET_SIZE(split) != radix ||
        PyList_GET_SIZE(total) != radix || radix > MOST_RADIX) {
        PyErr_SetString(PyExc_TypeError, "split and total: a list per digit");
        return -1;
    }
    for (int d = 0; d < radix; d++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(split, d));
        if (v == (unsigned long long)-1 && PyErr_Occurred()) return -1;
        out->split[d] = v;
        if (small_int(PyList_GET_ITEM(total, d), 0, MOST_RADIX - 1, &out->total[d]) < 0)
            return -1;
    }
    out->sampling = sampling;
    return 1;
}

/* to_stock for a rank told apart by card; *in_stock the digit of its cards in the stock. */
static inline int cards_to_stock(const Cards *cd, int64_t key, int64_t radix, int64_t smult,
                                 int64_t stock, int64_t *after, uint64_t *ways, int *x,
                                 int *in_stock, int *ovf) {
    int64_t left = key % radix;
    if (cd->sampling) { /* the stock was placed first: every card is placed */
        if (left) return 0;
        int64_t sub = (key / radix) % radix;
        *after = key - sub * radix;
        *ways = 1;
        *x = cd->total[sub];
        *in_stock = (int)sub;
        return 1;
    }
    if (!cd->split[left]) return 0;
    int64_t free = stock - key / smult;
    int cards = cd->total[left];
    if (cards > free) return 0;
    *after = key - left + cards * smult;
    u128 perm = 1;
    for (int i = 0; i < cards; i++) {
        perm *= (u128)(free - i);
        if (perm >> 64) *ovf = 1;
    }
    *ways = (uint64_t)(perm / cd->split[left]);
    *x = cards;
    *in_stock = (int)left;
    return 1;
}

/* between(layer, radix, smult, stock[, split, total, sampling, as_table]) -> {state after the
 * rank: weight}: the last layer's states once the cards they leave go to the stock
 * (rankdp.RankCount._count; with split and total, a rank told apart by card); with as_table, a
 * Table of them (carry reads it: the states between ranks stay in C). */
static PyObject *between(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer;
    long long radix, smult, stock;
    PyObject *split = NULL, *total = NULL;
    int sampling = 0, as_table = 0;
    Cards cd;
    if (!PyArg_ParseTuple(args, "O!LLL|OOpp", &TableType, &layer, &radix, &smult, &stock, &split,
                          &total, &sampling, &as_table))
        return NULL;
    if (split == Py_None) split = NULL;
    if (total == Py_None) total = NULL;
    int card = read_cards(split, total, sampling, radix, &cd);
    if (card < 0) return NULL;
    Table *out = table_new(1, layer->n);
    if (!out) return NULL;
    int ovf = 0;
    for (Py_ssize_t e = 0; e < layer->n; e++) {
        int64_t key;
        uint64_t ways;
        int x, in_stock;
        if (card ? !cards_to_stock(&cd, layer->keys[e], radix, smult, stock, &key, &ways, &x,
                                   &in_stock, &ovf)
                 : !to_stock(layer->keys[e], radix, smult, stock, &key, &ways, &x, &ovf))
            continue;
        u256 add;
        if (ovf || mul_small(&add, &layer->vals[e], ways)) goto over;
        Py_ssize_t at = table_entry(out, key);
        if (at < 0) goto fail;
        if (add_to(&out->vals[at], &add)) goto over;
    }
    if (as_table) return (PyObject *)out;
    PyObject *d = table_to_dict(out, NULL);
    Py_DECREF(out);
    return d;
over:
    overflow();
fail:
    Py_DECREF(out);
    return NULL;
}

/* completions(layer, after, radix, smult, stock[, split, total, sampling, wide]) -> split
 * table: the completions of the last layer's states, split by the rank's cards in the stock
 * (rankdp.RankCount._backward's start), `wide` counts an entry (the rank's cards + 1; 0: radix).
 * With split and total (a rank told apart by card: carddp.CardCount._backward's start): (the
 * split table, {(digit in the stock, cards there): the weights of the paths through}). */
static PyObject *completions(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer;
    PyObject *after_d, *split = NULL, *total = NULL, *where = NULL;
    long long radix, smult, stock, wide = 0;
    int sampling = 0;
    Cards cd;
    if (!PyArg_ParseTuple(args, "O!OLLL|OOpL", &TableType, &layer, &after_d, &radix, &smult,
                          &stock, &split, &total, &sampling, &wide))
        return NULL;
    if (radix < 1 || radix > MOST_RADIX) {
        PyErr_SetString(PyExc_OverflowError, "too many cards of a rank for the C loops");
        return NULL;
    }
    /* The split's width: the rank's cards + 1 (`wide`; 0: `radix`, as by rank). */
    if (wide < 0 || wide > radix) {
        PyErr_SetString(PyExc_ValueError, "a split wider than the rank's digits");
        return NULL;
    }
    int W = wide ? (int)wide : (int)radix;
    int card = read_cards(split, total, sampling, radix, &cd);
    if (card < 0) return NULL;
    /* the completions after the rank: a table (starts_value's) or a dict */
    Table *after;
    if (PyObject_TypeCheck(after_d, &TableType)) {
        after = (Table *)after_d;
        Py_INCREF(after);
    } else if (!(after = table_of_dict(after_d))) {
        return NULL;
    }
    Table *value = table_aligned(layer, W);
    u256 cells[MOST_RADIX * MOST_RADIX]; /* by (digit in the stock, cards there) */
    int touched[MOST_RADIX * MOST_RADIX] = {0}, order[MOST_RADIX * MOST_RADIX], norder = 0;
    memset(cells, 0, sizeof cells);
    if (!value) {
        Py_DECREF(after);
        return NULL;
    }
    int ovf = 0;
    for (Py_ssize_t e = 0; e < layer->n; e++) {
        int64_t key;
        uint64_t ways;
        int x, in_stock = 0;
        if (card ? !cards_to_stock(&cd, layer->keys[e], radix, smult, stock, &key, &ways, &x,
                                   &in_stock, &ovf)
                 : !to_stock(layer->keys[e], radix, smult, stock, &key, &ways, &x, &ovf))
            continue;
        if (ovf) goto over;
        Py_ssize_t a = table_find(after, key);
        if (a < 0 || is_zero(&after->vals[a])) continue;
        if (x >= W) {
            PyErr_SetString(PyExc_ValueError, "more of a rank's cards in the stock than it has");
            goto fail;
        }
        Py_ssize_t at = e;
        u256 *v = &value->vals[at * W + x];
        if (mul_small(v, &after->vals[a], ways)) goto over;
        value->mask[at] = 1u << x;
        if (card) {
            int cell = in_stock * (int)radix + x;
            u256 part;
            if (mul_big(&part, &layer->vals[e], v)) goto over;
            if (!touched[cell]) {
                touched[cell] = 1;
                order[norder++] = cell;
            }
            if (add_to(&cells[cell], &part)) goto over;
        }
    }
    Py_DECREF(after);
    if (!card) return (PyObject *)value;
    where = PyDict_New();
    if (!where) goto fail_value;
    for (int i = 0; i < norder; i++) {
        int cell = order[i];
        PyObject *h = Py_BuildValue("(ii)", cell / (int)radix, cell % (int)radix);
        if (!set_item(where, h, make_int(&cells[cell]))) goto fail_value;
    }
    return Py_BuildValue("(NN)", (PyObject *)value, where);
over:
    overflow();
fail:
    Py_DECREF(after);
fail_value:
    Py_XDECREF(where);
    Py_DECREF(value);
    return NULL;
}

/* backward(layer, value, moves, radix, m, width, reach, smult, factors, offset, laid, budget)
 * -> (split table | None, {(held now, in the stock): ways}, work): the completions of the
 * states of `layer` (a player's layer before they place the rank) given `value` (those after
 * them), and the player's part of the rank's table (rankdp.RankCount._backward); `factors`
 * {state: thinning factor} or None; None once the work passes the budget. */
static PyObject *backward(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer, *value;
    Moves *mv;
    PyObject *factors_d;
    long long radix, m, width, reach, smult, offset, budget;
    int laid;
    if (!PyArg_ParseTuple(args, "O!O!O!LLLLLOLpL", &TableType, &layer, &TableType, &value,
                          &MovesType, &mv, &radix, &m, &width, &reach, &smult, &factors_d,
                          &offset, &laid, &budget))
        return NULL;
    if (value->stride < 1 || value->stride > radix || radix > MOST_RADIX || mv->cards != radix) {
        PyErr_SetString(PyExc_ValueError, "a split table of the rank's width expected");
        return NULL;
    }
    int card = mv->below_off != NULL; /* a rank told apart by card: cells by digit placed too */
    /* W: the split's width, the rank's cards + 1 (a card rank's digits, up to `radix`, are more) */
    int W = value->stride, S = card ? mv->cards : 1;
    Table *factors = NULL, *back = NULL;
    PyObject *pairs = NULL;
    /* The player's table, dense by (held now, digit placed, in the stock) (by rank: the digit
     * placed left out, and all in cell 0 when the rank is laid), and the order its cells were
     * first reached in; per state, tmp[h] the sum over its moves to cell h of ways times their
     * completions with x in the stock. */
    enum { CELLS = MOST_RADIX * MOST_RADIX * MOST_RADIX };
    u256 *cells = calloc(CELLS, sizeof(u256)), *tmp = malloc(CELLS * sizeof(u256));
    int *ints = calloc(4 * (size_t)CELLS, sizeof(int)), norder = 0;
    if (!cells || !tmp || !ints) {
        free(cells);
        free(tmp);
        free(ints);
        return PyErr_NoMemory();
    }
    int *touched = ints, *order = ints + CELLS, *hit = ints + 2 * CELLS, *hits = ints + 3 * CELLS;
    if (factors_d != Py_None && !(factors = table_of_dict(factors_d))) goto fail;
    back = table_aligned(layer, W);
    if (!back) goto fail;
    long long work = 0;
    /* By batches of FORWARD_BATCH states, as forward: the slots, then the entries, fetched
     * ahead; then each state's completions, in the states' order. */
    for (Py_ssize_t e0 = 0; e0 < layer->n; e0 += FORWARD_BATCH) {
        Py_ssize_t e1 = layer->n - e0 < FORWARD_BATCH ? layer->n : e0 + FORWARD_BATCH;
        Run batch[FORWARD_BATCH][MOST_RADIX];
        int counts[FORWARD_BATCH];
        int bad = 0; /* a state without moves: the batch stops before it, the error after */
        e1 = fetch_ahead(layer, e0, e1, mv, radix, m, width, reach, smult, value, batch, counts,
                         &bad);
        for (Py_ssize_t e = e0; e < e1; e++) {
            int64_t key = layer->keys[e];
            const Run *runs = batch[e - e0];
            int nruns = counts[e - e0];
            int nhits = 0;
            for (int r = 0; r < nruns; r++) {
                int sub = card ? runs[r].sub : 0;
                for (Py_ssize_t j = runs[r].lo; j < runs[r].hi; j++) {
                    Py_ssize_t at = table_find(value, key + mv->move[j]);
                    if (at < 0) continue;
                    uint32_t present = value->mask[at];
                    const u256 *split = &value->vals[(size_t)at * (size_t)W];
                    int now = mv->now[j];
                    for (int x = 0; x < W; x++) {
                        if (!(present >> x & 1)) continue;
                        int h = (now * S + sub) * W + x;
                        u256 add;
                        if (mul_small(&add, &split[x], mv->ways[j])) goto over;
                        if (!hit[h]) {
                            hit[h] = 1;
                            hits[nhits++] = h;
                            tmp[h] = add;
                        } else if (add_to(&tmp[h], &add)) {
                            goto over;
                        }
                    }
                }
                work += (long long)(runs[r].hi - runs[r].lo);
            }
            work += 1;
            if (budget >= 0 && work > budget) {
                Py_DECREF(back);
                Py_XDECREF(factors);
                free(cells);
                free(tmp);
                free(ints);
                return Py_BuildValue("(OOL)", Py_None, Py_None, work);
            }
            if (!nhits) continue;
            const u256 *w = &layer->vals[e];
            u256 factor = {{1}};
            if (factors) {
                Py_ssize_t f = table_find(factors, key);
                if (f >= 0) factor = factors->vals[f];
            }
            Py_ssize_t at = e;
            u256 *total = &back->vals[(size_t)at * (size_t)W];
            uint32_t mask = 0;
            for (int i = 0; i < nhits; i++) {
                int h = hits[i], x = h % W, cell = laid && !card ? 0 : h;
                hit[h] = 0;
                u256 part;
                if (mul_big(&part, w, &tmp[h])) goto over;
                if (!touched[cell]) {
                    touched[cell] = 1;
                    order[norder++] = cell;
                }
                if (add_to(&cells[cell], &part)) goto over;
                if (add_to(&total[x], &tmp[h])) goto over;
                mask |= 1u << x;
            }
            back->mask[at] = mask;
            if (factors)
                for (int x = 0; x < W; x++)
                    if (mask >> x & 1 && mul_big(&total[x], &total[x], &factor)) goto over;
        }
        if (bad < 0) {
            moves_error(bad);
            goto fail;
        }
    }
    pairs = PyDict_New();
    if (!pairs) goto fail;
    for (int i = 0; i < norder; i++) {
        int cell = order[i];
        PyObject *h = card   ? Py_BuildValue("(iii)", cell / (S * W), cell / W % S, cell % W)
                      : laid ? Py_BuildValue("(ii)", 0, 0)
                             : Py_BuildValue("(Li)", offset + cell / W, cell % W);
        if (!set_item(pairs, h, make_int(&cells[cell]))) goto fail;
    }
    Py_XDECREF(factors);
    free(cells);
    free(tmp);
    free(ints);
    return Py_BuildValue("(NNL)", (PyObject *)back, pairs, work);
over:
    overflow();
fail:
    Py_XDECREF(factors);
    Py_XDECREF(back);
    Py_XDECREF(pairs);
    free(cells);
    free(tmp);
    free(ints);
    return NULL;
}

/* -- a player's options from their fills (rankdp.RankCount._options and _player_options) ----- */

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

#define HASH_FROM 32

static inline size_t option_slot(int64_t move, int held, size_t slots) {
    uint64_t h = ((uint64_t)move * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)held * 0xC2B2AE3D27D4EB4FULL);
    return (size_t)(h >> 17) & (slots - 1);
}

/* The index rebuilt over the options found, with room for twice as many. */
static int enum_index(Enum *en) {
    size_t slots = 64;
    while (slots < (size_t)en->n * 4) slots <<= 1;
    if (slots != en->slots) {
        uint32_t *index = realloc(en->index, sizeof(uint32_t) * slots);
        if (!index) return -1;
        en->index = index;
        en->slots = slots;
    }
    memset(en->index, 0, sizeof(uint32_t) * slots);
    for (Py_ssize_t e = 0; e < en->n; e++) {
        size_t i = option_slot(en->move[e], en->held[e], slots);
        while (en->index[i]) i = (i + 1) & (slots - 1);
        en->index[i] = (uint32_t)(e + 1);
    }
    return 0;
}

static int enum_add(Enum *en, int64_t move, int held, int cards, uint64_t ways) {
    size_t slot = 0;
    if (en->n < HASH_FROM) { /* few options: a scan merges them */
        for (Py_ssize_t i = 0; i < en->n; i++)
            if (en->move[i] == move && en->held[i] == held) {
                if (__builtin_add_overflow(en->ways[i], ways, &en->ways[i])) en->overflow = 1;
                return 0;
            }
    } else {
        if (!en->indexed || (size_t)en->n * 2 >= en->slots) {
            if (enum_index(en) < 0) return -1;
            en->indexed = 1;
        }
        slot = option_slot(move, held, en->slots);
        while (en->index[slot]) {
            Py_ssize_t i = (Py_ssize_t)en->index[slot] - 1;
            if (en->move[i] == move && en->held[i] == held) {
                if (__builtin_add_overflow(en->ways[i], ways, &en->ways[i])) en->overflow = 1;
                return 0;
            }
            slot = (slot + 1) & (en->slots - 1);
        }
    }
    if (en->n == en->room) {
        Py_ssize_t room = en->room ? en->room * 2 : 16;
        int64_t *mv = realloc(en->move, sizeof(int64_t) * (size_t)room);
        if (mv) en->move = mv;
        int *hd = realloc(en->held, sizeof(int) * (size_t)room);
        if (hd) en->held = hd;
        int *cd = realloc(en->cards, sizeof(int) * (size_t)room);
        if (cd) en->cards = cd;
        uint64_t *wy = realloc(en->ways, sizeof(uint64_t) * (size_t)room);
        if (wy) en->ways = wy;
        if (!mv || !hd || !cd || !wy) return -1;
        en->room = room;
    }
    en->move[en->n] = move;
    en->held[en->n] = held;
    en->cards[en->n] = cards;
    en->ways[en->n] = ways;
    if (en->n >= HASH_FROM) en->index[slot] = (uint32_t)(en->n + 1);
    en->n++;
    return 0;
}

/* `code`: the code after the rank of the fills with the classes before i filled as en->x says
 * (en->base, plus each class's placed cards times its merged class's radix), kept as it goes. */
static int enum_rec(Enum *en, int i, int left, uint64_t ways, int64_t code) {
    int m = en->m;
    if (i == m) {
        int cards = en->prefix[m], held = en->prefix[m] - en->prefix[en->now];
        return enum_add(en, (code - en->code) * en->mult - cards, held, cards, ways);
    }
    int64_t step = en->radix_after[en->merge[i]];
    int free = en->caps[i] - en->fills[i];
    int top = en->closed[i] ? 0 : (left < free ? left : free);
    int base = en->prefix[i], e = i + 1;
    for (int v = 0; v <= top; v++) {
        int at = base + v, stop = 0, skip = 0;
        for (int k = en->span_at[e]; k < en->span_at[e + 1] && !stop; k++)
            if (at - en->prefix[en->span_lo[k]] > en->span_hi[k]) stop = 1;
        if (stop) break;
        for (int k = en->end_at[e]; k < en->end_at[e + 1] && !skip; k++) {
            int got = at - en->prefix[en->end_lo[k]];
            if (got < 0 || got >= 64 || !(en->end_mask[k] >> got & 1)) skip = 1;
        }
        if (skip) continue;
        en->x[i] = v;
        en->prefix[e] = at;
        u128 w = (u128)ways * binom(free, v, &en->overflow);
        for (int k = en->weigh_at[e]; k < en->weigh_at[e + 1]; k++) {
            int got = at - en->prefix[en->weigh_lo[k]];
            uint64_t pick = (got >= 0 && got <= en->most) ? en->weigh[k][got] : 1;
            if (w >> 64) break;
            w *= pick;
        }
        if (w >> 64) en->overflow = 1;
        if (enum_rec(en, e, left - v, (uint64_t)w, code + v * step) < 0) return -1;
    }
    en->x[i] = 0;
    return 0;
}

/* perm(n, v) / prod y!, the ways y_g cards of each group take v of n free positions (v = sum). */
static uint64_t card_ways(int n, const int *ys, int k, int v, int *ovf) {
    u128 r = 1;
    for (int i = 0; i < v; i++) {
        r *= (u128)(n - i);
        if (r >> 64) *ovf = 1;
    }
    for (int j = 0; j < k; j++)
        for (int y = 2; y <= ys[j]; y++) r /= (u128)y;
    return (uint64_t)r;
}

/* carddp.CardCount._card_options' recursion: the classes in turn, in each the product of every
 * allowed group's count (the last group fastest, as itertools.product). */
/* `code` as in enum_rec; `placed`: the digit of the cards placed so far (sum used * gmult). */
static int card_rec(Enum *en, int i, uint64_t ways, int64_t code, int placed) {
    en->visits++;
    int m = en->m;
    if (i == m) {
        int held = en->prefix[m] - en->prefix[en->now];
        return enum_add(en, (code - en->code) * en->mult - placed, held, placed, ways);
    }
    int64_t step = en->radix_after[en->merge[i]];
    int free = en->caps[i] - en->fills[i];
    int k = (en->closed[i] || !free) ? 0 : en->nok[i];
    const int *ok = en->ok[i];
    int top[8], ys[8] = {0};
    for (int j = 0; j < k; j++) {
        int room = en->gsize[ok[j]] - en->used[ok[j]];
        top[j] = free < room ? free : room;
    }
    int base = en->prefix[i], e = i + 1;
    for (;;) {
        int v = 0;
        for (int j = 0; j < k; j++) v += ys[j];
        int at = base + v, skip = v > free;
        for (int c = en->span_at[e]; c < en->span_at[e + 1] && !skip; c++)
            if (at - en->prefix[en->span_lo[c]] > en->span_hi[c]) skip = 1;
        for (int c = en->end_at[e]; c < en->end_at[e + 1] && !skip; c++) {
            int got = at - en->prefix[en->end_lo[c]];
            if (got < 0 || got >= 64 || !(en->end_mask[c] >> got & 1)) skip = 1;
        }
        if (!skip) {
            int digit = placed;
            for (int j = 0; j < k; j++) {
                en->used[ok[j]] += ys[j];
                digit += ys[j] * en->gmult[ok[j]];
            }
            en->x[i] = v;
            en->prefix[e] = at;
            u128 w = (u128)ways * card_ways(free, ys, k, v, &en->overflow);
            if (w >> 64) en->overflow = 1;
            if (card_rec(en, e, (uint64_t)w, code + v * step, digit) < 0) return -1;
            for (int j = 0; j < k; j++) en->used[ok[j]] -= ys[j];
        }
        int j = k - 1; /* the next product, the last group fastest */
        while (j >= 0 && ys[j] == top[j]) ys[j--] = 0;
        if (j < 0) break;
        ys[j]++;
    }
    en->x[i] = 0;
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

/* The options from en's fills and code (set by the caller), as options_many gives each: an
 * Options whose groups are the cards placed (card asks: their digit), each group's options in
 * the order they were first found. */
static PyObject *run_options(Enum *en, int cards_game, int radix) {
    en->n = 0;
    en->indexed = 0;
    en->visits = 0;
    en->overflow = 0;
    memset(en->x, 0, sizeof en->x);
    memset(en->prefix, 0, sizeof en->prefix);
    memset(en->used, 0, sizeof en->used);
    int groups = en->most + 1; /* by cards placed, or (card asks) by the digit of them */
    if (cards_game) {
        groups = radix;
        if (card_rec(en, 0, 1, en->base, 0) < 0) return PyErr_NoMemory();
        for (Py_ssize_t i = 0; i < en->n; i++)
            if (en->cards[i] >= radix) {
                PyErr_SetString(PyExc_ValueError, "a digit of cards placed past the radix");
                return NULL;
            }
    } else if (enum_rec(en, 0, en->most, 1, en->base) < 0) {
        return PyErr_NoMemory();
    }
    if (en->overflow) {
        PyErr_SetString(PyExc_OverflowError, "an option's ways past 64 bits");
        return NULL;
    }
    if (groups < 1 || groups > MOST_RADIX) {
        PyErr_SetString(PyExc_OverflowError, "too many cards of a rank for the C loops");
        return NULL;
    }
    Options *out = opt_new(groups, en->n);
    if (!out) return NULL;
    Py_ssize_t at[MOST_RADIX + 1] = {0};
    for (Py_ssize_t i = 0; i < en->n; i++) at[en->cards[i] + 1]++;
    for (int g = 0; g < groups; g++) {
        at[g + 1] += at[g];
        out->off[g] = at[g];
    }
    for (Py_ssize_t i = 0; i < en->n; i++) {
        Py_ssize_t j = at[en->cards[i]]++;
        out->move[j] = en->move[i];
        out->ways[j] = en->ways[i];
        out->now[j] = en->held[i];
    }
    if (cards_game) /* with the visits made (the budget charges them) */
        return Py_BuildValue("(NL)", (PyObject *)out, en->visits);
    return (PyObject *)out;
}

static void free_enum(Enum *en) {
    free(en->index);
    free(en->move);
    free(en->held);
    free(en->cards);
    free(en->ways);
    free(en);
}

/* options_many(shape, codes, mult[, allowed, groups, radix]): a player's options for each packed
 * fill of codes (its fills read from it by the shape's capacities, as Codec.fills does), the
 * shape read once: per fill, its Options, a group per cards placed (card asks: per digit of the
 * cards placed) of (move, ways, held now); card asks, with the enumeration's visits (charged). */
static PyObject *options_many(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *shape, *codes, *allowed = NULL, *gsizes = NULL;
    long long mult;
    int radix = 0;
    if (!PyArg_ParseTuple(args, "O!O!L|O!O!i", &PyTuple_Type, &shape, &PyList_Type, &codes,
                          &mult, &PyList_Type, &allowed, &PyList_Type, &gsizes, &radix))
        return NULL;
    Enum *en = calloc(1, sizeof(Enum));
    if (!en) return PyErr_NoMemory();
    PyObject *out = NULL;
    if (parse_shape(en, shape, allowed, gsizes, radix, mult) < 0) goto done;
    Py_ssize_t n = PyList_GET_SIZE(codes);
    out = PyList_New(n);
    if (!out) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t code;
        if (read_key(PyList_GET_ITEM(codes, i), &code) < 0) goto fail;
        int64_t rest = code;
        en->base = 0;
        for (int c = 0; c < en->m; c++) {
            en->fills[c] = (int)(rest % (en->caps[c] + 1));
            rest /= en->caps[c] + 1;
            en->base += en->fills[c] * en->radix_after[en->merge[c]];
        }
        en->code = code;
        PyObject *got = run_options(en, allowed != NULL, radix);
        if (!got) goto fail;
        PyList_SET_ITEM(out, i, got);
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    free_enum(en);
    return out;
}

/* The packed fills after the rank that option i (in group `placed`: the cards it places) of
 * the options from `code` reaches (rankmoves.alive). */
static inline int64_t target_of(const Options *o, Py_ssize_t i, int placed, int64_t code,
                                int64_t mult) {
    return code + (o->move[i] + placed) / mult;
}

/* reached(options, code, mult) -> the set of a player's packed fills after the rank that the
 * options from `code` reach: code + (move + placed) / mult for each move of the group placing
 * `placed` (rankmoves.alive checks them). */
static PyObject *reached(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *given;
    long long code, mult;
    if (!PyArg_ParseTuple(args, "OLL", &given, &code, &mult)) return NULL;
    if (mult <= 0) {
        PyErr_SetString(PyExc_ValueError, "reached: a positive multiplier");
        return NULL;
    }
    Options *o = opt_from(given);
    if (!o) return NULL;
    PyObject *out = PySet_New(NULL);
    if (!out) goto fail;
    for (int placed = 0; placed < o->groups; placed++)
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++) {
            PyObject *to = PyLong_FromLongLong((long long)target_of(o, i, placed, code, mult));
            if (!to || PySet_Add(out, to) < 0) {
                Py_XDECREF(to);
                goto fail;
            }
            Py_DECREF(to);
        }
    Py_DECREF(o);
    return out;
fail:
    Py_XDECREF(out);
    Py_DECREF(o);
    return NULL;
}

/* Each item of the list `many` as Options (new references, in a malloc'd array of n); NULL with
 * an exception. */
static Options **options_of_list(PyObject *many, Py_ssize_t n) {
    Options **got = calloc((size_t)n + 1, sizeof(Options *));
    if (!got) return (Options **)PyErr_NoMemory();
    for (Py_ssize_t k = 0; k < n; k++)
        if (!(got[k] = opt_from(PyList_GET_ITEM(many, k)))) {
            for (Py_ssize_t j = 0; j < k; j++) Py_DECREF(got[j]);
            free(got);
            return NULL;
        }
    return got;
}

static void free_options_list(Options **got, Py_ssize_t n) {
    for (Py_ssize_t k = 0; k < n; k++) Py_XDECREF(got[k]);
    free(got);
}

/* The codes of the list `codes` (n of them) in a malloc'd array; NULL with an exception. */
static int64_t *codes_of_list(PyObject *codes, Py_ssize_t n) {
    int64_t *out = malloc(sizeof(int64_t) * ((size_t)n + 1));
    if (!out) return (int64_t *)PyErr_NoMemory();
    for (Py_ssize_t k = 0; k < n; k++)
        if (read_key(PyList_GET_ITEM(codes, k), &out[k]) < 0) {
            free(out);
            return NULL;
        }
    return out;
}

/* One player's batch (reached_split, kept_many): the list `many` of options per packed fill of
 * the list `codes`, with a positive multiplier `mult`, read into *codes and *got (malloc'd, n of
 * each; free them with free() and free_options_list()). n, or -1 with an exception. */
static Py_ssize_t read_batch(PyObject *many, PyObject *codes_l, long long mult, int64_t **codes,
                             Options ***got) {
    Py_ssize_t n = PyList_GET_SIZE(many);
    *codes = NULL;
    *got = NULL;
    if (mult <= 0 || n != PyList_GET_SIZE(codes_l)) {
        PyErr_SetString(PyExc_ValueError, "options per code and a positive multiplier expected");
        return -1;
    }
    if (!(*codes = codes_of_list(codes_l, n))) return -1;
    if (!(*got = options_of_list(many, n))) {
        free(*codes);
        *codes = NULL;
        return -1;
    }
    return n;
}

/* reached_split(options, codes, mult, dead) -> (fresh, gone): of the packed fills after the rank
 * that the options (one player's, from each packed fill of `codes`) reach, each once, those the
 * dict `dead` (fill -> whether no placement of the ranks after fills it) does not know yet (a
 * list), and those it knows dead (a set): rankmoves.alive_many's reading of them, in one pass. */
static PyObject *reached_split(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *many, *codes_l, *dead;
    long long mult;
    if (!PyArg_ParseTuple(args, "O!O!LO!", &PyList_Type, &many, &PyList_Type, &codes_l, &mult,
                          &PyDict_Type, &dead))
        return NULL;
    int64_t *codes;
    Options **got;
    Py_ssize_t n = read_batch(many, codes_l, mult, &codes, &got);
    if (n < 0) return NULL;
    PyObject *fresh = NULL, *gone = NULL, *result = NULL;
    Table *seen = NULL;
    if (!(seen = table_new(0, 64))) goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        const Options *o = got[k];
        for (int placed = 0; placed < o->groups; placed++)
            for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
                if (table_entry(seen, target_of(o, i, placed, codes[k], mult)) < 0) goto done;
    }
    fresh = PyList_New(0);
    gone = PySet_New(NULL);
    if (!fresh || !gone) goto done;
    for (Py_ssize_t e = 0; e < seen->n; e++) {
        PyObject *key = PyLong_FromLongLong((long long)seen->keys[e]);
        if (!key) goto done;
        PyObject *known = PyDict_GetItemWithError(dead, key); /* borrowed */
        int err = 0;
        if (known == NULL) {
            if (PyErr_Occurred() || PyList_Append(fresh, key) < 0) err = 1;
        } else {
            int truth = PyObject_IsTrue(known);
            if (truth < 0 || (truth && PySet_Add(gone, key) < 0)) err = 1;
        }
        Py_DECREF(key);
        if (err) goto done;
    }
    result = Py_BuildValue("(OO)", fresh, gone);
done:
    Py_XDECREF(fresh);
    Py_XDECREF(gone);
    Py_XDECREF(seen);
    if (got) free_options_list(got, n);
    free(codes);
    return result;
}

/* The set of ints `gone` as a set-like table (stride 0); NULL with an exception. */
static Table *table_of_set(PyObject *gone) {
    Table *t = table_new(0, PySet_GET_SIZE(gone));
    if (!t) return NULL;
    PyObject *it = PyObject_GetIter(gone), *item;
    if (!it) {
        Py_DECREF(t);
        return NULL;
    }
    while ((item = PyIter_Next(it))) {
        int64_t key;
        int bad = read_key(item, &key) < 0 || table_entry(t, key) < 0;
        Py_DECREF(item);
        if (bad) {
            Py_DECREF(it);
            Py_DECREF(t);
            return NULL;
        }
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) {
        Py_DECREF(t);
        return NULL;
    }
    return t;
}

/* One player's options from `code` without the moves reaching a fill in `gone`: the same
 * object when none does (a new reference), else new options. */
static PyObject *kept_one(Options *o, int64_t code, int64_t mult, const Table *gone) {
    Py_ssize_t keep = 0;
    for (int placed = 0; placed < o->groups; placed++)
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
            keep += table_find(gone, target_of(o, i, placed, code, mult)) < 0;
    if (keep == o->size) {
        Py_INCREF(o);
        return (PyObject *)o;
    }
    Options *out = opt_new(o->groups, keep);
    if (!out) return NULL;
    Py_ssize_t at = 0;
    for (int placed = 0; placed < o->groups; placed++) {
        out->off[placed] = at;
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
            if (table_find(gone, target_of(o, i, placed, code, mult)) < 0) {
                out->move[at] = o->move[i];
                out->ways[at] = o->ways[i];
                out->now[at] = o->now[i];
                at++;
            }
    }
    return (PyObject *)out;
}

/* kept_many(options, codes, mult, gone) -> per packed fill of `codes`, its options (an item of
 * the list `options`) without the moves reaching a fill in the set `gone` (as kept()), the same
 * object where none does. */
static PyObject *kept_many(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *many, *codes_l, *gone;
    long long mult;
    if (!PyArg_ParseTuple(args, "O!O!LO!", &PyList_Type, &many, &PyList_Type, &codes_l, &mult,
                          &PySet_Type, &gone))
        return NULL;
    int64_t *codes;
    Options **got;
    Py_ssize_t n = read_batch(many, codes_l, mult, &codes, &got);
    if (n < 0) return NULL;
    PyObject *out = NULL;
    Table *dead = NULL;
    if (!(dead = table_of_set(gone)) || !(out = PyList_New(n))) goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *mine = kept_one(got[k], codes[k], mult, dead);
        if (!mine) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, k, mine);
    }
done:
    Py_XDECREF(dead);
    if (got) free_options_list(got, n);
    free(codes);
    return out;
}

/* kept(options, code, mult, gone) -> the options from `code` without the moves whose packed
 * fills after the rank (as reached() reads them) are in the set `gone` (the same object where
 * none is; options given as lists come back as Options). */
static PyObject *kept(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *given, *gone;
    long long code, mult;
    if (!PyArg_ParseTuple(args, "OLLO!", &given, &code, &mult, &PySet_Type, &gone)) return NULL;
    if (mult <= 0) {
        PyErr_SetString(PyExc_ValueError, "kept: a positive multiplier");
        return NULL;
    }
    Options *o = opt_from(given);
    if (!o) return NULL;
    Table *dead = table_of_set(gone);
    PyObject *out = dead ? kept_one(o, code, mult, dead) : NULL;
    Py_XDECREF(dead);
    Py_DECREF(o);
    return out;
}

/* -- the completion checks between and within ranks (rankbound.Bounds.fits) ------------------ */

/* unfit(digits, radix, caps, checks) -> the digits (a player's fills code * radix + the rank's
 * cards left) that no placement of the ranks left completes: the code read in mixed radix over
 * the classes' sizes `caps` (each digit base size + 1), then checks[cards left] (a list of
 * (first class, class after the last, least, most)), one of whose spans' filled positions lies
 * outside [least, most] (rankbound.Bounds.fits). */
static PyObject *unfit(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *digits_l, *caps_l, *checks_l;
    long long radix;
    if (!PyArg_ParseTuple(args, "O!LO!O!", &PyList_Type, &digits_l, &radix, &PyList_Type, &caps_l,
                          &PyList_Type, &checks_l))
        return NULL;
    int64_t caps[64];
    int nc = read_digits(caps_l, caps);
    if (nc < 0) return NULL;
    if (radix <= 0 || PyList_GET_SIZE(checks_l) != radix) {
        PyErr_SetString(PyExc_ValueError, "unfit: a positive radix and one entry per cards left");
        return NULL;
    }
    /* per cards left: the offset of its checks in `spans` (4 ints each) and how many */
    Py_ssize_t total = 0;
    for (Py_ssize_t i = 0; i < radix; i++) {
        PyObject *c = PyList_GET_ITEM(checks_l, i);
        if (c == Py_None) continue;
        if (!PyList_Check(c)) {
            PyErr_SetString(PyExc_TypeError, "unfit: checks are lists (or None)");
            return NULL;
        }
        total += PyList_GET_SIZE(c);
    }
    int *spans = malloc(sizeof(int) * (size_t)(4 * total + 1));
    Py_ssize_t *first = malloc(sizeof(Py_ssize_t) * (size_t)(radix + 1));
    int *known = malloc(sizeof(int) * (size_t)radix);
    PyObject *out = NULL;
    if (!spans || !first || !known) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t i = 0; i < radix; i++) {
        PyObject *c = PyList_GET_ITEM(checks_l, i);
        first[i] = at;
        known[i] = c != Py_None;
        if (c == Py_None) continue;
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(c); j++) {
            PyObject *t = PyList_GET_ITEM(c, j);
            if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 4) {
                PyErr_SetString(PyExc_TypeError, "unfit: a check is (first, after, least, most)");
                goto done;
            }
            for (int f = 0; f < 4; f++) {
                long v = PyLong_AsLong(PyTuple_GET_ITEM(t, f));
                if (v == -1 && PyErr_Occurred()) goto done;
                spans[4 * at + f] = (int)v;
            }
            if (spans[4 * at] < 0 || spans[4 * at] > spans[4 * at + 1] || spans[4 * at + 1] > nc) {
                PyErr_SetString(PyExc_ValueError, "unfit: a check's span is outside the classes");
                goto done;
            }
            at++;
        }
    }
    first[radix] = at;
    out = PyList_New(0);
    if (!out) goto done;
    int prefix[65];
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(digits_l); i++) {
        PyObject *o = PyList_GET_ITEM(digits_l, i);
        int64_t d;
        if (read_key(o, &d) < 0) goto fail;
        int64_t code = d / radix, cards = d % radix;
        if (!known[cards]) {
            PyErr_SetString(PyExc_ValueError, "unfit: no checks for a digit's cards left");
            goto fail;
        }
        prefix[0] = 0;
        for (int c = 0; c < nc; c++) {
            prefix[c + 1] = prefix[c] + (int)(code % (caps[c] + 1));
            code /= caps[c] + 1;
        }
        for (Py_ssize_t j = first[cards]; j < first[cards + 1]; j++) {
            int sum = prefix[spans[4 * j + 1]] - prefix[spans[4 * j]];
            if (sum < spans[4 * j + 2] || sum > spans[4 * j + 3]) {
                if (PyList_Append(out, o) < 0) goto fail;
                break;
            }
        }
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    free(spans);
    free(first);
    free(known);
    return out;
}

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
     "forward(layer, moves, radix, m, width, reach, smult, budget) -> (layer | None, work)"},
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
     "budget) -> (split | None, table, work)"},
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
