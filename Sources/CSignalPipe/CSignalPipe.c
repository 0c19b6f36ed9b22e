#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "CSignalPipe.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

// Written once, before the handler is installed; read by the handler and the waiting thread.
static int signal_pipe[2] = {-1, -1};

static void on_signal(int signal_number) {
    int saved = errno;
    unsigned char number = (unsigned char)signal_number;
    // A full pipe already holds a signal the waiting thread has yet to read, which ends the process anyway.
    (void)!write(signal_pipe[1], &number, 1);
    errno = saved;
}

int tabshift_signal_pipe_install(void) {
    if (signal_pipe[0] >= 0) return 0;
    if (pipe2(signal_pipe, O_CLOEXEC) != 0) return -1;
    struct sigaction action = {0};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    const int handled[] = {SIGINT, SIGTERM, SIGHUP};
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (unsigned i = 0; i < sizeof handled / sizeof handled[0]; i++) {
        if (sigaction(handled[i], &action, NULL) != 0) return -1;
        sigaddset(&unblocked, handled[i]);
    }
    // A process started from a thread that blocks signals (a dispatch worker, as in a test runner or a process
    // pool) inherits that mask; blocked, the signals would wait until the run ended. Threads made from now on
    // inherit this one's mask.
    return pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL) == 0 ? 0 : -1;
}

int tabshift_signal_wait(void) {
    unsigned char number;
    for (;;) {
        ssize_t count = read(signal_pipe[0], &number, 1);
        if (count == 1) return number;
        if (count < 0 && errno == EINTR) continue;
        return -1;
    }
}

void tabshift_signal_die(int signal_number) {
    signal(signal_number, SIG_DFL);
    // The signal may be blocked in this thread; unblock it so that raising it ends the process here and now.
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    // A signal whose default is to end the process does not return; should it, end the process as a shell would.
    _exit(128 + signal_number);
}
