// The library's version and the per-thread message behind tabshift_last_error(), in C: Swift has no thread-local
// storage of its own. A thread's message is freed when the thread ends (a pthread key's destructor), so threads
// that come and go leak nothing. Everything else is Swift (TabShiftCLibrary).
#include "tabshift.h"
#include "tabshift_library.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

const char *tabshift_version(void) {
    return TABSHIFT_VERSION;
}

static pthread_key_t message_key;
static pthread_once_t message_key_once = PTHREAD_ONCE_INIT;

static void make_message_key(void) {
    pthread_key_create(&message_key, free);
}

const char *tabshift_last_error(void) {
    pthread_once(&message_key_once, make_message_key);
    const char *message = pthread_getspecific(message_key);
    return message ? message : "";
}

void tabshift_library_set_last_error(const char *message) {
    pthread_once(&message_key_once, make_message_key);
    free(pthread_getspecific(message_key));
    pthread_setspecific(message_key, message ? strdup(message) : NULL);
}
