#!/usr/bin/env python3
"""Measures how `tabshift export` plays in other players: for each case, the shift is drawn by TabShift
(`tabshift transition -o FOLDER/`) and exported (`tabshift export`), and every frame of the export is drawn by
ThorVG, rlottie and (with --lottie-web) lottie-web 5.13.0, each compared with TabShift's frame at the same time by
refrender's diff_pct (the share of pixels where an alpha-weighted channel differs by more than 16/255).

    Tools/check-export.py --tabshift .build/release/tabshift --out /tmp/export-check \\
        [--lottie-web ../shared/tools/lottieweb/render.py] [--scale 2]

Needs thorvg-python and rlottie-python (Tools/install-system-dependencies.sh --with-players), numpy and pillow;
lottie-web's render.py needs playwright and Chromium (its README).
"""
import argparse
import json
import os
import subprocess
import sys

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
BAR = os.path.join(HERE, "..", "Animations", "tabbar.json")

CASES = [
    ("tap", ["--from", "home", "--to", "favourites"]),
    ("interrupted", ["--from", "home", "--to", "profile", "--then", "search", "--at", "0.15"]),
    ("drag released", ["--from", "home", "--to", "inbox", "--release-at", "0.4", "--velocity", "2"]),
    ("reduced motion", ["--from", "search", "--to", "profile", "--reduced-motion"]),
    ("badges", ["--from", "home", "--to", "inbox", "--badge", "inbox=none", "--at", "0.1", "--badge", "profile=12", "--at", "0.2"]),
    ("dark theme", ["--from", "profile", "--to", "home", "--theme", "dark"]),
]


def difference(a, b):
    a = a.astype(np.float64)
    b = b.astype(np.float64)
    weight = np.maximum(a[:, :, 3], b[:, :, 3]) / 255.0
    d = np.abs(a - b)
    d[:, :, :3] *= weight[:, :, None]
    return float((d > 16).any(axis=2).mean() * 100)


def load(path):
    return np.asarray(Image.open(path).convert("RGBA"))


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("check-export: %s failed: %s" % (" ".join(command), result.stderr.strip()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tabshift", default=".build/release/tabshift")
    parser.add_argument("--bar", default=BAR)
    parser.add_argument("--out", required=True)
    parser.add_argument("--lottie-web", help="lottie-web's render.py (../shared/tools/lottieweb/render.py)")
    parser.add_argument("--scale", type=float, default=2, help="draw at this multiple of the bar's size (default 2)")
    arguments = parser.parse_args()
    with open(arguments.bar) as handle:
        manifest = json.load(handle)
    width = int(round(manifest["size"][0] * arguments.scale))
    height = int(round((manifest["size"][1] + manifest.get("safeArea", {}).get("bottom", 0)) * arguments.scale))
    size = "%dx%d" % (width, height)
    engines = ["thorvg", "rlottie"] + (["lottieweb"] if arguments.lottie_web else [])
    cases = CASES + [("every shift (--all)", None)]
    print("%-22s %7s  %s" % ("case", "frames", "  ".join("%-22s" % engine for engine in engines)))
    for name, options in cases:
        folder = os.path.join(arguments.out, name.split(" ")[0])
        os.makedirs(folder, exist_ok=True)
        exported = os.path.join(folder, "shift.json")
        references = []
        if options is None:
            run([arguments.tabshift, "export", arguments.bar, "--all", "-o", exported])
            with open(exported) as handle:
                markers = json.load(handle)["markers"]
            for marker in markers:
                start, end = marker["cm"].split("→")
                frames = os.path.join(folder, "tabshift", marker["cm"].replace("→", "-"))
                run([arguments.tabshift, "transition", arguments.bar, "--from", start, "--to", end, "--size", size, "-o", frames + "/"])
                references += [os.path.join(frames, file) for file in sorted(os.listdir(frames))]
        else:
            frames = os.path.join(folder, "tabshift")
            run([arguments.tabshift, "transition", arguments.bar, *options, "--size", size, "-o", frames + "/"])
            run([arguments.tabshift, "export", arguments.bar, *options, "-o", exported])
            references = [os.path.join(frames, file) for file in sorted(os.listdir(frames))]
        count = len(references)
        results = []
        for engine in engines:
            out = os.path.join(folder, engine)
            os.makedirs(out, exist_ok=True)
            if engine == "lottieweb":
                jobs = os.path.join(folder, "jobs.tsv")
                with open(jobs, "w") as handle:
                    for frame in range(count):
                        handle.write("%s\t%d\t%s\t%s\n" % (os.path.abspath(exported), frame, size, os.path.join(out, "lottieweb-%d.png" % frame)))
                run([sys.executable, arguments.lottie_web, jobs, "--renderer", "svg", "--supersample", "4", "--quiet"])
            else:
                run([sys.executable, os.path.join(HERE, "reference-players.py"), exported, "--engine", engine, "--size", size,
                     "--frames", "0..%d" % (count - 1), "--out", out])
            scores = [difference(load(references[frame]), load(os.path.join(out, "%s-%d.png" % (engine, frame)))) for frame in range(count)]
            worst = max(range(count), key=lambda frame: scores[frame])
            results.append("max %5.2f (f%d) ≥3: %d" % (scores[worst], worst, sum(1 for score in scores if score >= 3)))
        print("%-22s %7d  %s" % (name, count, "  ".join("%-22s" % result for result in results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
