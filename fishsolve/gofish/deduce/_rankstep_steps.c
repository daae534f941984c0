/* Part of _rankstep.c's one translation unit: a player's step of a rank, forward (the layer
 * after theirs) and backward (the completions of the layer before theirs, and their part of the
 * rank's table), each over a whole layer or one of its two parts (two threads: rankthreads.py).
 * #included there after the programme, and compiled with the other parts twice (_rankstep,
 * counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- a player's step -------------------------------------------------------------------------- */

/* forward(layer, moves, radix, m, width, reach, smult, budget[, part, parts, most, both]) ->
 * (next layer | None, work): one player's placement of the rank from every state of `layer`
 * (rankdp.RankCount._layers); `reach` the cards the players after and the stock can still take
 * with no stock used, budget the steps left (-1: none); None once the work passes it, or once
 * the next layer holds more than `most` states (-1, the default: no bound; rankkeep.py). `both`
 * (8 writable bytes, zeroed, shared by the two parts of one step): the states the two parts
 * have made together, added to as they go, so that the parts stop once the whole step's layer
 * passes `most` (the bound is the whole layer's, in two threads as in one). With
 * `parts` 2, only from the states of `layer` in half `part` (half_of_others): a move changes
 * only the player's digit and the cards left, so states of two halves never reach the same
 * state, and two threads make the two parts, joined (join) into the whole step's states and
 * counts, their works adding up to its work. */
static PyObject *forward(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer;
    Moves *mv;
    long long radix, m, width, reach, smult, budget, most = -1;
    int part = 0, parts = 1;
    Py_buffer shared = {0};
    if (!PyArg_ParseTuple(args, "O!O!LLLLLL|iiLw*", &TableType, &layer, &MovesType, &mv, &radix,
                          &m, &width, &reach, &smult, &budget, &part, &parts, &most, &shared))
        return NULL;
    long long *both = NULL;
    if (shared.buf != NULL) {
        if (shared.len < (Py_ssize_t)sizeof(long long) ||
            ((uintptr_t)shared.buf % _Alignof(long long)) != 0) {
            PyBuffer_Release(&shared);
            PyErr_SetString(PyExc_ValueError, "8 aligned writable bytes expected for `both`");
            return NULL;
        }
        both = (long long *)shared.buf;
    }
    if (parts < 1 || parts > 2 || part < 0 || part >= parts || radix <= 0 || m <= 0 ||
        width <= 0) {
        if (both)
            PyBuffer_Release(&shared);
        PyErr_SetString(PyExc_ValueError, "one part of one or of two, positive places expected");
        return NULL;
    }
    /* The states to step from: the layer's, or (a part) its half's, gathered in order. */
    Table half = {.n = layer->n, .keys = layer->keys, .vals = layer->vals};
    const Table *src = layer;
    if (parts > 1) {
        half.keys = malloc(sizeof(int64_t) * (size_t)(layer->n + 1));
        half.vals = malloc(sizeof(u256) * (size_t)(layer->n + 1));
        if (!half.keys || !half.vals) {
            free(half.keys);
            free(half.vals);
            if (both)
                PyBuffer_Release(&shared);
            return PyErr_NoMemory();
        }
        half.n = 0;
        for (Py_ssize_t e = 0; e < layer->n; e++)
            if (half_of_others(layer->keys[e], radix, m, width) == part) {
                half.keys[half.n] = layer->keys[e];
                half.vals[half.n++] = layer->vals[e];
            }
        src = &half;
    }
    Table *nxt = table_new(1, parts > 1 ? half.n * 2 : layer->n * 2);
    if (!nxt) {
        if (parts > 1) {
            free(half.keys);
            free(half.vals);
        }
        if (both)
            PyBuffer_Release(&shared);
        return NULL;
    }
    long long work = 0;
    int err = 0; /* 1: memory, -1 / -2: moves_of_raw's, 4: a count past 256 bits */
    int past = 0;
    /* The loop touches no Python object: other threads (CP-SAT's proofs) run meanwhile. The
     * states go by batches of FORWARD_BATCH, in three passes: their moves found and the hash
     * slots they ask for fetched ahead, then (in a table past AHEAD_SLOTS, which the caches do
     * not hold) the entries those slots name fetched ahead, then the steps made, in the states'
     * order (the same table, the same work, the same stop). */
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t e0 = 0; e0 < src->n; e0 += FORWARD_BATCH) {
        Py_ssize_t e1 = src->n - e0 < FORWARD_BATCH ? src->n : e0 + FORWARD_BATCH;
        Run runs[FORWARD_BATCH][MOST_RADIX];
        int nruns[FORWARD_BATCH];
        int bad = 0; /* a state without moves: the batch stops before it, the error after */
        e1 = fetch_ahead(src, e0, e1, mv, radix, m, width, reach, smult, nxt, runs, nruns, &bad);
        for (Py_ssize_t e = e0; e < e1; e++) {
            int64_t key = src->keys[e];
            u256 w = src->vals[e];
            int nw = limbs(&w);
            const Run *rs = runs[e - e0];
            Py_ssize_t made = nxt->n;
            for (int r = 0; r < nruns[e - e0]; r++) {
                for (Py_ssize_t j = rs[r].lo; j < rs[r].hi; j++) {
                    Py_ssize_t at = table_entry_raw(nxt, key + mv->move[j]);
                    if (at < 0) {
                        err = 1;
                        goto done;
                    }
                    if (mul_add(&nxt->vals[at], &w, nw, mv->ways[j])) {
                        err = 4;
                        goto done;
                    }
                }
                work += (long long)(rs[r].hi - rs[r].lo);
            }
            work += 1;
            long long held = (long long)nxt->n;
            if (both && most >= 0)
                held = __atomic_add_fetch(both, (long long)(nxt->n - made), __ATOMIC_RELAXED);
            if ((budget >= 0 && work > budget) || (most >= 0 && held > most)) {
                past = 1;
                goto done;
            }
        }
        if (bad < 0) {
            err = bad;
            goto done;
        }
    }
done:;
    Py_END_ALLOW_THREADS
    if (parts > 1) {
        free(half.keys);
        free(half.vals);
    }
    if (both)
        PyBuffer_Release(&shared);
    if (err) {
        if (err == 1)
            PyErr_NoMemory();
        else if (err == 4)
            overflow();
        else
            moves_error(err);
        Py_DECREF(nxt);
        return NULL;
    }
    if (past) {
        Py_DECREF(nxt);
        return Py_BuildValue("(OL)", Py_None, work);
    }
    return Py_BuildValue("(NL)", (PyObject *)nxt, work);
}

/* backward(layer, value, moves, radix, m, width, reach, smult, factors, offset, laid, budget[,
 * lo, hi, back]) -> (split table | None, {(held now, in the stock): ways}, work): the
 * completions of the states of `layer` (a player's layer before they place the rank) given
 * `value` (those after them), and the player's part of the rank's table
 * (rankdp.RankCount._backward); `factors` {state: thinning factor} or None; None once the work
 * passes the budget. With `lo`, `hi` and `back` (aligned, made by `aligned`), only the states
 * lo..hi are completed, into `back`, and the table and work are theirs: two threads complete
 * the two halves of a layer into one table, and their tables and works add up to the whole
 * step's. The loop runs without the interpreter's lock. */
static PyObject *backward(PyObject *self, PyObject *args) {
    (void)self;
    Table *layer, *value;
    Moves *mv;
    PyObject *factors_d, *back_o = Py_None;
    long long radix, m, width, reach, smult, offset, budget;
    int laid;
    Py_ssize_t lo = 0, hi = -1;
    if (!PyArg_ParseTuple(args, "O!O!O!LLLLLOLpL|nnO", &TableType, &layer, &TableType, &value,
                          &MovesType, &mv, &radix, &m, &width, &reach, &smult, &factors_d,
                          &offset, &laid, &budget, &lo, &hi, &back_o))
        return NULL;
    if (value->stride < 1 || value->stride > radix || radix > MOST_RADIX || mv->cards != radix) {
        PyErr_SetString(PyExc_ValueError, "a split table of the rank's width expected");
        return NULL;
    }
    if (hi < 0) hi = layer->n;
    if (lo < 0 || lo > hi || hi > layer->n) {
        PyErr_SetString(PyExc_ValueError, "a range of the layer's states expected");
        return NULL;
    }
    int card = mv->below_off != NULL; /* a rank told apart by card: cells by digit placed too */
    /* W: the split's width, the rank's cards + 1 (a card rank's digits, up to `radix`, are more) */
    int W = value->stride, S = card ? mv->cards : 1;
    Table *factors = NULL, *back = NULL;
    PyObject *pairs = NULL;
    if (back_o != Py_None) {
        if (!PyObject_TypeCheck(back_o, &TableType) || !((Table *)back_o)->aligned ||
            ((Table *)back_o)->n != layer->n || ((Table *)back_o)->stride != W) {
            PyErr_SetString(PyExc_ValueError, "a split table aligned with the layer expected");
            return NULL;
        }
    }
    /* The player's table, dense by (held now, digit placed, in the stock) (by rank: the digit
     * placed left out, and all in cell 0 when the rank is laid), and the order its cells were
     * first reached in; per state, tmp[h] the sum over its moves to cell h of ways times their
     * completions with x in the stock. */
    enum { CELLS = MOST_RADIX * MOST_RADIX * MOST_RADIX };
    u256 *cells = calloc(CELLS, sizeof(u256)), *tmp = malloc(CELLS * sizeof(u256));
    int *ints = calloc(4 * (size_t)CELLS, sizeof(int)), norder = 0;
    if (!cells || !tmp || !ints) {
        free(cells);
        free(tmp);
        free(ints);
        return PyErr_NoMemory();
    }
    int *touched = ints, *order = ints + CELLS, *hit = ints + 2 * CELLS, *hits = ints + 3 * CELLS;
    if (factors_d != Py_None && !(factors = table_of_dict(factors_d))) goto fail;
    if (back_o != Py_None) {
        back = (Table *)back_o;
        Py_INCREF(back);
    } else {
        back = table_aligned(layer, W);
        if (!back) goto fail;
    }
    long long work = 0;
    int err = 0, past = 0; /* err: -1 / -2 moves_of_raw's, 4 a count past its bits */
    /* By batches of FORWARD_BATCH states, as forward: the slots, then the entries, fetched
     * ahead; then each state's completions, in the states' order. */
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t e0 = lo; e0 < hi; e0 += FORWARD_BATCH) {
        Py_ssize_t e1 = hi - e0 < FORWARD_BATCH ? hi : e0 + FORWARD_BATCH;
        Run batch[FORWARD_BATCH][MOST_RADIX];
        int counts[FORWARD_BATCH];
        int bad = 0; /* a state without moves: the batch stops before it, the error after */
        e1 = fetch_ahead(layer, e0, e1, mv, radix, m, width, reach, smult, value, batch, counts,
                         &bad);
        for (Py_ssize_t e = e0; e < e1; e++) {
            int64_t key = layer->keys[e];
            const Run *runs = batch[e - e0];
            int nruns = counts[e - e0];
            int nhits = 0;
            for (int r = 0; r < nruns; r++) {
                int sub = card ? runs[r].sub : 0;
                for (Py_ssize_t j = runs[r].lo; j < runs[r].hi; j++) {
                    Py_ssize_t at = table_find(value, key + mv->move[j]);
                    if (at < 0) continue;
                    uint32_t present = value->mask[at];
                    const u256 *split = &value->vals[(size_t)at * (size_t)W];
                    int now = mv->now[j];
                    for (int x = 0; x < W; x++) {
                        if (!(present >> x & 1)) continue;
                        int h = (now * S + sub) * W + x;
                        u256 add;
                        if (mul_small(&add, &split[x], mv->ways[j])) goto over;
                        if (!hit[h]) {
                            hit[h] = 1;
                            hits[nhits++] = h;
                            tmp[h] = add;
                        } else if (add_to(&tmp[h], &add)) {
                            goto over;
                        }
                    }
                }
                work += (long long)(runs[r].hi - runs[r].lo);
            }
            work += 1;
            if (budget >= 0 && work > budget) {
                past = 1;
                goto done;
            }
            if (!nhits) continue;
            const u256 *w = &layer->vals[e];
            u256 factor = {{1}};
            if (factors) {
                Py_ssize_t f = table_find(factors, key);
                if (f >= 0) factor = factors->vals[f];
            }
            Py_ssize_t at = e;
            u256 *total = &back->vals[(size_t)at * (size_t)W];
            uint32_t mask = 0;
            for (int i = 0; i < nhits; i++) {
                int h = hits[i], x = h % W, cell = laid && !card ? 0 : h;
                hit[h] = 0;
                u256 part;
                if (mul_big(&part, w, &tmp[h])) goto over;
                if (!touched[cell]) {
                    touched[cell] = 1;
                    order[norder++] = cell;
                }
                if (add_to(&cells[cell], &part)) goto over;
                if (add_to(&total[x], &tmp[h])) goto over;
                mask |= 1u << x;
            }
            back->mask[at] = mask;
            if (factors)
                for (int x = 0; x < W; x++)
                    if (mask >> x & 1 && mul_big(&total[x], &total[x], &factor)) goto over;
        }
        if (bad < 0) {
            err = bad;
            goto done;
        }
    }
    goto done;
over:
    err = 4;
done:;
    Py_END_ALLOW_THREADS
    if (err == 4) goto over_locked;
    if (err) {
        moves_error(err);
        goto fail;
    }
    if (past) {
        Py_DECREF(back);
        Py_XDECREF(factors);
        free(cells);
        free(tmp);
        free(ints);
        return Py_BuildValue("(OOL)", Py_None, Py_None, work);
    }
    pairs = PyDict_New();
    if (!pairs) goto fail;
    for (int i = 0; i < norder; i++) {
        int cell = order[i];
        PyObject *h = card   ? Py_BuildValue("(iii)", cell / (S * W), cell / W % S, cell % W)
                      : laid ? Py_BuildValue("(ii)", 0, 0)
                             : Py_BuildValue("(Li)", offset + cell / W, cell % W);
        if (!set_item(pairs, h, make_int(&cells[cell]))) goto fail;
    }
    Py_XDECREF(factors);
    free(cells);
    free(tmp);
    free(ints);
    return Py_BuildValue("(NNL)", (PyObject *)back, pairs, work);
over_locked:
    overflow();
fail:
    Py_XDECREF(factors);
    Py_XDECREF(back);
    Py_XDECREF(pairs);
    free(cells);
    free(tmp);
    free(ints);
    return NULL;
}
