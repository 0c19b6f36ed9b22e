#!/usr/bin/env python3
"""Renders frames of a Lottie file with the native players other apps use: ThorVG (dotLottie's engine) and
rlottie (Telegram's), through their Python bindings (thorvg-python, rlottie-python, and numpy for speed; installed
by `Tools/install-system-dependencies.sh --with-players`).

    reference-players.py FILE --engine thorvg|rlottie --size WxH --frames FIRST..LAST --out DIR

writes DIR/<engine>-<frame>.png: straight (not premultiplied) RGBA, the composition fitted into WxH by uniform
scale and centred. Frames are the file's own numbers; rlottie renders whole frames only. Exits 2 with one line on
standard error when a player cannot load the file.
"""
import argparse
import json
import os

# numpy's OpenBLAS starts a thread per core that spins between calls, and this script multiplies no matrices.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import struct
import sys
import zlib


def write_png(path, width, height, rgba):
    """A PNG of straight RGBA rows, without Pillow."""
    rows = b"".join(b"\x00" + bytes(rgba[y * width * 4:(y + 1) * width * 4]) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    temporary = path + ".partial"
    with open(temporary, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))
    os.replace(temporary, path)


def unpremultiply(premultiplied, order):
    """Bytes in `order` (indices of R, G, B, A) to straight RGBA; with numpy when it is there (a hundred times
    faster), else a byte at a time."""
    try:
        import numpy
    except ImportError:
        numpy = None
    if numpy is not None:
        pixels = numpy.frombuffer(premultiplied, numpy.uint8).reshape(-1, 4)[:, list(order)].astype(numpy.uint32)
        alpha = pixels[:, 3:4]
        straight = numpy.where(alpha > 0, numpy.minimum((pixels * 255 + alpha // 2) // numpy.maximum(alpha, 1), 255), 0)
        straight[:, 3] = pixels[:, 3]
        return straight.astype(numpy.uint8).tobytes()
    out = bytearray(len(premultiplied))
    red, green, blue, alpha = order
    for pixel in range(0, len(premultiplied), 4):
        a = premultiplied[pixel + alpha]
        if a == 0:
            continue
        out[pixel] = min(255, (premultiplied[pixel + red] * 255 + a // 2) // a)
        out[pixel + 1] = min(255, (premultiplied[pixel + green] * 255 + a // 2) // a)
        out[pixel + 2] = min(255, (premultiplied[pixel + blue] * 255 + a // 2) // a)
        out[pixel + 3] = a
    return out


def thorvg_frames(path, width, height, frames, composition):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG cannot load " + path)
    cw, ch = composition
    scale = min(width / cw, height / ch)
    picture.set_size(cw * scale, ch * scale)
    picture.translate((width - cw * scale) / 2, (height - ch * scale) / 2)
    canvas.add(picture)
    for frame in frames:
        animation.set_frame(float(frame))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        yield frame, unpremultiply(bytes(canvas.buffer_arr), (0, 1, 2, 3))


def rlottie_frames(path, width, height, frames, composition):
    from rlottie_python import LottieAnimation
    animation = LottieAnimation.from_file(os.path.abspath(path))
    if not animation.animation_p:
        raise RuntimeError("rlottie cannot load " + path)
    for frame in frames:
        buffer = animation.lottie_animation_render(frame_num=int(round(frame)), width=width, height=height)
        yield frame, unpremultiply(bytes(buffer), (2, 1, 0, 3))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file")
    parser.add_argument("--engine", choices=("thorvg", "rlottie"), required=True)
    parser.add_argument("--size", required=True, help="WxH")
    parser.add_argument("--frames", required=True, help="FIRST..LAST or a comma-separated list")
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    width, height = (int(part) for part in arguments.size.lower().split("x"))
    if ".." in arguments.frames:
        first, last = arguments.frames.split("..")
        frames = list(range(int(first), int(last) + 1))
    else:
        frames = [float(part) for part in arguments.frames.split(",")]
    with open(arguments.file, "rb") as handle:
        document = json.loads(handle.read().decode("utf-8-sig"))
    # Frame numbers given are the file's own; both players count from the file's in point.
    start = float(document.get("ip", 0))
    composition = (float(document["w"]), float(document["h"]))
    os.makedirs(arguments.out, exist_ok=True)
    render = thorvg_frames if arguments.engine == "thorvg" else rlottie_frames
    try:
        for frame, pixels in render(arguments.file, width, height, [f - start for f in frames], composition):
            name = "%s-%s.png" % (arguments.engine, ("%g" % (frame + start)))
            write_png(os.path.join(arguments.out, name), width, height, pixels)
    except RuntimeError as error:
        print("reference-players: %s" % error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
