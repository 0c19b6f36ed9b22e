"""What rendering and saving share: sizes, pixel buffers, animated-image options."""
from __future__ import annotations

import ctypes
import os
from typing import Optional, Sequence, Tuple, Union

import numpy as np
from PIL import Image

from ._library import ANIMATED_FORMATS, MAXIMUM_SIDE, PIXELS_BGRA_PREMULTIPLIED, PIXELS_RGBA_STRAIGHT, AnimatedOptions, library, text
from .errors import InvalidArgumentError

Size = Union[int, Tuple[int, int]]


def pixel_size(size: Optional[Size], default: Tuple[int, int]) -> Tuple[int, int]:
    """(width, height) from an int (a square), a pair, or None (the default), checked before any memory is taken
    for the pixels, as the library checks it."""
    if size is None:
        width, height = default
    elif isinstance(size, int):
        width, height = size, size
    else:
        width, height = (int(side) for side in size)
    if not (0 < width <= MAXIMUM_SIDE and 0 < height <= MAXIMUM_SIDE):
        raise InvalidArgumentError(f"a {width}x{height} output is not allowed: each side from 1 to {MAXIMUM_SIDE} pixels")
    return width, height


def output_array(width: int, height: int, out: Optional[np.ndarray]) -> np.ndarray:
    """A (height, width, 4) uint8 array whose rows the library can write: `out` when it is one, else a new one."""
    if out is None:
        return np.empty((height, width, 4), dtype=np.uint8)
    if out.dtype != np.uint8 or out.shape != (height, width, 4) or out.strides[1:] != (4, 1) or not out.flags.writeable:
        raise ValueError(f"out must be a writeable ({height}, {width}, 4) uint8 array with contiguous pixels")
    return out


def layout(premultiplied: bool) -> int:
    return PIXELS_BGRA_PREMULTIPLIED if premultiplied else PIXELS_RGBA_STRAIGHT


def draw_image(width: int, height: int, draw) -> Image.Image:
    """A Pillow RGBA image whose pixels `draw(address, bytes_per_row)` writes in place."""
    pixels = bytearray(width * height * 4)
    address = ctypes.addressof((ctypes.c_char * len(pixels)).from_buffer(pixels))
    draw(address, width * 4)
    return Image.frombuffer("RGBA", (width, height), pixels, "raw", "RGBA", 0, 1)


def animated_options(
    path: Union[str, os.PathLike],
    format: Optional[str] = None,
    frames: Optional[Sequence[float]] = None,
    marker: Optional[str] = None,
    fps: Optional[float] = None,
    loop: int = 0,
    quality: Optional[int] = None,
    background: Optional[str] = None,
    matte: Optional[str] = None,
    bit_rate: Optional[int] = None,
) -> Tuple[AnimatedOptions, list]:
    """tabshift_animated_options for these arguments, and the bytes objects that must outlive the call."""
    if format not in ANIMATED_FORMATS:
        raise ValueError(f"format {format!r} is not 'webp', 'gif', 'apng', 'mp4' or 'webm'")
    options = library.tabshift_animated_options_default()
    options.format = ANIMATED_FORMATS[format]
    kept = [text(marker), text(background), text(matte)]
    options.marker, options.background, options.matte = kept
    if frames is not None:
        first, last = frames
        options.first_frame, options.last_frame = float(first), float(last)
    options.frames_per_second = float(fps or 0)
    options.loop_count = int(loop)
    options.quality = -1 if quality is None else int(quality)
    options.bit_rate = 0 if bit_rate is None else int(bit_rate)
    return options, kept
