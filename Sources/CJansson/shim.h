#include <jansson.h>
#include <stdlib.h>

/* The arena that serves jansson's allocations on the calling thread (see JSONArena.swift). Its bump pointer lives
   in a C thread-local and jansson's allocator functions are C, so that an allocation is a few instructions with no
   call into Swift: a call per allocation to read the thread's arena and another to bump its pointer cost a tenth
   of parsing. Swift is called only when a block runs out (`refill`). Only LottieDecoding includes this, so there
   is one state per thread. */
typedef struct {
    /* The arena serving this thread (an unretained JSONArena), or NULL when jansson uses the system allocator. */
    void *owner;
    char *cursor;
    size_t remaining;
    /* Makes room for at least `size` bytes (a new block), returns the allocation and moves `cursor` past it. */
    void *(*refill)(void *owner, size_t size);
} tabshift_json_arena_state;

static inline tabshift_json_arena_state *tabshift_json_arena(void) {
    static _Thread_local tabshift_json_arena_state state;
    return &state;
}

/* 16-byte aligned, as malloc's results are. */
static inline void *tabshift_json_arena_malloc(size_t size) {
    tabshift_json_arena_state *arena = tabshift_json_arena();
    if (!arena->owner) return malloc(size);
    size_t rounded = (size + 15) & ~(size_t)15;
    if (rounded < size || rounded > arena->remaining) return arena->refill(arena->owner, size);
    void *start = arena->cursor;
    arena->cursor += rounded;
    arena->remaining -= rounded;
    return start;
}

/* Inside an arena, freeing is nothing: the arena's blocks go all at once. */
static inline void tabshift_json_arena_free(void *pointer) {
    if (!tabshift_json_arena()->owner) free(pointer);
}
