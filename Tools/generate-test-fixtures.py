#!/usr/bin/env python3
"""Writes the test animations into Tests/SnapshotTests/Fixtures/: one small file per feature family (masks, mattes,
blend modes, effects, images, precomposition time; trims, repeaters, path modifiers, merge paths, paints,
polystars, text), each a grid of cells animated over 30 frames so that a film strip shows every mode moving.

    Tools/generate-test-fixtures.py

Standard library only, except the embedded JPEG, made with Pillow when it is installed (pip install pillow);
without it the JPEG cell keeps its previous bytes.
"""
import base64
import io
import json
import os
import struct
import sys
import zlib

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "SnapshotTests", "Fixtures")
CELL = 100
FRAMES = 30


def static(value):
    return {"a": 0, "k": value}


def moving(start, end):
    return {"a": 1, "k": [{"t": 0, "s": start, "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.6], "y": [1]}}, {"t": FRAMES - 1, "s": end}]}


def transform(position=(0, 0), anchor=(0, 0), scale=(100, 100), rotation=0, opacity=100):
    return {"a": static(list(anchor)), "p": position if isinstance(position, dict) else static(list(position)),
            "s": static(list(scale)), "r": rotation if isinstance(rotation, dict) else static(rotation), "o": static(opacity)}


def rect_path(x, y, w, h):
    return {"v": [[x, y], [x + w, y], [x + w, y + h], [x, y + h]], "i": [[0, 0]] * 4, "o": [[0, 0]] * 4, "c": True}


def circle_path(cx, cy, r):
    k = r * 0.5519
    return {"v": [[cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy]],
            "i": [[-k, 0], [0, -k], [k, 0], [0, k]], "o": [[k, 0], [0, k], [-k, 0], [0, -k]], "c": True}


def shape_layer(name, shapes, position, index, extra=None):
    layer = {"ty": 4, "nm": name, "ind": index, "ip": 0, "op": FRAMES, "st": 0, "ks": transform(position), "shapes": shapes}
    layer.update(extra or {})
    return layer


def rect(x, y, w, h, color, opacity=100):
    return {"ty": "gr", "nm": "Rect", "it": [
        {"ty": "rc", "p": static([x + w / 2, y + h / 2]), "s": static([w, h]), "r": static(0)},
        {"ty": "fl", "c": static(color), "o": static(opacity), "r": 1},
        {"ty": "tr", **transform()}]}


def circle(cx, cy, r, color, position=None):
    return {"ty": "gr", "nm": "Circle", "it": [
        {"ty": "el", "p": static([cx, cy]), "s": static([2 * r, 2 * r])},
        {"ty": "fl", "c": static(color), "o": static(100), "r": 1},
        {"ty": "tr", **transform(position or (0, 0))}]}


def gradient_rect(w, h):
    return {"ty": "gr", "nm": "Gradient", "it": [
        {"ty": "rc", "p": static([w / 2, h / 2]), "s": static([w, h]), "r": static(0)},
        {"ty": "gf", "t": 1, "s": static([0, 0]), "e": static([w, h]), "o": static(100), "r": 1,
         "g": {"p": 3, "k": static([0, 0.1, 0.5, 1, 0.5, 1, 0.3, 0.4, 1, 1, 0.9, 0.2])}},
        {"ty": "tr", **transform()}]}


def document(name, columns, rows, layers, assets=None):
    return {"v": "5.7.4", "nm": name, "fr": 30, "ip": 0, "op": FRAMES, "w": columns * CELL, "h": rows * CELL,
            "assets": assets or [], "layers": layers}


def cell(index, columns):
    return ((index % columns) * CELL, (index // columns) * CELL)


def masks():
    modes = ["a", "s", "i", "l", "d", "f"]
    layers = []
    for index, mode in enumerate(modes):
        fixed = {"mode": "a", "pt": static(circle_path(40, 50, 30)), "o": static(100), "x": static(0)}
        sliding = {"mode": mode, "pt": moving([rect_path(40, 25, 45, 50)], [rect_path(10, 25, 45, 50)]), "o": static(100), "x": static(0)}
        layers.append(shape_layer("mask " + mode, [rect(0, 0, CELL, CELL, [0.1, 0.5, 0.9, 1])], cell(index, 3), index + 1,
                                  {"masksProperties": [fixed, sliding]}))
    extras = [
        ("inverted", [{"mode": "a", "inv": True, "pt": static(circle_path(50, 50, 30)), "o": moving([100], [40])}]),
        ("expansion", [{"mode": "a", "pt": static(rect_path(30, 30, 40, 40)), "x": moving([-10], [15])}]),
        ("feather", [{"mode": "a", "pt": static(circle_path(50, 50, 30)), "f": moving([0, 0], [20, 20])}]),
    ]
    for offset, (name, mask) in enumerate(extras):
        layers.append(shape_layer("mask " + name, [rect(0, 0, CELL, CELL, [0.9, 0.4, 0.1, 1])], cell(6 + offset, 3), 7 + offset,
                                  {"masksProperties": mask}))
    return document("masks", 3, 3, layers)


def mattes():
    layers = []
    for index, mode in enumerate([1, 2, 3, 4]):
        x, y = cell(index, 2)
        # Luma mattes see a white-to-black ramp; alpha mattes a growing circle.
        if mode in (3, 4):
            matte_shapes = [{"ty": "gr", "it": [
                {"ty": "rc", "p": static([50, 50]), "s": static([100, 100]), "r": static(0)},
                {"ty": "gf", "t": 1, "s": moving([0, 0], [60, 0]), "e": moving([60, 0], [100, 0]), "o": static(100), "r": 1,
                 "g": {"p": 2, "k": static([0, 1, 1, 1, 1, 0, 0, 0])}},
                {"ty": "tr", **transform()}]}]
        else:
            matte_shapes = [{"ty": "gr", "it": [
                {"ty": "el", "p": static([50, 50]), "s": moving([20, 20], [90, 90])},
                {"ty": "fl", "c": static([1, 1, 1, 1]), "o": static(100), "r": 1},
                {"ty": "tr", **transform()}]}]
        layers.append(shape_layer("matte %d" % mode, matte_shapes, (x, y), 2 * index + 1, {"td": 1}))
        layers.append(shape_layer("content %d" % mode, [gradient_rect(CELL, CELL)], (x, y), 2 * index + 2, {"tt": mode}))
    return document("mattes", 2, 2, layers)


def blend_modes():
    modes = [1, 2, 3, 4, 5, 10, 11, 16]
    layers = []
    for index, mode in enumerate(modes):
        x, y = cell(index, 4)
        layers.append(shape_layer("top %d" % mode, [circle(0, 50, 28, [0.95, 0.3, 0.2, 1], position=moving([25, 0], [75, 0]))], (x, y), 2 * index + 1, {"bm": mode}))
        layers.append(shape_layer("stripes %d" % mode, [rect(0, 0, 50, 100, [0.2, 0.4, 0.9, 1]), rect(50, 0, 50, 100, [0.9, 0.85, 0.3, 1])], (x, y), 2 * index + 2))
    return document("blend-modes", 4, 2, layers)


def effects():
    subject = [circle(50, 50, 26, [0.9, 0.35, 0.2, 1]), rect(30, 20, 40, 15, [0.2, 0.5, 0.9, 1])]
    def parameter(value):
        return {"v": value}
    cells = [
        ("drop shadow", [{"ty": 25, "nm": "Drop Shadow", "ef": [parameter(static([0, 0, 0, 1])), parameter(static(160)), parameter(static(135)), parameter(moving([0], [14])), parameter(static(8))]}]),
        ("gaussian blur", [{"ty": 29, "nm": "Gaussian Blur", "ef": [parameter(moving([0], [16])), parameter(static(1))]}]),
        ("tint", [{"ty": 20, "nm": "Tint", "ef": [parameter(static([0.1, 0.1, 0.4, 1])), parameter(static([1, 0.95, 0.7, 1])), parameter(moving([0], [100]))]}]),
        ("fill", [{"ty": 21, "nm": "Fill", "ef": [parameter(static(0)), parameter(static(0)), parameter(static([0.1, 0.7, 0.4, 1])), parameter(static(0)), parameter(static(0)), parameter(static(0)), parameter(moving([0], [1]))]}]),
        ("tritone", [{"ty": 23, "nm": "Tritone", "ef": [parameter(static([1, 0.9, 0.6, 1])), parameter(static([0.6, 0.2, 0.6, 1])), parameter(static([0.05, 0.05, 0.2, 1])), parameter(moving([100], [0]))]}]),
        ("blur horizontal", [{"ty": 29, "nm": "Gaussian Blur", "ef": [parameter(moving([0], [16])), parameter(static(2))]}]),
    ]
    layers = [shape_layer(name, subject, cell(index, 3), index + 1, {"ef": effect}) for index, (name, effect) in enumerate(cells)]
    return document("effects", 3, 2, layers)


def png_bytes(size=16):
    """A checkerboard of two colours, written by hand with zlib."""
    rows = b""
    for y in range(size):
        row = b"\x00"
        for x in range(size):
            on = (x // 4 + y // 4) % 2 == 0
            row += bytes([240, 120, 30, 255]) if on else bytes([40, 90, 200, 255])
        rows += row
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def jpeg_bytes(previous):
    try:
        from PIL import Image, ImageDraw
    except ImportError:
        return previous
    image = Image.new("RGB", (32, 32), (250, 250, 240))
    draw = ImageDraw.Draw(image)
    draw.ellipse((4, 4, 28, 28), fill=(30, 140, 90))
    draw.rectangle((12, 12, 20, 20), fill=(240, 200, 40))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=92)
    return out.getvalue()


def images(previous_jpeg):
    png = "data:image/png;base64," + base64.b64encode(png_bytes()).decode()
    jpeg = "data:image/jpeg;base64," + base64.b64encode(jpeg_bytes(previous_jpeg)).decode()
    assets = [{"id": "checker", "w": 60, "h": 60, "e": 1, "u": "", "p": png}, {"id": "badge", "w": 60, "h": 60, "e": 1, "u": "", "p": jpeg}]
    layers = []
    for index, asset in enumerate(["checker", "badge"]):
        x, y = cell(index, 2)
        layers.append({"ty": 2, "nm": asset, "refId": asset, "ind": index + 1, "ip": 0, "op": FRAMES, "st": 0,
                       "ks": transform(position=(x + 50, y + 50), anchor=(30, 30), rotation=moving([0], [90]))})
    return document("images", 2, 1, layers, assets)


def precomposition_time():
    ball = shape_layer("ball", [circle(0, 0, 9, [0.9, 0.3, 0.3, 1], position=moving([10, 12], [390, 12]))], (0, 0), 1)
    ball["op"] = 60
    asset = {"id": "track", "layers": [ball]}
    placements = [
        ("plain", {}),
        ("start 10", {"st": 10}),
        ("stretch 2", {"sr": 2}),
        ("remapped backwards", {"tm": moving([0.95], [0])}),
    ]
    layers = []
    for index, (name, extra) in enumerate(placements):
        layer = {"ty": 0, "nm": name, "refId": "track", "ind": index + 1, "ip": 0, "op": FRAMES, "st": 0, "w": 400, "h": 25,
                 "ks": transform(position=(0, index * 25))}
        layer.update(extra)
        layers.append(layer)
    return document("precomposition-time", 4, 1, layers, [asset])


def group(items, position=(0, 0), rotation=0):
    return {"ty": "gr", "it": items + [{"ty": "tr", **transform(position=position, rotation=rotation)}]}


def stroke(color, width=4, cap=2, join=2, dashes=None, miter=None):
    item = {"ty": "st", "c": static(color), "o": static(100), "w": static(width), "lc": cap, "lj": join, "ml": 4}
    if dashes:
        item["d"] = dashes
    if miter is not None:
        item["ml2"] = miter
    return item


def fill(color, rule=1, opacity=100):
    return {"ty": "fl", "c": static(color), "o": static(opacity), "r": rule}


def ellipse(cx, cy, w, h, direction=1):
    return {"ty": "el", "p": static([cx, cy]), "s": static([w, h]), "d": direction}


def rectangle(cx, cy, w, h, roundness=0, direction=1):
    return {"ty": "rc", "p": static([cx, cy]), "s": static([w, h]), "r": static(roundness), "d": direction}


def trims():
    blue = [0.15, 0.45, 0.9, 1]
    cells = [
        ("simultaneous", [ellipse(35, 50, 40, 40), ellipse(70, 50, 30, 30), {"ty": "tm", "s": static(0), "e": moving([0], [100]), "o": static(0), "m": 1}, stroke(blue)]),
        ("individual", [ellipse(35, 50, 40, 40), ellipse(70, 50, 30, 30), {"ty": "tm", "s": static(0), "e": moving([0], [100]), "o": static(0), "m": 2}, stroke(blue)]),
        ("offset past 360", [rectangle(50, 50, 60, 60), {"ty": "tm", "s": static(0), "e": static(30), "o": moving([0], [540]), "m": 1}, stroke(blue)]),
        ("start after end", [ellipse(50, 50, 60, 60), {"ty": "tm", "s": moving([90], [10]), "e": static(20), "o": static(0), "m": 1}, stroke(blue)]),
        ("reversed path", [ellipse(50, 50, 60, 60, direction=3), {"ty": "tm", "s": static(0), "e": moving([5], [95]), "o": static(0), "m": 1}, stroke(blue)]),
        ("nested groups", [group([ellipse(30, 50, 30, 30)]), group([rectangle(70, 50, 30, 30)]), {"ty": "tm", "s": moving([0], [50]), "e": moving([50], [100]), "o": static(0), "m": 2}, stroke(blue)]),
    ]
    return document("trims", 3, 2, [shape_layer(name, items, cell(i, 3), i + 1) for i, (name, items) in enumerate(cells)])


def repeaters():
    orange = [0.95, 0.5, 0.15, 1]
    def repeater(copies, step, rotation=0, scale=100, composite=1, offset=0, start=100, end=100):
        return {"ty": "rp", "c": copies if isinstance(copies, dict) else static(copies), "o": offset if isinstance(offset, dict) else static(offset), "m": composite,
                "tr": {"a": static([50, 50]), "p": static(list(step)), "s": static([scale, scale]), "r": rotation if isinstance(rotation, dict) else static(rotation), "so": static(start), "eo": static(end)}}
    dot = [ellipse(20, 50, 16, 16), fill(orange), stroke([0.2, 0.2, 0.3, 1], width=2)]
    cells = [
        ("copies", dot + [repeater(moving([1], [5]), (15, 0))]),
        ("rotation and fade", [rectangle(50, 22, 8, 20, 3), fill(orange), repeater(12, (0, 0), rotation=30, start=100, end=10)]),
        ("above", [ellipse(30, 50, 30, 30), fill(orange), stroke([0.1, 0.1, 0.1, 1], width=2), repeater(4, (10, 0), composite=1)]),
        ("below", [ellipse(30, 50, 30, 30), fill(orange), stroke([0.1, 0.1, 0.1, 1], width=2), repeater(4, (10, 0), composite=2)]),
        ("offset and scale", [rectangle(50, 50, 50, 50), stroke([0.2, 0.5, 0.9, 1], width=2), repeater(5, (0, 0), scale=80, offset=moving([0], [1]))]),
        ("nested", [group([ellipse(20, 20, 10, 10), fill(orange), repeater(4, (20, 0))]), repeater(4, (0, 20))]),
    ]
    return document("repeaters", 3, 2, [shape_layer(name, items, cell(i, 3), i + 1) for i, (name, items) in enumerate(cells)])


def path_modifiers():
    green = [0.2, 0.65, 0.45, 1]
    star = {"ty": "sr", "sy": 1, "p": static([50, 50]), "pt": static(5), "r": static(0), "or": static(35), "os": static(0), "ir": static(16), "is": static(0)}
    cells = [
        ("round corners", [rectangle(50, 50, 60, 60), {"ty": "rd", "r": moving([0], [30])}, fill(green)]),
        ("offset miter", [star, {"ty": "op", "a": moving([-6], [8]), "lj": 1, "ml": static(4)}, fill(green)]),
        ("offset round", [star, {"ty": "op", "a": moving([-6], [8]), "lj": 2, "ml": static(4)}, stroke(green, width=3)]),
        ("zig zag corner", [ellipse(50, 50, 60, 60), {"ty": "zz", "r": moving([1], [8]), "s": static(5), "pt": static(1)}, stroke(green, width=2)]),
        ("zig zag smooth", [rectangle(50, 50, 60, 60), {"ty": "zz", "r": moving([1], [5]), "s": static(6), "pt": static(2)}, stroke(green, width=2)]),
        ("pucker and bloat", [star, {"ty": "pb", "a": moving([-60], [60])}, fill(green)]),
        ("twist", [star, {"ty": "tw", "a": moving([0], [120]), "c": static([50, 50])}, fill(green)]),
        ("modifiers in order", [rectangle(50, 50, 56, 56), {"ty": "zz", "r": static(3), "s": static(4), "pt": static(1)}, {"ty": "rd", "r": moving([0], [6])}, stroke(green, width=2)]),
    ]
    return document("path-modifiers", 4, 2, [shape_layer(name, items, cell(i, 4), i + 1) for i, (name, items) in enumerate(cells)])


def merges():
    purple = [0.5, 0.3, 0.85, 1]
    cells = []
    for index, mode in enumerate([1, 2, 3, 4, 5]):
        items = [ellipse(40, 50, 50, 50), {"ty": "el", "p": moving([75, 50], [55, 50]), "s": static([40, 40])}, {"ty": "mm", "mm": mode}, fill(purple), stroke([0.1, 0.1, 0.2, 1], width=2)]
        cells.append(("merge %d" % mode, items))
    return document("merge-paths", 3, 2, [shape_layer(name, items, cell(i, 3), i + 1) for i, (name, items) in enumerate(cells)])


def paints():
    def gradient(kind, stops, start, end, highlight=None, angle=None, count=3):
        item = {"ty": "gf", "t": kind, "s": start if isinstance(start, dict) else static(start), "e": static(end), "o": static(100), "r": 1, "g": {"p": count, "k": static(stops)}}
        if highlight is not None:
            item["h"] = highlight
            item["a"] = angle or static(0)
        return item
    colors = [0, 0.95, 0.3, 0.2, 0.5, 0.95, 0.8, 0.2, 1, 0.2, 0.4, 0.9]
    with_opacity = colors + [0, 1, 0.3, 0.2, 0.7, 1, 1, 0.4]
    dashes = [{"n": "d", "v": static(10)}, {"n": "g", "v": static(6)}, {"n": "o", "v": moving([0], [32])}]
    cells = [
        ("radial highlight", [ellipse(50, 50, 70, 70), gradient(2, colors, [50, 50], [85, 50], highlight=moving([0], [80]), angle=static(45))]),
        ("opacity stops between colour stops", [rectangle(50, 50, 80, 60), gradient(1, with_opacity, [10, 50], [90, 50])]),
        ("gradient stroke", [ellipse(50, 50, 60, 60), {"ty": "gs", "t": 1, "s": static([20, 20]), "e": static([80, 80]), "o": static(100), "w": static(8), "lc": 2, "lj": 2, "ml": 4, "g": {"p": 3, "k": static(colors)}}]),
        ("animated dash offset", [ellipse(50, 50, 60, 60), stroke([0.2, 0.2, 0.3, 1], width=4, cap=1, dashes=dashes)]),
        ("miter limit ml2", [{"ty": "sh", "ks": static({"v": [[20, 70], [50, 30], [80, 70]], "i": [[0, 0]] * 3, "o": [[0, 0]] * 3, "c": False})}, stroke([0.2, 0.2, 0.3, 1], width=8, cap=1, join=1, miter=moving([1], [10]))]),
        ("even-odd and non-zero", [ellipse(50, 50, 70, 70), ellipse(50, 50, 35, 35), fill([0.9, 0.4, 0.2, 1], rule=2), group([ellipse(50, 50, 20, 20), ellipse(50, 50, 10, 10)]), fill([0.2, 0.3, 0.8, 1], rule=1)]),
    ]
    return document("paints", 3, 2, [shape_layer(name, items, cell(i, 3), i + 1) for i, (name, items) in enumerate(cells)])


def polystars():
    teal = [0.1, 0.6, 0.6, 1]
    def polystar(kind, points, outer_roundness=0, inner_roundness=0, rotation=0, direction=1):
        item = {"ty": "sr", "sy": kind, "d": direction, "p": static([50, 50]), "pt": points if isinstance(points, dict) else static(points),
                "r": rotation if isinstance(rotation, dict) else static(rotation), "or": static(36), "os": outer_roundness if isinstance(outer_roundness, dict) else static(outer_roundness)}
        if kind == 1:
            item["ir"] = static(16)
            item["is"] = inner_roundness if isinstance(inner_roundness, dict) else static(inner_roundness)
        return item
    cells = [
        ("star", [polystar(1, moving([3], [8])), fill(teal)]),
        ("polygon", [polystar(2, moving([3], [8])), fill(teal)]),
        ("outer roundness", [polystar(1, 5, outer_roundness=moving([0], [100])), fill(teal)]),
        ("inner roundness", [polystar(1, 5, inner_roundness=moving([0], [100])), fill(teal)]),
        ("rotating, reversed, trimmed", [polystar(1, 6, rotation=moving([0], [60]), direction=3), {"ty": "tm", "s": static(0), "e": moving([10], [100]), "o": static(0), "m": 1}, stroke(teal, width=3)]),
        ("hidden items", [polystar(2, 6), dict(fill([0.9, 0.2, 0.2, 1]), hd=True), fill(teal)]),
    ]
    return document("polystars", 3, 2, [shape_layer(name, items, cell(i, 3), i + 1) for i, (name, items) in enumerate(cells)])


def text():
    """System-font text (no glyphs in the file for it) and glyph-outline text (glyphs made of boxes here)."""
    def box_glyph(character, boxes, advance):
        shapes = [{"ty": "sh", "ks": static(rect_path(x, -y - h, w, h))} for x, y, w, h in boxes]
        return {"ch": character, "fFamily": "Box Sans", "style": "Regular", "size": 100, "w": advance, "data": {"shapes": [{"ty": "gr", "it": shapes + [{"ty": "tr", **transform()}]}]}}
    glyphs = [
        box_glyph("T", [(0, 60, 50, 10), (20, 0, 10, 60)], 56),
        box_glyph("I", [(0, 0, 10, 70)], 18),
        box_glyph("L", [(0, 0, 10, 70), (10, 0, 35, 10)], 50),
        box_glyph("H", [(0, 0, 10, 70), (35, 0, 10, 70), (10, 30, 25, 10)], 52),
        box_glyph(" ", [], 30),
    ]
    fonts = {"list": [{"fName": "BoxSans-Regular", "fFamily": "Box Sans", "fStyle": "Regular"}, {"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]}
    def text_layer(index, position, words, font, size, justification, tracking, fill_color, stroke_color=None, stroke_width=0):
        document = {"t": words, "s": size, "f": font, "fc": fill_color, "j": justification, "tr": tracking, "lh": size * 1.2}
        if stroke_color:
            document.update({"sc": stroke_color, "sw": stroke_width, "of": True})
        keyframes = [{"t": 0, "s": document}, {"t": 15, "s": dict(document, t=words.upper() if words != words.upper() else words + "!")}]
        return {"ty": 5, "nm": "text %d" % index, "ind": index, "ip": 0, "op": FRAMES, "st": 0, "ks": transform(position=position),
                "t": {"d": {"k": keyframes}, "p": {}, "m": {"g": 1, "a": static([0, 0])}, "a": []}}
    guide = shape_layer("guide", [rect(199, 0, 2, 300, [0.2, 0.8, 0.8, 1])], (0, 0), 10)
    layers = [
        text_layer(1, (200, 50), "Left", "DejaVuSans", 28, 0, 0, [0.1, 0.1, 0.1]),
        text_layer(2, (200, 100), "Center", "DejaVuSans", 28, 2, 0, [0.1, 0.1, 0.1]),
        text_layer(3, (200, 150), "Right", "DejaVuSans", 28, 1, 0, [0.1, 0.1, 0.1]),
        text_layer(4, (20, 215), "TILT HILL", "BoxSans-Regular", 30, 0, 0, [0.9, 0.4, 0.1]),
        text_layer(5, (20, 270), "Outlined", "DejaVuSans", 34, 0, 50, [1, 0.9, 0.3], [0.2, 0.2, 0.5], 2),
        guide,
    ]
    layers[4]["t"]["d"]["k"][1]["s"]["tr"] = 200
    return dict(document("text", 4, 3, layers), fonts=fonts, chars=glyphs)


def text_shaping():
    """Text set by a text engine: Arabic joined right to left, Devanagari from a fallback font, a right-to-left
    paragraph with a left-to-right run, a face found by its PostScript name, and a font that is not installed."""
    fonts = {"list": [
        {"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"},
        {"fName": "DejaVuSans-Bold", "fFamily": "Not Installed Sans", "fStyle": "Bold"},
        {"fName": "NoSuchFont-Regular", "fFamily": "No Such Font", "fStyle": "Regular"},
    ]}
    def text_layer(index, position, words, font, size, justification):
        document = {"t": words, "s": size, "f": font, "fc": [0.1, 0.1, 0.1], "j": justification, "tr": 0, "lh": size * 1.2}
        return {"ty": 5, "nm": "text %d" % index, "ind": index, "ip": 0, "op": FRAMES, "st": 0, "ks": transform(position=position),
                "t": {"d": {"k": [{"t": 0, "s": document}]}, "p": {}, "m": {"g": 1, "a": static([0, 0])}, "a": []}}
    guide = shape_layer("guide", [rect(379, 0, 2, 300, [0.2, 0.8, 0.8, 1])], (0, 0), 10)
    layers = [
        text_layer(1, (380, 50), "\u0633\u0644\u0627\u0645 \u0639\u0644\u064a\u0643\u0645", "DejaVuSans", 36, 1),
        text_layer(2, (20, 105), "\u0928\u092e\u0938\u094d\u0924\u0947 \u0926\u0941\u0928\u093f\u092f\u093e", "DejaVuSans", 34, 0),
        text_layer(3, (380, 160), "\u0633\u0644\u0627\u0645 abc 123", "DejaVuSans", 30, 1),
        text_layer(4, (20, 215), "Bold by name", "DejaVuSans-Bold", 30, 0),
        text_layer(5, (20, 270), "Not installed", "NoSuchFont-Regular", 30, 0),
        guide,
    ]
    return dict(document("text-shaping", 4, 3, layers), fonts=fonts)


def main():
    os.makedirs(FOLDER, exist_ok=True)
    previous_jpeg = b""
    try:
        with open(os.path.join(FOLDER, "images.json")) as handle:
            old = json.load(handle)
        previous_jpeg = base64.b64decode(old["assets"][1]["p"].split(",", 1)[1])
    except (OSError, KeyError, IndexError, ValueError):
        pass
    for document_ in (masks(), mattes(), blend_modes(), effects(), images(previous_jpeg), precomposition_time(),
                      trims(), repeaters(), path_modifiers(), merges(), paints(), polystars(), text(), text_shaping()):
        target = os.path.join(FOLDER, document_["nm"] + ".json")
        with open(target + ".partial", "w") as handle:
            json.dump(document_, handle, indent=1, sort_keys=True)
            handle.write("\n")
        os.replace(target + ".partial", target)
        print("wrote", os.path.relpath(target))
    return 0


if __name__ == "__main__":
    sys.exit(main())
