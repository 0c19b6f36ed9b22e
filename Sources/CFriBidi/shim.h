#include <fribidi.h>

// FRIBIDI_PAR_ON and FRIBIDI_PAR_RTL are built from other macros, which Swift does not import.
static inline FriBidiParType tabshift_fribidi_paragraph_auto(void) { return FRIBIDI_PAR_ON; }
