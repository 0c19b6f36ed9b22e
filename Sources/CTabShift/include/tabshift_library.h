// For the library's own Swift code: not part of the installed interface (tabshift.h is).
#ifndef TABSHIFT_LIBRARY_H
#define TABSHIFT_LIBRARY_H

#ifdef __cplusplus
extern "C" {
#endif

/* Replaces the calling thread's last error message with a copy of message (NULL: none). */
void tabshift_library_set_last_error(const char *message);

#ifdef __cplusplus
}
#endif

#endif
