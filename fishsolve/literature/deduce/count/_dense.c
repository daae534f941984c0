/* The counting programme on dense arrays, part of the _dp extension (see _dp.c; it reads only _base.h). */
#include "_base.h"

/* The programme on dense arrays: when every vector of a group uses the same number of cards (no
 * tallies), all states of a layer use the same total, so the first width-1 usages index a state
 * (mixed radix, radix cap+1): a vector's index is the sum of its usages' and adding a group's
 * vector to a state adds their indices. States are kept in index order, and each group's vector
 * sweeps the states in that order: the tables are read and written in order instead of at
 * hashed places. Same sums as the hashed programme (exact integers, any order). */
typedef struct {
    Py_ssize_t n;
    uint64_t *keys;
    int64_t *idx;
    u128 *vals;
} Layer;

static int layer_init(Layer *l, Py_ssize_t n) {
    l->n = 0;
    l->keys = malloc(sizeof(uint64_t) * (n ? n : 1));
    l->idx = malloc(sizeof(int64_t) * (n ? n : 1));
    l->vals = malloc(sizeof(u128) * (n ? n : 1));
    return (l->keys && l->idx && l->vals) ? 0 : -1;
}

static void layer_free(Layer *l) {
    free(l->keys);
    free(l->idx);
    free(l->vals);
    l->keys = NULL;
    l->idx = NULL;
    l->vals = NULL;
}

/* Index of a packed group vector (raw usages, no offsets) or usage part of a state. */
static int64_t dense_index(uint64_t usage, int width, const int64_t *stride) {
    int64_t at = 0;
    for (int i = 0; i < width - 1; i++) at += (int64_t)((usage >> (5 * i)) & 31) * stride[i];
    return at;
}

/* err codes as combine's; *out_total etc. filled on success. */
int combine_dense(Py_ssize_t K, uint64_t **sup, uint64_t **wts, Py_ssize_t *lens,
                  u128 **reach, uint64_t start, uint64_t guard, const uint64_t *viable,
                  const uint64_t *floors, int width, uint64_t domain_mask, int n_last,
                  int has_last, unsigned long long budget, const int *caps, int64_t cells,
                  u128 *out_total, u128 *per) {
    int64_t stride[16];
    int64_t s = 1;
    for (int i = 0; i < width - 1; i++) {
        stride[i] = s;
        s *= caps[i] + 1;
    }
    int err = 0;
    Layer *layers = calloc(K + 1, sizeof(Layer));
    u128 **bw = calloc(K + 1, sizeof(u128 *));
    u128 *dval = calloc(cells, sizeof(u128));
    uint64_t *dkey = malloc(sizeof(uint64_t) * cells);
    uint64_t *bits = calloc((cells + 63) / 64, sizeof(uint64_t));
    int64_t *didx = NULL;
    Py_ssize_t most = 1;
    for (Py_ssize_t k = 0; k < K; k++)
        if (lens[k] > most) most = lens[k];
    didx = malloc(sizeof(int64_t) * most);
    if (!layers || !bw || !dval || !dkey || !bits || !didx) {
        err = -1;
        goto done;
    }
    /* The start's usages are all 0: index 0. */
    if (layer_init(&layers[0], 1) < 0) {
        err = -1;
        goto done;
    }
    layers[0].n = 1;
    layers[0].keys[0] = start;
    layers[0].idx[0] = 0;
    layers[0].vals[0] = 1;
    unsigned long long spent = 0;
    for (Py_ssize_t k = 0; k < K; k++) {
        Layer *cur = &layers[k];
        spent += (unsigned long long)cur->n * (unsigned long long)lens[k];
        if (budget && spent * 2 > budget) {
            err = -3;
            goto done;
        }
        uint64_t need = viable[k + 1], floor = floors[k + 1];
        Py_ssize_t touched = 0;
        for (Py_ssize_t j = 0; j < lens[k]; j++) {
            uint64_t d = sup[k][j];
            int64_t dj = dense_index(d, width, stride);
            u128 w = wts[k][j];
            for (Py_ssize_t i = 0; i < cur->n; i++) {
                uint64_t u = cur->keys[i] + d;
                if ((u & guard) || ((u + floor) & guard) || (((u + need) & guard) != guard))
                    continue;
                u128 add, x = cur->vals[i];
                if (!(x >> 64)) {
                    add = (u128)(uint64_t)x * (uint64_t)w; /* 64 x 64 bits: no overflow */
                } else if (__builtin_mul_overflow(x, w, &add)) {
                    err = -2;
                    goto done;
                }
                int64_t c = cur->idx[i] + dj;
                if (!dval[c]) {
                    dkey[c] = u;
                    bits[c >> 6] |= (uint64_t)1 << (c & 63);
                    touched++;
                }
                if (__builtin_add_overflow(dval[c], add, &dval[c])) {
                    err = -2;
                    goto done;
                }
            }
        }
        Layer *nxt = &layers[k + 1];
        if (layer_init(nxt, touched) < 0) {
            err = -1;
            goto done;
        }
        for (int64_t wd = 0; wd < (cells + 63) / 64; wd++) {
            uint64_t word = bits[wd];
            if (!word) continue;
            bits[wd] = 0;
            while (word) {
                int b = __builtin_ctzll(word);
                word &= word - 1;
                int64_t c = wd * 64 + b;
                nxt->keys[nxt->n] = dkey[c];
                nxt->idx[nxt->n] = c;
                nxt->vals[nxt->n] = dval[c];
                nxt->n++;
                dval[c] = 0;
            }
        }
    }
    /* Backward: bw[k][i] = ways for groups k.. and the last group to complete state i of layer k;
     * the same sweep gathers reach[k][j]. */
    Layer *end = &layers[K];
    bw[K] = calloc(end->n ? end->n : 1, sizeof(u128));
    if (!bw[K]) {
        err = -1;
        goto done;
    }
    for (Py_ssize_t i = 0; i < end->n; i++) {
        if (finish(end->keys[i], width, domain_mask, n_last, has_last, &bw[K][i]) < 0) {
            err = -2;
            goto done;
        }
    }
    for (Py_ssize_t k = K - 1; k >= 0; k--) {
        Layer *cur = &layers[k], *later = &layers[k + 1];
        for (Py_ssize_t i = 0; i < later->n; i++) dval[later->idx[i]] = bw[k + 1][i];
        bw[k] = calloc(cur->n ? cur->n : 1, sizeof(u128));
        if (!bw[k]) {
            err = -1;
            goto done;
        }
        uint64_t need = viable[k + 1], floor = floors[k + 1];
        for (Py_ssize_t j = 0; j < lens[k]; j++) {
            uint64_t d = sup[k][j];
            int64_t dj = dense_index(d, width, stride);
            u128 w = wts[k][j], r = 0;
            for (Py_ssize_t i = 0; i < cur->n; i++) {
                uint64_t u = cur->keys[i] + d;
                if ((u & guard) || ((u + floor) & guard) || (((u + need) & guard) != guard))
                    continue;
                u128 after = dval[cur->idx[i] + dj];
                if (!after) continue;
                u128 t1, t2, x = cur->vals[i];
                if (!(after >> 64)) {
                    t1 = (u128)(uint64_t)after * (uint64_t)w; /* 64 x 64 bits */
                } else if (__builtin_mul_overflow(w, after, &t1)) {
                    err = -2;
                    goto done;
                }
                if (!((x | after) >> 64)) {
                    t2 = (u128)(uint64_t)x * (uint64_t)after;
                } else if (__builtin_mul_overflow(x, after, &t2)) {
                    err = -2;
                    goto done;
                }
                if (__builtin_add_overflow(bw[k][i], t1, &bw[k][i]) ||
                    __builtin_add_overflow(r, t2, &r)) {
                    err = -2;
                    goto done;
                }
            }
            reach[k][j] = r;
        }
        for (Py_ssize_t i = 0; i < later->n; i++) dval[later->idx[i]] = 0;
    }
    *out_total = layers[0].n ? bw[0][0] : 0;
    for (Py_ssize_t i = 0; i < end->n; i++) {
        if (!bw[K][i]) continue;
        uint64_t v = end->keys[i];
        u128 both;
        if (__builtin_mul_overflow(end->vals[i], bw[K][i], &both)) {
            err = -2;
            goto done;
        }
        for (int p = 0; p < width && p < 16; p++) {
            u128 rest = (u128)(15 - (int)((v >> (5 * p)) & 31)), t;
            if (__builtin_mul_overflow(both, rest, &t) ||
                __builtin_add_overflow(per[p], t, &per[p])) {
                err = -2;
                goto done;
            }
        }
    }
done:
    if (layers)
        for (Py_ssize_t k = 0; k <= K; k++) layer_free(&layers[k]);
    if (bw)
        for (Py_ssize_t k = 0; k <= K; k++) free(bw[k]);
    free(layers);
    free(bw);
    free(dval);
    free(dkey);
    free(bits);
    free(didx);
    return err;
}
