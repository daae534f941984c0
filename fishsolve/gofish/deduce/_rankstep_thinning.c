/* Part of _rankstep.c's one translation unit: Table.thin, a layer thinned as thinning.py's
 * Thinning thins it. #included there, in its place among the parts, and compiled with them twice
 * (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- thinning (thinning.py's Thinning, the same threshold and the same draws) ------------------ */

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
