/* A half-suit's placements and a class's splits, part of the _dp extension (see _dp.c and
 * _dp.h): what halves.py enumerates, in C.
 */
#include "_dp.h"

/* A half-suit's placements: every combination of one row per class (the splits of its cards
 * over the players), kept when the clause masks of its rows cover every clause. rows[c] is a
 * list of (packed usage, weight, clause mask); domains[c] the bit mask of the players class c
 * may go to, sizes[c] its number of cards. Returns ({usage: weight}, [{player: {usage: weighted
 * placements giving the player one given card of class c}} for each class c]), usages as tuples
 * of width ints. Usages are packed 5 bits a coordinate (at most 12 coordinates); weights are
 * multinomials of at most a half-suit's cards, so every sum fits 64 bits (checked).
 * positions = 1: (weights, per class {player: (places in the weights' order, weights)}, packed
 * usages, their weights, the most per coordinate); positions = 2: the same, but per class the
 * list of players with a table, and last every table packed as bytes of 64-bit integers:
 * (places, weights, offsets), table after table, class by class and player by player. */
#define MAX_CLASSES 16
PyObject *fishsolve_placements(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rows_obj, *domains_obj, *sizes_obj;
    unsigned long long full;
    int width, positions = 0;
    if (!PyArg_ParseTuple(args, "OKOOi|i", &rows_obj, &full, &domains_obj, &sizes_obj, &width,
                          &positions))
        return NULL;
    Py_ssize_t K = PySequence_Length(rows_obj);
    if (K < 0) return NULL;
    if (K > MAX_CLASSES || width <= 0 || width > 12 || PySequence_Length(domains_obj) != K ||
        PySequence_Length(sizes_obj) != K) {
        PyErr_SetString(PyExc_ValueError, "too many classes or coordinates");
        return NULL;
    }
    uint64_t *use[MAX_CLASSES] = {0}, *wt[MAX_CLASSES] = {0}, *msk[MAX_CLASSES] = {0};
    Py_ssize_t len[MAX_CLASSES] = {0};
    uint64_t dom[MAX_CLASSES] = {0}, size[MAX_CLASSES] = {0};
    Table weights = {0};
    PyObject **objs = NULL;
    Table *shares = calloc((size_t)(K ? K : 1) * (size_t)width, sizeof(Table));
    PyObject *result = NULL, *out_w = NULL, *out_s = NULL, *out_keys = NULL, *out_vals = NULL;
    PyObject *packed_tables = NULL; /* positions == 2: (places, weights, offsets) as bytes */
    size_t *order = NULL; /* with positions: the place of each slot of weights in out_w */
    int err = 0;
    if (!shares) return PyErr_NoMemory();
    for (Py_ssize_t c = 0; c < K && !err; c++) {
        PyObject *d = PySequence_GetItem(domains_obj, c);
        if (!d) { err = -4; break; }
        dom[c] = PyLong_AsUnsignedLongLong(d);
        Py_DECREF(d);
        if (PyErr_Occurred()) { err = -4; break; }
        PyObject *z = PySequence_GetItem(sizes_obj, c);
        if (!z) { err = -4; break; }
        size[c] = PyLong_AsUnsignedLongLong(z);
        Py_DECREF(z);
        if (PyErr_Occurred() || size[c] == 0) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a class has no card");
            err = -4;
            break;
        }
        PyObject *rows = PySequence_GetItem(rows_obj, c);
        if (!rows) { err = -4; break; }
        PyObject *fast = PySequence_Fast(rows, "rows must be a sequence");
        Py_DECREF(rows);
        if (!fast) { err = -4; break; }
        Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
        use[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        wt[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        msk[c] = malloc(sizeof(uint64_t) * (n ? n : 1));
        if (!use[c] || !wt[c] || !msk[c]) { Py_DECREF(fast); err = -1; break; }
        for (Py_ssize_t j = 0; j < n; j++) {
            PyObject *row = PySequence_Fast_GET_ITEM(fast, j);
            unsigned long long a, b, m;
            if (!PyArg_ParseTuple(row, "KKK", &a, &b, &m)) { err = -4; break; }
            use[c][j] = a;
            wt[c][j] = b;
            msk[c][j] = m;
        }
        Py_DECREF(fast);
        len[c] = n;
        if (n == 0) goto build; /* no split of some class: no placement */
    }
    if (err) goto done;
    if (table_init(&weights, 64) < 0) { err = -1; goto done; }
    for (Py_ssize_t i = 0; i < K * width; i++)
        if (table_init(&shares[i], 64) < 0) { err = -1; goto done; }
    {
        /* Depth-first over the classes: at[c] is the row of class c, sums[c] the usage, weight
         * and mask of classes < c. */
        Py_ssize_t at[MAX_CLASSES + 1] = {0};
        uint64_t su[MAX_CLASSES + 1], sw[MAX_CLASSES + 1], sm[MAX_CLASSES + 1];
        su[0] = 0; sw[0] = 1; sm[0] = 0;
        Py_ssize_t c = 0;
        if (K == 0) goto build;
        for (;;) {
            if (at[c] == len[c]) {
                if (c == 0) break;
                at[c] = 0;
                c--;
                at[c]++;
                continue;
            }
            Py_ssize_t j = at[c];
            su[c + 1] = su[c] + use[c][j];
            sm[c + 1] = sm[c] | msk[c][j];
            if (__builtin_mul_overflow(sw[c], wt[c][j], &sw[c + 1])) { err = -2; goto done; }
            if (c + 1 < K) {
                c++;
                continue;
            }
            if (sm[K] == full) {
                uint64_t u = su[K], w = sw[K];
                int r = table_add(&weights, u, (u128)w);
                if (r < 0) { err = r; goto done; }
                for (Py_ssize_t k = 0; k < K; k++) {
                    uint64_t part = use[k][at[k]];
                    for (int p = 0; p < width; p++) {
                        if (!((dom[k] >> p) & 1)) continue;
                        uint64_t n = (part >> (5 * p)) & 31;
                        if (!n) continue;
                        r = table_add(&shares[k * width + p], u, (u128)w * n);
                        if (r < 0) { err = r; goto done; }
                    }
                }
            }
            at[c]++;
        }
    }
build:
    out_w = PyDict_New();
    out_s = PyList_New(K);
    if (!out_w || !out_s) { err = -4; goto done; }
    if (weights.keys) {
        objs = calloc(weights.cap, sizeof(PyObject *));
        order = calloc(weights.cap, sizeof(size_t));
        if (!objs || !order) { err = -1; goto done; }
        if (positions) {
            out_keys = PyList_New(0);
            out_vals = PyList_New(0);
            if (!out_keys || !out_vals) { err = -4; goto done; }
        }
        size_t placed = 0;
        for (size_t i = 0; i < weights.cap; i++) {
            if (!weights.keys[i]) continue;
            order[i] = placed++;
            if (weights.vals[i] >> 64) { err = -2; goto done; }
            PyObject *vec = PyTuple_New(width);
            if (!vec) { err = -4; goto done; }
            objs[i] = vec;
            for (int p = 0; p < width; p++) {
                PyObject *x = PyLong_FromLong((long)((weights.keys[i] >> (5 * p)) & 31));
                if (!x) { err = -4; goto done; }
                PyTuple_SET_ITEM(vec, p, x);
            }
            PyObject *v = PyLong_FromUnsignedLongLong((unsigned long long)weights.vals[i]);
            int bad = !v || PyDict_SetItem(out_w, vec, v) < 0;
            if (!bad && positions) {
                PyObject *key = PyLong_FromUnsignedLongLong(weights.keys[i]);
                bad = !key || PyList_Append(out_keys, key) < 0 || PyList_Append(out_vals, v) < 0;
                Py_XDECREF(key);
            }
            Py_XDECREF(v);
            if (bad) { err = -4; goto done; }
        }
    }
    if (positions && !out_keys) { /* no placement: empty lists */
        out_keys = PyList_New(0);
        out_vals = PyList_New(0);
        if (!out_keys || !out_vals) { err = -4; goto done; }
    }
    if (positions == 2) {
        /* Per class the players with a table, in order; the tables (class by class, player by
         * player) packed as bytes of 64-bit integers: places in out_w, weights, and where each
         * table starts (and, last, where they end). */
        size_t entries = 0, tables = 0;
        for (Py_ssize_t i = 0; i < K * width; i++)
            if (shares[i].keys && shares[i].n) {
                entries += shares[i].n;
                tables++;
            }
        uint64_t *pl = malloc(sizeof(uint64_t) * (entries ? entries : 1));
        uint64_t *wv = malloc(sizeof(uint64_t) * (entries ? entries : 1));
        uint64_t *of = malloc(sizeof(uint64_t) * (tables + 1));
        size_t e = 0, t = 0;
        if (!pl || !wv || !of) err = -1;
        else of[0] = 0;
        for (Py_ssize_t k = 0; k < K && !err; k++) {
            PyObject *players = PyList_New(0);
            if (!players) { err = -4; break; }
            PyList_SET_ITEM(out_s, k, players);
            for (int p = 0; p < width && !err; p++) {
                Table *tb = &shares[k * width + p];
                if (!tb->keys || !tb->n) continue;
                PyObject *pk = PyLong_FromLong(p);
                if (!pk || PyList_Append(players, pk) < 0) err = -4;
                Py_XDECREF(pk);
                for (size_t i = 0; i < tb->cap && !err; i++) {
                    if (!tb->keys[i]) continue;
                    if (tb->vals[i] >> 64) { err = -2; break; }
                    size_t slot = slot_of(&weights, tb->keys[i]);
                    while (weights.keys[slot] != tb->keys[i]) slot = (slot + 1) & (weights.cap - 1);
                    pl[e] = order[slot];
                    /* Each of the class's cards is equally likely to be any of those given. */
                    wv[e] = (uint64_t)tb->vals[i] / size[k];
                    e++;
                }
                if (!err) of[++t] = e;
            }
        }
        if (!err) {
            packed_tables = Py_BuildValue("(y#y#y#)", (const char *)pl, (Py_ssize_t)(e * 8),
                                          (const char *)wv, (Py_ssize_t)(e * 8), (const char *)of,
                                          (Py_ssize_t)((t + 1) * 8));
            if (!packed_tables) err = -4;
        }
        free(pl);
        free(wv);
        free(of);
        if (err) goto done;
    }
    for (Py_ssize_t k = 0; k < K && positions != 2; k++) {
        PyObject *per = PyDict_New();
        if (!per) { err = -4; goto done; }
        PyList_SET_ITEM(out_s, k, per);
        for (int p = 0; p < width; p++) {
            Table *t = &shares[k * width + p];
            if (!t->keys || !t->n) continue;
            PyObject *d = NULL, *at = NULL, *vals = NULL;
            PyObject *pk = PyLong_FromLong(p);
            int bad;
            if (positions) { /* (places in out_w, weights) in the order of this table */
                at = PyList_New(0);
                vals = PyList_New(0);
                PyObject *pair = (at && vals) ? PyTuple_Pack(2, at, vals) : NULL;
                bad = !pair || !pk || PyDict_SetItem(per, pk, pair) < 0;
                Py_XDECREF(pair);
                Py_XDECREF(at); /* the pair holds them */
                Py_XDECREF(vals);
            } else {
                d = PyDict_New();
                bad = !d || !pk || PyDict_SetItem(per, pk, d) < 0;
                Py_XDECREF(d); /* per holds it */
            }
            Py_XDECREF(pk);
            if (bad) { err = -4; goto done; }
            for (size_t i = 0; i < t->cap; i++) {
                if (!t->keys[i]) continue;
                if (t->vals[i] >> 64) { err = -2; goto done; }
                size_t slot = slot_of(&weights, t->keys[i]);
                while (weights.keys[slot] != t->keys[i]) slot = (slot + 1) & (weights.cap - 1);
                /* Each of the class's cards is equally likely to be any of those given to p. */
                PyObject *v = PyLong_FromUnsignedLongLong(
                    (unsigned long long)t->vals[i] / (unsigned long long)size[k]);
                if (positions) {
                    PyObject *place = PyLong_FromSize_t(order[slot]);
                    bad = !v || !place || PyList_Append(at, place) < 0 ||
                          PyList_Append(vals, v) < 0;
                    Py_XDECREF(place);
                } else {
                    bad = !v || PyDict_SetItem(d, objs[slot], v) < 0;
                }
                Py_XDECREF(v);
                if (bad) { err = -4; goto done; }
            }
        }
    }
    if (positions) {
        /* The most each coordinate gets in one placement. */
        PyObject *top = PyList_New(width);
        if (!top) { err = -4; goto done; }
        for (int p = 0; p < width; p++) {
            long most = 0;
            for (size_t i = 0; weights.keys && i < weights.cap; i++)
                if (weights.keys[i] && (long)((weights.keys[i] >> (5 * p)) & 31) > most)
                    most = (long)((weights.keys[i] >> (5 * p)) & 31);
            PyObject *x = PyLong_FromLong(most);
            if (!x) { Py_DECREF(top); err = -4; goto done; }
            PyList_SET_ITEM(top, p, x);
        }
        if (positions == 2) {
            result = Py_BuildValue("(OOOONN)", out_w, out_s, out_keys, out_vals, top,
                                   packed_tables);
            packed_tables = NULL; /* the result holds it (or it was released on failure) */
        } else
            result = Py_BuildValue("(OOOON)", out_w, out_s, out_keys, out_vals, top);
    }
    else
        result = Py_BuildValue("(OO)", out_w, out_s);
done:
    Py_XDECREF(packed_tables);
    Py_XDECREF(out_w);
    Py_XDECREF(out_s);
    Py_XDECREF(out_keys);
    Py_XDECREF(out_vals);
    free(order);
    for (Py_ssize_t c = 0; c < K; c++) {
        free(use[c]);
        free(wt[c]);
        free(msk[c]);
    }
    if (objs) {
        for (size_t i = 0; i < weights.cap; i++) Py_XDECREF(objs[i]);
        free(objs);
    }
    table_free(&weights);
    for (Py_ssize_t i = 0; i < K * width; i++) table_free(&shares[i]);
    free(shares);
    if (result) return result;
    if (err == -1) return PyErr_NoMemory();
    if (err == -2) {
        PyErr_SetString(PyExc_OverflowError, "a placement count outgrew 64 bits");
        return NULL;
    }
    return NULL;
}

/* The splits of a class of k interchangeable cards over its domain (the players' places, in
 * order), as _splits in halves.py makes them and in its order (first place's share ascending):
 * [(usage packed 5 bits a coordinate, multinomial weight, mask of the clauses satisfied)].
 * pos[j] / neg[j]: bit masks of the players whose positive / negative literal of clause j the
 * class has (a positive literal holds when the player gets one of the cards, a negative when it
 * does not get them all); marks: (player, coordinate) pairs, the coordinate counting the cards
 * the player gets. */
#define MAX_DOMAIN 16
PyObject *fishsolve_splits(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *domain_obj, *pos_obj, *neg_obj, *marks_obj;
    int k, width;
    if (!PyArg_ParseTuple(args, "OiOOOi", &domain_obj, &k, &pos_obj, &neg_obj, &marks_obj,
                          &width))
        return NULL;
    Py_ssize_t nd = 0, nc = 0, nm = 0, nneg = 0;
    uint64_t *dom = NULL, *pos = NULL, *neg = NULL, *marks = NULL;
    PyObject *out = NULL;
    dom = read_u64s(domain_obj, &nd);
    if (dom) pos = read_u64s(pos_obj, &nc);
    if (pos) neg = read_u64s(neg_obj, &nneg);
    if (neg) marks = read_u64s(marks_obj, &nm);
    if (!marks) goto done;
    if (nd < 1 || nd > MAX_DOMAIN || k < 1 || k > 64 || width <= 0 || width > 12 ||
        nneg != nc || nc > 63 || nm % 2) {
        PyErr_SetString(PyExc_ValueError, "bad class for splits");
        goto done;
    }
    for (Py_ssize_t i = 0; i < nd; i++)
        if (dom[i] >= (uint64_t)width) {
            PyErr_SetString(PyExc_ValueError, "a domain place outside the vector");
            goto done;
        }
    for (Py_ssize_t i = 0; i < nm; i++)
        if (marks[i] >= (uint64_t)width) {
            PyErr_SetString(PyExc_ValueError, "a mark outside the vector");
            goto done;
        }
    out = PyList_New(0);
    if (!out) goto done;
    {
        int part[MAX_DOMAIN] = {0};
        /* part[0..nd-2] chosen, the last takes the rest; odometer over the first nd-1 places
         * in lexicographic order (the order of problem.compositions). */
        for (;;) {
            int used = 0;
            for (Py_ssize_t i = 0; i + 1 < nd; i++) used += part[i];
            if (used <= k) {
                part[nd - 1] = k - used;
                int spread[12] = {0};
                uint64_t some = 0, all = 0, w = 1;
                int placed = 0, bad = 0;
                for (Py_ssize_t i = 0; i < nd; i++) {
                    int n = part[i];
                    spread[dom[i]] = n;
                    if (n) some |= 1ULL << dom[i];
                    if (n == k) all |= 1ULL << dom[i];
                    placed += n;
                    if (__builtin_mul_overflow(w, BINOM[placed][n], &w)) bad = 1;
                }
                if (bad) {
                    PyErr_SetString(PyExc_OverflowError, "a multinomial outgrew 64 bits");
                    Py_CLEAR(out);
                    goto done;
                }
                uint64_t mask = 0;
                for (Py_ssize_t j = 0; j < nc; j++)
                    if ((pos[j] & some) || (neg[j] & ~all)) mask |= 1ULL << j;
                for (Py_ssize_t m = 0; m < nm; m += 2) spread[marks[m + 1]] += spread[marks[m]];
                uint64_t packed = 0;
                for (int i = 0; i < width; i++) packed += (uint64_t)spread[i] << (5 * i);
                PyObject *row = Py_BuildValue("(KKK)", (unsigned long long)packed,
                                              (unsigned long long)w, (unsigned long long)mask);
                if (!row || PyList_Append(out, row) < 0) {
                    Py_XDECREF(row);
                    Py_CLEAR(out);
                    goto done;
                }
                Py_DECREF(row);
            }
            if (!next_split(part, nd, k)) break;
        }
    }
done:
    free(dom);
    free(pos);
    free(neg);
    free(marks);
    return out;
}
