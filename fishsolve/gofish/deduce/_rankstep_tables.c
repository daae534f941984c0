/* Part of _rankstep.c's one translation unit: the Table type (packed state -> `stride` counts, in
 * insertion order). #included there, in its place among the parts, and compiled with them twice
 * (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

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

/* Which of two halves a state belongs to when a forward step is made in two parts: the top bit
 * of the hash of what the player's move leaves as it is (every digit but the player's, at
 * place m, width wide, and the cards left, the lowest, base radix). */
static inline int half_of_others(int64_t key, int64_t radix, int64_t m, int64_t width) {
    int64_t others = key - key % radix - (key / m) % width * m;
    return (int)(((uint64_t)others * 0x9E3779B97F4A7C15ULL) >> 63);
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
/* Table.codes, Table.digits, Table.without: a layer's digits (_rankstep_digits.c, the next
 * part). */
static PyObject *table_codes(Table *t, PyObject *args);
static PyObject *table_digits(Table *t, PyObject *args);
static PyObject *table_without(Table *t, PyObject *args);

/* Table.thin: a layer thinned (_rankstep_thinning.c, a later part). */
static PyObject *table_thin(Table *t, PyObject *args);

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

/* join(a, b) -> a, holding a's states then b's, the same counts (no state in both: the two
 * parts of one forward step, rankthreads.py). `a` grows where it lies (its blocks are remapped,
 * not copied: _blocks.c) and takes b's entries after its own, its hash slots made anew; so the
 * step's states are held about once and a half at the join, not twice (a new table of both). */
static PyObject *join(PyObject *self, PyObject *args) {
    (void)self;
    Table *a, *b;
    if (!PyArg_ParseTuple(args, "O!O!", &TableType, &a, &TableType, &b)) return NULL;
    if (a->stride != 1 || b->stride != 1 || a->aligned || b->aligned || a == b) {
        PyErr_SetString(PyExc_ValueError, "two parts of one layer expected");
        return NULL;
    }
    if (a->n + b->n >= 0x7FFFFFFF) return PyErr_NoMemory();
    Py_ssize_t n = a->n + b->n, room = n < 8 ? 8 : n;
    if (room > a->room) {
        int64_t *keys = blk_realloc(a->keys, sizeof(int64_t) * (size_t)room);
        if (!keys) return PyErr_NoMemory();
        a->keys = keys;
        u256 *vals = blk_realloc(a->vals, sizeof(u256) * (size_t)room);
        if (!vals) return PyErr_NoMemory();
        a->vals = vals;
        uint32_t *mask = blk_realloc(a->mask, sizeof(uint32_t) * (size_t)room);
        if (!mask) return PyErr_NoMemory();
        a->mask = mask;
        a->room = room;
    }
    size_t slots = 16; /* as a new table of both would have (table_new) */
    while (slots < (size_t)room * 2) slots <<= 1;
    uint32_t *index = blk_calloc(slots * sizeof(uint32_t));
    if (!index) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    memcpy(&a->keys[a->n], b->keys, sizeof(int64_t) * (size_t)b->n);
    memcpy(&a->vals[a->n], b->vals, sizeof(u256) * (size_t)b->n);
    memset(a->mask, 0, sizeof(uint32_t) * (size_t)n);
    a->n = n;
    for (Py_ssize_t e = 0; e < n; e++) {
        if (e + 8 < n) __builtin_prefetch(&index[slot_of(a->keys[e + 8], slots)]);
        size_t i = slot_of(a->keys[e], slots);
        while (index[i]) i = (i + 1) & (slots - 1);
        index[i] = (uint32_t)(e + 1);
    }
    Py_END_ALLOW_THREADS
    blk_free(a->index);
    a->index = index;
    a->slots = slots;
    Py_INCREF(a);
    return (PyObject *)a;
}

/* aligned(layer, like) -> table_aligned's split table for `layer`, as many counts an entry as
 * the split table `like` (backward's parts fill it, `like` the value they complete with). */
static PyObject *aligned(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer, *like;
    if (!PyArg_ParseTuple(args, "O!O!", &TableType, &layer, &TableType, &like)) return NULL;
    if (like->stride < 1) {
        PyErr_SetString(PyExc_ValueError, "a split table expected");
        return NULL;
    }
    return (PyObject *)table_aligned(layer, like->stride);
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
