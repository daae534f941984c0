/* The memory of the count's tables, kept for reuse while a count runs (_blocks.h).
 *
 * A count over ranks makes and drops a table per player and rank, each up to hundreds of
 * megabytes. Given back to the system when dropped, every new table's pages are faulted in and
 * zeroed by the kernel again: on a six-player table of 68M steps a third of the count's time.
 * While a count holds them, blocks of `large` bytes or more (BLOCK_LARGE, 32 MiB) are kept when
 * freed and handed out again (zeroed here where asked), the largest one too small grown in place
 * (its pages kept) where none fits. Smaller blocks come from malloc, with the same header: its
 * heap keeps them from count to count without a system call (with a 1 MiB threshold, live's
 * counts mapped and unmapped their tables at each event, their exact attempts 145 -> 226 ms and
 * the proofs beside them 228 -> 312 ms: each unmapping stops the other core's thread to flush
 * its memory map). */
#define _GNU_SOURCE
#include "_blocks.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <pthread.h>
#include <sys/mman.h>
#define BLOCKS_MAPPED 1
#else
#define BLOCKS_MAPPED 0
#endif

#define HEADER 64                   /* bytes before a block's memory: keeps it 64-byte aligned */
#define BLOCK_LARGE ((size_t)1 << 25) /* blocks this large are mapped and may be kept */
#define BLOCK_UNIT ((size_t)1 << 21) /* a mapped block's bytes are a multiple of this */
#define MOST_KEPT 64                /* blocks kept at most */
#define HUGE_FROM ((size_t)1 << 22) /* blocks this large are backed by huge pages where they can */

static size_t large = BLOCK_LARGE;

typedef struct {
    size_t cap;   /* the block's bytes with the header, mapped; 0: from malloc */
    size_t used;  /* the bytes asked for */
    size_t dirty; /* the bytes from the start that may not be zero */
} Header;

static inline Header *header_of(void *p) { return (Header *)((char *)p - HEADER); }
static inline void *memory_of(Header *h) { return (char *)h + HEADER; }

/* Asks the system to back the whole 2 MiB pages of a block of HUGE_FROM bytes or more with huge
 * pages (where it lets a program ask: Linux's transparent huge pages, "madvise" mode): a count's
 * steps look up states all over tables of tens of megabytes, and with 4 KiB pages most look-ups
 * missed the address cache too (a four-player Authors seat's count of 46M steps, cold, medians
 * of five runs alternated: 2.71 -> 2.54 s; docs/performance.md). */
static void huge_pages(void *p, size_t n) {
#if BLOCKS_MAPPED && defined(MADV_HUGEPAGE)
    if (n < HUGE_FROM) return;
    uintptr_t lo = ((uintptr_t)p + BLOCK_UNIT - 1) & ~(uintptr_t)(BLOCK_UNIT - 1);
    uintptr_t hi = ((uintptr_t)p + n) & ~(uintptr_t)(BLOCK_UNIT - 1);
    if (hi > lo) madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
    (void)p;
    (void)n;
#endif
}

static void *small_block(size_t n, int zero) {
    Header *h = zero ? calloc(1, HEADER + n) : malloc(HEADER + n);
    if (!h) return NULL;
    huge_pages(h, HEADER + n);
    h->cap = 0;
    h->used = n;
    h->dirty = n;
    return memory_of(h);
}

#if BLOCKS_MAPPED

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static Header *kept[MOST_KEPT];
static int nkept = 0;
static int holders = 0;

static size_t mapped_size(size_t n) {
    return (n + HEADER + BLOCK_UNIT - 1) / BLOCK_UNIT * BLOCK_UNIT;
}

static Header *map_block(size_t cap) {
    void *m = mmap(NULL, cap, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return NULL;
    huge_pages(m, cap);
    Header *h = m;
    h->cap = cap;
    h->dirty = 0;
    return h;
}

/* A kept block of at least `cap` bytes, the smallest such; else the largest kept, grown to cap
 * (its pages kept); else a new one. NULL: no memory. */
static Header *take(size_t cap) {
    pthread_mutex_lock(&lock);
    int best = -1, largest = -1;
    for (int i = 0; i < nkept; i++) {
        if (kept[i]->cap >= cap && (best < 0 || kept[i]->cap < kept[best]->cap)) best = i;
        if (largest < 0 || kept[i]->cap > kept[largest]->cap) largest = i;
    }
    int at = best >= 0 ? best : largest;
    Header *h = NULL;
    if (at >= 0) {
        h = kept[at];
        kept[at] = kept[--nkept];
    }
    pthread_mutex_unlock(&lock);
    if (!h) return map_block(cap);
    if (h->cap >= cap) return h;
    size_t dirty = h->dirty;
    void *m = mremap(h, h->cap, cap, MREMAP_MAYMOVE);
    if (m == MAP_FAILED) {
        munmap(h, h->cap);
        return map_block(cap);
    }
    h = m;
    h->cap = cap;
    h->dirty = dirty;
    return h;
}

static void *large_block(size_t n, int zero) {
    Header *h = take(mapped_size(n));
    if (!h) return NULL;
    if (zero && h->dirty) memset(memory_of(h), 0, h->dirty < n ? h->dirty : n);
    h->used = n;
    return memory_of(h);
}

void *blk_malloc(size_t n) { return n >= large ? large_block(n, 0) : small_block(n, 0); }

void *blk_calloc(size_t n) { return n >= large ? large_block(n, 1) : small_block(n, 1); }

void blk_free(void *p) {
    if (!p) return;
    Header *h = header_of(p);
    if (!h->cap) {
        free(h);
        return;
    }
    if (h->used > h->dirty) h->dirty = h->used;
    pthread_mutex_lock(&lock);
    int keep = holders > 0 && nkept < MOST_KEPT;
    if (keep) kept[nkept++] = h;
    pthread_mutex_unlock(&lock);
    if (!keep) munmap(h, h->cap);
}

void *blk_realloc(void *p, size_t n) {
    if (!p) return blk_malloc(n);
    Header *h = header_of(p);
    if (h->cap && n + HEADER <= h->cap) {
        if (h->used > h->dirty) h->dirty = h->used;
        h->used = n;
        return p;
    }
    if (h->cap) { /* a mapped block grown where it lies, or moved by the system (no copy) */
        size_t cap = mapped_size(n), dirty = h->used > h->dirty ? h->used : h->dirty;
        void *m = mremap(h, h->cap, cap, MREMAP_MAYMOVE);
        if (m == MAP_FAILED) return NULL;
        h = m;
        h->cap = cap;
        h->used = n;
        h->dirty = dirty;
        return memory_of(h);
    }
    if (n < large) {
        Header *g = realloc(h, HEADER + n);
        if (!g) return NULL;
        huge_pages(g, HEADER + n);
        g->used = g->dirty = n;
        return memory_of(g);
    }
    void *q = large_block(n, 0);
    if (!q) return NULL;
    memcpy(q, p, h->used);
    free(h);
    return q;
}

int blk_hold(int delta) {
    Header *drop[MOST_KEPT];
    int ndrop = 0;
    pthread_mutex_lock(&lock);
    holders += delta;
    if (holders < 0) holders = 0;
    int now = holders;
    if (!holders) {
        for (int i = 0; i < nkept; i++) drop[ndrop++] = kept[i];
        nkept = 0;
    }
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < ndrop; i++) munmap(drop[i], drop[i]->cap);
    return now;
}

size_t blk_large(size_t bytes) {
    pthread_mutex_lock(&lock);
    size_t was = large;
    if (bytes) large = bytes;
    pthread_mutex_unlock(&lock);
    return was;
}

void blk_kept(size_t *blocks, size_t *bytes) {
    pthread_mutex_lock(&lock);
    *blocks = (size_t)nkept;
    *bytes = 0;
    for (int i = 0; i < nkept; i++) *bytes += kept[i]->cap;
    pthread_mutex_unlock(&lock);
}

#else /* no mapping: malloc's blocks, none kept */

size_t blk_large(size_t bytes) {
    (void)bytes;
    return 0;
}

void *blk_malloc(size_t n) { return small_block(n, 0); }

void *blk_calloc(size_t n) { return small_block(n, 1); }

void blk_free(void *p) {
    if (p) free(header_of(p));
}

void *blk_realloc(void *p, size_t n) {
    if (!p) return blk_malloc(n);
    Header *g = realloc(header_of(p), HEADER + n);
    if (!g) return NULL;
    g->used = g->dirty = n;
    return memory_of(g);
}

int blk_hold(int delta) {
    (void)delta;
    return 0;
}

void blk_kept(size_t *blocks, size_t *bytes) {
    *blocks = 0;
    *bytes = 0;
}

#endif
