#include "CJSONArena.h"

#include <stdint.h>
#include <stdlib.h>

static _Thread_local tabshift_json_arena_state state;

tabshift_json_arena_state *tabshift_json_arena(void) {
    return &state;
}

void *tabshift_json_arena_malloc(size_t size) {
    if (!state.owner) return malloc(size);
    /* No real document asks for this much; refusing here keeps the rounding below, and Swift's signed sizes in
       `refill`, from overflowing. */
    if (size > (size_t)PTRDIFF_MAX - 15) return NULL;
    size_t rounded = (size + 15) & ~(size_t)15;
    if (rounded > state.remaining) return state.refill(state.owner, size);
    void *start = state.cursor;
    state.cursor += rounded;
    state.remaining -= rounded;
    return start;
}

void tabshift_json_arena_free(void *pointer) {
    if (!state.owner) free(pointer);
}
