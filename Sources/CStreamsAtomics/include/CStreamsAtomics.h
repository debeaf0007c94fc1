// C11 atomics and the lock primitive for Streams: what Swift's Synchronization module gives only
// from iOS 18 / macOS 15, here for every platform Streams supports. Everything is `static
// inline`, so that it compiles into the Swift code calling it (and, under ThreadSanitizer, is
// instrumented with it); the process-wide words and the lock's waiting and waking, which go to
// the kernel, live in Atomics.c.
//
// The atomic functions take plain pointers to memory of the Swift caller's (a word inside an
// object, see `UnsafeAtomic`) and treat it as `_Atomic`: the same size and representation for
// these lock-free types on every platform Streams builds for.
#ifndef C_STREAMS_ATOMICS_H
#define C_STREAMS_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// Inlined at every call where the compiler can, also unoptimized: an atomic operation is then
/// one instruction.
#define STREAMS_INLINE static inline __attribute__((always_inline))

#if defined(__APPLE__)
#include <os/lock.h>
#elif !defined(__linux__)
#include <pthread.h>
#endif

// One function per operation and ordering, the ordering a constant inside it: where Swift
// calls one without inlining it (it does not inline into protocol witness thunks), the call
// costs a call, not also a switch over orderings.
#define STREAMS_LOAD(name, type, suffix, order)                                                    \
    STREAMS_INLINE type streams_atomic_##name##_load_##suffix(type *address) {                     \
        return atomic_load_explicit((_Atomic(type) *)address, order);                               \
    }
#define STREAMS_STORE(name, type, suffix, order)                                                   \
    STREAMS_INLINE void streams_atomic_##name##_store_##suffix(type *address, type value) {        \
        atomic_store_explicit((_Atomic(type) *)address, value, order);                              \
    }
/* Exchange, add, or, and, and a compare-and-exchange that stores `desired` if the word holds
   `expected`: each returns the value before (which a compare-and-exchange then stored if it
   equals `expected`; a failed one loads with `failure`, the ordering less its release part).
   Nothing is passed by address but the word, so a Swift caller keeps its locals in registers
   (an address-taken local costs it a stack protector). */
#define STREAMS_UPDATES(name, type, suffix, order, failure)                                        \
    STREAMS_INLINE type streams_atomic_##name##_exchange_##suffix(type *address, type value) {     \
        return atomic_exchange_explicit((_Atomic(type) *)address, value, order);                    \
    }                                                                                               \
    STREAMS_INLINE type streams_atomic_##name##_compare_exchange_##suffix(type *address, type expected, type desired) { \
        atomic_compare_exchange_strong_explicit((_Atomic(type) *)address, &expected, desired, order, failure); \
        return expected;                                                                            \
    }                                                                                               \
    STREAMS_INLINE type streams_atomic_##name##_fetch_add_##suffix(type *address, type value) {    \
        return atomic_fetch_add_explicit((_Atomic(type) *)address, value, order);                   \
    }                                                                                               \
    STREAMS_INLINE type streams_atomic_##name##_fetch_or_##suffix(type *address, type value) {     \
        return atomic_fetch_or_explicit((_Atomic(type) *)address, value, order);                    \
    }                                                                                               \
    STREAMS_INLINE type streams_atomic_##name##_fetch_and_##suffix(type *address, type value) {    \
        return atomic_fetch_and_explicit((_Atomic(type) *)address, value, order);                   \
    }
#define STREAMS_DEFINE_ATOMICS(name, type)                                                         \
    STREAMS_LOAD(name, type, relaxed, memory_order_relaxed)                                        \
    STREAMS_LOAD(name, type, acquire, memory_order_acquire)                                        \
    STREAMS_LOAD(name, type, seq_cst, memory_order_seq_cst)                                        \
    STREAMS_STORE(name, type, relaxed, memory_order_relaxed)                                       \
    STREAMS_STORE(name, type, release, memory_order_release)                                       \
    STREAMS_STORE(name, type, seq_cst, memory_order_seq_cst)                                       \
    STREAMS_UPDATES(name, type, relaxed, memory_order_relaxed, memory_order_relaxed)               \
    STREAMS_UPDATES(name, type, acquire, memory_order_acquire, memory_order_acquire)               \
    STREAMS_UPDATES(name, type, release, memory_order_release, memory_order_relaxed)               \
    STREAMS_UPDATES(name, type, acq_rel, memory_order_acq_rel, memory_order_acquire)               \
    STREAMS_UPDATES(name, type, seq_cst, memory_order_seq_cst, memory_order_seq_cst)

STREAMS_DEFINE_ATOMICS(uint8, uint8_t)
STREAMS_DEFINE_ATOMICS(int, intptr_t)

#undef STREAMS_DEFINE_ATOMICS
#undef STREAMS_UPDATES
#undef STREAMS_STORE
#undef STREAMS_LOAD

/// A word that lives as long as the process, alone on its cache line.
typedef struct {
    _Alignas(64) intptr_t value;
} streams_process_word;

/// How many process-wide words there are (Swift's `ProcessWord` names each).
#define STREAMS_PROCESS_WORD_COUNT 8

/// Streams' process-wide atomic words, zero when the process starts (Atomics.c). A Swift global
/// holding an object is initialized lazily, which costs a `swift_once` check on every read;
/// these words are plain C globals, read with one load — for the switches that every
/// subscription checks.
extern streams_process_word streams_process_words[STREAMS_PROCESS_WORD_COUNT];

/// The address of process-wide word `index`.
STREAMS_INLINE intptr_t *streams_process_word_address(int index) {
    return &streams_process_words[index].value;
}

// The lock primitive, not re-entrant: `os_unfair_lock` on Apple platforms; on Linux a futex
// word, which an uncontended lock and unlock change with one atomic instruction each (glibc's
// `pthread_mutex_t` costs 50 instructions more per lock and unlock, counted with callgrind);
// `pthread_mutex_t` elsewhere. It lives at a stable address in an object (`Locked`), is
// initialized there with `streams_lock_init` and destroyed with `streams_lock_destroy`.

#if defined(__APPLE__)

typedef os_unfair_lock streams_lock;

STREAMS_INLINE void streams_lock_init(streams_lock *lock) { *lock = OS_UNFAIR_LOCK_INIT; }
STREAMS_INLINE void streams_lock_destroy(streams_lock *lock) { (void)lock; }
STREAMS_INLINE void streams_lock_lock(streams_lock *lock) { os_unfair_lock_lock(lock); }
STREAMS_INLINE void streams_lock_unlock(streams_lock *lock) { os_unfair_lock_unlock(lock); }

#elif defined(__linux__)

/// 0: free; 1: held, nobody waits; 2: held, threads may wait in the kernel (Drepper's
/// "Futexes Are Tricky", mutex 2). Acquiring and releasing are an acquire and a release
/// operation on the word, which is also how ThreadSanitizer sees the ordering the lock provides.
typedef struct { uint32_t word; } streams_lock;

/// The contended paths of `streams_lock_lock` and `streams_lock_unlock` (Atomics.c).
void streams_lock_wait(streams_lock *lock);
void streams_lock_wake(streams_lock *lock);

STREAMS_INLINE void streams_lock_init(streams_lock *lock) { lock->word = 0; }
STREAMS_INLINE void streams_lock_destroy(streams_lock *lock) { (void)lock; }

STREAMS_INLINE void streams_lock_lock(streams_lock *lock) {
    uint32_t free = 0;
    if (!atomic_compare_exchange_strong_explicit((_Atomic(uint32_t) *)&lock->word, &free, 1,
                                                 memory_order_acquire, memory_order_relaxed)) {
        streams_lock_wait(lock);
    }
}

STREAMS_INLINE void streams_lock_unlock(streams_lock *lock) {
    if (atomic_exchange_explicit((_Atomic(uint32_t) *)&lock->word, 0, memory_order_release) == 2) {
        streams_lock_wake(lock);
    }
}

#else

typedef pthread_mutex_t streams_lock;

STREAMS_INLINE void streams_lock_init(streams_lock *lock) { pthread_mutex_init(lock, NULL); }
STREAMS_INLINE void streams_lock_destroy(streams_lock *lock) { pthread_mutex_destroy(lock); }
STREAMS_INLINE void streams_lock_lock(streams_lock *lock) { pthread_mutex_lock(lock); }
STREAMS_INLINE void streams_lock_unlock(streams_lock *lock) { pthread_mutex_unlock(lock); }

#endif

#endif
