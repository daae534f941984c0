/* Part of _rankstep.c's one translation unit: a rank's first layer from the states before it
 * (carry: rankdp's _first, Codec.carry); the programme's other steps between the players' steps
 * are _rankstep_programme.c's. #included there, in its place among the parts, and compiled with
 * them twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- a rank's first layer ---------------------------------------------------------------------- */

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
