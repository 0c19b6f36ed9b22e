#ifndef TABSHIFT_CALLOCATOR_SHIM_H
#define TABSHIFT_CALLOCATOR_SHIM_H
// malloc_trim is declared in <malloc.h>, which does not reach Swift through Glibc.
#include <malloc.h>

/// Hands the pages of memory that malloc holds free back to the system, in every thread's arena.
///
/// Frames drawn on worker threads are allocated in those threads' arenas and freed on the thread that encodes them.
/// glibc keeps such blocks for the arena's next allocation (and, once a large block has been freed, serves blocks
/// of that size from the arenas rather than from their own mappings), so a long run's resident memory crept up.
static inline void tabshift_return_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
#endif
