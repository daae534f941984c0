/* What every source of the _dp extension reads (see _base.h): 128-bit counts to Python and
 * back, the binomial table, and the ways the last group fills a state. */
#include "_base.h"

PyObject *from_u128(u128 x) {
    if (!(x >> 64)) return PyLong_FromUnsignedLongLong((unsigned long long)x);
    PyObject *hi = PyLong_FromUnsignedLongLong((unsigned long long)(x >> 64));
    PyObject *lo = PyLong_FromUnsignedLongLong((unsigned long long)x);
    PyObject *sixty_four = PyLong_FromLong(64);
    PyObject *shifted = NULL, *result = NULL;
    if (hi && lo && sixty_four) {
        shifted = PyNumber_Lshift(hi, sixty_four);
        if (shifted) result = PyNumber_Or(shifted, lo);
    }
    Py_XDECREF(hi);
    Py_XDECREF(lo);
    Py_XDECREF(sixty_four);
    Py_XDECREF(shifted);
    return result;
}

/* Reads a list of non-negative Python ints into a new uint64 array. */
uint64_t *read_u64s(PyObject *seq, Py_ssize_t *len) {
    if (PyBytes_Check(seq)) { /* native 64-bit integers, as array('Q').tobytes() gives them */
        Py_ssize_t size = PyBytes_GET_SIZE(seq);
        if (size % (Py_ssize_t)sizeof(uint64_t)) {
            PyErr_SetString(PyExc_ValueError, "bytes of 64-bit integers expected");
            return NULL;
        }
        Py_ssize_t n = size / (Py_ssize_t)sizeof(uint64_t);
        uint64_t *out = malloc(sizeof(uint64_t) * (n ? n : 1));
        if (!out) {
            PyErr_NoMemory();
            return NULL;
        }
        memcpy(out, PyBytes_AS_STRING(seq), (size_t)size);
        *len = n;
        return out;
    }
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of integers");
    if (!fast) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    uint64_t *out = malloc(sizeof(uint64_t) * (n ? n : 1));
    if (!out) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) {
            free(out);
            Py_DECREF(fast);
            return NULL;
        }
    }
    Py_DECREF(fast);
    *len = n;
    return out;
}

uint64_t BINOM[65][65];

void init_binomials(void) {
    for (int n = 0; n <= 64; n++) {
        BINOM[n][0] = 1;
        for (int k = 1; k <= n; k++)
            BINOM[n][k] = BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0);
    }
}

/* Ways for the last group (size n_last, players in domain_mask) to fill what v leaves. */
int finish(uint64_t v, int width, uint64_t domain_mask, int n_last, int has_last,
                  u128 *out) {
    u128 ways = 1;
    int placed = 0;
    for (int i = 0; i < width; i++) {
        int rest = 15 - (int)((v >> (5 * i)) & 31);
        if (rest == 0) continue;
        if (!has_last || !((domain_mask >> i) & 1)) {
            *out = 0;
            return 0;
        }
        placed += rest;
        if (placed > 64) return -2;
        if (__builtin_mul_overflow(ways, (u128)BINOM[placed][rest], &ways)) return -2;
    }
    if (has_last && placed != n_last) {
        *out = 0;
        return 0;
    }
    *out = ways;
    return 0;
}
