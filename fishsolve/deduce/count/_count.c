/* A whole count in one call, part of the _dp extension (see _dp.c and _dp.h): what
 * counting._Counter.dealt and usage.solve do, step by step, for a problem without tallies -- each
 * clause-bound half-suit's placements (classes of interchangeable cards, their splits, the
 * product kept where every clause holds), the free cards' closed forms, the programme, and every
 * card's holders -- with no Python object in between.
 *
 * It builds the same groups in the same order as usage.solve (so the programme makes the same
 * budget decisions) and gives the same numbers; it returns None where it cannot (a weight past
 * 64 bits, a count past 128, a shape past its limits), and the caller then counts the problem
 * with the separate steps, which fall back to Python's integers on overflow.
 */
#include "_groups.h"

static Py_ssize_t seq_size(PyObject *seq) {
    if (PyList_Check(seq)) return PyList_GET_SIZE(seq);
    if (PyTuple_Check(seq)) return PyTuple_GET_SIZE(seq);
    return -1;
}

static PyObject *seq_item(PyObject *seq, Py_ssize_t i) {
    return PyList_Check(seq) ? PyList_GET_ITEM(seq, i) : PyTuple_GET_ITEM(seq, i);
}

/* {player: n} from counts per place (zero counts left out); a new reference, NULL on error. */
static PyObject *holders_dict(const u128 *per, uint64_t places, PyObject *const *vec_players) {
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    while (places) {
        int p = __builtin_ctzll(places);
        places &= places - 1;
        if (!per[p]) continue;
        PyObject *x = from_u128(per[p]);
        if (!x || PyDict_SetItem(d, vec_players[p], x) < 0) {
            Py_XDECREF(x);
            Py_DECREF(d);
            return NULL;
        }
        Py_DECREF(x);
    }
    return d;
}

/* Sets holding[card] = holders for each card of ``cards`` (deck positions) whose class is
 * ``q`` (every card when ``cls_of`` is NULL): the cards of a class (of a closed-form group) have
 * the same holders, and share one dict (read only, as every count's). */
static int put_holders(PyObject *holding, PyObject *deck_cards, const int *cards, int n,
                       const int *cls_of, int q, const u128 *per, uint64_t places,
                       PyObject *const *vec_players) {
    PyObject *d = NULL;
    for (int c = 0; c < n; c++) {
        if (cls_of && cls_of[c] != q) continue;
        if (!d && !(d = holders_dict(per, places, vec_players))) return -4;
        if (PyDict_SetItem(holding, seq_item(deck_cards, cards[c]), d) < 0) {
            Py_DECREF(d);
            return -4;
        }
    }
    Py_XDECREF(d);
    return 0;
}

static int read_ints(PyObject *list, Py_ssize_t most, long long *out, Py_ssize_t *n) {
    *n = seq_size(list);
    if (*n < 0 || *n > most) return -2;
    for (Py_ssize_t i = 0; i < *n; i++) {
        out[i] = PyLong_AsLongLong(seq_item(list, i));
        if (out[i] == -1 && PyErr_Occurred()) return -4;
    }
    return 0;
}

/* The capacity vector from the domains (see count below): 0, 1 if no deal fits, -2 where it
 * cannot (a shape past its limits), -4 on a Python error. */
static int derive_places(const long long *dom, Py_ssize_t npos, PyObject *hand_obj,
                         PyObject *players, long long *place, Py_ssize_t *nseats, long long *caps,
                         Py_ssize_t *width, PyObject **vec) {
    long long hand = PyLong_AsLongLong(hand_obj);
    if (hand == -1 && PyErr_Occurred()) return -4;
    *nseats = seq_size(players);
    if (*nseats < 0 || *nseats > MAX_SEATS) return -2;
    long long fixed[MAX_SEATS] = {0};
    uint64_t open = 0;
    for (Py_ssize_t k = 0; k < npos; k++) {
        uint64_t d = (uint64_t)dom[k];
        if (!d) return -2;
        if (d & (d - 1))
            open |= d;
        else if (__builtin_ctzll(d) < *nseats)
            fixed[__builtin_ctzll(d)]++;
        else
            return -2;
    }
    *width = 0;
    for (Py_ssize_t s = 0; s < *nseats; s++) {
        if (open >> s & 1) {
            if (*width == MAX_WIDTH) return -2;
            place[s] = *width;
            caps[*width] = hand - fixed[s];
            vec[*width] = seq_item(players, s);
            (*width)++;
        } else {
            place[s] = -1;
            if (fixed[s] != hand) return 1;
        }
    }
    if (open >> *nseats) return -2;
    return 0;
}

/* count(domain, place, caps, half_at, clauses, cards, players, vec_players, budget, dense_cells)
 * -> (total, {card: {player: deals}}), False over budget, None where it cannot (see above).
 * domain: per deck position the bit mask of the seats that may hold the card; place: per seat its
 * place in the capacity vector (-1 if none); caps: per place its capacity; half_at: per position
 * its half-suit; clauses: the open clauses, tuples of (position, seat bit, positive); cards,
 * players, vec_players: the objects of positions, seats and places.
 *
 * With place and vec_players None, caps is the hand size and the capacity vector is derived from
 * the domains as counting._Counter.dealt does: its places are the seats that may still receive an
 * open card, in seat order, each with the hand size less the cards placed with it; a seat that
 * may receive none must hold a whole hand of placed cards, else no deal fits: (0, {}). */
PyObject *fishsolve_count(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *domain_obj, *place_obj, *caps_obj, *half_obj, *clauses_obj, *cards, *players,
        *vec_players;
    unsigned long long budget;
    long long dense_cells;
    if (!PyArg_ParseTuple(args, "OOOOOOOOKL", &domain_obj, &place_obj, &caps_obj, &half_obj,
                          &clauses_obj, &cards, &players, &vec_players, &budget, &dense_cells))
        return NULL;
    long long dom_in[MAX_POS], place_in[MAX_SEATS], caps_in[MAX_WIDTH], half_in[MAX_POS];
    Py_ssize_t npos = 0, nseats = 0, width = 0, nhalf = 0;
    PyObject *vec[MAX_WIDTH]; /* the players of the places (borrowed) */
    int err = read_ints(domain_obj, MAX_POS, dom_in, &npos);
    if (!err) err = read_ints(half_obj, MAX_POS, half_in, &nhalf);
    if (!err && place_obj == Py_None) {
        err = derive_places(dom_in, npos, caps_obj, players, place_in, &nseats, caps_in, &width,
                            vec);
        if (err == 1) return Py_BuildValue("(iN)", 0, PyDict_New()); /* no deal fits */
    } else if (!err) {
        err = read_ints(place_obj, MAX_SEATS, place_in, &nseats);
        if (!err) err = read_ints(caps_obj, MAX_WIDTH, caps_in, &width);
        if (!err && seq_size(vec_players) != width) err = -2;
        for (Py_ssize_t i = 0; !err && i < width; i++) vec[i] = seq_item(vec_players, i);
    }
    if (err == -4) return NULL;
    if (err || nhalf != npos || !PyList_Check(clauses_obj) || seq_size(cards) != npos ||
        seq_size(players) != nseats)
        Py_RETURN_NONE;
    int caps[MAX_WIDTH];
    for (Py_ssize_t i = 0; i < width; i++) {
        if (caps_in[i] < 0 || caps_in[i] > 15) Py_RETURN_NONE;
        caps[i] = (int)caps_in[i];
    }
    if (width == 0 && PyList_GET_SIZE(clauses_obj)) Py_RETURN_NONE;
    /* Each open card's places (with no place, no card is open: one deal, the cards placed). */
    uint64_t pmask[MAX_POS] = {0};
    int open[MAX_POS] = {0}, named[MAX_POS] = {0};
    for (Py_ssize_t k = 0; k < npos; k++) {
        uint64_t d = (uint64_t)dom_in[k];
        if (!d || half_in[k] < 0 || half_in[k] >= MAX_HALVES) Py_RETURN_NONE;
        if (!(d & (d - 1))) continue;
        open[k] = 1;
        while (d) {
            int s = __builtin_ctzll(d);
            d &= d - 1;
            if (s >= nseats || place_in[s] < 0 || place_in[s] >= width) Py_RETURN_NONE;
            pmask[k] |= 1ULL << place_in[s];
        }
    }
    Py_ssize_t nclauses = PyList_GET_SIZE(clauses_obj);
    /* Per half-suit (in the order its first clause comes) its clauses as rows over its cards. */
    int half_order[MAX_HALVES], nhalves = 0, half_slot[MAX_HALVES];
    for (int h = 0; h < MAX_HALVES; h++) half_slot[h] = -1;
    int *clause_half = malloc(sizeof(int) * (nclauses ? nclauses : 1));
    Grp *groups = calloc(MAX_HALVES + MAX_POS, sizeof(Grp));
    ClauseRow *rows = calloc(nclauses ? nclauses : 1, sizeof(ClauseRow));
    int *row_slot = malloc(sizeof(int) * (nclauses ? nclauses : 1));
    uint64_t *sup_p[MAX_HALVES + MAX_POS], *wts_p[MAX_HALVES + MAX_POS];
    u128 *reach_p[MAX_HALVES + MAX_POS];
    Py_ssize_t lens[MAX_HALVES + MAX_POS];
    uint64_t viable[MAX_HALVES + MAX_POS + 1];
    int K = 0;
    PyObject *result = NULL, *holding = NULL;
    if (!clause_half || !groups || !rows || !row_slot) {
        err = -1;
        goto done;
    }
    for (Py_ssize_t q = 0; q < nclauses; q++) {
        PyObject *cl = PyList_GET_ITEM(clauses_obj, q);
        if (!PyTuple_Check(cl) || PyTuple_GET_SIZE(cl) == 0) {
            err = -2;
            goto done;
        }
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cl); i++) {
            PyObject *lit = PyTuple_GET_ITEM(cl, i);
            if (!PyTuple_Check(lit) || PyTuple_GET_SIZE(lit) != 3) {
                err = -2;
                goto done;
            }
            long k = PyLong_AsLong(PyTuple_GET_ITEM(lit, 0));
            if (k == -1 && PyErr_Occurred()) {
                err = -4;
                goto done;
            }
            if (k < 0 || k >= npos || !open[k]) {
                err = -2;
                goto done;
            }
            named[k] = 1;
            if (i == 0) clause_half[q] = (int)half_in[k];
        }
        int h = clause_half[q];
        if (half_slot[h] < 0) {
            half_slot[h] = nhalves;
            half_order[nhalves++] = h;
        }
    }
    /* The half-suits' groups: their named cards in deck order, their clauses as rows. */
    int cidx[MAX_POS];
    for (int s = 0; s < nhalves; s++) {
        Grp *g = &groups[s];
        g->order = s;
        for (Py_ssize_t k = 0; k < npos; k++)
            if (named[k] && half_in[k] == half_order[s]) {
                if (g->ncards == MAX_HALF) {
                    err = -2;
                    goto done;
                }
                cidx[k] = g->ncards;
                g->cards[g->ncards++] = (int)k;
            }
    }
    for (Py_ssize_t q = 0; q < nclauses; q++) {
        PyObject *cl = PyList_GET_ITEM(clauses_obj, q);
        row_slot[q] = half_slot[clause_half[q]];
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cl); i++) {
            PyObject *lit = PyTuple_GET_ITEM(cl, i);
            long k = PyLong_AsLong(PyTuple_GET_ITEM(lit, 0));
            unsigned long long bit = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(lit, 1));
            int positive = PyObject_IsTrue(PyTuple_GET_ITEM(lit, 2));
            if (PyErr_Occurred() || positive < 0) {
                err = -4;
                goto done;
            }
            if (half_in[k] != clause_half[q] || !bit || (bit & (bit - 1))) {
                err = -2; /* a clause across half-suits, or not one player: not this function's */
                goto done;
            }
            int seat = __builtin_ctzll(bit);
            if (seat >= nseats || place_in[seat] < 0) {
                err = -2;
                goto done;
            }
            rows[q][2 * cidx[k] + !positive] |= (uint16_t)(1u << place_in[seat]);
        }
    }
    for (int s = 0; s < nhalves; s++) {
        /* Its rows, gathered (in the clauses' order). */
        int n = 0;
        for (Py_ssize_t q = 0; q < nclauses; q++)
            if (row_slot[q] == s) n++;
        ClauseRow *mine = malloc(sizeof(ClauseRow) * (n ? n : 1));
        if (!mine) {
            err = -1;
            goto done;
        }
        n = 0;
        for (Py_ssize_t q = 0; q < nclauses; q++)
            if (row_slot[q] == s) memcpy(mine[n++], rows[q], sizeof(ClauseRow));
        err = enumerate_half(&groups[s], pmask, mine, n, (int)width);
        free(mine);
        if (err) goto done;
        if (groups[s].n == 0) { /* no placement of this half-suit satisfies its clauses */
            result = Py_BuildValue("(iN)", 0, PyDict_New());
            goto done;
        }
    }
    K = nhalves;
    /* Free cards by domain, in Python's order of (number of cards, places): the largest is the
     * last group, counted in closed form by the programme's end. */
    int nfree = 0;
    Grp *last = NULL;
    {
        uint64_t doms[MAX_POS];
        int counts[MAX_POS], nd = 0;
        for (Py_ssize_t k = 0; k < npos; k++) {
            if (!open[k] || named[k]) continue;
            int d = 0;
            while (d < nd && doms[d] != pmask[k]) d++;
            if (d == nd) {
                doms[nd] = pmask[k];
                counts[nd++] = 0;
            }
            counts[d]++;
        }
        /* insertion sort, ascending */
        for (int i = 1; i < nd; i++)
            for (int j = i; j > 0 && domain_less(counts[j], doms[j], counts[j - 1], doms[j - 1]);
                 j--) {
                uint64_t t = doms[j];
                doms[j] = doms[j - 1];
                doms[j - 1] = t;
                int c = counts[j];
                counts[j] = counts[j - 1];
                counts[j - 1] = c;
            }
        for (int i = 0; i < nd; i++) {
            Grp *g = &groups[K + i];
            g->domain = doms[i];
            g->order = K + i;
            for (Py_ssize_t k = 0; k < npos; k++)
                if (open[k] && !named[k] && pmask[k] == doms[i]) g->cards[g->ncards++] = (int)k;
        }
        nfree = nd;
        if (nd) last = &groups[K + nd - 1];
        for (int i = 0; i + 1 < nd; i++) {
            err = closed_group(&groups[K + i], caps);
            if (err) goto done;
        }
    }
    /* The programme's groups: the half-suits, then the closed forms, the most vectors first
     * (a stable sort, as usage.solve's). */
    int total_groups = K + (nfree ? nfree - 1 : 0);
    Grp *order[MAX_HALVES + MAX_POS];
    for (int i = 0; i < total_groups; i++) order[i] = &groups[i];
    for (int i = 1; i < total_groups; i++)
        for (int j = i; j > 0 && order[j]->n > order[j - 1]->n; j--) {
            Grp *t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    K = total_groups;
    /* Supply, viability, start and guard, as usage._combine. */
    int supply[MAX_WIDTH] = {0};
    uint64_t last_mask = last ? last->domain : 0;
    int n_last = last ? last->ncards : 0;
    for (int p = 0; p < width; p++)
        if (last_mask >> p & 1) supply[p] = n_last;
    for (int k = K; k >= 0; k--) {
        if (k < K) {
            Grp *g = order[k];
            for (int p = 0; p < width; p++) {
                int most = 0;
                for (Py_ssize_t j = 0; j < g->n; j++) {
                    int x = (int)((g->sup[j] >> (5 * p)) & 31);
                    if (x > most) most = x;
                }
                supply[p] += most;
            }
        }
        uint64_t v = 0;
        for (int p = 0; p < width; p++)
            v += (uint64_t)(1 + (supply[p] < 15 ? supply[p] : 15)) << (5 * p);
        viable[k] = v;
    }
    uint64_t start = 0, guard = 0;
    for (int p = 0; p < width; p++) {
        start += (uint64_t)(15 - caps[p]) << (5 * p);
        guard += 16ULL << (5 * p);
    }
    for (int k = 0; k < K; k++) {
        Grp *g = order[k];
        g->reach = calloc(g->n ? g->n : 1, sizeof(u128));
        if (!g->reach) {
            err = -1;
            goto done;
        }
        sup_p[k] = g->sup;
        wts_p[k] = g->wts;
        reach_p[k] = g->reach;
        lens[k] = g->n;
    }
    u128 total = 1, per[16] = {0};
    if (width) err = run_programme(K, sup_p, wts_p, lens, reach_p, start, guard, viable, (int)width,
                        last_mask, n_last, last != NULL, budget, dense_cells, &total, per);
    if (err == -3) {
        err = 0;
        result = Py_NewRef(Py_False);
        goto done;
    }
    if (err) goto done;
    holding = PyDict_New();
    if (!holding) {
        err = -4;
        goto done;
    }
    if (total == 0) {
        result = Py_BuildValue("(iO)", 0, holding);
        goto done;
    }
    PyObject *total_obj = from_u128(total);
    if (!total_obj) {
        err = -4;
        goto done;
    }
    /* The placed cards: their one holder in every deal (one dict per holder, shared). */
    PyObject *placed[MAX_SEATS] = {NULL};
    for (Py_ssize_t k = 0; k < npos && !err; k++) {
        if (open[k]) continue;
        int s = __builtin_ctzll((uint64_t)dom_in[k]);
        if (s >= nseats) {
            err = -4;
            break;
        }
        if (!placed[s]) placed[s] = Py_BuildValue("{OO}", seq_item(players, s), total_obj);
        if (!placed[s] || PyDict_SetItem(holding, seq_item(cards, k), placed[s]) < 0) err = -4;
    }
    for (int s = 0; s < MAX_SEATS; s++) Py_XDECREF(placed[s]);
    /* Each group's cards, from its reach row. */
    for (int k = 0; k < K && !err; k++) {
        Grp *g = order[k];
        u128 per_place[MAX_WIDTH];
        if (g->ncls) {
            int stride = g->ncls * (int)width;
            for (int q = 0; q < g->ncls && !err; q++) {
                memset(per_place, 0, sizeof(per_place));
                uint64_t dm = g->cls_dom[q];
                for (Py_ssize_t j = 0; j < g->n && !err; j++) {
                    if (!g->reach[j]) continue;
                    const u128 *sh = g->share + (size_t)j * stride + (size_t)q * width;
                    for (int p = 0; p < width; p++) {
                        if (!(dm >> p & 1) || !sh[p]) continue;
                        /* Each of the class's cards is equally likely to be any of those given. */
                        u128 t, each = sh[p] / (u128)g->cls_size[q];
                        if (__builtin_mul_overflow(each, g->reach[j], &t) ||
                            __builtin_add_overflow(per_place[p], t, &per_place[p]))
                            err = -2;
                    }
                }
                if (!err)
                    err = put_holders(holding, cards, g->cards, g->ncards, g->cls_of, q,
                                      per_place, dm, vec);
            }
        } else {
            /* A closed form: by symmetry each card gets a share of the group's usage. */
            memset(per_place, 0, sizeof(per_place));
            for (Py_ssize_t j = 0; j < g->n && !err; j++) {
                if (!g->reach[j]) continue;
                u128 both;
                if (__builtin_mul_overflow((u128)g->wts[j], g->reach[j], &both)) {
                    err = -2;
                    break;
                }
                for (int p = 0; p < width; p++) {
                    if (!(g->domain >> p & 1)) continue;
                    u128 t, x = (u128)((g->sup[j] >> (5 * p)) & 31);
                    if (__builtin_mul_overflow(both, x, &t) ||
                        __builtin_add_overflow(per_place[p], t, &per_place[p]))
                        err = -2;
                }
            }
            for (int p = 0; p < width; p++) per_place[p] /= (u128)g->ncards;
            if (!err)
                err = put_holders(holding, cards, g->cards, g->ncards, NULL, 0, per_place,
                                  g->domain, vec);
        }
    }
    if (last && !err) {
        u128 per_place[MAX_WIDTH];
        for (int p = 0; p < width; p++) per_place[p] = per[p] / (u128)last->ncards;
        err = put_holders(holding, cards, last->cards, last->ncards, NULL, 0, per_place,
                          last->domain, vec);
    }
    if (err) {
        Py_DECREF(total_obj);
        goto done;
    }
    result = Py_BuildValue("(NO)", total_obj, holding);
done:
    Py_XDECREF(holding);
    if (groups)
        for (int i = 0; i < MAX_HALVES + MAX_POS; i++) grp_free(&groups[i]);
    free(groups);
    free(clause_half);
    free(rows);
    free(row_slot);
    if (result) return result;
    if (err == -1) return PyErr_NoMemory();
    if (err == -4 || PyErr_Occurred()) return NULL;
    Py_RETURN_NONE; /* -2: past a limit or an overflow: the caller counts step by step */
}
