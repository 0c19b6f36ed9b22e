"""Tab bars and the shifts between their tabs."""
from __future__ import annotations

import ctypes
import os
from typing import Iterable, List, Optional, Tuple, Union

import numpy as np
from PIL import Image

from ._library import OPEN_NO_EXPRESSIONS, check, library, text
from ._output import animated_options, draw_image, layout, output_array

PathLike = Union[str, os.PathLike]


class TabBar:
    """A tab bar manifest (JSON) with its icons, ready to make shifts. One thread at a time."""

    def __init__(self, handle: int) -> None:
        """Use `TabBar.open`."""
        self._handle = ctypes.c_void_p(handle)

    @classmethod
    def open(cls, path: PathLike, *, expressions: bool = True, theme: Optional[str] = None) -> "TabBar":
        """Opens a manifest (its icons' paths are relative to it), in `theme` ('light', 'dark' or one it names)."""
        handle = ctypes.c_void_p()
        check(library.tabshift_tab_bar_open(text(path), 0 if expressions else OPEN_NO_EXPRESSIONS, ctypes.byref(handle)))
        bar = cls(handle.value)
        if theme is not None:
            bar.set_theme(theme)
        return bar

    def close(self) -> None:
        if self._handle:
            library.tabshift_tab_bar_free(self._handle)
            self._handle = ctypes.c_void_p()

    def __del__(self) -> None:
        self.close()

    def __enter__(self) -> "TabBar":
        return self

    def __exit__(self, *exception) -> None:
        self.close()

    def set_theme(self, theme: str) -> None:
        check(library.tabshift_tab_bar_set_theme(self._handle, text(theme)))

    @property
    def size(self) -> Tuple[int, int]:
        """The bar's width and height in pixels at scale 1."""
        width, height = ctypes.c_uint32(), ctypes.c_uint32()
        check(library.tabshift_tab_bar_size(self._handle, ctypes.byref(width), ctypes.byref(height)))
        return width.value, height.value

    @property
    def tabs(self) -> List[str]:
        """The tabs' ids, left to right."""
        count = ctypes.c_size_t()
        check(library.tabshift_tab_bar_tab_count(self._handle, ctypes.byref(count)))
        ids = []
        for index in range(count.value):
            tab = ctypes.c_char_p()
            check(library.tabshift_tab_bar_tab(self._handle, index, ctypes.byref(tab)))
            ids.append(tab.value.decode("utf-8"))
        return ids

    def shift(self, from_tab: str, to_tab: str, *, fps: float = 60, then: Optional[Tuple[str, float]] = None,
              release: Optional[Tuple[float, float]] = None, badges: Iterable[Tuple[str, str, float]] = (),
              reduced_motion: bool = False) -> "Shift":
        """The shift from one tab to another, sampled `fps` times a second: `then=(tab, seconds)` taps another tab
        during it, `release=(progress, velocity)` drives it by a released drag, `badges` sets (tab, value, seconds)."""
        handle = ctypes.c_void_p()
        check(library.tabshift_shift_new(self._handle, text(from_tab), text(to_tab), float(fps), ctypes.byref(handle)))
        shift = Shift(handle.value, self.size)
        if then is not None:
            check(library.tabshift_shift_interrupt(shift._handle, text(then[0]), float(then[1])))
        if release is not None:
            check(library.tabshift_shift_release(shift._handle, float(release[0]), float(release[1])))
        for tab, value, seconds in badges:
            check(library.tabshift_shift_set_badge(shift._handle, text(tab), text(value), float(seconds)))
        if reduced_motion:
            check(library.tabshift_shift_set_reduced_motion(shift._handle, 1))
        return shift


class Shift:
    """One shift of a tab bar, from the first tap until the bar rests. It keeps what it needs of its bar."""

    def __init__(self, handle: int, size: Tuple[int, int]) -> None:
        """Use `TabBar.shift`."""
        self._handle = ctypes.c_void_p(handle)
        self.width, self.height = size

    def close(self) -> None:
        if self._handle:
            library.tabshift_shift_free(self._handle)
            self._handle = ctypes.c_void_p()

    def __del__(self) -> None:
        self.close()

    def __enter__(self) -> "Shift":
        return self

    def __exit__(self, *exception) -> None:
        self.close()

    @property
    def duration(self) -> float:
        """Seconds until the bar rests."""
        seconds = ctypes.c_double()
        check(library.tabshift_shift_duration(self._handle, ctypes.byref(seconds)))
        return seconds.value

    @property
    def frame_count(self) -> int:
        count = ctypes.c_size_t()
        check(library.tabshift_shift_frame_count(self._handle, ctypes.byref(count)))
        return count.value

    def _size(self, scale: float) -> Tuple[int, int]:
        return round(self.width * scale), round(self.height * scale)

    def render(self, seconds: float, scale: float = 1) -> Image.Image:
        """The bar `seconds` into the shift as a Pillow RGBA image, at `scale` times the bar's size."""
        width, height = self._size(scale)
        return draw_image(width, height, lambda address, stride: check(
            library.tabshift_shift_render(self._handle, float(seconds), width, height, 1, address, stride)))

    def render_array(self, seconds: float, scale: float = 1, *, premultiplied: bool = False,
                     out: Optional[np.ndarray] = None) -> np.ndarray:
        """The bar `seconds` into the shift as a (height, width, 4) uint8 array, drawn into its memory."""
        width, height = self._size(scale)
        array = output_array(width, height, out)
        check(library.tabshift_shift_render(self._handle, float(seconds), width, height, layout(premultiplied), array.ctypes.data, array.strides[0]))
        return array

    def save(self, path: PathLike, *, scale: float = 1, format: Optional[str] = None, fps: Optional[float] = None,
             loop: int = 0, quality: Optional[int] = None, background: Optional[str] = None, matte: Optional[str] = None,
             bit_rate: Optional[int] = None) -> None:
        """Writes the shift as an animated image or a video (.webp, .gif, .mp4, .webm, or format='apng'), whole or
        not at all."""
        width, height = self._size(scale)
        options, kept = animated_options(path, format, None, None, fps, loop, quality, background, matte, bit_rate)
        check(library.tabshift_shift_save_animated(self._handle, text(path), width, height, ctypes.byref(options)))
        del kept

    def export_lottie(self, path: PathLike) -> None:
        """Writes the shift as a Lottie JSON file that plays it in any player."""
        check(library.tabshift_shift_export_lottie(self._handle, text(path)))
