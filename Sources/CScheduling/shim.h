#ifndef TABSHIFT_CSCHEDULING_SHIM_H
#define TABSHIFT_CSCHEDULING_SHIM_H
// sched_getaffinity needs _GNU_SOURCE and CPU_COUNT is a macro: neither reaches Swift through Glibc.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>

/// The CPUs this process may run on (its affinity mask), or 0 when the mask cannot be read.
static inline int tabshift_usable_cpu_count(void) {
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    if (sched_getaffinity(0, sizeof cpus, &cpus) != 0) return 0;
    return CPU_COUNT(&cpus);
}
#endif
