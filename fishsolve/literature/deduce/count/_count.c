/* A whole count in one call, part of the _dp extension (see _dp.c and _dp.h): what
 * counting._Counter.dealt and usage.solve do, step by step, for a problem without tallies -- each
 * clause-bound half-suit's placements (classes of interchangeable cards, their splits, the
 * product kept where every clause holds), the free cards' closed forms, the programme, and every
 * card's holders -- with no Python object in between.
 *
 * It builds the same groups in the same order as usage.solve (so the programme makes the same
 * budget decisions) and gives the same numbers; it returns None where it cannot (a weight past
 * 64 bits, a count past 128, a shape past its limits), and the caller then counts the problem
 * with the separate steps, which fall back to Python's integers on overflow. Its arguments are
 * read, and its groups built, in _count_read.c.
 */
#include "_count.h"

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
/* The programme over the groups order[0..K) and the last group (NULL if none), with supply,
 * viability, start and guard as usage._combine makes them: each group's reach row, the count
 * and what the last group gives each place. Returns run_programme's codes (-3: over budget). */
static int programme(const Call *c, Grp **order, int K, const Grp *last,
                     unsigned long long budget, long long dense_cells, u128 *total, u128 *per) {
    int width = (int)c->width;
    uint64_t viable[MAX_HALVES + MAX_POS + 1];
    uint64_t *sup_p[MAX_HALVES + MAX_POS], *wts_p[MAX_HALVES + MAX_POS];
    u128 *reach_p[MAX_HALVES + MAX_POS];
    Py_ssize_t lens[MAX_HALVES + MAX_POS];
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
        start += (uint64_t)(15 - c->caps[p]) << (5 * p);
        guard += 16ULL << (5 * p);
    }
    for (int k = 0; k < K; k++) {
        Grp *g = order[k];
        g->reach = calloc(g->n ? g->n : 1, sizeof(u128));
        if (!g->reach) return -1;
        sup_p[k] = g->sup;
        wts_p[k] = g->wts;
        reach_p[k] = g->reach;
        lens[k] = g->n;
    }
    *total = 1;
    if (!width) return 0;
    return run_programme(K, sup_p, wts_p, lens, reach_p, start, guard, viable, width, last_mask,
                         n_last, last != NULL, budget, dense_cells, total, per);
}

/* Every card's holders into ``holding``: the placed cards' one holder, each group's cards from
 * its reach row, the last group's from what it gives each place. 0, -2 (overflow) or -4. */
static int read_out(const Call *c, Grp **order, int K, const Grp *last, const u128 *per,
                    PyObject *total_obj, PyObject *cards, PyObject *players, PyObject *holding) {
    int width = (int)c->width, err = 0;
    /* The placed cards: their one holder in every deal (one dict per holder, shared). */
    PyObject *placed[MAX_SEATS] = {NULL};
    for (Py_ssize_t k = 0; k < c->npos && !err; k++) {
        if (c->open[k]) continue;
        int s = __builtin_ctzll((uint64_t)c->dom[k]);
        if (s >= c->nseats) {
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
            int stride = g->ncls * width;
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
                                      per_place, dm, c->vec);
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
                                  g->domain, c->vec);
        }
    }
    if (last && !err) {
        u128 per_place[MAX_WIDTH];
        for (int p = 0; p < width; p++) per_place[p] = per[p] / (u128)last->ncards;
        err = put_holders(holding, cards, last->cards, last->ncards, NULL, 0, per_place,
                          last->domain, c->vec);
    }
    return err;
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
 * may receive none must hold a whole hand of placed cards, else no deal fits: (0, {}).
 *
 * In order: read_call, half_groups, free_groups, the groups sorted as usage.solve sorts them,
 * programme, read_out. */
PyObject *fishsolve_count(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *domain_obj, *place_obj, *caps_obj, *half_obj, *clauses_obj, *cards, *players,
        *vec_players;
    unsigned long long budget;
    long long dense_cells;
    if (!PyArg_ParseTuple(args, "OOOOOOOOKL", &domain_obj, &place_obj, &caps_obj, &half_obj,
                          &clauses_obj, &cards, &players, &vec_players, &budget, &dense_cells))
        return NULL;
    Call *c = malloc(sizeof(Call));
    Grp *groups = calloc(MAX_HALVES + MAX_POS, sizeof(Grp));
    PyObject *result = NULL, *holding = NULL, *total_obj = NULL;
    int err = (!c || !groups) ? -1 : 0, K = 0, nfree = 0;
    if (!err)
        err = read_call(c, domain_obj, place_obj, caps_obj, half_obj, clauses_obj, cards,
                        players, vec_players);
    if (!err) err = half_groups(c, clauses_obj, groups, &K);
    if (err == 1) { /* no deal fits */
        err = 0;
        result = Py_BuildValue("(iN)", 0, PyDict_New());
        goto done;
    }
    if (!err) err = free_groups(c, groups, K, &nfree);
    if (err) goto done;
    const Grp *last = nfree ? &groups[K + nfree - 1] : NULL;
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
    u128 total = 1, per[16] = {0};
    err = programme(c, order, K, last, budget, dense_cells, &total, per);
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
    total_obj = from_u128(total);
    if (!total_obj) {
        err = -4;
        goto done;
    }
    err = read_out(c, order, K, last, per, total_obj, cards, players, holding);
    if (!err) result = Py_BuildValue("(OO)", total_obj, holding);
done:
    Py_XDECREF(total_obj);
    Py_XDECREF(holding);
    if (groups)
        for (int i = 0; i < MAX_HALVES + MAX_POS; i++) grp_free(&groups[i]);
    free(groups);
    free(c);
    if (result) return result;
    if (err == -1) return PyErr_NoMemory();
    if (err == -4 || PyErr_Occurred()) return NULL;
    Py_RETURN_NONE; /* -2: past a limit or an overflow: the caller counts step by step */
}

