#!/usr/bin/env python3
"""Compares GIF palettes from two tabshift builds: TabShift's own quantizer and the LibImageQuant trait's.

Each corpus file is rendered at every frame to a GIF by both builds and to PNG frames on the same background; the
GIF frames are decoded with Pillow and compared with the PNG frames. Prints the colour error (RMSE in 8-bit levels
and PSNR over the frames' RGB) and the time each build took to write the GIFs.

    Tools/compare-gif-palettes.py --corpus ../shared/corpus --own .build/release/tabshift \\
        --libimagequant /tmp/iq/release/tabshift [--files 40] [--size 128]

Needs Pillow and NumPy (pip install pillow numpy).
"""
import argparse
import math
import pathlib
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image, ImageSequence


def render(tabshift, source, output, size, fps, extra):
    started = time.perf_counter()
    subprocess.run([tabshift, "render", str(source), "--all", "--fps", str(fps), "--size", f"{size}x{size}", "--output", str(output), *extra],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def gif_frames(path):
    with Image.open(path) as image:
        return [np.asarray(Image.alpha_composite(Image.new("RGBA", frame.size, (255, 255, 255, 255)), frame.convert("RGBA")))[..., :3]
                for frame in ImageSequence.Iterator(image)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", required=True, type=pathlib.Path)
    parser.add_argument("--own", required=True, help="tabshift built without traits")
    parser.add_argument("--libimagequant", required=True, help="tabshift built with --traits LibImageQuant")
    parser.add_argument("--files", type=int, default=40, help="every Nth corpus file so that about this many are used")
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--fps", type=int, default=25, help="frames a second of both the GIFs and the reference frames")
    arguments = parser.parse_args()

    files = sorted((arguments.corpus / "lottie").glob("*.json"))
    files = files[::max(1, len(files) // arguments.files)]
    builds = {"own": arguments.own, "libimagequant": arguments.libimagequant}
    squared = {name: 0.0 for name in builds}
    seconds = {name: 0.0 for name in builds}
    per_file = {name: [] for name in builds}
    samples = 0
    used = 0
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        for source in files:
            frames_folder = scratch / f"{source.stem}-frames"
            try:
                render(arguments.own, source, frames_folder, arguments.size, arguments.fps, ["--background", "#FFFFFF"])
            except subprocess.CalledProcessError:
                continue
            reference = [np.asarray(Image.open(path).convert("RGB")) for path in sorted(frames_folder.glob("*.png"))]
            results = {}
            for name, tabshift in builds.items():
                output = scratch / f"{source.stem}-{name}.gif"
                seconds[name] += render(tabshift, source, output, arguments.size, arguments.fps, ["--matte", "#FFFFFF"])
                results[name] = gif_frames(output)
            if any(len(frames) != len(reference) for frames in results.values()):
                print(f"{source.name}: frame counts differ, skipped", file=sys.stderr)
                continue
            used += 1
            count = sum(frame.size for frame in reference)
            samples += count
            for name, frames in results.items():
                error = sum(float(((frame.astype(np.int32) - want.astype(np.int32)) ** 2).sum()) for frame, want in zip(frames, reference))
                squared[name] += error
                per_file[name].append(math.sqrt(error / count))
    print(f"{used} files, {samples // 3} pixels a build, {arguments.size}x{arguments.size}, {arguments.fps} frames a second, on white")
    print("build          RMSE   PSNR dB  worst file RMSE  GIF-writing time s")
    for name in builds:
        rmse = math.sqrt(squared[name] / samples)
        psnr = 20 * math.log10(255 / rmse) if rmse else math.inf
        print(f"{name:<13} {rmse:5.2f}  {psnr:7.2f}  {max(per_file[name]):15.2f}  {seconds[name]:18.2f}")


if __name__ == "__main__":
    main()
