#include "heap_counter.h"

#if defined(__linux__)
// Defines __GLIBC__ (and declares mallinfo2) when the C library is glibc.
#include <malloc.h>
#endif

#if defined(__APPLE__)
#include <malloc/malloc.h>
#endif

size_t sdui_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    // mallinfo2 (glibc 2.33+): small blocks in use plus blocks served by mmap.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#elif defined(__APPLE__)
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
#else
    return 0;
#endif
}

int sdui_heap_counter_available(void) {
#if (defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))) || defined(__APPLE__)
    return 1;
#else
    return 0;
#endif
}
