// Counts heap allocations by interposing the allocation functions of glibc: an executable's
// own definitions of malloc & co. take precedence over libc's for the whole process, and
// forward to glibc's internal entry points.
#include "MallocCounter.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/resource.h>
#include <unistd.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long long allocations = 0;

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) count_one();
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

long long malloc_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

long long malloc_counter_current_resident_bytes(void) {
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm == NULL) return -1;
    long long size = 0, resident = 0;
    int read = fscanf(statm, "%lld %lld", &size, &resident);
    fclose(statm);
    if (read != 2) return -1;
    return resident * sysconf(_SC_PAGESIZE);
}

#include <malloc.h>

long long malloc_counter_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)info.uordblks + (long long)info.hblkhd;
}
#else
long long malloc_counter_bytes_in_use(void) { return -1; }
long long malloc_counter_allocations(void) { return -1; }
long long malloc_counter_current_resident_bytes(void) { return -1; }
#endif

long long malloc_counter_peak_resident_bytes(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
#if defined(__APPLE__)
    return (long long)usage.ru_maxrss;
#else
    return (long long)usage.ru_maxrss * 1024;
#endif
}
