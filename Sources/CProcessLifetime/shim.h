#ifndef TABSHIFT_CPROCESSLIFETIME_SHIM_H
#define TABSHIFT_CPROCESSLIFETIME_SHIM_H
// prctl is variadic and pipe2 needs _GNU_SOURCE, so neither reaches Swift through Glibc.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
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

/// A pipe whose ends close on exec from the start, so that a worker started by another thread at the same moment
/// cannot inherit them (it would hold the pipe open, and the end of a worker would go unseen).
static inline int tabshift_pipe_closing_on_exec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}
#endif
