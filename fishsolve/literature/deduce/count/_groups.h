/* The half-suits' groups of a whole count (_count.c): the cards of each clause-bound half-suit
 * in classes of interchangeable cards, their placements; the free cards' closed forms. Built in
 * _groups.c, combined and read out in _count.c. */
#ifndef FISHSOLVE_GROUPS_H
#define FISHSOLVE_GROUPS_H

#include "_dp.h"

#define MAX_POS 64     /* deck positions */
#define MAX_SEATS 16   /* players at the table */
#define MAX_WIDTH 12   /* places of the capacity vector */
#define MAX_HALVES 16  /* half-suits of the deck */
#define MAX_HALF 16    /* cards of a half-suit */
#define MAX_CLAUSES 63 /* distinct clauses of a half-suit (a bit each) */

typedef struct {
    Py_ssize_t n, cap;   /* usage vectors, room */
    uint64_t *sup, *wts; /* packed usages, weights */
    u128 *reach;         /* the programme's reach row */
    int ncls;            /* enumerated: its classes (0: a closed-form group) */
    int cls_size[MAX_HALF];
    uint64_t cls_dom[MAX_HALF]; /* the places a class's cards may go to */
    u128 *share; /* [j][class][place]: placements of usage j giving the place the class's cards,
                    weighted by how many */
    int ncards;
    int cards[MAX_POS];  /* deck positions */
    int cls_of[MAX_POS]; /* each card's class (enumerated) */
    uint64_t domain;     /* closed form: the places */
    int order;           /* before the sort by size */
} Grp;

/* A half-suit's clauses as masks per card: row[2c] the places of card c's positive literals,
 * row[2c+1] of its negative ones. */
typedef uint16_t ClauseRow[2 * MAX_HALF];

void grp_free(Grp *g);
/* Python's order of two free-card domains as (number of cards, places tuple). */
int domain_less(int na, uint64_t a, int nb, uint64_t b);
/* Enumerates one half-suit into g: classes, splits, the product kept where every clause holds.
 * Returns 0, -1 (memory) or -2 (past a limit or 64 bits). */
int enumerate_half(Grp *g, const uint64_t *pmask, ClauseRow *rows, int nrows, int width);
/* Free cards sharing a domain: a multinomial weight per way to split them, each player at most
 * its capacity (as halves._closed_weights); 0, -1 (memory) or -2 (past a limit or 64 bits). */
int closed_group(Grp *g, const int *caps);

#endif
