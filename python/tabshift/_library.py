"""The C library, loaded with ctypes: its functions with their argument and result types.

ctypes gives up the GIL for the length of every call into the library, so frames drawn on several threads draw
at once.
"""
from __future__ import annotations

import ctypes
import os
import pathlib

from .errors import error_for


class AnimatedOptions(ctypes.Structure):
    """tabshift_animated_options."""

    _fields_ = [
        ("format", ctypes.c_int),
        ("first_frame", ctypes.c_double),
        ("last_frame", ctypes.c_double),
        ("marker", ctypes.c_char_p),
        ("frames_per_second", ctypes.c_double),
        ("loop_count", ctypes.c_int32),
        ("quality", ctypes.c_int32),
        ("background", ctypes.c_char_p),
        ("matte", ctypes.c_char_p),
        ("bit_rate", ctypes.c_int64),
    ]


# tabshift.h's constants.
MAXIMUM_SIDE = 16384
PIXELS_BGRA_PREMULTIPLIED = 0
PIXELS_RGBA_STRAIGHT = 1
OPEN_NO_EXPRESSIONS = 1
ANIMATED_FORMATS = {None: 0, "webp": 1, "gif": 2, "apng": 3, "mp4": 4, "webm": 5}

_handle = ctypes.c_void_p
_text = ctypes.c_char_p
_double = ctypes.c_double
_size = ctypes.c_size_t
_uint = ctypes.c_uint32
_out_handle = ctypes.POINTER(ctypes.c_void_p)
_out_double = ctypes.POINTER(ctypes.c_double)
_out_size = ctypes.POINTER(ctypes.c_size_t)
_out_uint = ctypes.POINTER(ctypes.c_uint32)
_out_text = ctypes.POINTER(ctypes.c_char_p)

# Every function of tabshift.h: name, argument types. Those returning a status are checked by `check`.
_STATUS_FUNCTIONS = {
    "tabshift_animation_open_file": [_text, _text, _uint, _out_handle],
    "tabshift_animation_open_bytes": [ctypes.c_void_p, _size, _text, _text, _uint, _out_handle],
    "tabshift_animation_size": [_handle, _out_double, _out_double],
    "tabshift_animation_frame_rate": [_handle, _out_double],
    "tabshift_animation_frame_range": [_handle, _out_double, _out_double],
    "tabshift_animation_marker_count": [_handle, _out_size],
    "tabshift_animation_marker": [_handle, _size, _out_text, _out_double, _out_double],
    "tabshift_animation_slot_count": [_handle, _out_size],
    "tabshift_animation_slot": [_handle, _size, _out_text, _out_text],
    "tabshift_animation_theme_count": [_handle, _out_size],
    "tabshift_animation_theme": [_handle, _size, _out_text],
    "tabshift_animation_set_slot": [_handle, _text, _text],
    "tabshift_animation_set_slots_json": [_handle, _text],
    "tabshift_animation_set_theme": [_handle, _text],
    "tabshift_animation_set_property": [_handle, _text, _text],
    "tabshift_animation_render": [_handle, _double, _uint, _uint, ctypes.c_int, ctypes.c_void_p, _size],
    "tabshift_animation_save_frame": [_handle, _double, _uint, _uint, _text, _text],
    "tabshift_animation_save_animated": [_handle, _text, _uint, _uint, ctypes.POINTER(AnimatedOptions)],
    "tabshift_renderer_new": [_handle, _uint, _uint, _text, _out_handle],
    "tabshift_renderer_render": [_handle, _double, ctypes.c_int, ctypes.c_void_p, _size],
    "tabshift_tab_bar_open": [_text, _uint, _out_handle],
    "tabshift_tab_bar_set_theme": [_handle, _text],
    "tabshift_tab_bar_size": [_handle, _out_uint, _out_uint],
    "tabshift_tab_bar_tab_count": [_handle, _out_size],
    "tabshift_tab_bar_tab": [_handle, _size, _out_text],
    "tabshift_shift_new": [_handle, _text, _text, _double, _out_handle],
    "tabshift_shift_interrupt": [_handle, _text, _double],
    "tabshift_shift_release": [_handle, _double, _double],
    "tabshift_shift_set_badge": [_handle, _text, _text, _double],
    "tabshift_shift_set_reduced_motion": [_handle, ctypes.c_int],
    "tabshift_shift_duration": [_handle, _out_double],
    "tabshift_shift_frame_count": [_handle, _out_size],
    "tabshift_shift_render": [_handle, _double, _uint, _uint, ctypes.c_int, ctypes.c_void_p, _size],
    "tabshift_shift_save_animated": [_handle, _text, _uint, _uint, ctypes.POINTER(AnimatedOptions)],
    "tabshift_shift_export_lottie": [_handle, _text],
}
_FREE_FUNCTIONS = ["tabshift_animation_free", "tabshift_renderer_free", "tabshift_tab_bar_free", "tabshift_shift_free"]


def _library_path() -> str:
    """The library beside this file (a wheel or `pip install`), else $TABSHIFT_LIBRARY, else the system's."""
    bundled = pathlib.Path(__file__).with_name("libtabshift.so.0")
    if bundled.exists():
        return str(bundled)
    if "TABSHIFT_LIBRARY" in os.environ:
        return os.environ["TABSHIFT_LIBRARY"]
    return "libtabshift.so.0"


def _load() -> ctypes.CDLL:
    library = ctypes.CDLL(_library_path())
    for name, arguments in _STATUS_FUNCTIONS.items():
        function = getattr(library, name)
        function.argtypes = arguments
        function.restype = ctypes.c_int
    for name in _FREE_FUNCTIONS:
        function = getattr(library, name)
        function.argtypes = [_handle]
        function.restype = None
    library.tabshift_version.restype = ctypes.c_char_p
    library.tabshift_version.argtypes = []
    library.tabshift_last_error.restype = ctypes.c_char_p
    library.tabshift_last_error.argtypes = []
    library.tabshift_animated_options_default.restype = AnimatedOptions
    library.tabshift_animated_options_default.argtypes = []
    return library


library = _load()


def check(status: int) -> None:
    """Raises the exception for a failed call's status, with the library's message for this thread."""
    if status != 0:
        raise error_for(status, library.tabshift_last_error().decode("utf-8", "replace"))


def text(value: str | os.PathLike | None) -> bytes | None:
    """A str or path as the library's UTF-8 (paths as the file system names them)."""
    if value is None:
        return None
    if isinstance(value, os.PathLike):
        return os.fsencode(value)
    return value.encode("utf-8")
