/* A counted view's card table in one C call: the rows and the counts by name that
 * cardtable.CardTables._counted makes in Python, the same objects (the tests compare the two).
 *
 * A cold view makes a row object for every card of the deck; in Python each costs a call, a
 * keyword dict and an attribute look-up, more than the rest of the table together. Here a row is
 * made with the same fields as CardView.decided gives it, with no Python frame in between.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MOST_SHARED 256 /* distinct count dicts read per table (a deck has at most 64 cards) */

static PyObject *s_card, *s_half_suit, *s_in_play, *s_holders, *s_undecided, *s_name;

typedef struct {
    PyObject *per;     /* a count dict {player: deals}, borrowed */
    PyObject *by_name; /* {name: deals}, zeros left out */
    PyObject *names;   /* its names as a tuple */
} Named;

/* The counts by name and the names of ``per`` (new references in ``out``); -1 on error. */
static int name_counts(PyObject *per, Named *out) {
    PyObject *by_name = PyDict_New();
    if (!by_name) return -1;
    PyObject *player, *n;
    Py_ssize_t pos = 0;
    while (PyDict_Next(per, &pos, &player, &n)) {
        int nonzero = PyObject_IsTrue(n);
        if (nonzero < 0) goto fail;
        if (!nonzero) continue;
        PyObject *name = PyObject_GetAttr(player, s_name);
        if (!name) goto fail;
        int err = PyDict_SetItem(by_name, name, n);
        Py_DECREF(name);
        if (err < 0) goto fail;
    }
    PyObject *names = PySequence_Tuple(by_name);
    if (!names) goto fail;
    out->per = per;
    out->by_name = by_name;
    out->names = names;
    return 0;
fail:
    Py_DECREF(by_name);
    return -1;
}

/* A row with no undecided holders, with the fields CardView.decided gives it (set as
 * object.__setattr__ sets them: the class is frozen to Python code); a new reference. */
static PyObject *make_row(PyTypeObject *cls, PyObject *empty, PyObject *code, PyObject *half_key,
                          PyObject *in_play, PyObject *names) {
    PyObject *holders = PySequence_List(names);
    PyObject *undecided = PyList_New(0);
    PyObject *row = NULL;
    if (!holders || !undecided) goto done;
    row = PyBaseObject_Type.tp_new(cls, empty, NULL);
    if (row && (PyObject_GenericSetAttr(row, s_card, code) < 0 ||
                PyObject_GenericSetAttr(row, s_half_suit, half_key) < 0 ||
                PyObject_GenericSetAttr(row, s_in_play, in_play) < 0 ||
                PyObject_GenericSetAttr(row, s_holders, holders) < 0 ||
                PyObject_GenericSetAttr(row, s_undecided, undecided) < 0))
        Py_CLEAR(row);
done:
    Py_XDECREF(holders);
    Py_XDECREF(undecided);
    return row;
}

static PyObject *counted_rows(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *deck_rows, *counted, *in_play, *shared;
    PyTypeObject *cls;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!", &PyList_Type, &deck_rows, &PyDict_Type, &counted,
                          &PyList_Type, &in_play, &PyDict_Type, &shared, &PyType_Type, &cls))
        return NULL;
    Py_ssize_t nrows = PyList_GET_SIZE(deck_rows), nplay = PyList_GET_SIZE(in_play);
    Named named[MOST_SHARED];
    int nnamed = 0;
    PyObject *cards = PyList_New(0), *counts = PyDict_New(), *empty = PyTuple_New(0);
    PyObject *result = NULL;
    if (!cards || !counts || !empty) goto done;
    /* The counts are in deck order, the cards in play only (see counting.now): read in step
     * with the rows, a card's counts found without hashing it (looked up where the orders part). */
    Py_ssize_t at = 0;
    PyObject *ahead_card = NULL, *ahead_per = NULL;
    int more = PyDict_Next(counted, &at, &ahead_card, &ahead_per);
    for (Py_ssize_t r = 0; r < nrows; r++) {
        PyObject *spec = PyList_GET_ITEM(deck_rows, r);
        if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) < 4) {
            PyErr_SetString(PyExc_TypeError, "a deck row is (card, code, half-suit key, half, ...)");
            goto done;
        }
        PyObject *card = PyTuple_GET_ITEM(spec, 0), *code = PyTuple_GET_ITEM(spec, 1);
        PyObject *half_key = PyTuple_GET_ITEM(spec, 2);
        Py_ssize_t h = PyLong_AsSsize_t(PyTuple_GET_ITEM(spec, 3));
        if (h == -1 && PyErr_Occurred()) goto done;
        if (h < 0 || h >= nplay) {
            PyErr_SetString(PyExc_IndexError, "a deck row's half-suit is past the in-play list");
            goto done;
        }
        PyObject *per;
        if (more && ahead_card == card) {
            per = ahead_per;
            more = PyDict_Next(counted, &at, &ahead_card, &ahead_per);
        } else {
            per = PyDict_GetItemWithError(counted, card);
            if (!per && PyErr_Occurred()) goto done;
        }
        PyObject *names;
        if (!per) {
            names = empty;
        } else {
            if (!PyDict_Check(per)) {
                PyErr_SetString(PyExc_TypeError, "a card's counts are a dict");
                goto done;
            }
            int k = 0;
            while (k < nnamed && named[k].per != per) k++;
            if (k == nnamed) {
                if (nnamed == MOST_SHARED) {
                    PyErr_SetString(PyExc_ValueError, "more count dicts than a deck has cards");
                    goto done;
                }
                if (name_counts(per, &named[k]) < 0) goto done;
                nnamed++;
            }
            if (PyDict_SetItem(counts, code, named[k].by_name) < 0) goto done;
            names = named[k].names;
        }
        PyObject *playing = PyList_GET_ITEM(in_play, h);
        PyObject *key = PyTuple_Pack(3, code, playing, names);
        if (!key) goto done;
        PyObject *row = PyDict_GetItemWithError(shared, key); /* borrowed */
        if (row) {
            Py_INCREF(row);
        } else if (!PyErr_Occurred()) {
            row = make_row(cls, empty, code, half_key, playing, names);
            if (row && PyDict_SetItem(shared, key, row) < 0) Py_CLEAR(row);
        }
        Py_DECREF(key);
        if (!row) goto done;
        int err = PyList_Append(cards, row);
        Py_DECREF(row);
        if (err < 0) goto done;
    }
    result = PyTuple_Pack(2, cards, counts);
done:
    for (int k = 0; k < nnamed; k++) {
        Py_DECREF(named[k].by_name);
        Py_DECREF(named[k].names);
    }
    Py_XDECREF(cards);
    Py_XDECREF(counts);
    Py_XDECREF(empty);
    return result;
}

static PyMethodDef methods[] = {
    {"counted_rows", counted_rows, METH_VARARGS,
     "counted_rows(deck_rows, counted, in_play, shared, cls) -> (rows, counts by code and "
     "name): a counted view's card table (see cardtable.CardTables._counted); rows new to "
     "``shared`` (by code, in play, holders' names) are added to it"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_cardtable", "A counted view's card table in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__cardtable(void) {
    if (!(s_card = PyUnicode_InternFromString("card")) ||
        !(s_half_suit = PyUnicode_InternFromString("half_suit")) ||
        !(s_in_play = PyUnicode_InternFromString("in_play")) ||
        !(s_holders = PyUnicode_InternFromString("holders")) ||
        !(s_undecided = PyUnicode_InternFromString("undecided")) ||
        !(s_name = PyUnicode_InternFromString("name")))
        return NULL;
    return PyModule_Create(&module);
}
