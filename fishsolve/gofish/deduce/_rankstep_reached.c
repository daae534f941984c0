/* Part of _rankstep.c's one translation unit: which of a player's options reach fills that no
 * placement of the ranks after the rank fills, and the options without them (rankmoves.alive,
 * alive_many). #included there, in its place among the parts, and compiled with them twice
 * (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */


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
