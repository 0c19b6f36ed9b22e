#ifndef TABSHIFT_CFILESYSTEM_SHIM_H
#define TABSHIFT_CFILESYSTEM_SHIM_H
// O_TMPFILE is a composite macro Swift cannot import; an unnamed file vanishes if the process is killed, which is
// why outputs are written into one before they get a name.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>

static inline int tabshift_open_unnamed_file(const char *directory, mode_t mode) {
#ifdef O_TMPFILE
    return open(directory, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
#else
    errno = EOPNOTSUPP;
    return -1;
#endif
}
#endif
