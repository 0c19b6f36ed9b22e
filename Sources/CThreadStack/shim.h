#ifndef TABSHIFT_CTHREADSTACK_SHIM_H
#define TABSHIFT_CTHREADSTACK_SHIM_H
// pthread_getattr_np needs _GNU_SOURCE, which does not reach Swift through Glibc.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

/// The lowest address of the calling thread's stack, or 0 when it cannot be read. Kept per thread: for the main
/// thread glibc reads /proc/self/maps to answer, which costs far more than the scripts it guards.
static inline uintptr_t tabshift_stack_bottom(void) {
    static _Thread_local uintptr_t bottom = 0;
    static _Thread_local int known = 0;
    if (known) return bottom;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *base = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attributes, &base, &size) == 0) bottom = (uintptr_t)base;
        pthread_attr_destroy(&attributes);
    }
    known = 1;
    return bottom;
}
#endif
