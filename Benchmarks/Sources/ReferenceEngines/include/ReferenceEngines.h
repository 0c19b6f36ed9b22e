// ThorVG (1.x C API) and rlottie (C API) reached with dlopen, so that the comparison links neither at build time and
// measures the builds that PyPI's thorvg-python and rlottie-python ship.
#ifndef REFERENCE_ENGINES_H
#define REFERENCE_ENGINES_H
#include <stddef.h>
#include <stdint.h>

// ThorVG twice: as it draws by default, and with partial rendering (its 1.x engine option SmartRender: only the
// regions that changed since the canvas's last frame are cleared and drawn again).
enum { REFERENCE_THORVG = 1, REFERENCE_RLOTTIE = 2, REFERENCE_THORVG_PARTIAL = 4 };

// Loads whichever libraries are given (NULL or "" = not available). Returns a mask of the engines loaded.
int reference_engines_open(const char *thorvg_library, const char *rlottie_library);
// Why the last call failed.
const char *reference_engines_error(void);

// One animation loaded by one engine and bound to a width x height buffer, fitted uniformly and centred.
typedef struct ReferencePlayer ReferencePlayer;
ReferencePlayer *reference_player_load(int engine, const char *json, size_t length, int width, int height);
// Draws `frame`, counted from the animation's first frame (ip) as both engines count it. 0 on success.
int reference_player_render(ReferencePlayer *player, double frame);
// Premultiplied 32-bit pixels of the last render, width * height of them.
const uint32_t *reference_player_pixels(const ReferencePlayer *player);
void reference_player_free(ReferencePlayer *player);

// A tab bar drawn by ThorVG in one canvas: a background and a rounded indicator under every icon's picture, each
// icon placed by an affine matrix (x' = a x + c y + tx, y' = b x + d y + ty) at an opacity, then labels.
typedef struct ReferenceBar ReferenceBar;
ReferenceBar *reference_bar_new(int width, int height);
int reference_bar_add_icon(ReferenceBar *bar, const char *json, size_t length);
void reference_bar_set_background(ReferenceBar *bar, const double rgba[4]);
void reference_bar_set_indicator(ReferenceBar *bar, const double rect[4], double radius, const double rgba[4]);
void reference_bar_set_icon(ReferenceBar *bar, int index, double frame, const double matrix[6], double opacity);
// Label `index` (titles, badges), drawn over the icons: ThorVG's path commands (0 close, 1 move, 2 line, 3 cubic)
// and their points (x, y pairs), filled non-zero in `rgba`. An empty path hides it.
void reference_bar_set_label(ReferenceBar *bar, int index, const uint8_t *commands, uint32_t command_count, const float *points, uint32_t point_count, const double rgba[4]);
int reference_bar_render(ReferenceBar *bar);
void reference_bar_free(ReferenceBar *bar);

// Process CPU time (all threads) in seconds, and the resident set now and at its peak, in KiB.
double reference_cpu_seconds(void);
long reference_resident_kib(void);
long reference_peak_resident_kib(void);
/// Resident pages backed by files (code and read-only data of the program and its libraries), in KiB.
long reference_file_resident_kib(void);
/// Starts the peak (VmHWM) again from the current resident size; 0 on success.
int reference_reset_peak_resident(void);
#endif
