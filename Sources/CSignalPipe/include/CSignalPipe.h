#ifndef TABSHIFT_CSIGNALPIPE_H
#define TABSHIFT_CSIGNALPIPE_H

/// Routes SIGINT, SIGTERM and SIGHUP to a pipe, so that a thread of the program's own, blocked in
/// `tabshift_signal_wait`, handles them however busy every other thread is. The handler itself only writes the
/// signal's number: nothing else is safe inside a signal handler. Returns 0, or -1 with errno set.
int tabshift_signal_pipe_install(void);

/// Blocks until one of those signals arrives and returns its number (or -1 if the pipe failed).
int tabshift_signal_wait(void);

/// Restores the signal's default action and raises it, so the process ends as that signal ends it (a shell
/// reports 128 + the signal: 130 for SIGINT, 143 for SIGTERM), whichever thread calls this.
__attribute__((noreturn)) void tabshift_signal_die(int signal_number);

#endif
