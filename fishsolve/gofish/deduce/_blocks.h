/* The memory of the count's tables (_rankstep.c): large blocks kept for reuse while a count
 * holds them (_blocks.c). */
#ifndef FISHSOLVE_BLOCKS_H
#define FISHSOLVE_BLOCKS_H

#include <stddef.h>

/* malloc, calloc, realloc and free for a table's arrays: a block of blk_large bytes or more is
 * mapped from the system and, once freed while some count holds the blocks, kept for the next
 * block that fits instead of being given back. Safe to call from threads without Python's lock.
 * A block from these functions must be given back to blk_free (or blk_realloc), never free. */
void *blk_malloc(size_t n);
void *blk_calloc(size_t n);
void *blk_realloc(void *p, size_t n);
void blk_free(void *p);

/* A count starts (+1) or ends (-1) holding the freed blocks for reuse; when none holds them any
 * more, the blocks kept are given back to the system. The holders after the change. */
int blk_hold(int delta);

/* The size from which blocks are mapped and kept (32 MiB); set to `bytes` unless 0 (the tests
 * lower it, so that small counts take the same path). The size before. */
size_t blk_large(size_t bytes);

/* The blocks kept now, and their bytes. */
void blk_kept(size_t *blocks, size_t *bytes);

#endif
