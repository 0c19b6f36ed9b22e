#include <cairo.h>
#include <cairo-pdf.h>
// Cairo's FreeType backend draws the glyphs HarfBuzz shapes, from the font files fontconfig finds.
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
// Fonts a document embeds are opened from memory with FreeType; fontconfig says which characters they cover.
#include <fontconfig/fcfreetype.h>
