// What CStreamsAtomics.h declares and cannot define inline: the process-wide words, and the
// contended paths of the Linux lock — spinning briefly, then sleeping in the kernel until the
// holder wakes a waiter.
#include "CStreamsAtomics.h"

streams_process_word streams_process_words[STREAMS_PROCESS_WORD_COUNT];

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

/// How many times a thread finding the lock held checks it again before sleeping: long enough
/// for a holder running one of Streams' short critical sections on another core to release it.
static const int streams_lock_spins = 100;

static inline void streams_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

void streams_lock_wait(streams_lock *lock) {
    _Atomic(uint32_t) *word = (_Atomic(uint32_t) *)&lock->word;
    for (int spin = 0; spin < streams_lock_spins; spin++) {
        uint32_t free = 0;
        if (atomic_load_explicit(word, memory_order_relaxed) == 0 &&
            atomic_compare_exchange_weak_explicit(word, &free, 1, memory_order_acquire, memory_order_relaxed)) {
            return;
        }
        streams_pause();
    }
    // Marked "waiters may sleep" from here on: whoever releases it then wakes one.
    while (atomic_exchange_explicit(word, 2, memory_order_acquire) != 0) {
        syscall(SYS_futex, &lock->word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void streams_lock_wake(streams_lock *lock) {
    syscall(SYS_futex, &lock->word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
