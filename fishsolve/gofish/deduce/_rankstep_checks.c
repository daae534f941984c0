/* Part of _rankstep.c's one translation unit: the completion checks between and within ranks
 * (rankbound.Bounds.fits). #included there, in its place among the parts, and compiled with them
 * twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

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
