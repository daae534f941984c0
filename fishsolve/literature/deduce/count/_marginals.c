/* The marginals of the counting programme: per group, the sums each (card, player) count is
 * read from, taken from the programme's reach rows in C (see count_usage._marginals for the
 * same sums in Python).
 *
 * reach[k][j] is the number of placements of every group in which group k's cards have its j-th
 * usage vector (sup[k][j], packed 5 bits a coordinate, with weight wts[k][j]). A group is given
 * either as
 *  - its per-holder tables (places, weights, offsets: bytes of 64-bit integers, table t from
 *    offsets[t] to offsets[t+1]): the table of a (card, player) lists the places j at which the
 *    player gets the card and the number of the group's own placements doing so there; its sum
 *    is sum_j weights[j] * reach[k][places[j]];
 *  - or, for a closed-form group, as the bit mask of its domain: per player i of the mask,
 *    sum_j wts[k][j] * reach[k][j] * (cards of usage j given to i), which the caller shares
 *    among the group's interchangeable cards.
 * Every sum is at most the total count times the group's size: checked like every other sum
 * (err -2 on overflow, and the caller counts in Python).
 */
#include "_dp.h"

/* Per table t, the sum over j in [offsets[t], offsets[t+1]) of weights[j] * reach[places[j]],
 * into a new list; the three arguments are bytes of 64-bit integers. */
static PyObject *table_sums(PyObject *tables, const u128 *reach, Py_ssize_t n, int *err) {
    uint64_t *places = NULL, *weights = NULL, *offsets = NULL;
    Py_ssize_t a = 0, b = 0, m = 0;
    PyObject *row = NULL;
    if (!PyTuple_Check(tables) || PyTuple_GET_SIZE(tables) != 3) {
        PyErr_SetString(PyExc_TypeError, "a group's tables are (places, weights, offsets)");
        *err = -4;
        return NULL;
    }
    places = read_u64s(PyTuple_GET_ITEM(tables, 0), &a);
    weights = places ? read_u64s(PyTuple_GET_ITEM(tables, 1), &b) : NULL;
    offsets = weights ? read_u64s(PyTuple_GET_ITEM(tables, 2), &m) : NULL;
    if (!offsets) {
        *err = -4;
        goto done;
    }
    if (a != b || m < 1 || offsets[0] != 0 || offsets[m - 1] != (uint64_t)a) {
        PyErr_SetString(PyExc_ValueError, "a group's tables do not fit their offsets");
        *err = -4;
        goto done;
    }
    row = PyList_New(m - 1);
    for (Py_ssize_t t = 0; row && t < m - 1; t++) {
        u128 sum = 0;
        if (offsets[t] > offsets[t + 1]) {
            PyErr_SetString(PyExc_ValueError, "a group's table offsets decrease");
            *err = -4;
            Py_CLEAR(row);
            break;
        }
        for (uint64_t j = offsets[t]; j < offsets[t + 1]; j++) {
            u128 x;
            if (places[j] >= (uint64_t)n) {
                PyErr_SetString(PyExc_IndexError, "a table's place is past the group's vectors");
                *err = -4;
                break;
            }
            if (__builtin_mul_overflow((u128)weights[j], reach[places[j]], &x) ||
                __builtin_add_overflow(sum, x, &sum)) {
                *err = -2;
                break;
            }
        }
        PyObject *value = *err ? NULL : from_u128(sum);
        if (!value) {
            Py_CLEAR(row);
            break;
        }
        PyList_SET_ITEM(row, t, value);
    }
    if (!row && !*err) *err = -4;
done:
    free(places);
    free(weights);
    free(offsets);
    return row;
}

/* Per player of the domain mask, sum over j of wts[j] * reach[j] * (usage j's digit i). */
static int closed_sums(uint64_t mask, const uint64_t *sup, const uint64_t *wts, const u128 *reach,
                       Py_ssize_t n, int width, u128 *per) {
    for (Py_ssize_t j = 0; j < n; j++) {
        if (!reach[j]) continue;
        u128 both;
        if (__builtin_mul_overflow((u128)wts[j], reach[j], &both)) return -2;
        for (int i = 0; i < width; i++) {
            if (!(mask >> i & 1)) continue;
            u128 d = (u128)((sup[j] >> (5 * i)) & 31), t;
            if (__builtin_mul_overflow(both, d, &t) || __builtin_add_overflow(per[i], t, &per[i]))
                return -2;
        }
    }
    return 0;
}

PyObject *marginal_sums(PyObject *spec, Py_ssize_t K, uint64_t **sup, uint64_t **wts,
                        const Py_ssize_t *lens, u128 **reach, int width, int *err) {
    if (PySequence_Length(spec) != K) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "one marginal table per group is needed");
        *err = -4;
        return NULL;
    }
    PyObject *out = PyList_New(K);
    if (!out) {
        *err = -4;
        return NULL;
    }
    for (Py_ssize_t k = 0; k < K && !*err; k++) {
        PyObject *item = PySequence_GetItem(spec, k);
        PyObject *row = NULL;
        if (!item) {
            *err = -4;
            break;
        }
        if (PyLong_Check(item)) {
            uint64_t mask = PyLong_AsUnsignedLongLong(item);
            u128 per[16] = {0};
            if (PyErr_Occurred()) *err = -4;
            else *err = closed_sums(mask, sup[k], wts[k], reach[k], lens[k], width, per);
            if (!*err) row = PyList_New(width);
            for (int i = 0; row && i < width; i++) {
                PyObject *x = from_u128(per[i]);
                if (!x) {
                    Py_CLEAR(row);
                    break;
                }
                PyList_SET_ITEM(row, i, x);
            }
        } else {
            row = table_sums(item, reach[k], lens[k], err);
        }
        Py_DECREF(item);
        if (!row) {
            if (!*err) *err = -4;
            break;
        }
        PyList_SET_ITEM(out, k, row);
    }
    if (*err) {
        Py_DECREF(out);
        return NULL;
    }
    return out;
}
