/* The groups of a whole count, part of the _dp extension (see _count.c and _groups.h): each
 * clause-bound half-suit's classes of interchangeable cards, their splits over the places and
 * the product of the splits kept where every clause holds; the free cards' closed forms. */
#include "_groups.h"

void grp_free(Grp *g) {
    free(g->sup);
    free(g->wts);
    free(g->reach);
    free(g->share);
}

/* Room for one more usage vector (and its shares: the new vector's row of shares zeroed, the
 * rows past it left as they are, since only rows below g->n are read). */
static int grp_reserve(Grp *g, int stride) {
    if (g->n >= g->cap) {
        Py_ssize_t cap = g->cap ? g->cap * 2 : 64;
        uint64_t *sup = realloc(g->sup, sizeof(uint64_t) * cap);
        if (!sup) return -1;
        g->sup = sup;
        uint64_t *wts = realloc(g->wts, sizeof(uint64_t) * cap);
        if (!wts) return -1;
        g->wts = wts;
        if (stride) {
            u128 *share = realloc(g->share, sizeof(u128) * (size_t)cap * (size_t)stride);
            if (!share) return -1;
            g->share = share;
        }
        g->cap = cap;
    }
    if (stride) memset(g->share + (size_t)g->n * stride, 0, sizeof(u128) * (size_t)stride);
    return 0;
}

/* The places of a mask, ascending; returns how many. */
static int places_of(uint64_t mask, int *out) {
    int n = 0;
    while (mask) {
        out[n++] = __builtin_ctzll(mask);
        mask &= mask - 1;
    }
    return n;
}

/* Python's order of two free-card domains as (number of cards, places tuple). */
int domain_less(int na, uint64_t a, int nb, uint64_t b) {
    if (na != nb) return na < nb;
    int pa[64], pb[64];
    int la = places_of(a, pa), lb = places_of(b, pb);
    for (int i = 0; i < la && i < lb; i++)
        if (pa[i] != pb[i]) return pa[i] < pb[i];
    return la < lb;
}

/* A class's splits over its places: packed usage, multinomial weight, clauses satisfied. */
typedef struct {
    uint64_t use, wt, mask;
} Row;

/* Every split of k cards over the places dom[0..nd), as halves._splits orders them; *rows is
 * allocated. pos[j] / neg[j]: the places whose positive / negative literal of clause j the class
 * has. Returns the number of rows, or -1 (memory), -2 (a weight past 64 bits). */
static Py_ssize_t class_splits(const int *dom, int nd, int k, const uint64_t *pos,
                               const uint64_t *neg, int nc, Row **rows) {
    if (nd < 1 || k < 1 || k > 64 || k + nd - 1 > 64) return -2;
    uint64_t count = BINOM[k + nd - 1][nd - 1];
    Row *out = malloc(sizeof(Row) * (count ? count : 1));
    if (!out) return -1;
    Py_ssize_t n = 0;
    int part[64] = {0};
    for (;;) {
        int used = 0;
        for (int i = 0; i + 1 < nd; i++) used += part[i];
        if (used <= k) {
            part[nd - 1] = k - used;
            uint64_t some = 0, all = 0, w = 1, packed = 0;
            int placed = 0;
            for (int i = 0; i < nd; i++) {
                int x = part[i];
                if (x) some |= 1ULL << dom[i];
                if (x == k) all |= 1ULL << dom[i];
                placed += x;
                if (__builtin_mul_overflow(w, BINOM[placed][x], &w)) {
                    free(out);
                    return -2;
                }
                packed += (uint64_t)x << (5 * dom[i]);
            }
            uint64_t mask = 0;
            for (int j = 0; j < nc; j++)
                if ((pos[j] & some) || (neg[j] & ~all)) mask |= 1ULL << j;
            out[n].use = packed;
            out[n].wt = w;
            out[n].mask = mask;
            n++;
        }
        if (!next_split(part, nd, k)) break;
    }
    *rows = out;
    return n;
}


/* Enumerates one half-suit into g: classes, splits, the product kept where every clause holds.
 * Returns 0, -1 (memory) or -2 (past a limit or 64 bits). */
int enumerate_half(Grp *g, const uint64_t *pmask, ClauseRow *rows, int nrows, int width) {
    int nc = g->ncards;
    /* Distinct clauses, without those a smaller one implies (as problem.simplify). */
    int kept[MAX_CLAUSES];
    int nk = 0;
    for (int a = 0; a < nrows; a++) {
        int drop = 0;
        for (int b = 0; b < nrows && !drop; b++) {
            if (a == b) continue;
            int subset = 1, equal = 1;
            for (int i = 0; i < 2 * nc; i++) {
                if (rows[b][i] & ~rows[a][i]) subset = 0;
                if (rows[b][i] != rows[a][i]) equal = 0;
            }
            /* b implies a: a strict subset, or an equal clause kept first */
            if (subset && (!equal || b < a)) drop = 1;
        }
        if (drop) continue;
        if (nk == MAX_CLAUSES) return -2;
        kept[nk++] = a;
    }
    /* Classes: cards with the same places and the same part in every clause. */
    int first[MAX_HALF];
    g->ncls = 0;
    for (int c = 0; c < nc; c++) {
        int found = -1;
        for (int q = 0; q < g->ncls && found < 0; q++) {
            int d = first[q];
            if (pmask[g->cards[d]] != pmask[g->cards[c]]) continue;
            int same = 1;
            for (int j = 0; j < nk && same; j++) {
                const uint16_t *r = rows[kept[j]];
                if (r[2 * c] != r[2 * d] || r[2 * c + 1] != r[2 * d + 1]) same = 0;
            }
            if (same) found = q;
        }
        if (found < 0) {
            found = g->ncls++;
            first[found] = c;
            g->cls_size[found] = 0;
            g->cls_dom[found] = pmask[g->cards[c]];
        }
        g->cls_of[c] = found;
        g->cls_size[found]++;
    }
    int K = g->ncls, stride = K * width, err = 0;
    Row *split[MAX_HALF] = {0};
    Py_ssize_t len[MAX_HALF] = {0};
    Table index = {0};
    for (int q = 0; q < K; q++) {
        int dom[MAX_WIDTH], nd = places_of(g->cls_dom[q], dom);
        uint64_t pos[MAX_CLAUSES], neg[MAX_CLAUSES];
        for (int j = 0; j < nk; j++) {
            pos[j] = rows[kept[j]][2 * first[q]];
            neg[j] = rows[kept[j]][2 * first[q] + 1];
        }
        len[q] = class_splits(dom, nd, g->cls_size[q], pos, neg, nk, &split[q]);
        if (len[q] < 0) {
            err = (int)len[q];
            goto done;
        }
    }
    if (table_init(&index, 64) < 0) {
        err = -1;
        goto done;
    }
    {
        /* Depth-first over the classes, as _placements.c. */
        uint64_t full = nk == 64 ? ~0ULL : (1ULL << nk) - 1;
        Py_ssize_t at[MAX_HALF + 1] = {0};
        uint64_t su[MAX_HALF + 1], sw[MAX_HALF + 1], sm[MAX_HALF + 1];
        su[0] = 0;
        sw[0] = 1;
        sm[0] = 0;
        int c = 0;
        for (;;) {
            if (at[c] == len[c]) {
                if (c == 0) break;
                at[c] = 0;
                c--;
                at[c]++;
                continue;
            }
            Row *r = &split[c][at[c]];
            su[c + 1] = su[c] + r->use;
            sm[c + 1] = sm[c] | r->mask;
            if (__builtin_mul_overflow(sw[c], r->wt, &sw[c + 1])) {
                err = -2;
                goto done;
            }
            if (c + 1 < K) {
                c++;
                continue;
            }
            if (sm[K] == full) {
                uint64_t u = su[K], w = sw[K];
                u128 j1 = table_get(&index, u);
                Py_ssize_t j;
                if (j1) {
                    j = (Py_ssize_t)j1 - 1;
                    if (__builtin_add_overflow(g->wts[j], w, &g->wts[j])) {
                        err = -2;
                        goto done;
                    }
                } else {
                    if (grp_reserve(g, stride) < 0 || table_add(&index, u, (u128)g->n + 1) < 0) {
                        err = -1;
                        goto done;
                    }
                    j = g->n++;
                    g->sup[j] = u;
                    g->wts[j] = w;
                }
                u128 *sh = g->share + (size_t)j * stride;
                for (int k = 0; k < K; k++) {
                    uint64_t part = split[k][at[k]].use, dm = g->cls_dom[k];
                    while (dm) {
                        int p = __builtin_ctzll(dm);
                        dm &= dm - 1;
                        uint64_t x = (part >> (5 * p)) & 31;
                        if (x && __builtin_add_overflow(sh[k * width + p], (u128)w * x,
                                                        &sh[k * width + p])) {
                            err = -2;
                            goto done;
                        }
                    }
                }
            }
            at[c]++;
        }
    }
done:
    for (int q = 0; q < K; q++) free(split[q]);
    table_free(&index);
    return err;
}

/* Free cards sharing a domain: a multinomial weight per way to split them, each player at most
 * its capacity (as halves._closed_weights). */
int closed_group(Grp *g, const int *caps) {
    int dom[MAX_WIDTH], nd = places_of(g->domain, dom), n = g->ncards;
    int part[MAX_WIDTH] = {0};
    /* Odometer over the first nd-1 places; the last takes the rest (within its cap). */
    for (;;) {
        int used = 0;
        for (int i = 0; i + 1 < nd; i++) used += part[i];
        int rest = n - used;
        if (rest >= 0 && rest <= caps[dom[nd - 1]]) {
            part[nd - 1] = rest;
            uint64_t w = 1, packed = 0;
            int placed = 0;
            for (int i = 0; i < nd; i++) {
                placed += part[i];
                if (placed > 64 || __builtin_mul_overflow(w, BINOM[placed][part[i]], &w))
                    return -2;
                packed += (uint64_t)part[i] << (5 * dom[i]);
            }
            if (grp_reserve(g, 0) < 0) return -1;
            g->sup[g->n] = packed;
            g->wts[g->n] = w;
            g->n++;
        }
        int i = nd - 2;
        while (i >= 0) {
            if (part[i] < caps[dom[i]] && used < n) {
                part[i]++;
                for (int t = i + 1; t + 1 < nd; t++) part[t] = 0;
                break;
            }
            used -= part[i];
            part[i] = 0;
            i--;
        }
        if (i < 0) break;
    }
    return 0;
}

/* A list's or a tuple's size (-1: neither) and items. */
