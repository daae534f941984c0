/* Part of _rankstep.c's one translation unit: a player's options from their fills
 * (rankdp.RankCount._options), enumerated over their classes from the shape _rankstep_shape.c
 * reads. #included there, in its place among the parts, and compiled with them twice
 * (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

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
