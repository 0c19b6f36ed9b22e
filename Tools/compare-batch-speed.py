#!/usr/bin/env python3
"""The batch job of docs/scale.md with TabShift and with what people use today, on the same files and machine:
every corpus file at 8 evenly spaced whole frames, 128x128 PNG, plus an animated WebP of each at 96x96.

  tabshift   `tabshift batch` with --workers N
  thorvg     thorvg-python in a multiprocessing.Pool(N), PNG and WebP through Pillow
  rlottie    rlottie-python the same way
  lottieweb  lottie-web (canvas renderer) in headless Chromium through Playwright, one page per worker, frames
             read back with canvas.toDataURL as the Puppeteer converters do; WebP assembled with Pillow

Prints files/s, failures and peak memory (the largest process's resident peak) for the PNG part and the whole job.
A benchmark, not a test.

    Tools/compare-batch-speed.py --corpus ../shared/corpus --tabshift .build/release/tabshift \\
        --lottie-js ../shared/tools/lottieweb/vendor/lottie.js [--workers 2] [--players tabshift,thorvg,rlottie,lottieweb]

Run with a Python that has thorvg-python, rlottie-python, Pillow, NumPy and Playwright (with Debian's chromium).
"""
import argparse
import io
import json
import math
import multiprocessing
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import time


def frames_of(document, count=8):
    first, last = document.get("ip", 0), math.ceil(document.get("op", 1)) - 1
    if last <= first:
        return [int(first)]
    return sorted({int(round(first + (last - first) * index / (count - 1))) for index in range(count)})


def all_frames(document):
    first, last = int(document.get("ip", 0)), math.ceil(document.get("op", 1)) - 1
    return list(range(first, max(first, last) + 1))


def save_png(image_bytes, width, height, path, raw):
    from PIL import Image
    Image.frombuffer("RGBA", (width, height), image_bytes, "raw", raw, 0, 1).save(path)


def save_webp(frames, width, height, path, raw, fps):
    from PIL import Image
    images = [Image.frombuffer("RGBA", (width, height), frame, "raw", raw, 0, 1) for frame in frames]
    images[0].save(path, save_all=True, append_images=images[1:], duration=int(1000 / fps), loop=0, lossless=True)


class ThorVG:
    def __init__(self, path, size, document):
        import thorvg_python as tvg
        self.engine = tvg.Engine(threads=0)
        self.canvas = tvg.SwCanvas(self.engine)
        self.canvas.set_target(size, size, size, tvg.Colorspace.ARGB8888)
        self.animation = tvg.LottieAnimation(self.engine)
        picture = self.animation.get_picture()
        if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
            raise RuntimeError("ThorVG cannot load it")
        width, height = document["w"], document["h"]
        scale = min(size / width, size / height)
        picture.set_size(width * scale, height * scale)
        picture.translate((size - width * scale) / 2, (size - height * scale) / 2)
        self.canvas.add(picture)

    def draw(self, frame):
        self.animation.set_frame(float(frame))
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        return bytes(self.canvas.buffer_arr)


class RLottie:
    def __init__(self, path, size, document):
        from rlottie_python import LottieAnimation
        self.animation = LottieAnimation.from_file(os.path.abspath(path))
        if not self.animation.animation_p:
            raise RuntimeError("rlottie cannot load it")
        self.size = size
        self.first = document.get("ip", 0)

    def draw(self, frame):
        return bytes(self.animation.lottie_animation_render(frame_num=int(frame - self.first), width=self.size, height=self.size))


def one_file(arguments):
    """One file with a Python player: 8 PNGs at 128 and a WebP at 96. Returns (name, error or None)."""
    player, path, out, with_webp = arguments
    try:
        document = json.loads(pathlib.Path(path).read_text())
        kind = ThorVG if player == "thorvg" else RLottie
        stem = pathlib.Path(path).stem
        renderer = kind(path, 128, document)
        for frame in frames_of(document):
            # Both players write premultiplied BGRA; Pillow's "BGRa" unpremultiplies it.
            save_png(renderer.draw(frame), 128, 128, f"{out}/{stem}-f{frame}.png", "BGRa")
        if with_webp:
            small = kind(path, 96, document)
            save_webp([small.draw(frame) for frame in all_frames(document)], 96, 96, f"{out}/{stem}.webp", "BGRa", document.get("fr", 30))
        return path, None
    except Exception as error:
        return path, str(error)


def python_pool(player, files, out, workers, with_webp):
    """A process pool; a worker that crashes breaks the pool (as it does the converters people use): the crash
    counts as a failure, the earliest unfinished file is dropped as its likely cause, and a new pool takes the rest."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool
    failures = 0
    remaining = list(files)
    while remaining:
        done = set()
        try:
            with ProcessPoolExecutor(workers) as pool:
                for path, error in pool.map(one_file, [(player, path, out, with_webp) for path in remaining]):
                    done.add(path)
                    failures += error is not None
        except BrokenProcessPool:
            failures += 1
            unfinished = [path for path in remaining if path not in done]
            done.add(unfinished[0])
        remaining = [path for path in remaining if path not in done]
    return failures


LOTTIE_PAGE = """<!doctype html><html><body style="margin:0"><div id="c" style="width:%dpx;height:%dpx"></div>
<script>%s</script></body></html>"""


def lottieweb_worker(arguments):
    """One Chromium page for a share of the files; a page or browser that fails is replaced and the file counted."""
    files, out, lottie_js, chromium, with_webp = arguments
    import base64
    from playwright.sync_api import sync_playwright
    from PIL import Image
    failures = 0
    script = pathlib.Path(lottie_js).read_text()
    with sync_playwright() as playwright:
        browser = page = None
        for path in files:
            try:
                if page is None:
                    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
                    page = browser.new_page()
                document = json.loads(pathlib.Path(path).read_text())
                stem = pathlib.Path(path).stem
                parts = [(128, frames_of(document), "png")] + ([(96, all_frames(document), "webp")] if with_webp else [])
                for size, frames, kind in parts:
                    page.set_content(LOTTIE_PAGE % (size, size, script))
                    page.evaluate("""(data) => { window.anim = lottie.loadAnimation({container: document.getElementById('c'),
                        renderer: 'canvas', loop: false, autoplay: false, animationData: data}); }""", document)
                    decoded = []
                    # A few frames a round trip: every frame of a long animation at once is more than a message holds.
                    for start in range(0, len(frames), 8):
                        images = page.evaluate("""(frames) => frames.map(f => { anim.goToAndStop(f - anim.firstFrame, true);
                            return document.querySelector('canvas').toDataURL('image/png'); })""", frames[start:start + 8])
                        decoded += [Image.open(io.BytesIO(base64.b64decode(image.split(",", 1)[1]))).convert("RGBA").resize((size, size)) for image in images]
                    if kind == "png":
                        for frame, image in zip(frames, decoded):
                            image.save(f"{out}/{stem}-f{frame}.png")
                    else:
                        decoded[0].save(f"{out}/{stem}.webp", save_all=True, append_images=decoded[1:],
                                        duration=int(1000 / document.get("fr", 30)), loop=0, lossless=True)
            except Exception:
                failures += 1
                try:
                    browser.close()
                except Exception:
                    pass
                browser = page = None
        if browser is not None:
            browser.close()
    return failures


def measure(name, body):
    started = time.perf_counter()
    failures = body()
    seconds = time.perf_counter() - started
    return seconds, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=pathlib.Path, required=True)
    parser.add_argument("--tabshift", required=True)
    parser.add_argument("--lottie-js")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", default="tabshift,thorvg,rlottie,lottieweb")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    files = sorted(str(path) for path in (arguments.corpus / "lottie").glob("*.json"))
    if arguments.child:
        return child(arguments, files)
    print(f"{len(files)} corpus files; PNG: 8 whole frames at 128x128; WebP: every frame at 96x96; {arguments.workers} workers")
    print("player      PNG files/s  failed   whole job files/s  failed   peak RSS")
    for player in arguments.players.split(","):
        output = subprocess.run([sys.executable, __file__, "--child", player, "--corpus", str(arguments.corpus), "--tabshift", arguments.tabshift,
                                 "--workers", str(arguments.workers), "--chromium", arguments.chromium] +
                                (["--lottie-js", arguments.lottie_js] if arguments.lottie_js else []),
                                stdout=subprocess.PIPE, text=True).stdout
        print(output.strip())


def child(arguments, files):
    player = arguments.child
    lines = []
    for with_webp in (False, True):
        with tempfile.TemporaryDirectory() as out:
            if player == "tabshift":
                def body():
                    jobs = pathlib.Path(out) / "jobs.jsonl"
                    with jobs.open("w") as file:
                        for path in files:
                            file.write(json.dumps({"input": path, "frames": {"count": 8}, "sizes": ["128x128"], "formats": ["png"]}) + "\n")
                            if with_webp:
                                file.write(json.dumps({"input": path, "sizes": ["96x96"], "formats": ["webp"]}) + "\n")
                    run = subprocess.run([arguments.tabshift, "batch", "--jobs", str(jobs), "--output", out, "--workers", str(arguments.workers), "--quiet"],
                                         stdout=subprocess.PIPE, text=True)
                    return sum(json.loads(line)["status"] != "ok" for line in open(pathlib.Path(out) / "results.jsonl")) // (2 if with_webp else 1)
            elif player == "lottieweb":
                def body():
                    shares = [files[index::arguments.workers] for index in range(arguments.workers)]
                    with multiprocessing.Pool(arguments.workers) as pool:
                        return sum(pool.map(lottieweb_worker, [(share, out, arguments.lottie_js, arguments.chromium, with_webp) for share in shares]))
            else:
                def body():
                    return python_pool(player, files, out, arguments.workers, with_webp)
            seconds, failures = measure(player, body)
            lines.append((len(files) / seconds, failures))
    peak = max(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    print(f"{player:<11} {lines[0][0]:11.1f}  {lines[0][1]:6d}   {lines[1][0]:17.1f}  {lines[1][1]:6d}   {peak / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
