"""Lottie animations: open, inspect, change, render and save."""
from __future__ import annotations

import ctypes
import json
import os
from typing import Dict, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

import numpy as np
from PIL import Image

from ._library import OPEN_NO_EXPRESSIONS, PIXELS_BGRA_PREMULTIPLIED, PIXELS_RGBA_STRAIGHT, check, library, text
from ._output import Size, animated_options, draw_image, layout, output_array, pixel_size

PathLike = Union[str, os.PathLike]


class Marker(NamedTuple):
    """A named segment of an animation: its first frame and its length in frames."""

    name: str
    start: float
    duration: float

    @property
    def end(self) -> float:
        return self.start + self.duration


class Animation:
    """A Lottie animation (JSON, dotLottie or Telegram sticker), opened once and drawn at any frame and size.

    One Animation may be used from any number of threads at once: each `render` call draws on its own, and the
    library gives up the GIL while it draws. For many frames in order, a `Renderer` keeps what it can between them.
    """

    def __init__(self, handle: int) -> None:
        """Use `Animation.open` or `Animation.from_bytes`."""
        self._handle = ctypes.c_void_p(handle)

    @classmethod
    def open(cls, path: PathLike, *, animation_id: Optional[str] = None, expressions: bool = True) -> "Animation":
        """Opens a Lottie JSON, .lottie or .tgs file (recognised by content). `animation_id` picks one animation of
        a .lottie file (default: its first); `expressions=False` leaves After Effects expressions unrun."""
        handle = ctypes.c_void_p()
        flags = 0 if expressions else OPEN_NO_EXPRESSIONS
        check(library.tabshift_animation_open_file(text(path), text(animation_id), flags, ctypes.byref(handle)))
        return cls(handle.value)

    @classmethod
    def from_bytes(cls, data: bytes, *, name: str = "animation", animation_id: Optional[str] = None, expressions: bool = True) -> "Animation":
        """Opens an animation from bytes in memory; `name` appears in error messages."""
        handle = ctypes.c_void_p()
        flags = 0 if expressions else OPEN_NO_EXPRESSIONS
        data = bytes(data)
        check(library.tabshift_animation_open_bytes(data, len(data), text(name), text(animation_id), flags, ctypes.byref(handle)))
        return cls(handle.value)

    def close(self) -> None:
        """Frees the animation now rather than when it is collected."""
        if self._handle:
            library.tabshift_animation_free(self._handle)
            self._handle = ctypes.c_void_p()

    def __del__(self) -> None:
        self.close()

    def __enter__(self) -> "Animation":
        return self

    def __exit__(self, *exception) -> None:
        self.close()

    @property
    def handle(self) -> ctypes.c_void_p:
        """The C library's `tabshift_animation *` (for calling the library directly)."""
        if not self._handle:
            raise ValueError("the animation is closed")
        return self._handle

    # ---- what the file says

    @property
    def size(self) -> Tuple[float, float]:
        """The animation's own width and height."""
        width, height = ctypes.c_double(), ctypes.c_double()
        check(library.tabshift_animation_size(self.handle, ctypes.byref(width), ctypes.byref(height)))
        return width.value, height.value

    @property
    def width(self) -> int:
        return round(self.size[0])

    @property
    def height(self) -> int:
        return round(self.size[1])

    @property
    def frame_rate(self) -> float:
        rate = ctypes.c_double()
        check(library.tabshift_animation_frame_rate(self.handle, ctypes.byref(rate)))
        return rate.value

    @property
    def frame_range(self) -> Tuple[float, float]:
        """The first frame and the last whole frame drawn."""
        first, last = ctypes.c_double(), ctypes.c_double()
        check(library.tabshift_animation_frame_range(self.handle, ctypes.byref(first), ctypes.byref(last)))
        return first.value, last.value

    @property
    def frames(self) -> range:
        """The whole frames, first to last."""
        first, last = self.frame_range
        return range(int(first), int(last) + 1)

    @property
    def duration(self) -> float:
        """Seconds from the first frame to the end of the last."""
        first, last = self.frame_range
        return (last + 1 - first) / self.frame_rate

    @property
    def markers(self) -> List[Marker]:
        count = ctypes.c_size_t()
        check(library.tabshift_animation_marker_count(self.handle, ctypes.byref(count)))
        markers = []
        for index in range(count.value):
            name, start, duration = ctypes.c_char_p(), ctypes.c_double(), ctypes.c_double()
            check(library.tabshift_animation_marker(self.handle, index, ctypes.byref(name), ctypes.byref(start), ctypes.byref(duration)))
            markers.append(Marker(name.value.decode("utf-8"), start.value, duration.value))
        return markers

    def marker(self, name: str) -> Marker:
        """The marker called `name` (KeyError when there is none)."""
        for marker in self.markers:
            if marker.name == name:
                return marker
        raise KeyError(name)

    @property
    def slots(self) -> Dict[str, str]:
        """Slot ids and what each holds: color, scalar, vector, gradient, bezier, text, image or unused."""
        count = ctypes.c_size_t()
        check(library.tabshift_animation_slot_count(self.handle, ctypes.byref(count)))
        slots = {}
        for index in range(count.value):
            slot, kind = ctypes.c_char_p(), ctypes.c_char_p()
            check(library.tabshift_animation_slot(self.handle, index, ctypes.byref(slot), ctypes.byref(kind)))
            slots[slot.value.decode("utf-8")] = kind.value.decode("utf-8")
        return slots

    @property
    def themes(self) -> List[str]:
        """The theme ids of a dotLottie file."""
        count = ctypes.c_size_t()
        check(library.tabshift_animation_theme_count(self.handle, ctypes.byref(count)))
        themes = []
        for index in range(count.value):
            theme = ctypes.c_char_p()
            check(library.tabshift_animation_theme(self.handle, index, ctypes.byref(theme)))
            themes.append(theme.value.decode("utf-8"))
        return themes

    # ---- changing it

    def set_slot(self, slot: str, value: str) -> None:
        """Sets a slot from text: #RRGGBB[AA], a number, X,Y, a text, or Lottie JSON."""
        check(library.tabshift_animation_set_slot(self.handle, text(slot), text(value)))

    def set_slots(self, values: Union[str, Dict]) -> None:
        """Sets slots from slot values as lottie-web and ThorVG take them (a dict or its JSON text)."""
        check(library.tabshift_animation_set_slots_json(self.handle, text(values if isinstance(values, str) else json.dumps(values))))

    def set_theme(self, theme: Optional[str]) -> None:
        """Applies a dotLottie theme (None: none)."""
        check(library.tabshift_animation_set_theme(self.handle, text(theme)))

    def set_property(self, keypath: str, value: str) -> None:
        """Sets what a keypath matches from text (`tabshift keypaths` lists them): '**.Color', '#FF2D55'."""
        check(library.tabshift_animation_set_property(self.handle, text(keypath), text(value)))

    # ---- drawing

    def render(self, frame: float, size: Optional[Size] = None) -> Image.Image:
        """The frame as a Pillow RGBA image, at the animation's own size unless `size` (an int or (w, h))."""
        width, height = pixel_size(size, (self.width, self.height))
        return draw_image(width, height, lambda address, stride: check(
            library.tabshift_animation_render(self.handle, float(frame), width, height, 1, address, stride)))

    def render_array(self, frame: float, size: Optional[Size] = None, *, premultiplied: bool = False,
                     out: Optional[np.ndarray] = None) -> np.ndarray:
        """The frame as a (height, width, 4) uint8 NumPy array, drawn straight into the array's memory: straight
        RGBA, or premultiplied BGRA (Cairo's and rlottie's layout). Pass `out` to draw into an array you keep."""
        width, height = pixel_size(size, (self.width, self.height) if out is None else (out.shape[1], out.shape[0]))
        array = output_array(width, height, out)
        check(library.tabshift_animation_render(self.handle, float(frame), width, height, layout(premultiplied), array.ctypes.data, array.strides[0]))
        return array

    def renderer(self, size: Optional[Size] = None, background: Optional[str] = None) -> "Renderer":
        """A renderer of this animation as it is now, for frames in order (one thread at a time)."""
        return Renderer(self, pixel_size(size, (self.width, self.height)), background)

    def iter_frames(self, size: Optional[Size] = None, frames: Optional[Sequence[float]] = None, *,
                    as_array: bool = False, background: Optional[str] = None) -> Iterator[Union[Image.Image, np.ndarray]]:
        """Every whole frame (or `frames`), in order, as images or arrays, through one renderer."""
        renderer = self.renderer(size, background)
        for frame in self.frames if frames is None else frames:
            yield renderer.render_array(frame) if as_array else renderer.render(frame)

    # ---- saving

    def save(self, path: PathLike, frame: Optional[float] = None, *, size: Optional[Size] = None,
             background: Optional[str] = None, format: Optional[str] = None, frames: Optional[Tuple[float, float]] = None,
             marker: Optional[str] = None, fps: Optional[float] = None, loop: int = 0, quality: Optional[int] = None,
             matte: Optional[str] = None, bit_rate: Optional[int] = None) -> None:
        """Writes a file whole, as `tabshift render` does. With `frame`: that frame as .png, .svg or .pdf. Without:
        an animated image or a video, .webp, .gif, .mp4 or .webm by extension or `format` ('webp', 'gif', 'apng',
        'mp4', 'webm'), of every frame, of `frames=(first, last)` or of a `marker`'s segment, at `fps` (default: the
        animation's own), playing `loop` times (0: forever), WebP or video `quality` 0-100 (default lossless for
        WebP, 60 for video) or a video's `bit_rate` in bits per second, GIF edges and MP4 frames on `matte`."""
        width, height = pixel_size(size, (self.width, self.height))
        if frame is not None:
            check(library.tabshift_animation_save_frame(self.handle, float(frame), width, height, text(background), text(path)))
            return
        options, kept = animated_options(path, format, frames, marker, fps, loop, quality, background, matte, bit_rate)
        check(library.tabshift_animation_save_animated(self.handle, text(path), width, height, ctypes.byref(options)))
        del kept


class Renderer:
    """Draws frame after frame of one animation at one size, keeping what it can between frames. One thread at a
    time; make one per thread. Later changes to the animation do not reach it."""

    def __init__(self, animation: Animation, size: Tuple[int, int], background: Optional[str] = None) -> None:
        self.width, self.height = size
        handle = ctypes.c_void_p()
        check(library.tabshift_renderer_new(animation.handle, self.width, self.height, text(background), ctypes.byref(handle)))
        self._handle = handle
        # The caller's last `out` array, its address and row stride: checked once, reused while it is passed again.
        self._target: Optional[np.ndarray] = None
        self._target_address = 0
        self._target_stride = 0

    def close(self) -> None:
        if self._handle:
            library.tabshift_renderer_free(self._handle)
            self._handle = ctypes.c_void_p()

    def __del__(self) -> None:
        self.close()

    def __enter__(self) -> "Renderer":
        return self

    def __exit__(self, *exception) -> None:
        self.close()

    def render(self, frame: float) -> Image.Image:
        """The frame as a Pillow RGBA image."""
        return draw_image(self.width, self.height, lambda address, stride: check(
            library.tabshift_renderer_render(self._handle, float(frame), 1, address, stride)))

    def render_array(self, frame: float, *, premultiplied: bool = False, out: Optional[np.ndarray] = None) -> np.ndarray:
        """The frame as a (height, width, 4) uint8 array, drawn into the array's memory: `out` if given, which is
        the fast way to draw frame after frame (the array is checked once, not at every frame)."""
        if out is not None and out is self._target:
            array, address, stride = out, self._target_address, self._target_stride
        else:
            array = output_array(self.width, self.height, out)
            address, stride = array.ctypes.data, array.strides[0]
            if out is not None:
                self._target, self._target_address, self._target_stride = out, address, stride
        status = library.tabshift_renderer_render(self._handle, frame, PIXELS_BGRA_PREMULTIPLIED if premultiplied else PIXELS_RGBA_STRAIGHT, address, stride)
        if status:
            check(status)
        return array
