#!/usr/bin/env python3
"""TabShift from Python against rlottie-python and thorvg-python: the same corpus files, frames and sizes, each
player in a process of its own, CPU time per frame. Also the cost of the Python layer: TabShift's
`Renderer.render_array` against the bare C call (`tabshift_renderer_render` through ctypes with its arguments made
once). A benchmark, not a test.

    Tools/compare-python-speed.py --corpus ../shared/corpus [--sizes 48,128] [--every 3] [--frames 8] [--reps 5]

Run it with a Python that has tabshift (the wheel or `pip install ./python`), rlottie-python, thorvg-python and
NumPy installed. Frames are whole (rlottie draws whole frames only), evenly spread from ip to the last frame.
"""
import argparse
import ctypes
import json
import math
import os
import pathlib
import statistics
import subprocess
import sys
import time


def frames_of(first, last, count):
    if count <= 1 or last <= first:
        return [int(first)]
    return sorted({int(round(first + (last - first) * index / (count - 1))) for index in range(count)})


def tabshift_player(path, size, bare):
    import numpy as np
    import tabshift
    animation = tabshift.Animation.open(path)
    renderer = animation.renderer(size)
    out = np.empty((size, size, 4), np.uint8)
    # Premultiplied BGRA, what ThorVG's ARGB8888 and rlottie's buffers hold: no player pays for a conversion.
    if not bare:
        return lambda frame: renderer.render_array(frame, premultiplied=True, out=out)
    from tabshift._library import library
    function, handle, address, stride = library.tabshift_renderer_render, renderer._handle, out.ctypes.data, out.strides[0]

    def draw(frame):
        if function(handle, frame, 0, address, stride) != 0:
            raise RuntimeError(library.tabshift_last_error().decode())
    draw.keep = (renderer, out)
    return draw


def rlottie_player(path, size):
    from rlottie_python import LottieAnimation
    animation = LottieAnimation.from_file(os.path.abspath(path))
    if not animation.animation_p:
        raise RuntimeError("rlottie cannot load it")
    first = json.loads(pathlib.Path(path).read_text()).get("ip", 0)
    # rlottie numbers frames from the file's ip.
    return lambda frame: animation.lottie_animation_render(frame_num=int(frame - first), width=size, height=size)


def thorvg_player(path, size):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(size, size, size, tvg.Colorspace.ARGB8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG cannot load it")
    document = json.loads(pathlib.Path(path).read_text())
    width, height = document["w"], document["h"]
    scale = min(size / width, size / height)
    picture.set_size(width * scale, height * scale)
    picture.translate((size - width * scale) / 2, (size - height * scale) / 2)
    canvas.add(picture)

    def draw(frame):
        animation.set_frame(float(frame))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
    draw.keep = (engine, canvas, animation)
    return draw


def child(arguments):
    """One player over every file: a JSON line per file and size with the per-frame medians in nanoseconds."""
    files = [line for line in pathlib.Path(arguments.files).read_text().splitlines() if line]
    for path in files[arguments.start:]:
        for size in (int(side) for side in arguments.sizes.split(",")):
            try:
                if arguments.player == "thorvg":
                    draw = thorvg_player(path, size)
                elif arguments.player == "rlottie":
                    draw = rlottie_player(path, size)
                else:
                    draw = tabshift_player(path, size, arguments.player == "tabshift-c")
                # The same whole frames for every player, from the file: ip to the last frame before op.
                document = json.loads(pathlib.Path(path).read_text())
                frames = frames_of(document.get("ip", 0), math.ceil(document.get("op", 1)) - 1, arguments.frames)
                draw(frames[-1])  # code and caches warmed before the first timed frame
                # Frame after frame, then again: a player never draws the frame it already shows.
                times = [[] for _ in frames]
                for _ in range(arguments.reps):
                    for index, frame in enumerate(frames):
                        started = time.process_time_ns()
                        draw(frame)
                        times[index].append(time.process_time_ns() - started)
                medians = [statistics.median(frame_times) for frame_times in times]
                print(json.dumps({"file": path, "size": size, "frames": frames, "ns": medians}), flush=True)
            except Exception as error:  # a file a player cannot open is left out of the comparison
                print(json.dumps({"file": path, "size": size, "error": str(error)}), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=pathlib.Path)
    parser.add_argument("--sizes", default="48,128")
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--frames", type=int, default=8)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--player", help=argparse.SUPPRESS)
    parser.add_argument("--files", help=argparse.SUPPRESS)
    parser.add_argument("--start", type=int, default=0, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.player:
        return child(arguments)
    if arguments.corpus is None:
        parser.error("--corpus is required")

    files = sorted(str(path) for path in (arguments.corpus / "lottie").glob("*.json"))[::arguments.every]
    list_file = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / f"compare-python-speed-{os.getpid()}.txt"
    list_file.write_text("\n".join(files))
    results = {}
    players = ["tabshift", "tabshift-c", "thorvg", "rlottie"]
    crashed = {player: [] for player in players}
    for player in players:
        start = 0
        while start < len(files):
            # A player that crashes on a file (thorvg-python can) is started again after it; the file is left out.
            process = subprocess.run([sys.executable, __file__, "--player", player, "--files", str(list_file), "--start", str(start),
                                    "--sizes", arguments.sizes, "--frames", str(arguments.frames), "--reps", str(arguments.reps)],
                                   stdout=subprocess.PIPE, text=True)
            sizes = [int(side) for side in arguments.sizes.split(",")]
            answered = {}
            for line in process.stdout.splitlines():
                record = json.loads(line)
                answered[record["file"]] = answered.get(record["file"], 0) + 1
                if "ns" in record:
                    results[(player, record["file"], record["size"])] = record
            if process.returncode == 0:
                break
            # The file it was drawing when it died: the first not answered at every size.
            failed = next(index for index in range(start, len(files)) if answered.get(files[index], 0) < len(sizes))
            crashed[player].append(pathlib.Path(files[failed]).name)
            for size in sizes:
                results.pop((player, files[failed], size), None)
            start = failed + 1
    list_file.unlink()

    print(f"{len(files)} corpus files (every {arguments.every}th), {arguments.frames} whole frames each, "
          f"median of {arguments.reps} runs, CPU time, one process per player")
    for player, names in crashed.items():
        if names:
            print(f"{player} crashed on {', '.join(names)} (left out)")
    for size in (int(side) for side in arguments.sizes.split(",")):
        common = [path for path in files if all((player, path, size) in results for player in players)]
        print(f"\n{size}x{size}: {len(common)} files every player opened")
        per_frame = {player: [ns for path in common for ns in results[(player, path, size)]["ns"]] for player in players}
        for player in players:
            print(f"  {player:<11} per-frame median {statistics.median(per_frame[player]) / 1000:8.1f} µs")
        for other in ("thorvg", "rlottie"):
            ratios = [statistics.median(results[("tabshift", path, size)]["ns"]) / statistics.median(results[(other, path, size)]["ns"]) for path in common]
            print(f"  tabshift ÷ {other:<8} median of per-file ratios {statistics.median(ratios):.2f}x")
        layer = [python / bare for path in common
                 for python, bare in zip(results[("tabshift", path, size)]["ns"], results[("tabshift-c", path, size)]["ns"])]
        extra = [python - bare for path in common
                 for python, bare in zip(results[("tabshift", path, size)]["ns"], results[("tabshift-c", path, size)]["ns"])]
        print(f"  the Python layer: render_array ÷ the bare C call, median {statistics.median(layer):.3f}x "
              f"({statistics.median(extra) / 1000:.1f} µs a frame)")


if __name__ == "__main__":
    main()
