/* Part of _rankstep.c's one translation unit: the Moves type, a player's moves by the digit of
 * their fills. #included there, in its place among the parts, and compiled with them twice
 * (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

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
