#ifndef TABSHIFT_CPROCESSLIFETIME_SHIM_H
#define TABSHIFT_CPROCESSLIFETIME_SHIM_H
// prctl is variadic, so it does not reach Swift through Glibc.
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

/// Makes the kernel kill this process when the process that started it ends, however it ends; returns 0 when it
/// will, -1 when the parent had already gone (or the request failed).
static inline int tabshift_end_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have ended before the request: then nobody will send the signal.
    return getppid() == parent ? 0 : -1;
}
#endif
