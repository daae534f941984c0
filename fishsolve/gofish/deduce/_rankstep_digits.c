/* Part of _rankstep.c's one translation unit: the digits of a layer's states (Table.codes,
 * Table.digits) and the layer without the states of some digits (Table.without): a player's
 * fills, read to make their options and to check them. #included there, in its place among the
 * parts (after the Table type), and compiled with them twice (_rankstep, counts of 256 bits;
 * _rankstep128, 128 bits): not compiled on its own. */

/* -- a layer's digits ------------------------------------------------------------------------- */

/* A state's digit (state // m) % width, with its cards left (state % radix) when `left`, packed
 * as digit * radix + cards left. */
static inline int64_t digit_of(int64_t key, int64_t m, int64_t width, int64_t radix, int left) {
    return ((key / m) % width) * radix + (left ? key % radix : 0);
}

/* The distinct digit_of of the layer's states, in order of first sight (a list). */
static PyObject *distinct_digits(const Table *t, int64_t m, int64_t width, int64_t radix,
                                 int left) {
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

/* codes(m, width) -> the distinct digits (state // m) % width of the layer's states, in order of
 * first sight. */
static PyObject *table_codes(Table *t, PyObject *args) {
    long long m, width;
    if (!PyArg_ParseTuple(args, "LL", &m, &width)) return NULL;
    if (m <= 0 || width <= 0) {
        PyErr_SetString(PyExc_ValueError, "positive digit place and width expected");
        return NULL;
    }
    return distinct_digits(t, m, width, 1, 0);
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
    return distinct_digits(t, m, width, radix, left);
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
