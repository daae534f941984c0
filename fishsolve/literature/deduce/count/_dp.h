/* The functions one C source of the _dp extension defines for the others (see _dp.c); what
 * they all read is in _base.h.
 */
#ifndef FISHSOLVE_DP_H
#define FISHSOLVE_DP_H

#include "_base.h"

/* _dp.c */
int run_programme(Py_ssize_t K, uint64_t **sup, uint64_t **wts, Py_ssize_t *lens, u128 **reach,
                  uint64_t start, uint64_t guard, const uint64_t *viable, int width,
                  uint64_t domain_mask, int n_last, int has_last, unsigned long long budget,
                  long long dense_cells, u128 *total, u128 *per);

/* _dense.c: the programme on dense arrays (error codes as combine's). */
int combine_dense(Py_ssize_t K, uint64_t **sup, uint64_t **wts, Py_ssize_t *lens, u128 **reach,
                  uint64_t start, uint64_t guard, const uint64_t *viable,
                  const uint64_t *floors, int width,
                  uint64_t domain_mask, int n_last, int has_last, unsigned long long budget,
                  const int *caps, int64_t cells, u128 *out_total, u128 *per);

/* _marginals.c: per group, the sums of its (card, player) counts (error codes as combine's). */
PyObject *marginal_sums(PyObject *spec, Py_ssize_t K, uint64_t **sup, uint64_t **wts,
                        const Py_ssize_t *lens, u128 **reach, int width, int *err);

/* _placements.c */
PyObject *fishsolve_placements(PyObject *self, PyObject *args);
PyObject *fishsolve_splits(PyObject *self, PyObject *args);

/* _count.c: a whole count, from the propagated domains and open clauses to every card's
 * holders, in one call. */
PyObject *fishsolve_count(PyObject *self, PyObject *args);

/* _propagate.c */
PyObject *fishsolve_propagate(PyObject *self, PyObject *args);

#endif
