/* A player's options from one packed fill of a rank, in C arrays (_options.h).
 *
 * A two-player table's count keeps hundreds of thousands of moves; as Python tuples each was
 * made (a tuple and its integers), read back into the C loops' arrays and freed, which cost
 * about a fifth of its time. Options are made once here and read by the loops as they are. */
#include "_options.h"

#include <stdlib.h>
#include <string.h>

PyTypeObject *opt_type = NULL;

static void opt_dealloc(Options *o) {
    free(o->block);
    PyObject_Free(o);
}

Options *opt_new(int groups, Py_ssize_t size) {
    if (groups < 1 || size < 0) {
        PyErr_SetString(PyExc_ValueError, "options: at least one group, no fewer than no move");
        return NULL;
    }
    Options *o = PyObject_New(Options, opt_type);
    if (!o) return NULL;
    size_t n = (size_t)size;
    /* 8-byte arrays first, then the ints: each array aligned */
    size_t bytes = n * sizeof(int64_t) + n * sizeof(uint64_t) +
                   ((size_t)groups + 1) * sizeof(Py_ssize_t) + n * sizeof(int) + 1;
    o->block = malloc(bytes);
    if (!o->block) {
        o->groups = 0;
        Py_DECREF(o);
        return (Options *)PyErr_NoMemory();
    }
    char *at = o->block;
    o->move = (int64_t *)at;
    at += n * sizeof(int64_t);
    o->ways = (uint64_t *)at;
    at += n * sizeof(uint64_t);
    o->off = (Py_ssize_t *)at;
    at += ((size_t)groups + 1) * sizeof(Py_ssize_t);
    o->now = (int *)at;
    o->groups = groups;
    o->size = size;
    o->off[groups] = size;
    return o;
}

static int read_step(PyObject *step, int64_t *move, uint64_t *ways, int *now) {
    if (!PyTuple_Check(step) || PyTuple_GET_SIZE(step) != 3) {
        PyErr_SetString(PyExc_TypeError, "a move is (move, ways, held now)");
        return -1;
    }
    long long mv = PyLong_AsLongLong(PyTuple_GET_ITEM(step, 0));
    if (mv == -1 && PyErr_Occurred()) return -1;
    unsigned long long w = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(step, 1));
    if (w == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    long h = PyLong_AsLong(PyTuple_GET_ITEM(step, 2));
    if (h == -1 && PyErr_Occurred()) return -1;
    if (h < 0 || h > 64) {
        PyErr_SetString(PyExc_OverflowError, "cards held now past a rank's");
        return -1;
    }
    *move = mv;
    *ways = w;
    *now = (int)h;
    return 0;
}

Options *opt_from(PyObject *o) {
    if (Py_TYPE(o) == opt_type) {
        Py_INCREF(o);
        return (Options *)o;
    }
    if (!PyList_Check(o) || PyList_GET_SIZE(o) < 1 || PyList_GET_SIZE(o) > 64) {
        PyErr_SetString(PyExc_TypeError, "options: an Options, or a list per group of moves");
        return NULL;
    }
    int groups = (int)PyList_GET_SIZE(o);
    Py_ssize_t size = 0;
    for (int g = 0; g < groups; g++) {
        PyObject *list = PyList_GET_ITEM(o, g);
        if (!PyList_Check(list)) {
            PyErr_SetString(PyExc_TypeError, "options: each group a list of moves");
            return NULL;
        }
        size += PyList_GET_SIZE(list);
    }
    Options *out = opt_new(groups, size);
    if (!out) return NULL;
    Py_ssize_t at = 0;
    for (int g = 0; g < groups; g++) {
        PyObject *list = PyList_GET_ITEM(o, g);
        out->off[g] = at;
        /* a list read twice: its size may not change between (no Python code runs here) */
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(list) && at < size; j++, at++)
            if (read_step(PyList_GET_ITEM(list, j), &out->move[at], &out->ways[at],
                          &out->now[at]) < 0) {
                Py_DECREF(out);
                return NULL;
            }
    }
    return out;
}

static PyObject *opt_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    (void)type;
    PyObject *groups;
    if (kwds && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "Options takes no keywords");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &groups)) return NULL;
    return (PyObject *)opt_from(groups);
}

static Py_ssize_t opt_len(Options *o) { return o->groups; }

static PyObject *opt_item(Options *o, Py_ssize_t g) {
    if (g < 0 || g >= o->groups) {
        PyErr_SetString(PyExc_IndexError, "options: no such group");
        return NULL;
    }
    Py_ssize_t lo = o->off[g], hi = o->off[g + 1];
    PyObject *list = PyList_New(hi - lo);
    if (!list) return NULL;
    for (Py_ssize_t i = lo; i < hi; i++) {
        PyObject *step = Py_BuildValue("(LKi)", (long long)o->move[i],
                                       (unsigned long long)o->ways[i], o->now[i]);
        if (!step) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i - lo, step);
    }
    return list;
}

static int opt_equal(const Options *a, const Options *b) {
    if (a->groups != b->groups || a->size != b->size) return 0;
    size_t n = (size_t)a->size;
    return !memcmp(a->off, b->off, sizeof(Py_ssize_t) * ((size_t)a->groups + 1)) &&
           !memcmp(a->move, b->move, sizeof(int64_t) * n) &&
           !memcmp(a->ways, b->ways, sizeof(uint64_t) * n) &&
           !memcmp(a->now, b->now, sizeof(int) * n);
}

static PyObject *opt_richcompare(PyObject *a, PyObject *b, int op) {
    if ((op != Py_EQ && op != Py_NE) || Py_TYPE(a) != opt_type || Py_TYPE(b) != opt_type)
        Py_RETURN_NOTIMPLEMENTED;
    int same = opt_equal((Options *)a, (Options *)b);
    return PyBool_FromLong(op == Py_EQ ? same : !same);
}

static PyObject *opt_size(Options *o, void *closure) {
    (void)closure;
    return PyLong_FromSsize_t(o->size);
}

static PyGetSetDef opt_getset[] = {
    {"size", (getter)opt_size, NULL, "The moves in all (every group's).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PySequenceMethods opt_as_sequence = {
    .sq_length = (lenfunc)opt_len,
    .sq_item = (ssizeargfunc)opt_item,
};

static PyTypeObject OptionsType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "fishsolve.gofish.deduce._rankstep.Options",
    .tp_basicsize = sizeof(Options),
    .tp_dealloc = (destructor)opt_dealloc,
    .tp_as_sequence = &opt_as_sequence,
    .tp_hash = PyObject_HashNotImplemented,
    .tp_richcompare = opt_richcompare,
    .tp_getset = opt_getset,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A player's options from one fill, by cards placed: (move, ways, held now) each.",
    .tp_new = opt_tp_new,
};

int opt_ready(PyObject *mod, int owner) {
    if (owner) {
        if (PyType_Ready(&OptionsType) < 0) return -1;
        Py_INCREF(&OptionsType);
        if (PyModule_AddObject(mod, "Options", (PyObject *)&OptionsType) < 0) {
            Py_DECREF(&OptionsType);
            return -1;
        }
        opt_type = &OptionsType;
        return 0;
    }
    PyObject *wide = PyImport_ImportModule("fishsolve.gofish.deduce._rankstep");
    if (!wide) return -1;
    PyObject *type = PyObject_GetAttrString(wide, "Options");
    Py_DECREF(wide);
    if (!type) return -1;
    if (!PyType_Check(type) || ((PyTypeObject *)type)->tp_basicsize != sizeof(Options)) {
        Py_DECREF(type);
        PyErr_SetString(PyExc_ImportError, "_rankstep's Options is not this module's");
        return -1;
    }
    Py_INCREF(type); /* one reference kept here, one given to the module */
    if (PyModule_AddObject(mod, "Options", type) < 0) {
        Py_DECREF(type);
        Py_DECREF(type);
        return -1;
    }
    opt_type = (PyTypeObject *)type;
    return 0;
}
