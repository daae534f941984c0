/* What every C source of the _dp extension reads (see _dp.c): 128-bit counts, the hash table
 * of packed usage vectors, the binomials, the split odometer (defined in _base.c and here). The
 * functions one source defines for the others are in _dp.h.
 */
#ifndef FISHSOLVE_BASE_H
#define FISHSOLVE_BASE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

typedef struct {
    size_t cap;   /* a power of two */
    size_t n;
    uint64_t *keys; /* 0 = empty (a packed state is never 0 when width > 0: every digit is at
                       least 15 - cap >= 6; the caller never passes width 0) */
    u128 *vals;
} Table;

static inline int table_init(Table *t, size_t want) {
    size_t cap = 16;
    while (cap < want * 2) cap <<= 1;
    t->cap = cap;
    t->n = 0;
    t->keys = calloc(cap, sizeof(uint64_t));
    t->vals = calloc(cap, sizeof(u128));
    return (t->keys && t->vals) ? 0 : -1;
}

static inline void table_free(Table *t) {
    free(t->keys);
    free(t->vals);
    t->keys = NULL;
    t->vals = NULL;
}

static inline size_t slot_of(const Table *t, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> 17) & (t->cap - 1);
}

static inline int table_grow(Table *t);

/* Adds val to the entry of key; returns -1 on allocation failure, -2 on overflow. */
static inline int table_add(Table *t, uint64_t key, u128 val) {
    if ((t->n + 1) * 2 > t->cap && table_grow(t) < 0) return -1;
    size_t i = slot_of(t, key);
    while (t->keys[i] != 0 && t->keys[i] != key) i = (i + 1) & (t->cap - 1);
    if (t->keys[i] == 0) {
        t->keys[i] = key;
        t->vals[i] = val;
        t->n++;
        return 0;
    }
    if (__builtin_add_overflow(t->vals[i], val, &t->vals[i])) return -2;
    return 0;
}

static inline int table_grow(Table *t) {
    Table bigger;
    if (table_init(&bigger, t->cap) < 0) return -1;
    for (size_t i = 0; i < t->cap; i++)
        if (t->keys[i]) table_add(&bigger, t->keys[i], t->vals[i]);
    table_free(t);
    *t = bigger;
    return 0;
}

static inline u128 table_get(const Table *t, uint64_t key) {
    size_t i = slot_of(t, key);
    while (t->keys[i] != 0) {
        if (t->keys[i] == key) return t->vals[i];
        i = (i + 1) & (t->cap - 1);
    }
    return 0;
}

/* _base.c */
extern uint64_t BINOM[65][65];
void init_binomials(void);
PyObject *from_u128(u128 x);
uint64_t *read_u64s(PyObject *seq, Py_ssize_t *len);
/* Ways for the last group (size n_last, players in domain_mask) to fill what v leaves. */
int finish(uint64_t v, int width, uint64_t domain_mask, int n_last, int has_last, u128 *out);

/* The next split of k cards over nd places: part[0..nd-2] counted like an odometer, each up to
 * what the places before it leave (the last place takes the rest, set by the caller); 0 after
 * the last. Shared by _placements.c and _groups.c. */
static inline int next_split(int *part, Py_ssize_t nd, int k) {
    for (Py_ssize_t i = nd - 2; i >= 0; i--) {
        int before = 0;
        for (Py_ssize_t t = 0; t < i; t++) before += part[t];
        if (before + part[i] < k) {
            part[i]++;
            for (Py_ssize_t t = i + 1; t + 1 < nd; t++) part[t] = 0;
            return 1;
        }
    }
    return 0;
}

#endif
