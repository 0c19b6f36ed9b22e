/*
 * The C library's test program, built against the installed tabshift.h and libtabshift (Tools/test-c-library.sh
 * builds and runs it; .ci/run runs that). Modes:
 *   c_library_test frames FILE...                   prints "FILE FRAME" for each: halfway into its first marker
 *   c_library_test compare SIZE FILE FRAME REF.png  the frame drawn into buffers equals tabshift render's PNG
 *   c_library_test api ANIMATIONS SCRATCH           every part of the interface, its errors, threads, hostile input
 *   c_library_test cycles FILE COUNT                COUNT open/render/free cycles keep memory flat
 * Exits 0 when every check passes; each failure is a line on stderr.
 */
#include <tabshift.h>

#include <cairo.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

#define CHECK(condition, ...)                                                   \
    do {                                                                        \
        if (!(condition)) {                                                     \
            failures++;                                                         \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                \
            fprintf(stderr, __VA_ARGS__);                                       \
            fprintf(stderr, "\n");                                              \
        }                                                                       \
    } while (0)

#define OK(call) CHECK((call) == TABSHIFT_OK, "%s: %s", #call, tabshift_last_error())

#define FAILS_WITH(status, call)                                                            \
    do {                                                                                    \
        tabshift_status got_ = (call);                                                      \
        CHECK(got_ == (status), "%s returned %d, not %s", #call, (int)got_, #status);      \
        CHECK(strlen(tabshift_last_error()) > 0, "%s left no message", #call);              \
    } while (0)

/* ---- frames ---- */

static double chosen_frame(tabshift_animation *animation) {
    size_t markers = 0;
    double first = 0, last = 0;
    if (tabshift_animation_marker_count(animation, &markers) == TABSHIFT_OK && markers > 0) {
        const char *name = NULL;
        double start = 0, duration = 0;
        if (tabshift_animation_marker(animation, 0, &name, &start, &duration) == TABSHIFT_OK) return start + duration / 2 + 0.25;
    }
    tabshift_animation_frame_range(animation, &first, &last);
    return (first + last) / 2 + 0.25;
}

static int frames(int count, char **files) {
    for (int index = 0; index < count; index++) {
        tabshift_animation *animation = NULL;
        OK(tabshift_animation_open_file(files[index], NULL, TABSHIFT_OPEN_DEFAULT, &animation));
        if (!animation) continue;
        printf("%s %.17g\n", files[index], chosen_frame(animation));
        tabshift_animation_free(animation);
    }
    return failures ? 1 : 0;
}

/* ---- compare ---- */

/* A straight RGBA pixel premultiplied as Cairo does it, rounding to nearest. */
static uint8_t premultiply(uint8_t color, uint8_t alpha) {
    unsigned product = (unsigned)color * alpha + 0x80;
    return (uint8_t)((product + (product >> 8)) >> 8);
}

static int compare(int size, const char *file, double frame, const char *reference) {
    tabshift_animation *animation = NULL;
    OK(tabshift_animation_open_file(file, NULL, TABSHIFT_OPEN_DEFAULT, &animation));
    if (!animation) return 1;
    /* Rows padded past the width, to check that the stride is honoured and the padding untouched. */
    size_t stride = (size_t)size * 4 + 12;
    uint8_t *premultiplied = malloc(stride * size), *straight = malloc(stride * size), *retained = malloc(stride * size);
    memset(premultiplied, 0xAB, stride * size);
    memset(straight, 0xAB, stride * size);
    OK(tabshift_animation_render(animation, frame, size, size, TABSHIFT_PIXELS_BGRA_PREMULTIPLIED, premultiplied, stride));
    OK(tabshift_animation_render(animation, frame, size, size, TABSHIFT_PIXELS_RGBA_STRAIGHT, straight, stride));
    tabshift_renderer *renderer = NULL;
    OK(tabshift_renderer_new(animation, size, size, NULL, &renderer));
    /* A retained renderer that drew another frame first draws the same pixels. */
    OK(tabshift_renderer_render(renderer, 0, TABSHIFT_PIXELS_BGRA_PREMULTIPLIED, retained, stride));
    OK(tabshift_renderer_render(renderer, frame, TABSHIFT_PIXELS_BGRA_PREMULTIPLIED, retained, stride));
    tabshift_renderer_free(renderer);
    tabshift_animation_free(animation);

    cairo_surface_t *png = cairo_image_surface_create_from_png(reference);
    CHECK(cairo_surface_status(png) == CAIRO_STATUS_SUCCESS, "%s: cannot read %s", file, reference);
    if (cairo_surface_status(png) == CAIRO_STATUS_SUCCESS) {
        CHECK(cairo_image_surface_get_width(png) == size && cairo_image_surface_get_height(png) == size, "%s: the PNG is not %dx%d", file, size, size);
        const uint8_t *expected = cairo_image_surface_get_data(png);
        int png_stride = cairo_image_surface_get_stride(png);
        long differing = 0, straight_differing = 0, retained_differing = 0, padding_touched = 0;
        for (int y = 0; y < size; y++) {
            const uint8_t *want = expected + (size_t)y * png_stride;
            const uint8_t *got = premultiplied + (size_t)y * stride, *rgba = straight + (size_t)y * stride, *kept = retained + (size_t)y * stride;
            if (memcmp(want, got, (size_t)size * 4) != 0) differing++;
            if (memcmp(got, kept, (size_t)size * 4) != 0) retained_differing++;
            for (int x = 0; x < size; x++) {
                const uint8_t *pixel = rgba + x * 4, *word = got + x * 4;
                uint8_t alpha = pixel[3];
                if (premultiply(pixel[2], alpha) != word[0] || premultiply(pixel[1], alpha) != word[1] ||
                    premultiply(pixel[0], alpha) != word[2] || alpha != word[3]) straight_differing++;
            }
            for (size_t byte = (size_t)size * 4; byte < stride; byte++) {
                if (got[byte] != 0xAB || rgba[byte] != 0xAB) padding_touched++;
            }
        }
        CHECK(differing == 0, "%s frame %g: %ld rows of premultiplied BGRA differ from %s", file, frame, differing, reference);
        CHECK(straight_differing == 0, "%s frame %g: %ld straight RGBA pixels are not the premultiplied ones", file, frame, straight_differing);
        CHECK(retained_differing == 0, "%s frame %g: the retained renderer drew %ld rows differently", file, frame, retained_differing);
        CHECK(padding_touched == 0, "%s: %ld bytes past the rows' width were written", file, padding_touched);
    }
    cairo_surface_destroy(png);
    free(premultiplied);
    free(straight);
    free(retained);
    return failures ? 1 : 0;
}

/* ---- api ---- */

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)size + 1);
    *length = fread(bytes, 1, (size_t)size, file);
    bytes[*length] = 0;
    fclose(file);
    return bytes;
}

static int starts_with(const char *path, const char *magic, size_t length) {
    size_t size = 0;
    char *bytes = read_file(path, &size);
    int matches = bytes && size >= length && memcmp(bytes, magic, length) == 0;
    free(bytes);
    return matches;
}

/* Sums the pixels of a frame, to tell whether two drawings differ. */
static unsigned long checksum(tabshift_animation *animation, double frame) {
    uint8_t pixels[48 * 48 * 4];
    unsigned long sum = 0;
    if (tabshift_animation_render(animation, frame, 48, 48, TABSHIFT_PIXELS_RGBA_STRAIGHT, pixels, 48 * 4) != TABSHIFT_OK) return 0;
    for (size_t index = 0; index < sizeof pixels; index++) sum = sum * 31 + pixels[index];
    return sum;
}

struct worker {
    tabshift_animation *animation;
    unsigned long sums[24];
};

/* Each thread draws frames of the shared animation with a renderer of its own. */
static void *render_frames(void *argument) {
    struct worker *worker = argument;
    tabshift_renderer *renderer = NULL;
    uint8_t pixels[64 * 64 * 4];
    if (tabshift_renderer_new(worker->animation, 64, 64, "#FFFFFF", &renderer) != TABSHIFT_OK) return NULL;
    for (int frame = 0; frame < 24; frame++) {
        unsigned long sum = 0;
        if (tabshift_renderer_render(renderer, frame * 2, TABSHIFT_PIXELS_BGRA_PREMULTIPLIED, pixels, 64 * 4) == TABSHIFT_OK) {
            for (size_t index = 0; index < sizeof pixels; index++) sum = sum * 31 + pixels[index];
        }
        worker->sums[frame] = sum;
    }
    tabshift_renderer_free(renderer);
    return NULL;
}

/* Fails on a thread of its own, and checks that its message is its own. */
static void *fail_elsewhere(void *unused) {
    (void)unused;
    tabshift_animation *none = NULL;
    tabshift_animation_open_file("/nonexistent/elsewhere.json", NULL, 0, &none);
    CHECK(strstr(tabshift_last_error(), "elsewhere.json") != NULL, "the other thread's message is %s", tabshift_last_error());
    return NULL;
}

static int api(const char *animations, const char *scratch) {
    char path[4096], out[4096];
    CHECK(strcmp(tabshift_version(), TABSHIFT_VERSION) == 0, "tabshift_version() %s is not the header's %s", tabshift_version(), TABSHIFT_VERSION);

    /* Opening, and what the file says. */
    snprintf(path, sizeof path, "%s/home.json", animations);
    tabshift_animation *home = NULL;
    OK(tabshift_animation_open_file(path, NULL, TABSHIFT_OPEN_DEFAULT, &home));
    if (!home) return 1;
    double width = 0, height = 0, rate = 0, first = -1, last = -1;
    OK(tabshift_animation_size(home, &width, &height));
    OK(tabshift_animation_frame_rate(home, &rate));
    OK(tabshift_animation_frame_range(home, &first, &last));
    CHECK(width == 96 && height == 96 && rate == 60 && first == 0 && last == 47, "home.json: %gx%g at %g fps, frames %g..%g", width, height, rate, first, last);
    size_t markers = 0;
    OK(tabshift_animation_marker_count(home, &markers));
    CHECK(markers == 2, "home.json has %zu markers, not 2", markers);
    const char *marker = NULL;
    double start = -1, duration = -1;
    OK(tabshift_animation_marker(home, 0, &marker, &start, &duration));
    CHECK(marker && strcmp(marker, "select") == 0 && duration > 0, "marker 0 is %s at %g for %g", marker ? marker : "(null)", start, duration);
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_marker(home, 2, &marker, &start, &duration));

    /* The same file from bytes, gzipped (.tgs) and zipped (.lottie) draws the same pixels. */
    size_t length = 0;
    char *bytes = read_file(path, &length);
    tabshift_animation *from_bytes = NULL;
    OK(tabshift_animation_open_bytes(bytes, length, "home.json", NULL, TABSHIFT_OPEN_DEFAULT, &from_bytes));
    unsigned long home_sum = checksum(home, 12.5);
    CHECK(home_sum != 0 && checksum(from_bytes, 12.5) == home_sum, "home.json from bytes draws other pixels");
    tabshift_animation_free(from_bytes);
    free(bytes);
    const char *containers[] = {"home.tgs", "home.lottie"};
    for (size_t index = 0; index < 2; index++) {
        snprintf(out, sizeof out, "%s/%s", scratch, containers[index]);
        tabshift_animation *contained = NULL;
        OK(tabshift_animation_open_file(out, NULL, TABSHIFT_OPEN_DEFAULT, &contained));
        CHECK(contained && checksum(contained, 12.5) == home_sum, "%s draws other pixels than home.json", containers[index]);
        tabshift_animation_free(contained);
    }

    /* Errors: a status and a message, never a crash. */
    tabshift_animation *none = NULL;
    FAILS_WITH(TABSHIFT_ERROR_FILE, tabshift_animation_open_file("/nonexistent/home.json", NULL, 0, &none));
    CHECK(strstr(tabshift_last_error(), "/nonexistent/home.json") != NULL, "the message does not name the file: %s", tabshift_last_error());
    CHECK(none == NULL, "a failed open wrote its output");
    FAILS_WITH(TABSHIFT_ERROR_INVALID_INPUT, tabshift_animation_open_bytes("{\"v\":", 5, "broken", NULL, 0, &none));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_open_file(NULL, NULL, 0, &none));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_open_file(path, NULL, 0, NULL));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_size(NULL, &width, &height));
    uint8_t small[4 * 4 * 4];
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(home, 0, 4, 4, TABSHIFT_PIXELS_RGBA_STRAIGHT, small, 8));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(home, 0, 0, 4, TABSHIFT_PIXELS_RGBA_STRAIGHT, small, 16));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(home, 0, 4, 4, (tabshift_pixel_layout)7, small, 16));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(home, 500, 4, 4, TABSHIFT_PIXELS_RGBA_STRAIGHT, small, 16));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(home, NAN, 4, 4, TABSHIFT_PIXELS_RGBA_STRAIGHT, small, 16));
    FAILS_WITH(TABSHIFT_ERROR_NOT_FOUND, tabshift_animation_set_slot(home, "nothing", "#FF0000"));
    FAILS_WITH(TABSHIFT_ERROR_NOT_FOUND, tabshift_animation_set_theme(home, "nothing"));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_set_property(home, "**.Color", "not a colour"));
    /* A message is the thread's own: a failure on another thread does not replace it. */
    char before[512];
    snprintf(before, sizeof before, "%s", tabshift_last_error());
    pthread_t failing;
    pthread_create(&failing, NULL, fail_elsewhere, NULL);
    pthread_join(failing, NULL);
    CHECK(strcmp(before, tabshift_last_error()) == 0, "another thread's failure replaced this thread's message: %s", tabshift_last_error());
    tabshift_animation_free(NULL);

    /* Hostile input: nesting a million deep, a size of a billion pixels, an endless expression. */
    size_t depth = 1000000;
    char *deep = malloc(depth * 2 + 1);
    memset(deep, '[', depth);
    memset(deep + depth, ']', depth);
    deep[depth * 2] = 0;
    FAILS_WITH(TABSHIFT_ERROR_INVALID_INPUT, tabshift_animation_open_bytes(deep, depth * 2, "deep", NULL, 0, &none));
    free(deep);
    const char *huge = "{\"v\":\"5.7.0\",\"fr\":30,\"ip\":0,\"op\":10,\"w\":1000000000,\"h\":1000000000,\"layers\":[]}";
    tabshift_animation *big = NULL;
    if (tabshift_animation_open_bytes(huge, strlen(huge), "huge", NULL, 0, &big) == TABSHIFT_OK) {
        FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_render(big, 0, 100000, 100000, TABSHIFT_PIXELS_RGBA_STRAIGHT, small, 400000));
        tabshift_animation_free(big);
    }
    const char *endless = "{\"v\":\"5.7.0\",\"fr\":30,\"ip\":0,\"op\":10,\"w\":32,\"h\":32,\"layers\":[{\"ty\":4,\"ip\":0,\"op\":10,\"st\":0,"
                          "\"ks\":{\"o\":{\"a\":0,\"k\":100,\"x\":\"while(true){}\"}},\"shapes\":[]}]}";
    tabshift_animation *looping = NULL;
    OK(tabshift_animation_open_bytes(endless, strlen(endless), "endless", NULL, 0, &looping));
    if (looping) {
        uint8_t frame[32 * 32 * 4];
        OK(tabshift_animation_render(looping, 3, 32, 32, TABSHIFT_PIXELS_RGBA_STRAIGHT, frame, 32 * 4));
        tabshift_animation_free(looping);
    }

    /* Setters: a keypath colour and slots change the pixels; a renderer made before keeps the old values. */
    tabshift_renderer *before_change = NULL;
    OK(tabshift_renderer_new(home, 48, 48, NULL, &before_change));
    OK(tabshift_animation_set_property(home, "**.Color", "#FF2D55"));
    CHECK(checksum(home, 12.5) != home_sum, "setting **.Color changed no pixel");
    uint8_t kept[48 * 48 * 4], fresh[48 * 48 * 4];
    OK(tabshift_renderer_render(before_change, 12.5, TABSHIFT_PIXELS_RGBA_STRAIGHT, kept, 48 * 4));
    tabshift_renderer_free(before_change);
    OK(tabshift_animation_render(home, 12.5, 48, 48, TABSHIFT_PIXELS_RGBA_STRAIGHT, fresh, 48 * 4));
    CHECK(memcmp(kept, fresh, sizeof kept) != 0, "a renderer made before the change drew the change");
    snprintf(path, sizeof path, "%s/slots.json", scratch);
    tabshift_animation *slotted = NULL;
    OK(tabshift_animation_open_file(path, NULL, 0, &slotted));
    if (slotted) {
        size_t slots = 0;
        const char *slot_id = NULL, *kind = NULL;
        OK(tabshift_animation_slot_count(slotted, &slots));
        CHECK(slots == 1, "slots.json has %zu slots", slots);
        OK(tabshift_animation_slot(slotted, 0, &slot_id, &kind));
        CHECK(slot_id && kind && strcmp(slot_id, "fill") == 0 && strcmp(kind, "color") == 0, "slot 0 is %s (%s)", slot_id, kind);
        unsigned long red = checksum(slotted, 0);
        OK(tabshift_animation_set_slot(slotted, "fill", "#0000FF"));
        unsigned long blue = checksum(slotted, 0);
        OK(tabshift_animation_set_slots_json(slotted, "{\"fill\": {\"p\": {\"a\": 0, \"k\": [1, 0, 0, 1]}}}"));
        CHECK(red != blue && checksum(slotted, 0) == red, "slots do not change the colour as set");
        tabshift_animation_free(slotted);
    }

    /* Saving: every format, whole. */
    const char *frames_out[] = {"frame.png", "frame.svg", "frame.pdf"};
    const char *frame_magic[] = {"\x89PNG", "<svg", "%PDF"};
    for (size_t index = 0; index < 3; index++) {
        snprintf(out, sizeof out, "%s/%s", scratch, frames_out[index]);
        OK(tabshift_animation_save_frame(home, 12, 96, 96, "#FFFFFF", out));
        CHECK(starts_with(out, frame_magic[index], strlen(frame_magic[index])) || (index == 1 && starts_with(out, "<?xml", 5)), "%s is not a %s file", out, frame_magic[index]);
    }
    snprintf(out, sizeof out, "%s/frame.bmp", scratch);
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_save_frame(home, 12, 96, 96, NULL, out));
    CHECK(access(out, F_OK) != 0, "a refused save left %s", out);
    tabshift_animated_options options = tabshift_animated_options_default();
    CHECK(isnan(options.first_frame) && options.quality == -1 && options.loop_count == 0, "the default options are not the documented ones");
    options.marker = "select";
    const char *animated_out[] = {"select.webp", "select.gif", "select.png", "select.webm"};
    const char *animated_magic[] = {"RIFF", "GIF89a", "\x89PNG", "\x1a\x45\xdf\xa3"};
    for (size_t index = 0; index < 4; index++) {
        snprintf(out, sizeof out, "%s/%s", scratch, animated_out[index]);
        options.format = index == 2 ? TABSHIFT_ANIMATED_APNG : TABSHIFT_ANIMATED_BY_EXTENSION;
        OK(tabshift_animation_save_animated(home, out, 64, 64, &options));
        CHECK(starts_with(out, animated_magic[index], strlen(animated_magic[index])), "%s is not a %s file", out, animated_magic[index]);
    }
    options.marker = "nothing";
    snprintf(out, sizeof out, "%s/nothing.webp", scratch);
    FAILS_WITH(TABSHIFT_ERROR_NOT_FOUND, tabshift_animation_save_animated(home, out, 64, 64, &options));
    options = tabshift_animated_options_default();
    options.first_frame = 0;
    options.last_frame = 5;
    snprintf(out, sizeof out, "%s/range.gif", scratch);
    OK(tabshift_animation_save_animated(home, out, 32, 32, &options));
    OK(tabshift_animation_save_animated(home, out, 32, 32, NULL));
    /* Video: an MP4 at a bit rate, named by the format rather than the extension; a bit rate out of range refused. */
    options.format = TABSHIFT_ANIMATED_MP4;
    options.bit_rate = 200000;
    snprintf(out, sizeof out, "%s/range.video", scratch);
    OK(tabshift_animation_save_animated(home, out, 32, 32, &options));
    CHECK(access(out, F_OK) == 0, "no MP4 at %s", out);
    options.bit_rate = 5;
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_animation_save_animated(home, out, 32, 32, &options));

    /* Two threads draw the shared animation with their own renderers: the same pixels as one thread. */
    struct worker workers[2] = {{home, {0}}, {home, {0}}};
    pthread_t threads[2];
    for (int index = 0; index < 2; index++) pthread_create(&threads[index], NULL, render_frames, &workers[index]);
    for (int index = 0; index < 2; index++) pthread_join(threads[index], NULL);
    struct worker alone = {home, {0}};
    render_frames(&alone);
    CHECK(memcmp(workers[0].sums, alone.sums, sizeof alone.sums) == 0 && memcmp(workers[1].sums, alone.sums, sizeof alone.sums) == 0,
          "frames drawn on two threads differ from those drawn on one");
    tabshift_animation_free(home);

    /* The tab bar: a shift with a second tap, drawn, saved, exported and played back. */
    snprintf(path, sizeof path, "%s/tabbar.json", animations);
    tabshift_tab_bar *bar = NULL;
    OK(tabshift_tab_bar_open(path, TABSHIFT_OPEN_DEFAULT, &bar));
    if (!bar) return 1;
    size_t tabs = 0;
    uint32_t bar_width = 0, bar_height = 0;
    const char *first_tab = NULL, *third_tab = NULL, *last_tab = NULL;
    OK(tabshift_tab_bar_tab_count(bar, &tabs));
    OK(tabshift_tab_bar_size(bar, &bar_width, &bar_height));
    CHECK(tabs >= 3 && bar_width > 0 && bar_height > 0, "the bar has %zu tabs, %ux%u", tabs, bar_width, bar_height);
    OK(tabshift_tab_bar_tab(bar, 0, &first_tab));
    OK(tabshift_tab_bar_tab(bar, 2, &third_tab));
    OK(tabshift_tab_bar_tab(bar, tabs - 1, &last_tab));
    OK(tabshift_tab_bar_set_theme(bar, "dark"));
    FAILS_WITH(TABSHIFT_ERROR_INVALID_ARGUMENT, tabshift_tab_bar_set_theme(bar, "sepia"));
    tabshift_shift *shift = NULL;
    tabshift_shift *missing = NULL;
    FAILS_WITH(TABSHIFT_ERROR_NOT_FOUND, tabshift_shift_new(bar, first_tab, "nothing", 60, &missing));
    OK(tabshift_shift_new(bar, first_tab, last_tab, 60, &shift));
    /* The shift keeps what it needs of the bar; the ids the bar gave out go with it, so keep a copy. */
    char third[64];
    snprintf(third, sizeof third, "%s", third_tab);
    third_tab = third;
    tabshift_tab_bar_free(bar);
    if (!shift) return 1;
    double plain_duration = 0, interrupted_duration = 0;
    OK(tabshift_shift_duration(shift, &plain_duration));
    OK(tabshift_shift_interrupt(shift, third_tab, 0.1));
    OK(tabshift_shift_set_badge(shift, third_tab, "3", 0.05));
    OK(tabshift_shift_duration(shift, &interrupted_duration));
    CHECK(plain_duration > 0 && interrupted_duration > 0.1 && interrupted_duration != plain_duration,
          "durations %g (plain) and %g (interrupted)", plain_duration, interrupted_duration);
    size_t shift_frames = 0;
    OK(tabshift_shift_frame_count(shift, &shift_frames));
    CHECK(shift_frames > 5, "the shift has %zu frames", shift_frames);
    size_t bar_stride = (size_t)bar_width * 4;
    uint8_t *bar_pixels = calloc(bar_stride, bar_height);
    OK(tabshift_shift_render(shift, 0.12, bar_width, bar_height, TABSHIFT_PIXELS_RGBA_STRAIGHT, bar_pixels, bar_stride));
    unsigned long opaque = 0;
    for (size_t index = 3; index < bar_stride * bar_height; index += 4) opaque += bar_pixels[index] == 255;
    CHECK(opaque > 0, "the bar drew nothing");
    free(bar_pixels);
    snprintf(out, sizeof out, "%s/shift.webp", scratch);
    OK(tabshift_shift_save_animated(shift, out, bar_width, bar_height, NULL));
    CHECK(starts_with(out, "RIFF", 4), "shift.webp is not a WebP file");
    snprintf(out, sizeof out, "%s/shift.json", scratch);
    OK(tabshift_shift_export_lottie(shift, out));
    tabshift_shift_free(shift);
    tabshift_animation *exported = NULL;
    OK(tabshift_animation_open_file(out, NULL, 0, &exported));
    CHECK(exported && checksum(exported, 6) != 0, "the exported shift does not play");
    tabshift_animation_free(exported);
    return failures ? 1 : 0;
}

/* ---- cycles ---- */

static long resident_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kilobytes = -1;
    while (status && fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmRSS:", 6) == 0) kilobytes = strtol(line + 6, NULL, 10);
    }
    if (status) fclose(status);
    return kilobytes;
}

static int cycles(const char *file, long count) {
    uint8_t pixels[48 * 48 * 4];
    long warmed = 0;
    for (long cycle = 0; cycle < count; cycle++) {
        tabshift_animation *animation = NULL;
        if (tabshift_animation_open_file(file, NULL, 0, &animation) != TABSHIFT_OK) {
            CHECK(0, "cycle %ld: %s", cycle, tabshift_last_error());
            break;
        }
        OK(tabshift_animation_render(animation, (double)(cycle % 40) + 0.5, 48, 48, TABSHIFT_PIXELS_BGRA_PREMULTIPLIED, pixels, 48 * 4));
        tabshift_animation_free(animation);
        if (cycle == count / 10) warmed = resident_kilobytes();
    }
    long end = resident_kilobytes();
    printf("%ld cycles: resident %ld KiB after %ld, %ld KiB at the end\n", count, warmed, count / 10, end);
    /* Past the first tenth (code paged in, caches filled), a leak of a few hundred bytes a cycle shows. */
    CHECK(end - warmed < 2048, "memory grew by %ld KiB over %ld cycles", end - warmed, count - count / 10);
    return failures ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc >= 3 && strcmp(argv[1], "frames") == 0) return frames(argc - 2, argv + 2);
    if (argc == 6 && strcmp(argv[1], "compare") == 0) return compare(atoi(argv[2]), argv[3], strtod(argv[4], NULL), argv[5]);
    if (argc == 4 && strcmp(argv[1], "api") == 0) return api(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "cycles") == 0) return cycles(argv[2], strtol(argv[3], NULL, 10));
    fprintf(stderr, "usage: c_library_test frames FILE... | compare SIZE FILE FRAME REF.png | api ANIMATIONS SCRATCH | cycles FILE COUNT\n");
    return 64;
}
