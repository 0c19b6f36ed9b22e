// See ReferenceEngines.h. Only the few entry points a player needs are looked up; a missing one makes that engine
// unavailable rather than the comparison fail.
#define _GNU_SOURCE
#include "ReferenceEngines.h"
#include <dlfcn.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char error_text[512];
static void fail_with(const char *what, const char *detail) {
    snprintf(error_text, sizeof error_text, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}
const char *reference_engines_error(void) { return error_text; }

typedef void *Handle;
typedef struct { float e11, e12, e13, e21, e22, e23, e31, e32, e33; } ThorMatrix;

static struct {
    bool loaded;
    int (*engine_init)(unsigned threads);
    Handle (*canvas_create)(int option);
    int (*canvas_set_target)(Handle, uint32_t *, uint32_t stride, uint32_t w, uint32_t h, int colorspace);
    int (*canvas_add)(Handle, Handle);
    int (*canvas_update)(Handle);
    int (*canvas_draw)(Handle, bool clear);
    int (*canvas_sync)(Handle);
    int (*canvas_destroy)(Handle);
    Handle (*animation_new)(void);
    Handle (*animation_picture)(Handle);
    int (*animation_set_frame)(Handle, float);
    int (*animation_delete)(Handle);
    int (*picture_load_data)(Handle, const char *, uint32_t, const char *mime, const char *resource_path, bool copy);
    int (*picture_get_size)(Handle, float *, float *);
    int (*picture_set_size)(Handle, float, float);
    int (*paint_translate)(Handle, float, float);
    int (*paint_set_transform)(Handle, const ThorMatrix *);
    int (*paint_set_opacity)(Handle, uint8_t);
    Handle (*shape_new)(void);
    int (*shape_reset)(Handle);
    int (*shape_append_rect)(Handle, float, float, float, float, float, float, bool clockwise);
    int (*shape_set_fill_color)(Handle, uint8_t, uint8_t, uint8_t, uint8_t);
    int (*shape_append_path)(Handle, const uint8_t *commands, uint32_t command_count, const float *points, uint32_t point_count);
} thor;

static struct {
    bool loaded;
    void *(*from_data)(const char *json, const char *key, const char *resource_path);
    void (*render)(void *, size_t frame, uint32_t *buffer, size_t w, size_t h, size_t bytes_per_line);
    void (*destroy)(void *);
    void (*set_model_cache_size)(size_t);
} lottie;

#define LOOK_UP(library, table, field, symbol) \
    if (!(*(void **)&table.field = dlsym(library, symbol))) { fail_with("missing symbol", symbol); return false; }

static bool open_thorvg(const char *path) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) { fail_with("cannot open ThorVG", dlerror()); return false; }
    LOOK_UP(library, thor, engine_init, "tvg_engine_init");
    LOOK_UP(library, thor, canvas_create, "tvg_swcanvas_create");
    LOOK_UP(library, thor, canvas_set_target, "tvg_swcanvas_set_target");
    LOOK_UP(library, thor, canvas_add, "tvg_canvas_add");
    LOOK_UP(library, thor, canvas_update, "tvg_canvas_update");
    LOOK_UP(library, thor, canvas_draw, "tvg_canvas_draw");
    LOOK_UP(library, thor, canvas_sync, "tvg_canvas_sync");
    LOOK_UP(library, thor, canvas_destroy, "tvg_canvas_destroy");
    LOOK_UP(library, thor, animation_new, "tvg_lottie_animation_new");
    LOOK_UP(library, thor, animation_picture, "tvg_animation_get_picture");
    LOOK_UP(library, thor, animation_set_frame, "tvg_animation_set_frame");
    LOOK_UP(library, thor, animation_delete, "tvg_animation_del");
    LOOK_UP(library, thor, picture_load_data, "tvg_picture_load_data");
    LOOK_UP(library, thor, picture_get_size, "tvg_picture_get_size");
    LOOK_UP(library, thor, picture_set_size, "tvg_picture_set_size");
    LOOK_UP(library, thor, paint_translate, "tvg_paint_translate");
    LOOK_UP(library, thor, paint_set_transform, "tvg_paint_set_transform");
    LOOK_UP(library, thor, paint_set_opacity, "tvg_paint_set_opacity");
    LOOK_UP(library, thor, shape_new, "tvg_shape_new");
    LOOK_UP(library, thor, shape_reset, "tvg_shape_reset");
    LOOK_UP(library, thor, shape_append_rect, "tvg_shape_append_rect");
    LOOK_UP(library, thor, shape_set_fill_color, "tvg_shape_set_fill_color");
    LOOK_UP(library, thor, shape_append_path, "tvg_shape_append_path");
    // No worker threads: TabShift draws a frame on the calling thread too.
    if (thor.engine_init(0) != 0) { fail_with("tvg_engine_init failed", NULL); return false; }
    return true;
}

static bool open_rlottie(const char *path) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) { fail_with("cannot open rlottie", dlerror()); return false; }
    LOOK_UP(library, lottie, from_data, "lottie_animation_from_data");
    LOOK_UP(library, lottie, render, "lottie_animation_render");
    LOOK_UP(library, lottie, destroy, "lottie_animation_destroy");
    // Without its model cache every load parses, as TabShift's does.
    *(void **)&lottie.set_model_cache_size = dlsym(library, "lottie_configure_model_cache_size");
    if (lottie.set_model_cache_size) lottie.set_model_cache_size(0);
    return true;
}

int reference_engines_open(const char *thorvg_library, const char *rlottie_library) {
    int mask = 0;
    if (thorvg_library && *thorvg_library && (thor.loaded = open_thorvg(thorvg_library))) mask |= REFERENCE_THORVG | REFERENCE_THORVG_PARTIAL;
    if (rlottie_library && *rlottie_library && (lottie.loaded = open_rlottie(rlottie_library))) mask |= REFERENCE_RLOTTIE;
    return mask;
}

struct ReferencePlayer {
    int engine, width, height;
    uint32_t *pixels;
    Handle canvas, animation;
    void *rlottie;
};

ReferencePlayer *reference_player_load(int engine, const char *json, size_t length, int width, int height) {
    ReferencePlayer *player = calloc(1, sizeof *player);
    player->engine = engine;
    player->width = width;
    player->height = height;
    player->pixels = calloc((size_t)width * height, 4);
    if ((engine == REFERENCE_THORVG || engine == REFERENCE_THORVG_PARTIAL) && thor.loaded) {
        // Tvg_Engine_Option: 1 default, 2 SmartRender (partial rendering).
        player->canvas = thor.canvas_create(engine == REFERENCE_THORVG_PARTIAL ? 2 : 1);
        if (!player->canvas || thor.canvas_set_target(player->canvas, player->pixels, width, width, height, 1) != 0) {
            fail_with("ThorVG could not make a canvas", NULL);
            goto failed;
        }
        player->animation = thor.animation_new();
        Handle picture = thor.animation_picture(player->animation);
        // copy: ThorVG keys its loader cache on the address of data it does not copy.
        if (thor.picture_load_data(picture, json, (uint32_t)length, "lottie+json", NULL, true) != 0) {
            fail_with("ThorVG could not load the animation", NULL);
            goto failed;
        }
        float natural_width = 0, natural_height = 0;
        thor.picture_get_size(picture, &natural_width, &natural_height);
        if (natural_width <= 0 || natural_height <= 0) { fail_with("ThorVG's picture has no size", NULL); goto failed; }
        double scale = fmin(width / natural_width, height / natural_height);
        thor.picture_set_size(picture, (float)(natural_width * scale), (float)(natural_height * scale));
        thor.paint_translate(picture, (float)((width - natural_width * scale) / 2), (float)((height - natural_height * scale) / 2));
        thor.canvas_add(player->canvas, picture);
        return player;
    }
    if (engine == REFERENCE_RLOTTIE && lottie.loaded) {
        char *text = malloc(length + 1);
        memcpy(text, json, length);
        text[length] = 0;
        static unsigned long loads;
        char key[64];
        snprintf(key, sizeof key, "compare-speed-%lu", ++loads);
        player->rlottie = lottie.from_data(text, key, "");
        free(text);
        if (!player->rlottie) { fail_with("rlottie could not load the animation", NULL); goto failed; }
        return player;
    }
    fail_with("engine not available", NULL);
failed:
    reference_player_free(player);
    return NULL;
}

int reference_player_render(ReferencePlayer *player, double frame) {
    if (frame < 0) frame = 0;
    if (player->engine == REFERENCE_THORVG || player->engine == REFERENCE_THORVG_PARTIAL) {
        thor.animation_set_frame(player->animation, (float)frame);  // unchanged frames report a condition: fine
        if (thor.canvas_update(player->canvas) != 0) return 1;
        if (thor.canvas_draw(player->canvas, true) != 0) return 2;
        return thor.canvas_sync(player->canvas) == 0 ? 0 : 3;
    }
    // rlottie draws over what the buffer holds: clear it as a fresh frame would be.
    memset(player->pixels, 0, (size_t)player->width * player->height * 4);
    lottie.render(player->rlottie, (size_t)llround(frame), player->pixels, player->width, player->height, (size_t)player->width * 4);
    return 0;
}

const uint32_t *reference_player_pixels(const ReferencePlayer *player) { return player->pixels; }

void reference_player_free(ReferencePlayer *player) {
    if (!player) return;
    if (player->canvas) thor.canvas_destroy(player->canvas);  // the canvas owns the picture it was given
    else if (player->animation) thor.animation_delete(player->animation);
    if (player->rlottie) lottie.destroy(player->rlottie);
    free(player->pixels);
    free(player);
}

enum { MAXIMUM_BAR_ICONS = 32, MAXIMUM_BAR_LABELS = 64 };
struct ReferenceBar {
    int width, height, icons, labels;
    uint32_t *pixels;
    Handle canvas, background, indicator;
    Handle animations[MAXIMUM_BAR_ICONS], pictures[MAXIMUM_BAR_ICONS];
    Handle label_shapes[MAXIMUM_BAR_LABELS];
};

ReferenceBar *reference_bar_new(int width, int height) {
    if (!thor.loaded) { fail_with("ThorVG not available", NULL); return NULL; }
    ReferenceBar *bar = calloc(1, sizeof *bar);
    bar->width = width;
    bar->height = height;
    bar->pixels = calloc((size_t)width * height, 4);
    bar->canvas = thor.canvas_create(1);
    thor.canvas_set_target(bar->canvas, bar->pixels, width, width, height, 1);
    bar->background = thor.shape_new();
    bar->indicator = thor.shape_new();
    thor.canvas_add(bar->canvas, bar->background);
    thor.canvas_add(bar->canvas, bar->indicator);
    return bar;
}

int reference_bar_add_icon(ReferenceBar *bar, const char *json, size_t length) {
    if (bar->icons == MAXIMUM_BAR_ICONS) return -1;
    Handle animation = thor.animation_new();
    Handle picture = thor.animation_picture(animation);
    if (thor.picture_load_data(picture, json, (uint32_t)length, "lottie+json", NULL, true) != 0) {
        thor.animation_delete(animation);
        return -1;
    }
    thor.canvas_add(bar->canvas, picture);
    bar->animations[bar->icons] = animation;
    bar->pictures[bar->icons] = picture;
    return bar->icons++;
}

static void fill_color(Handle shape, const double rgba[4]) {
    thor.shape_set_fill_color(shape, (uint8_t)lround(rgba[0] * 255), (uint8_t)lround(rgba[1] * 255), (uint8_t)lround(rgba[2] * 255), (uint8_t)lround(rgba[3] * 255));
}

void reference_bar_set_background(ReferenceBar *bar, const double rgba[4]) {
    thor.shape_reset(bar->background);
    thor.shape_append_rect(bar->background, 0, 0, (float)bar->width, (float)bar->height, 0, 0, true);
    fill_color(bar->background, rgba);
}

void reference_bar_set_indicator(ReferenceBar *bar, const double rect[4], double radius, const double rgba[4]) {
    thor.shape_reset(bar->indicator);
    thor.shape_append_rect(bar->indicator, (float)rect[0], (float)rect[1], (float)rect[2], (float)rect[3], (float)radius, (float)radius, true);
    fill_color(bar->indicator, rgba);
}

void reference_bar_set_icon(ReferenceBar *bar, int index, double frame, const double m[6], double opacity) {
    if (index < 0 || index >= bar->icons) return;
    thor.animation_set_frame(bar->animations[index], (float)(frame < 0 ? 0 : frame));
    ThorMatrix matrix = {(float)m[0], (float)m[2], (float)m[4], (float)m[1], (float)m[3], (float)m[5], 0, 0, 1};
    thor.paint_set_transform(bar->pictures[index], &matrix);
    thor.paint_set_opacity(bar->pictures[index], (uint8_t)lround(fmin(fmax(opacity, 0), 1) * 255));
}

void reference_bar_set_label(ReferenceBar *bar, int index, const uint8_t *commands, uint32_t command_count, const float *points, uint32_t point_count, const double rgba[4]) {
    if (index < 0 || index >= MAXIMUM_BAR_LABELS) return;
    // Shapes are made on first use, after the icons, so that they draw over them.
    while (bar->labels <= index) {
        bar->label_shapes[bar->labels] = thor.shape_new();
        thor.canvas_add(bar->canvas, bar->label_shapes[bar->labels]);
        bar->labels++;
    }
    Handle shape = bar->label_shapes[index];
    thor.shape_reset(shape);
    if (command_count > 0) thor.shape_append_path(shape, commands, command_count, points, point_count);
    fill_color(shape, rgba);
}

int reference_bar_render(ReferenceBar *bar) {
    if (thor.canvas_update(bar->canvas) != 0) return 1;
    if (thor.canvas_draw(bar->canvas, true) != 0) return 2;
    return thor.canvas_sync(bar->canvas) == 0 ? 0 : 3;
}

void reference_bar_free(ReferenceBar *bar) {
    if (!bar) return;
    thor.canvas_destroy(bar->canvas);
    free(bar->pixels);
    free(bar);
}

double reference_cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

static long status_kib(const char *field) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return -1;
    char line[256];
    long value = -1;
    size_t length = strlen(field);
    while (fgets(line, sizeof line, status)) {
        if (!strncmp(line, field, length)) { value = strtol(line + length, NULL, 10); break; }
    }
    fclose(status);
    return value;
}

long reference_resident_kib(void) { return status_kib("VmRSS:"); }
long reference_peak_resident_kib(void) { return status_kib("VmHWM:"); }
long reference_file_resident_kib(void) { return status_kib("RssFile:"); }

int reference_reset_peak_resident(void) {
    FILE *clear = fopen("/proc/self/clear_refs", "w");
    if (!clear) return -1;
    int failed = fputs("5", clear) < 0;
    return fclose(clear) != 0 || failed ? -1 : 0;
}
