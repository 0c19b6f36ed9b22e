/*
 * tabshift.h: TabShift's C interface (libtabshift), a headless Lottie player.
 *
 * Handles. Every object is an opaque handle with one owner: the function that makes it (..._open, ..._new) gives
 * it to the caller, who frees it once with the matching ..._free (NULL is ignored). A handle made from another
 * (a renderer from an animation, a shift from a tab bar) keeps what it needs of it: the original may be freed
 * first, and changes made to the original afterwards do not reach it.
 *
 * Threads. An animation may be used by any number of threads at once, its setters included (each setter is
 * atomic). A renderer, a tab bar and a shift serve one thread at a time: make one per thread.
 *
 * Errors. Every function that can fail returns a tabshift_status; on failure it leaves its output parameters
 * untouched and tabshift_last_error() describes what went wrong, on the calling thread, until that thread's next
 * call into the library. Hostile input (broken or huge files, endless expressions) fails with a status, never by
 * crashing or hanging the caller.
 *
 * Strings are UTF-8 and NUL-terminated. Strings the library returns stay valid as long as the handle they came
 * from, unless a function says otherwise. Frames are the animation's own (fractional) frame numbers.
 *
 * Compiles as C99 and C++; the library's code is MIT-licensed (see LICENSE and THIRD-PARTY-NOTICES.md).
 */
#ifndef TABSHIFT_H
#define TABSHIFT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header; tabshift_version() gives the library's, which should match. */
#define TABSHIFT_VERSION_MAJOR 0
#define TABSHIFT_VERSION_MINOR 2
#define TABSHIFT_VERSION_PATCH 0
#define TABSHIFT_VERSION "0.2.0"

typedef enum tabshift_status {
    TABSHIFT_OK = 0,
    /* A NULL or out-of-range argument, text that does not parse, a size that is not allowed. */
    TABSHIFT_ERROR_INVALID_ARGUMENT = 1,
    /* A marker, slot, theme or tab the file does not have. */
    TABSHIFT_ERROR_NOT_FOUND = 2,
    /* A file could not be read or written. */
    TABSHIFT_ERROR_FILE = 3,
    /* The input is not a Lottie animation (JSON, .lottie or .tgs) or tab bar manifest, or is broken or too big. */
    TABSHIFT_ERROR_INVALID_INPUT = 4,
    /* Drawing or encoding failed (for instance memory for a huge output). */
    TABSHIFT_ERROR_RENDERING = 5
} tabshift_status;

/* How pixels are laid out in a caller's buffer: 4 bytes a pixel, rows bytes_per_row apart. */
typedef enum tabshift_pixel_layout {
    /* B, G, R, A bytes with colours premultiplied by alpha: Cairo's ARGB32 on little-endian machines, rlottie's. */
    TABSHIFT_PIXELS_BGRA_PREMULTIPLIED = 0,
    /* R, G, B, A bytes with straight (unpremultiplied) colours: what PNG, Pillow and NumPy expect. */
    TABSHIFT_PIXELS_RGBA_STRAIGHT = 1
} tabshift_pixel_layout;

/* The largest width or height of an output, in pixels. */
#define TABSHIFT_MAXIMUM_SIDE 16384

/* Flags for opening an animation or a tab bar. */
#define TABSHIFT_OPEN_DEFAULT 0u
/* Do not run After Effects expressions: properties keep the values the file gives them. */
#define TABSHIFT_OPEN_NO_EXPRESSIONS 1u

/* The library's version, e.g. "0.2.0". */
const char *tabshift_version(void);

/* The message of this thread's last failure (empty if none): one line naming the file and what to fix. */
const char *tabshift_last_error(void);

/* ---- Animations ------------------------------------------------------------------------------------------ */

typedef struct tabshift_animation tabshift_animation;

/* Opens a Lottie JSON, dotLottie (.lottie) or Telegram sticker (.tgs) file, recognised by content. For a dotLottie
 * file with several animations, animation_id chooses one (NULL: the first). flags: TABSHIFT_OPEN_... */
tabshift_status tabshift_animation_open_file(const char *path, const char *animation_id, uint32_t flags,
                                             tabshift_animation **animation);

/* The same from length bytes in memory (copied). name appears in messages; image assets with relative paths are
 * not found (a .lottie carries its own). */
tabshift_status tabshift_animation_open_bytes(const void *bytes, size_t length, const char *name,
                                              const char *animation_id, uint32_t flags,
                                              tabshift_animation **animation);

void tabshift_animation_free(tabshift_animation *animation);

/* The animation's own size in pixels (its w and h). */
tabshift_status tabshift_animation_size(const tabshift_animation *animation, double *width, double *height);

/* Frames per second. */
tabshift_status tabshift_animation_frame_rate(const tabshift_animation *animation, double *frames_per_second);

/* The first frame and the last whole frame drawn; any frame from first to just before last + 1 may be drawn. */
tabshift_status tabshift_animation_frame_range(const tabshift_animation *animation, double *first, double *last);

/* Markers, in the file's order: name, first frame and duration in frames. */
tabshift_status tabshift_animation_marker_count(const tabshift_animation *animation, size_t *count);
tabshift_status tabshift_animation_marker(const tabshift_animation *animation, size_t index, const char **name,
                                          double *start, double *duration);

/* Slots (id and kind: "color", "scalar", "vector", "gradient", "bezier", "text", "image" or "unused") and theme ids. */
tabshift_status tabshift_animation_slot_count(const tabshift_animation *animation, size_t *count);
tabshift_status tabshift_animation_slot(const tabshift_animation *animation, size_t index, const char **id,
                                        const char **kind);
tabshift_status tabshift_animation_theme_count(const tabshift_animation *animation, size_t *count);
tabshift_status tabshift_animation_theme(const tabshift_animation *animation, size_t index, const char **id);

/* Sets a slot from text, as `tabshift --slot ID=VALUE` reads it: #RRGGBB[AA], a number, X,Y, a text, or Lottie JSON. */
tabshift_status tabshift_animation_set_slot(tabshift_animation *animation, const char *id, const char *value);
/* Sets slots from a JSON object of slot values, as lottie-web and ThorVG take them. */
tabshift_status tabshift_animation_set_slots_json(tabshift_animation *animation, const char *json);
/* Applies a theme of a dotLottie file (NULL: none). */
tabshift_status tabshift_animation_set_theme(tabshift_animation *animation, const char *theme_id);
/* Sets the properties a keypath matches from text, as `tabshift --set KEYPATH=VALUE`: a colour, a number, X,Y, a text. */
tabshift_status tabshift_animation_set_property(tabshift_animation *animation, const char *keypath, const char *value);

/* Draws one frame at width x height into buffer (bytes_per_row >= 4 * width, height rows). Makes a renderer for
 * the call: for many frames use a tabshift_renderer. */
tabshift_status tabshift_animation_render(const tabshift_animation *animation, double frame, uint32_t width,
                                          uint32_t height, tabshift_pixel_layout layout, void *buffer,
                                          size_t bytes_per_row);

/* Writes one frame to path, as the extension says: .png, .svg or .pdf. background: "#RRGGBB[AA]" or NULL (clear). */
tabshift_status tabshift_animation_save_frame(const tabshift_animation *animation, double frame, uint32_t width,
                                              uint32_t height, const char *background, const char *path);

/* ---- Animated images ------------------------------------------------------------------------------------- */

typedef enum tabshift_animated_format {
    TABSHIFT_ANIMATED_BY_EXTENSION = 0, /* .webp, .gif, .mp4 or .webm; a .png name needs TABSHIFT_ANIMATED_APNG */
    TABSHIFT_ANIMATED_WEBP = 1,
    TABSHIFT_ANIMATED_GIF = 2,
    TABSHIFT_ANIMATED_APNG = 3,
    TABSHIFT_ANIMATED_MP4 = 4, /* H.264 video, every frame on the matte */
    TABSHIFT_ANIMATED_WEBM = 5 /* VP9 video with alpha */
} tabshift_animated_format;

/* What an animated image holds. Start from tabshift_animated_options_default() and change what you need. */
typedef struct tabshift_animated_options {
    tabshift_animated_format format;
    /* Frames first_frame..last_frame (both included); both NaN for the whole animation. Ignored for a shift. */
    double first_frame;
    double last_frame;
    /* A marker's segment instead of the frames above (NULL: none). Ignored for a shift. */
    const char *marker;
    /* Frames per second (0: the animation's own, or the shift's); a GIF plays at most 50. */
    double frames_per_second;
    /* Plays: 0 forever (not for video: its player decides). */
    int32_t loop_count;
    /* WebP quality 0-100 for lossy frames, -1 for lossless; video: every frame's quality, -1 for the default (60). */
    int32_t quality;
    /* "#RRGGBB[AA]" under every frame, or NULL (clear). */
    const char *background;
    /* "#RRGGBB": the colour a GIF's partly covered edges, or an MP4's frames, are blended onto (NULL: the
     * background, else white). */
    const char *matte;
    /* Video: bits per second to aim at instead of a constant quality (0: use quality). */
    int64_t bit_rate;
} tabshift_animated_options;

tabshift_animated_options tabshift_animated_options_default(void);

/* Writes the frames options name, width x height, as one animated image at path (written whole or not at all).
 * options NULL: the defaults. */
tabshift_status tabshift_animation_save_animated(const tabshift_animation *animation, const char *path,
                                                 uint32_t width, uint32_t height,
                                                 const tabshift_animated_options *options);

/* ---- Renderers: frame after frame of one animation at one size ----------------------------------------- */

typedef struct tabshift_renderer tabshift_renderer;

/* A renderer of the animation as it is now (later setters do not reach it), keeping what it can between frames.
 * background: "#RRGGBB[AA]" or NULL (clear). */
tabshift_status tabshift_renderer_new(const tabshift_animation *animation, uint32_t width, uint32_t height,
                                      const char *background, tabshift_renderer **renderer);

void tabshift_renderer_free(tabshift_renderer *renderer);

/* Draws frame into buffer, laid out as layout says (bytes_per_row >= 4 * width). */
tabshift_status tabshift_renderer_render(tabshift_renderer *renderer, double frame, tabshift_pixel_layout layout,
                                         void *buffer, size_t bytes_per_row);

/* ---- Tab bars and shifts --------------------------------------------------------------------------------- */

typedef struct tabshift_tab_bar tabshift_tab_bar;
typedef struct tabshift_shift tabshift_shift;

/* Opens a tab bar manifest (JSON; icon paths relative to it). flags: TABSHIFT_OPEN_... */
tabshift_status tabshift_tab_bar_open(const char *manifest_path, uint32_t flags, tabshift_tab_bar **bar);

void tabshift_tab_bar_free(tabshift_tab_bar *bar);

/* The bar in colours: "light", "dark" or a theme the manifest names. */
tabshift_status tabshift_tab_bar_set_theme(tabshift_tab_bar *bar, const char *theme);

/* The bar's size in pixels at scale 1. */
tabshift_status tabshift_tab_bar_size(const tabshift_tab_bar *bar, uint32_t *width, uint32_t *height);

/* The tabs' ids, left to right. */
tabshift_status tabshift_tab_bar_tab_count(const tabshift_tab_bar *bar, size_t *count);
tabshift_status tabshift_tab_bar_tab(const tabshift_tab_bar *bar, size_t index, const char **id);

/* A shift from tab from_id to tab to_id (ids of the manifest), sampled frames_per_second (0: 60). Add
 * interruptions, a release or badge changes before the first call that plays it. */
tabshift_status tabshift_shift_new(const tabshift_tab_bar *bar, const char *from_id, const char *to_id,
                                   double frames_per_second, tabshift_shift **shift);

void tabshift_shift_free(tabshift_shift *shift);

/* A tap on tab_id at_seconds after the start. */
tabshift_status tabshift_shift_interrupt(tabshift_shift *shift, const char *tab_id, double at_seconds);

/* Drives the shift by a drag released at progress (0-1) with velocity (progress per second). */
tabshift_status tabshift_shift_release(tabshift_shift *shift, double progress, double velocity);

/* Sets a tab's badge ("3", "new", "dot" or "none") at_seconds after the start. */
tabshift_status tabshift_shift_set_badge(tabshift_shift *shift, const char *tab_id, const char *value,
                                         double at_seconds);

/* Reduced motion (nonzero): no shifting or overshoot; icons, the indicator and badges cross-fade. */
tabshift_status tabshift_shift_set_reduced_motion(tabshift_shift *shift, int reduced_motion);

/* Seconds from the first request until the bar rests, and the number of frames sampled in that time. */
tabshift_status tabshift_shift_duration(tabshift_shift *shift, double *seconds);
tabshift_status tabshift_shift_frame_count(tabshift_shift *shift, size_t *count);

/* Draws the bar at_seconds into the shift, at width x height (the bar's size times a scale). */
tabshift_status tabshift_shift_render(tabshift_shift *shift, double at_seconds, uint32_t width, uint32_t height,
                                      tabshift_pixel_layout layout, void *buffer, size_t bytes_per_row);

/* Writes the shift as an animated image (options as for an animation; frames and marker ignored). */
tabshift_status tabshift_shift_save_animated(tabshift_shift *shift, const char *path, uint32_t width,
                                             uint32_t height, const tabshift_animated_options *options);

/* Writes the shift as a Lottie JSON file that plays it in any player. */
tabshift_status tabshift_shift_export_lottie(tabshift_shift *shift, const char *path);

/* ---- Batches: many files on worker processes, as `tabshift batch` (docs/batch.md) -------------------------- */

/* Where a batch ended. */
typedef struct tabshift_batch_summary {
    size_t ran;            /* jobs run by this call */
    size_t failed;         /* of those, the failed ones */
    size_t skipped;        /* jobs the results file already held, not run again */
    size_t skipped_failed; /* of those, the failed ones */
    double seconds;
} tabshift_batch_summary;

/* Runs the jobs of the job list at job_list (JSON Lines), or, when job_list is NULL, one job for each Lottie file of
 * the input_count paths of inputs (files, and folders whose .json, .lottie and .tgs files are taken). defaults_json is
 * a job object without "input" giving what the jobs leave out (NULL: nothing; each job then needs its "output").
 * Results are appended to the file results; jobs it already holds are skipped. Each job runs in a worker process
 * started with worker_command (worker_command_count words, the program first): a program that calls
 * tabshift_batch_serve. workers 0: one per usable core; job_timeout_seconds 0: 300. Returns TABSHIFT_OK when the
 * batch ran, whether or not jobs failed (summary says). */
tabshift_status tabshift_batch_run(const char *job_list, const char *const *inputs, size_t input_count,
                                   const char *defaults_json, const char *results, uint32_t workers,
                                   double job_timeout_seconds, const char *const *worker_command,
                                   size_t worker_command_count, tabshift_batch_summary *summary);

/* Serves as a batch worker: reads jobs on standard input and answers each with its result line on standard output
 * until the input ends; the kernel ends the process if the process parent_pid (its coordinator) ends first. */
void tabshift_batch_serve(int parent_pid);

#ifdef __cplusplus
}
#endif

#endif /* TABSHIFT_H */
