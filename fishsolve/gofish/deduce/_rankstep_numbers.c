/* Part of _rankstep.c's one translation unit: counts of LIMBS 64-bit limbs and their arithmetic,
 * each operation checked. #included there, in its place among the parts, and compiled with them
 * twice (_rankstep, counts of 256 bits; _rankstep128, 128 bits): not compiled on its own. */

/* -- LIMBS * 64-bit arithmetic (each returns nonzero on overflow) ------------------------------ */

static inline int add_to(u256 *a, const u256 *b) {
    u128 s = 0;
    for (int i = 0; i < LIMBS; i++) {
        s = (u128)a->l[i] + b->l[i] + (s >> 64);
        a->l[i] = (uint64_t)s;
    }
    return (s >> 64) != 0;
}

static inline int mul_small(u256 *r, const u256 *a, uint64_t s) {
    u128 carry = 0;
    for (int i = 0; i < LIMBS; i++) {
        u128 p = (u128)a->l[i] * s + carry;
        r->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    return carry != 0;
}

static inline int limbs(const u256 *a);

/* dst += a * s, a having `n` limbs in use; nonzero when the sum passes LIMBS limbs (as a product
 * past them does). */
static inline int mul_add(u256 *dst, const u256 *a, int n, uint64_t s) {
    u128 carry = 0;
    int i = 0;
    for (; i < n; i++) {
        u128 p = (u128)a->l[i] * s + dst->l[i] + carry;
        dst->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    for (; i < LIMBS && carry; i++) {
        u128 p = (u128)dst->l[i] + carry;
        dst->l[i] = (uint64_t)p;
        carry = p >> 64;
    }
    return carry != 0;
}

static inline int limbs(const u256 *a) {
    int n = LIMBS;
    while (n && !a->l[n - 1]) n--;
    return n;
}

static inline int mul_big(u256 *r, const u256 *a, const u256 *b) {
    int na = limbs(a), nb = limbs(b);
    if (na <= 1 && nb <= 1) {
        u128 p = (u128)a->l[0] * b->l[0];
        memset(r->l, 0, sizeof r->l);
        r->l[0] = (uint64_t)p;
        r->l[1] = (uint64_t)(p >> 64);
        return 0;
    }
    if (na + nb > LIMBS + 1) return 1 - (na == 0 || nb == 0);
    uint64_t out[2 * LIMBS] = {0};
    for (int i = 0; i < na; i++) {
        u128 carry = 0;
        for (int j = 0; j < nb; j++) {
            u128 p = (u128)a->l[i] * b->l[j] + out[i + j] + carry;
            out[i + j] = (uint64_t)p;
            carry = p >> 64;
        }
        out[i + nb] = (uint64_t)carry;
    }
    for (int k = LIMBS; k < 2 * LIMBS; k++)
        if (out[k]) return 1;
    memcpy(r->l, out, sizeof r->l);
    return 0;
}

static inline int is_zero(const u256 *a) { return limbs(a) == 0; }

static int overflow(void) {
    PyErr_Format(PyExc_OverflowError, "a count outgrew %d bits", 64 * LIMBS);
    return -1;
}

/* A non-negative Python int in LIMBS limbs; -1 with OverflowError past them (or negative). */
static int read_u256(PyObject *o, u256 *out) {
    int ovf = 0;
    long long small = PyLong_AsLongLongAndOverflow(o, &ovf);
    if (small == -1 && PyErr_Occurred()) return -1;
    if (!ovf && small >= 0) {
        memset(out->l, 0, sizeof out->l);
        out->l[0] = (uint64_t)small;
        return 0;
    }
    if (ovf <= 0) return overflow(); /* negative */
    unsigned char buf[32];
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(o, buf, 32,
                                           Py_ASNATIVEBYTES_LITTLE_ENDIAN |
                                               Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                               Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (need < 0) return -1;
    if (need > BYTES) return overflow();
#else
    if (_PyLong_AsByteArray((PyLongObject *)o, buf, 32, 1, 0) < 0) return -1;
    for (int b = BYTES; b < 32; b++)
        if (buf[b]) return overflow();
#endif
    for (int i = 0; i < LIMBS; i++) {
        uint64_t v = 0;
        for (int b = 7; b >= 0; b--) v = (v << 8) | buf[8 * i + b];
        out->l[i] = v;
    }
    return 0;
}

static PyObject *make_int(const u256 *a) {
    if (limbs(a) <= 1) return PyLong_FromUnsignedLongLong(a->l[0]);
    unsigned char buf[BYTES];
    for (int i = 0; i < LIMBS; i++)
        for (int b = 0; b < 8; b++) buf[8 * i + b] = (unsigned char)(a->l[i] >> (8 * b));
#if PY_VERSION_HEX >= 0x030D0000
    return PyLong_FromUnsignedNativeBytes(buf, BYTES, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
    return _PyLong_FromByteArray(buf, BYTES, 1, 0);
#endif
}

static int read_key(PyObject *o, int64_t *out) {
    long long v = PyLong_AsLongLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0) {
        PyErr_SetString(PyExc_OverflowError, "a state is negative");
        return -1;
    }
    *out = v;
    return 0;
}

static inline int cmp256(const u256 *a, const u256 *b) {
    for (int i = LIMBS - 1; i >= 0; i--)
        if (a->l[i] != b->l[i]) return a->l[i] < b->l[i] ? -1 : 1;
    return 0;
}

static inline void sub_from(u256 *a, const u256 *b) { /* a -= b, a >= b */
    u128 borrow = 0;
    for (int i = 0; i < LIMBS; i++) {
        u128 d = (u128)a->l[i] - b->l[i] - borrow;
        a->l[i] = (uint64_t)d;
        borrow = (d >> 64) ? 1 : 0;
    }
}

/* ceil(a / d) for a small divisor d > 0 (the quotient fits: it is at most a). */
static u256 ceil_div_small(const u256 *a, uint64_t d) {
    u256 q;
    u128 rem = 0;
    for (int i = LIMBS - 1; i >= 0; i--) {
        u128 cur = (rem << 64) | a->l[i];
        q.l[i] = (uint64_t)(cur / d);
        rem = cur % d;
    }
    if (rem) {
        u256 one = {{1}};
        add_to(&q, &one);
    }
    return q;
}

static inline double to_double(const u256 *a) {
    double d = 0;
    for (int i = LIMBS - 1; i >= 0; i--) d = d * 0x1p64 + (double)a->l[i];
    return d;
}

static int small_int(PyObject *o, int lo, int hi, int *out); /* below, with the options */
static void free_options_list(Options **got, Py_ssize_t n);  /* below, with the options */
