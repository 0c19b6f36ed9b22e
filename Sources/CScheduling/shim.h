#ifndef TABSHIFT_CSCHEDULING_SHIM_H
#define TABSHIFT_CSCHEDULING_SHIM_H
// sched_getaffinity and pthread_setaffinity_np need _GNU_SOURCE, and CPU_COUNT, CPU_ISSET and CPU_SET are macros:
// none of them reaches Swift through Glibc.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <sched.h>

/// The CPUs this process may run on (its affinity mask), or 0 when the mask cannot be read.
static inline int tabshift_usable_cpu_count(void) {
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    if (sched_getaffinity(0, sizeof cpus, &cpus) != 0) return 0;
    return CPU_COUNT(&cpus);
}

/// Keeps the calling thread on the `index`-th CPU (from 0) of those it may run on, storing the CPUs it could run on
/// in `previous`; returns 0 when it did, -1 when it did not (no such CPU, or the mask cannot be read or set).
static inline int tabshift_pin_thread(int index, cpu_set_t *previous) {
    pthread_t thread = pthread_self();
    if (pthread_getaffinity_np(thread, sizeof *previous, previous) != 0) return -1;
    int seen = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, previous)) continue;
        if (seen++ != index) continue;
        cpu_set_t only;
        CPU_ZERO(&only);
        CPU_SET(cpu, &only);
        return pthread_setaffinity_np(thread, sizeof only, &only) == 0 ? 0 : -1;
    }
    return -1;
}

/// Lets the calling thread run on `previous` again.
static inline void tabshift_unpin_thread(const cpu_set_t *previous) {
    pthread_setaffinity_np(pthread_self(), sizeof *previous, previous);
}
#endif
