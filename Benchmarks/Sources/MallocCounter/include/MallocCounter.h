#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations made by the process so far, or -1 where allocations cannot
/// be counted (only glibc's malloc can be interposed this way).
long long malloc_counter_allocations(void);

/// Peak resident set size of the process in bytes (getrusage), or -1.
long long malloc_counter_peak_resident_bytes(void);

/// Current resident set size of the process in bytes (/proc/self/statm), or -1.
long long malloc_counter_current_resident_bytes(void);

/// Bytes currently allocated on the heap (glibc mallinfo2), or -1.
long long malloc_counter_bytes_in_use(void);

#endif
