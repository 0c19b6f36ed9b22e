#ifndef TABSHIFT_CJSONARENA_H
#define TABSHIFT_CJSONARENA_H

#include <stddef.h>

/* The arena that serves jansson's allocations on the calling thread (see LottieDecoding's JSONArena.swift).

   The state is one thread-local defined in CJSONArena.c, and jansson's allocator functions are C, so that an
   allocation is a few instructions with no call into Swift. It must live in a compiled C file: a `static` thread-
   local in a header's inline function is copied into every unit of Swift code generation that uses it, and the copy
   the allocator read was not the one `serving` set, so jansson allocated (and leaked) with malloc. */
typedef struct {
    /* The arena serving this thread (an unretained JSONArena), or NULL when jansson uses the system allocator. */
    void *owner;
    char *cursor;
    size_t remaining;
    /* Makes room for at least `size` bytes (a new block), returns the allocation and moves `cursor` past it. */
    void *(*refill)(void *owner, size_t size);
} tabshift_json_arena_state;

/* The calling thread's state. */
tabshift_json_arena_state *tabshift_json_arena(void);

/* jansson's allocator: from the thread's arena while one serves it (16-byte aligned, as malloc's results are),
   else malloc. */
void *tabshift_json_arena_malloc(size_t size);

/* Inside an arena, freeing is nothing: the arena's blocks go all at once. Else free. */
void tabshift_json_arena_free(void *pointer);

#endif
