#include <cairo.h>
#include <cairo-pdf.h>
// Cairo's FreeType backend draws the glyphs HarfBuzz shapes, from the font files fontconfig finds.
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
