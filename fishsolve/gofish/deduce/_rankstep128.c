/* The count over ranks' inner loops with counts in 128 bits (two 64-bit limbs): the module
 * `_rankstep128`, the same code as `_rankstep` (_rankstep.c, 256 bits). A count whose numbers fit
 * moves half the memory per state; one past them raises OverflowError, and the caller counts
 * again with `_rankstep` (rankkernel.py). */
#define LIMBS 2
#include "_rankstep.c"
