/* Part of _rankstep.c's one translation unit: the programme between a rank's players' steps:
 * the states after a rank (between), the completions the backward pass starts from and ends with
 * (completions, starts_value); a rank's first layer is _rankstep_carry.c's, the steps themselves
 * _rankstep_steps.c's. #included there, in its place among the parts, and compiled with them
 * twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- the programme ---------------------------------------------------------------------------- */

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
