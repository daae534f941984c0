/* Part of _rankstep.c's one translation unit: a player's options from their fills
 * (rankdp.RankCount._options). #included there, in its place among the parts, and compiled with
 * them twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- a player's options from their fills (rankdp.RankCount._options and _player_options) ----- */

#define MOST_CLASSES 64
#define MOST_CHECKS 256

typedef struct {
    int m, size, now, most;
    int caps[MOST_CLASSES], closed[MOST_CLASSES], merge[MOST_CLASSES], fills[MOST_CLASSES];
    /* per class end e (1..m): the checks ending there, running through, weighing */
    int end_at[MOST_CLASSES + 2], span_at[MOST_CLASSES + 2], weigh_at[MOST_CLASSES + 2];
    int end_lo[MOST_CHECKS], span_lo[MOST_CHECKS], span_hi[MOST_CHECKS], weigh_lo[MOST_CHECKS];
    uint64_t end_mask[MOST_CHECKS];
    uint64_t weigh[MOST_CHECKS][MOST_RADIX]; /* a value's weight (1 when the pick names none) */
    int64_t radix_after[MOST_CLASSES], code, mult;
    int64_t base; /* the fills' code after the rank with nothing placed: sum fills * radix after */
    int x[MOST_CLASSES], prefix[MOST_CLASSES + 1];
    /* the options found, merged by (move, held now), in order of first sight */
    Py_ssize_t n, room;
    int64_t *move;
    int *held, *cards;
    uint64_t *ways;
    int overflow;
    /* past HASH_FROM options, an index of them by (move, held): entry + 1, 0 empty */
    uint32_t *index;
    size_t slots; /* a power of two, 0: none made yet */
    int indexed;  /* the index holds this enumeration's options (else it is made anew) */
    /* card asks (card_options): the groups of the rank's cards, which may lie in each class */
    int ngroups, gsize[8], gmult[8], used[8], nok[MOST_CLASSES], ok[MOST_CLASSES][8];
    long long visits;
} Enum;

static int small_int(PyObject *o, int lo, int hi, int *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < lo || v > hi) {
        PyErr_SetString(PyExc_OverflowError, "a shape's number past the C loops' limits");
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int int_list(PyObject *list, int n, int lo, int hi, int *out) {
    if (!PyList_Check(list) || PyList_GET_SIZE(list) != n) {
        PyErr_SetString(PyExc_TypeError, "a list of the classes' length expected");
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (small_int(PyList_GET_ITEM(list, i), lo, hi, &out[i]) < 0) return -1;
    return 0;
}

/* Reads the per-end lists of (lo, value) pairs: `at` the start of each end's run in the flat
 * arrays; kind 0: (lo, mask), 1: (lo, hi), 2: (lo, weights tuple). */
static int read_checks(PyObject *per_end, Enum *en, int kind) {
    int m = en->m, k = 0;
    int *at = kind == 0 ? en->end_at : kind == 1 ? en->span_at : en->weigh_at;
    if (!PyList_Check(per_end) || PyList_GET_SIZE(per_end) != m + 1) {
        PyErr_SetString(PyExc_TypeError, "checks per class end expected");
        return -1;
    }
    for (int e = 0; e <= m; e++) {
        at[e] = k;
        PyObject *list = PyList_GET_ITEM(per_end, e);
        if (!PyList_Check(list)) {
            PyErr_SetString(PyExc_TypeError, "a list of checks expected");
            return -1;
        }
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(list); j++, k++) {
            PyObject *item = PyList_GET_ITEM(list, j);
            if (k >= MOST_CHECKS) {
                PyErr_SetString(PyExc_OverflowError, "more checks than the C loops take");
                return -1;
            }
            if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
                PyErr_SetString(PyExc_TypeError, "a check is (lo, value)");
                return -1;
            }
            int lo;
            if (small_int(PyTuple_GET_ITEM(item, 0), 0, m, &lo) < 0) return -1;
            PyObject *v = PyTuple_GET_ITEM(item, 1);
            if (kind == 0) {
                en->end_lo[k] = lo;
                unsigned long long mask = PyLong_AsUnsignedLongLong(v);
                if (mask == (unsigned long long)-1 && PyErr_Occurred()) return -1;
                en->end_mask[k] = mask;
            } else if (kind == 1) {
                en->span_lo[k] = lo;
                if (small_int(v, -1, 1 << 20, &en->span_hi[k]) < 0) return -1;
            } else {
                en->weigh_lo[k] = lo;
                if (!PyTuple_Check(v) || PyTuple_GET_SIZE(v) != en->most + 1) {
                    PyErr_SetString(PyExc_TypeError, "a weighing is a weight per count");
                    return -1;
                }
                for (int c = 0; c <= en->most; c++) {
                    unsigned long long w = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(v, c));
                    if (w == (unsigned long long)-1 && PyErr_Occurred()) return -1;
                    en->weigh[k][c] = w;
                }
            }
        }
    }
    at[m + 1] = k;
    return 0;
}

#define HASH_FROM 32

static inline size_t option_slot(int64_t move, int held, size_t slots) {
    uint64_t h = ((uint64_t)move * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)held * 0xC2B2AE3D27D4EB4FULL);
    return (size_t)(h >> 17) & (slots - 1);
}

/* The index rebuilt over the options found, with room for twice as many. */
static int enum_index(Enum *en) {
    size_t slots = 64;
    while (slots < (size_t)en->n * 4) slots <<= 1;
    if (slots != en->slots) {
        uint32_t *index = realloc(en->index, sizeof(uint32_t) * slots);
        if (!index) return -1;
        en->index = index;
        en->slots = slots;
    }
    memset(en->index, 0, sizeof(uint32_t) * slots);
    for (Py_ssize_t e = 0; e < en->n; e++) {
        size_t i = option_slot(en->move[e], en->held[e], slots);
        while (en->index[i]) i = (i + 1) & (slots - 1);
        en->index[i] = (uint32_t)(e + 1);
    }
    return 0;
}

static int enum_add(Enum *en, int64_t move, int held, int cards, uint64_t ways) {
    size_t slot = 0;
    if (en->n < HASH_FROM) { /* few options: a scan merges them */
        for (Py_ssize_t i = 0; i < en->n; i++)
            if (en->move[i] == move && en->held[i] == held) {
                if (__builtin_add_overflow(en->ways[i], ways, &en->ways[i])) en->overflow = 1;
                return 0;
            }
    } else {
        if (!en->indexed || (size_t)en->n * 2 >= en->slots) {
            if (enum_index(en) < 0) return -1;
            en->indexed = 1;
        }
        slot = option_slot(move, held, en->slots);
        while (en->index[slot]) {
            Py_ssize_t i = (Py_ssize_t)en->index[slot] - 1;
            if (en->move[i] == move && en->held[i] == held) {
                if (__builtin_add_overflow(en->ways[i], ways, &en->ways[i])) en->overflow = 1;
                return 0;
            }
            slot = (slot + 1) & (en->slots - 1);
        }
    }
    if (en->n == en->room) {
        Py_ssize_t room = en->room ? en->room * 2 : 16;
        int64_t *mv = realloc(en->move, sizeof(int64_t) * (size_t)room);
        if (mv) en->move = mv;
        int *hd = realloc(en->held, sizeof(int) * (size_t)room);
        if (hd) en->held = hd;
        int *cd = realloc(en->cards, sizeof(int) * (size_t)room);
        if (cd) en->cards = cd;
        uint64_t *wy = realloc(en->ways, sizeof(uint64_t) * (size_t)room);
        if (wy) en->ways = wy;
        if (!mv || !hd || !cd || !wy) return -1;
        en->room = room;
    }
    en->move[en->n] = move;
    en->held[en->n] = held;
    en->cards[en->n] = cards;
    en->ways[en->n] = ways;
    if (en->n >= HASH_FROM) en->index[slot] = (uint32_t)(en->n + 1);
    en->n++;
    return 0;
}

/* `code`: the code after the rank of the fills with the classes before i filled as en->x says
 * (en->base, plus each class's placed cards times its merged class's radix), kept as it goes. */
static int enum_rec(Enum *en, int i, int left, uint64_t ways, int64_t code) {
    int m = en->m;
    if (i == m) {
        int cards = en->prefix[m], held = en->prefix[m] - en->prefix[en->now];
        return enum_add(en, (code - en->code) * en->mult - cards, held, cards, ways);
    }
    int64_t step = en->radix_after[en->merge[i]];
    int free = en->caps[i] - en->fills[i];
    int top = en->closed[i] ? 0 : (left < free ? left : free);
    int base = en->prefix[i], e = i + 1;
    for (int v = 0; v <= top; v++) {
        int at = base + v, stop = 0, skip = 0;
        for (int k = en->span_at[e]; k < en->span_at[e + 1] && !stop; k++)
            if (at - en->prefix[en->span_lo[k]] > en->span_hi[k]) stop = 1;
        if (stop) break;
        for (int k = en->end_at[e]; k < en->end_at[e + 1] && !skip; k++) {
            int got = at - en->prefix[en->end_lo[k]];
            if (got < 0 || got >= 64 || !(en->end_mask[k] >> got & 1)) skip = 1;
        }
        if (skip) continue;
        en->x[i] = v;
        en->prefix[e] = at;
        u128 w = (u128)ways * binom(free, v, &en->overflow);
        for (int k = en->weigh_at[e]; k < en->weigh_at[e + 1]; k++) {
            int got = at - en->prefix[en->weigh_lo[k]];
            uint64_t pick = (got >= 0 && got <= en->most) ? en->weigh[k][got] : 1;
            if (w >> 64) break;
            w *= pick;
        }
        if (w >> 64) en->overflow = 1;
        if (enum_rec(en, e, left - v, (uint64_t)w, code + v * step) < 0) return -1;
    }
    en->x[i] = 0;
    return 0;
}

/* perm(n, v) / prod y!, the ways y_g cards of each group take v of n free positions (v = sum). */
static uint64_t card_ways(int n, const int *ys, int k, int v, int *ovf) {
    u128 r = 1;
    for (int i = 0; i < v; i++) {
        r *= (u128)(n - i);
        if (r >> 64) *ovf = 1;
    }
    for (int j = 0; j < k; j++)
        for (int y = 2; y <= ys[j]; y++) r /= (u128)y;
    return (uint64_t)r;
}

/* carddp.CardCount._card_options' recursion: the classes in turn, in each the product of every
 * allowed group's count (the last group fastest, as itertools.product). */
/* `code` as in enum_rec; `placed`: the digit of the cards placed so far (sum used * gmult). */
static int card_rec(Enum *en, int i, uint64_t ways, int64_t code, int placed) {
    en->visits++;
    int m = en->m;
    if (i == m) {
        int held = en->prefix[m] - en->prefix[en->now];
        return enum_add(en, (code - en->code) * en->mult - placed, held, placed, ways);
    }
    int64_t step = en->radix_after[en->merge[i]];
    int free = en->caps[i] - en->fills[i];
    int k = (en->closed[i] || !free) ? 0 : en->nok[i];
    const int *ok = en->ok[i];
    int top[8], ys[8] = {0};
    for (int j = 0; j < k; j++) {
        int room = en->gsize[ok[j]] - en->used[ok[j]];
        top[j] = free < room ? free : room;
    }
    int base = en->prefix[i], e = i + 1;
    for (;;) {
        int v = 0;
        for (int j = 0; j < k; j++) v += ys[j];
        int at = base + v, skip = v > free;
        for (int c = en->span_at[e]; c < en->span_at[e + 1] && !skip; c++)
            if (at - en->prefix[en->span_lo[c]] > en->span_hi[c]) skip = 1;
        for (int c = en->end_at[e]; c < en->end_at[e + 1] && !skip; c++) {
            int got = at - en->prefix[en->end_lo[c]];
            if (got < 0 || got >= 64 || !(en->end_mask[c] >> got & 1)) skip = 1;
        }
        if (!skip) {
            int digit = placed;
            for (int j = 0; j < k; j++) {
                en->used[ok[j]] += ys[j];
                digit += ys[j] * en->gmult[ok[j]];
            }
            en->x[i] = v;
            en->prefix[e] = at;
            u128 w = (u128)ways * card_ways(free, ys, k, v, &en->overflow);
            if (w >> 64) en->overflow = 1;
            if (card_rec(en, e, (uint64_t)w, code + v * step, digit) < 0) return -1;
            for (int j = 0; j < k; j++) en->used[ok[j]] -= ys[j];
        }
        int j = k - 1; /* the next product, the last group fastest */
        while (j >= 0 && ys[j] == top[j]) ys[j--] = 0;
        if (j < 0) break;
        ys[j]++;
    }
    en->x[i] = 0;
    return 0;
}

/* The shape (and, card asks, the groups) read into en; -1 with an exception. A shape:
 * (caps, closed, now, merge, size, most, radix after, ending [(lo, allowed mask)], spanning
 * [(lo, most)], weighing [(lo, weight per count)]), the last three per class end; the options
 * are those of rankshape.options_of / card_options_of, in the same order. */
static int parse_shape(Enum *en, PyObject *shape, PyObject *allowed, PyObject *gsizes, int radix,
                       long long mult) {
    if (PyTuple_GET_SIZE(shape) != 10) {
        PyErr_SetString(PyExc_TypeError, "a shape is a 10-tuple");
        return -1;
    }
    en->m = (int)PyList_Size(PyTuple_GET_ITEM(shape, 0));
    if (en->m < 0 || en->m > MOST_CLASSES) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_OverflowError, "more classes than the C loops take");
        return -1;
    }
    int m = en->m;
    en->mult = mult;
    if (int_list(PyTuple_GET_ITEM(shape, 0), m, 0, 1 << 20, en->caps) < 0 ||
        int_list(PyTuple_GET_ITEM(shape, 1), m, 0, 1, en->closed) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 2), 0, m, &en->now) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 4), 1, MOST_CLASSES, &en->size) < 0 ||
        int_list(PyTuple_GET_ITEM(shape, 3), m, 0, en->size - 1, en->merge) < 0 ||
        small_int(PyTuple_GET_ITEM(shape, 5), 0, MOST_RADIX - 1, &en->most) < 0)
        return -1;
    PyObject *rad = PyTuple_GET_ITEM(shape, 6);
    if (!PyList_Check(rad) || PyList_GET_SIZE(rad) != en->size) {
        PyErr_SetString(PyExc_TypeError, "a radix per class after expected");
        return -1;
    }
    for (int c = 0; c < en->size; c++)
        if (read_key(PyList_GET_ITEM(rad, c), &en->radix_after[c]) < 0) return -1;
    if (read_checks(PyTuple_GET_ITEM(shape, 7), en, 0) < 0 ||
        read_checks(PyTuple_GET_ITEM(shape, 8), en, 1) < 0 ||
        read_checks(PyTuple_GET_ITEM(shape, 9), en, 2) < 0)
        return -1;
    if (allowed) {
        if (PyList_GET_SIZE(allowed) != m || PyList_GET_SIZE(gsizes) > 8 || radix < 1 ||
            radix > 4096) {
            PyErr_SetString(PyExc_OverflowError, "groups past the C loops' limits");
            return -1;
        }
        en->ngroups = (int)PyList_GET_SIZE(gsizes);
        int gm = 1;
        for (int g = 0; g < en->ngroups; g++) {
            if (small_int(PyList_GET_ITEM(gsizes, g), 0, 15, &en->gsize[g]) < 0) return -1;
            en->gmult[g] = gm;
            gm *= en->gsize[g] + 1;
        }
        for (int c = 0; c < m; c++) {
            PyObject *ok = PyList_GET_ITEM(allowed, c);
            if (!PyList_Check(ok) || PyList_GET_SIZE(ok) > en->ngroups) {
                PyErr_SetString(PyExc_TypeError, "a list of groups per class expected");
                return -1;
            }
            en->nok[c] = (int)PyList_GET_SIZE(ok);
            if (int_list(ok, en->nok[c], 0, en->ngroups - 1, en->ok[c]) < 0) return -1;
        }
    }
    return 0;
}

/* The options from en's fills and code (set by the caller), as options_many gives each: an
 * Options whose groups are the cards placed (card asks: their digit), each group's options in
 * the order they were first found. */
static PyObject *run_options(Enum *en, int cards_game, int radix) {
    en->n = 0;
    en->indexed = 0;
    en->visits = 0;
    en->overflow = 0;
    memset(en->x, 0, sizeof en->x);
    memset(en->prefix, 0, sizeof en->prefix);
    memset(en->used, 0, sizeof en->used);
    int groups = en->most + 1; /* by cards placed, or (card asks) by the digit of them */
    if (cards_game) {
        groups = radix;
        if (card_rec(en, 0, 1, en->base, 0) < 0) return PyErr_NoMemory();
        for (Py_ssize_t i = 0; i < en->n; i++)
            if (en->cards[i] >= radix) {
                PyErr_SetString(PyExc_ValueError, "a digit of cards placed past the radix");
                return NULL;
            }
    } else if (enum_rec(en, 0, en->most, 1, en->base) < 0) {
        return PyErr_NoMemory();
    }
    if (en->overflow) {
        PyErr_SetString(PyExc_OverflowError, "an option's ways past 64 bits");
        return NULL;
    }
    if (groups < 1 || groups > MOST_RADIX) {
        PyErr_SetString(PyExc_OverflowError, "too many cards of a rank for the C loops");
        return NULL;
    }
    Options *out = opt_new(groups, en->n);
    if (!out) return NULL;
    Py_ssize_t at[MOST_RADIX + 1] = {0};
    for (Py_ssize_t i = 0; i < en->n; i++) at[en->cards[i] + 1]++;
    for (int g = 0; g < groups; g++) {
        at[g + 1] += at[g];
        out->off[g] = at[g];
    }
    for (Py_ssize_t i = 0; i < en->n; i++) {
        Py_ssize_t j = at[en->cards[i]]++;
        out->move[j] = en->move[i];
        out->ways[j] = en->ways[i];
        out->now[j] = en->held[i];
    }
    if (cards_game) /* with the visits made (the budget charges them) */
        return Py_BuildValue("(NL)", (PyObject *)out, en->visits);
    return (PyObject *)out;
}

static void free_enum(Enum *en) {
    free(en->index);
    free(en->move);
    free(en->held);
    free(en->cards);
    free(en->ways);
    free(en);
}

/* options_many(shape, codes, mult[, allowed, groups, radix]): a player's options for each packed
 * fill of codes (its fills read from it by the shape's capacities, as Codec.fills does), the
 * shape read once: per fill, its Options, a group per cards placed (card asks: per digit of the
 * cards placed) of (move, ways, held now); card asks, with the enumeration's visits (charged). */
static PyObject *options_many(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *shape, *codes, *allowed = NULL, *gsizes = NULL;
    long long mult;
    int radix = 0;
    if (!PyArg_ParseTuple(args, "O!O!L|O!O!i", &PyTuple_Type, &shape, &PyList_Type, &codes,
                          &mult, &PyList_Type, &allowed, &PyList_Type, &gsizes, &radix))
        return NULL;
    Enum *en = calloc(1, sizeof(Enum));
    if (!en) return PyErr_NoMemory();
    PyObject *out = NULL;
    if (parse_shape(en, shape, allowed, gsizes, radix, mult) < 0) goto done;
    Py_ssize_t n = PyList_GET_SIZE(codes);
    out = PyList_New(n);
    if (!out) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t code;
        if (read_key(PyList_GET_ITEM(codes, i), &code) < 0) goto fail;
        int64_t rest = code;
        en->base = 0;
        for (int c = 0; c < en->m; c++) {
            en->fills[c] = (int)(rest % (en->caps[c] + 1));
            rest /= en->caps[c] + 1;
            en->base += en->fills[c] * en->radix_after[en->merge[c]];
        }
        en->code = code;
        PyObject *got = run_options(en, allowed != NULL, radix);
        if (!got) goto fail;
        PyList_SET_ITEM(out, i, got);
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    free_enum(en);
    return out;
}

/* The packed fills after the rank that option i (in group `placed`: the cards it places) of
 * the options from `code` reaches (rankmoves.alive). */
static inline int64_t target_of(const Options *o, Py_ssize_t i, int placed, int64_t code,
                                int64_t mult) {
    return code + (o->move[i] + placed) / mult;
}

/* reached(options, code, mult) -> the set of a player's packed fills after the rank that the
 * options from `code` reach: code + (move + placed) / mult for each move of the group placing
 * `placed` (rankmoves.alive checks them). */
static PyObject *reached(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *given;
    long long code, mult;
    if (!PyArg_ParseTuple(args, "OLL", &given, &code, &mult)) return NULL;
    if (mult <= 0) {
        PyErr_SetString(PyExc_ValueError, "reached: a positive multiplier");
        return NULL;
    }
    Options *o = opt_from(given);
    if (!o) return NULL;
    PyObject *out = PySet_New(NULL);
    if (!out) goto fail;
    for (int placed = 0; placed < o->groups; placed++)
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++) {
            PyObject *to = PyLong_FromLongLong((long long)target_of(o, i, placed, code, mult));
            if (!to || PySet_Add(out, to) < 0) {
                Py_XDECREF(to);
                goto fail;
            }
            Py_DECREF(to);
        }
    Py_DECREF(o);
    return out;
fail:
    Py_XDECREF(out);
    Py_DECREF(o);
    return NULL;
}

/* Each item of the list `many` as Options (new references, in a malloc'd array of n); NULL with
 * an exception. */
static Options **options_of_list(PyObject *many, Py_ssize_t n) {
    Options **got = calloc((size_t)n + 1, sizeof(Options *));
    if (!got) return (Options **)PyErr_NoMemory();
    for (Py_ssize_t k = 0; k < n; k++)
        if (!(got[k] = opt_from(PyList_GET_ITEM(many, k)))) {
            for (Py_ssize_t j = 0; j < k; j++) Py_DECREF(got[j]);
            free(got);
            return NULL;
        }
    return got;
}

static void free_options_list(Options **got, Py_ssize_t n) {
    for (Py_ssize_t k = 0; k < n; k++) Py_XDECREF(got[k]);
    free(got);
}

/* The codes of the list `codes` (n of them) in a malloc'd array; NULL with an exception. */
static int64_t *codes_of_list(PyObject *codes, Py_ssize_t n) {
    int64_t *out = malloc(sizeof(int64_t) * ((size_t)n + 1));
    if (!out) return (int64_t *)PyErr_NoMemory();
    for (Py_ssize_t k = 0; k < n; k++)
        if (read_key(PyList_GET_ITEM(codes, k), &out[k]) < 0) {
            free(out);
            return NULL;
        }
    return out;
}

/* One player's batch (reached_split, kept_many): the list `many` of options per packed fill of
 * the list `codes`, with a positive multiplier `mult`, read into *codes and *got (malloc'd, n of
 * each; free them with free() and free_options_list()). n, or -1 with an exception. */
static Py_ssize_t read_batch(PyObject *many, PyObject *codes_l, long long mult, int64_t **codes,
                             Options ***got) {
    Py_ssize_t n = PyList_GET_SIZE(many);
    *codes = NULL;
    *got = NULL;
    if (mult <= 0 || n != PyList_GET_SIZE(codes_l)) {
        PyErr_SetString(PyExc_ValueError, "options per code and a positive multiplier expected");
        return -1;
    }
    if (!(*codes = codes_of_list(codes_l, n))) return -1;
    if (!(*got = options_of_list(many, n))) {
        free(*codes);
        *codes = NULL;
        return -1;
    }
    return n;
}

/* reached_split(options, codes, mult, dead) -> (fresh, gone): of the packed fills after the rank
 * that the options (one player's, from each packed fill of `codes`) reach, each once, those the
 * dict `dead` (fill -> whether no placement of the ranks after fills it) does not know yet (a
 * list), and those it knows dead (a set): rankmoves.alive_many's reading of them, in one pass. */
static PyObject *reached_split(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *many, *codes_l, *dead;
    long long mult;
    if (!PyArg_ParseTuple(args, "O!O!LO!", &PyList_Type, &many, &PyList_Type, &codes_l, &mult,
                          &PyDict_Type, &dead))
        return NULL;
    int64_t *codes;
    Options **got;
    Py_ssize_t n = read_batch(many, codes_l, mult, &codes, &got);
    if (n < 0) return NULL;
    PyObject *fresh = NULL, *gone = NULL, *result = NULL;
    Table *seen = NULL;
    if (!(seen = table_new(0, 64))) goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        const Options *o = got[k];
        for (int placed = 0; placed < o->groups; placed++)
            for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
                if (table_entry(seen, target_of(o, i, placed, codes[k], mult)) < 0) goto done;
    }
    fresh = PyList_New(0);
    gone = PySet_New(NULL);
    if (!fresh || !gone) goto done;
    for (Py_ssize_t e = 0; e < seen->n; e++) {
        PyObject *key = PyLong_FromLongLong((long long)seen->keys[e]);
        if (!key) goto done;
        PyObject *known = PyDict_GetItemWithError(dead, key); /* borrowed */
        int err = 0;
        if (known == NULL) {
            if (PyErr_Occurred() || PyList_Append(fresh, key) < 0) err = 1;
        } else {
            int truth = PyObject_IsTrue(known);
            if (truth < 0 || (truth && PySet_Add(gone, key) < 0)) err = 1;
        }
        Py_DECREF(key);
        if (err) goto done;
    }
    result = Py_BuildValue("(OO)", fresh, gone);
done:
    Py_XDECREF(fresh);
    Py_XDECREF(gone);
    Py_XDECREF(seen);
    if (got) free_options_list(got, n);
    free(codes);
    return result;
}

/* The set of ints `gone` as a set-like table (stride 0); NULL with an exception. */
static Table *table_of_set(PyObject *gone) {
    Table *t = table_new(0, PySet_GET_SIZE(gone));
    if (!t) return NULL;
    PyObject *it = PyObject_GetIter(gone), *item;
    if (!it) {
        Py_DECREF(t);
        return NULL;
    }
    while ((item = PyIter_Next(it))) {
        int64_t key;
        int bad = read_key(item, &key) < 0 || table_entry(t, key) < 0;
        Py_DECREF(item);
        if (bad) {
            Py_DECREF(it);
            Py_DECREF(t);
            return NULL;
        }
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) {
        Py_DECREF(t);
        return NULL;
    }
    return t;
}

/* One player's options from `code` without the moves reaching a fill in `gone`: the same
 * object when none does (a new reference), else new options. */
static PyObject *kept_one(Options *o, int64_t code, int64_t mult, const Table *gone) {
    Py_ssize_t keep = 0;
    for (int placed = 0; placed < o->groups; placed++)
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
            keep += table_find(gone, target_of(o, i, placed, code, mult)) < 0;
    if (keep == o->size) {
        Py_INCREF(o);
        return (PyObject *)o;
    }
    Options *out = opt_new(o->groups, keep);
    if (!out) return NULL;
    Py_ssize_t at = 0;
    for (int placed = 0; placed < o->groups; placed++) {
        out->off[placed] = at;
        for (Py_ssize_t i = o->off[placed]; i < o->off[placed + 1]; i++)
            if (table_find(gone, target_of(o, i, placed, code, mult)) < 0) {
                out->move[at] = o->move[i];
                out->ways[at] = o->ways[i];
                out->now[at] = o->now[i];
                at++;
            }
    }
    return (PyObject *)out;
}

/* kept_many(options, codes, mult, gone) -> per packed fill of `codes`, its options (an item of
 * the list `options`) without the moves reaching a fill in the set `gone` (as kept()), the same
 * object where none does. */
static PyObject *kept_many(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *many, *codes_l, *gone;
    long long mult;
    if (!PyArg_ParseTuple(args, "O!O!LO!", &PyList_Type, &many, &PyList_Type, &codes_l, &mult,
                          &PySet_Type, &gone))
        return NULL;
    int64_t *codes;
    Options **got;
    Py_ssize_t n = read_batch(many, codes_l, mult, &codes, &got);
    if (n < 0) return NULL;
    PyObject *out = NULL;
    Table *dead = NULL;
    if (!(dead = table_of_set(gone)) || !(out = PyList_New(n))) goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *mine = kept_one(got[k], codes[k], mult, dead);
        if (!mine) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, k, mine);
    }
done:
    Py_XDECREF(dead);
    if (got) free_options_list(got, n);
    free(codes);
    return out;
}

/* kept(options, code, mult, gone) -> the options from `code` without the moves whose packed
 * fills after the rank (as reached() reads them) are in the set `gone` (the same object where
 * none is; options given as lists come back as Options). */
static PyObject *kept(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *given, *gone;
    long long code, mult;
    if (!PyArg_ParseTuple(args, "OLLO!", &given, &code, &mult, &PySet_Type, &gone)) return NULL;
    if (mult <= 0) {
        PyErr_SetString(PyExc_ValueError, "kept: a positive multiplier");
        return NULL;
    }
    Options *o = opt_from(given);
    if (!o) return NULL;
    Table *dead = table_of_set(gone);
    PyObject *out = dead ? kept_one(o, code, mult, dead) : NULL;
    Py_XDECREF(dead);
    Py_DECREF(o);
    return out;
}
