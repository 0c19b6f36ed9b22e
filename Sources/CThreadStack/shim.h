#ifndef TABSHIFT_CTHREADSTACK_SHIM_H
#define TABSHIFT_CTHREADSTACK_SHIM_H
// pthread_getattr_np needs _GNU_SOURCE, which does not reach Swift through Glibc.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

/// The lowest address of the calling thread's stack, or 0 when it cannot be read.
static inline uintptr_t tabshift_stack_bottom(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *base = NULL;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &base, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? (uintptr_t)base : 0;
}
#endif
