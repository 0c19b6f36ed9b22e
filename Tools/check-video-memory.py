#!/usr/bin/env python3
"""A video's memory does not grow with its length: `tabshift render` of an animation ten times as long, to MP4 and
to WebM, peaks within 8 MiB of the short one's resident memory, although its file is over 12 MiB larger
(the encoded frames wait in a temporary file, not in memory).

The renders run while a busy loop on every core keeps the machine busy, as a shared CI machine is: that is when
frames drawn on worker threads spread over more and more of glibc's arenas and a WebM's peak grew with its length
(before `ParallelFrames` handed each batch's freed frames back), which runs on an idle machine hid. Where the frames
land is chance, so either length's peak can come out high: each length is rendered twice, and the long one's higher
peak is held to the short one's lower. Run by .ci/run with a release tabshift.

    Tools/check-video-memory.py TABSHIFT
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile


def animation(frames):
    """Forty squares of every colour jumping to new places on every frame (an expression, so that the file is the
    same size however long it lasts): no frame resembles the last, so every encoded frame costs many bytes."""
    layers = []
    for index in range(40):
        colour = [(index * 37 % 100) / 100, (index * 61 % 100) / 100, (index * 83 % 100) / 100, 1]
        jump = (f"var f = Math.round(time * 60); [(f * {(index + 3) * 97} + {index * 13}) % 512, "
                f"(f * {(index + 5) * 89} + {index * 41}) % 512]")
        layers.append({"ty": 4, "ip": 0, "op": frames, "st": 0, "ks": {"p": {"a": 0, "k": [0, 0], "x": jump}},
                       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 60]}, "r": {"a": 0, "k": 0}},
                                  {"ty": "fl", "c": {"a": 0, "k": colour}, "o": {"a": 0, "k": 80}}]})
    return {"v": "5.7.0", "fr": 60, "ip": 0, "op": frames, "w": 512, "h": 512, "layers": layers}


def peak(tabshift, folder, frames, extension):
    source = folder / f"long-{frames}.json"
    source.write_text(json.dumps(animation(frames)))
    output = folder / f"long-{frames}.{extension}"
    process = subprocess.Popen([tabshift, "render", str(source), "--quality", "100", "--output", str(output), "--quiet"],
                               stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"tabshift render {source.name} -o {output.name} failed ({status})")
    return usage.ru_maxrss, output.stat().st_size


def main():
    tabshift = sys.argv[1]
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)]
    try:
        failed = measure(tabshift)
    finally:
        for loop in busy:
            loop.kill()
            loop.wait()
    sys.exit(1 if failed else 0)


def measure(tabshift):
    """Prints each format's peaks and returns whether one grew with the length (or proved nothing)."""
    failed = False
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        for extension in ("mp4", "webm"):
            short_kib, short_bytes = min(peak(tabshift, folder, 120, extension) for _ in range(2))
            long_kib, long_bytes = max(peak(tabshift, folder, 1200, extension) for _ in range(2))
            grown = long_kib - short_kib
            print(f"{extension}: 120 frames peak {short_kib} KiB ({short_bytes >> 10} KiB file), "
                  f"1200 frames peak {long_kib} KiB ({long_bytes >> 10} KiB file): grew {grown} KiB")
            if long_bytes - short_bytes < 12 << 20:
                print(f"{extension}: the long file is not 12 MiB larger than the short one; the check would prove nothing")
                failed = True
            if grown > 8 << 10:
                print(f"{extension}: memory grew with the video's length")
                failed = True
    return failed


if __name__ == "__main__":
    main()
