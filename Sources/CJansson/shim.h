#include <jansson.h>

/* The arena that serves jansson's allocations on the calling thread (see JSONArena.swift), in a C thread-local:
   reading it on every allocation costs a load, where a pthread key read through Swift cost a call and a lazy-
   initialization check. Only LottieDecoding includes this, so there is one slot per thread. */
static inline void **tabshift_json_arena_slot(void) {
    static _Thread_local void *slot;
    return &slot;
}
