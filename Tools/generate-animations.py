#!/usr/bin/env python3
"""Writes TabShift's own tab-icon animations into Animations/.

Each icon is a 96x96 outline drawing in black (a tab bar tints it through the keypath `**.Color`). Its timeline
is a run of segments, each named by a marker: `select` goes from the resting unselected look to the resting
selected look, `deselect` back; some icons add direction variants (`select.forward`, `select.backward`,
`deselect.forward`, `deselect.backward`) that lean the motion toward the direction of travel.

    Tools/generate-animations.py            # rewrites Animations/*.json and Animations/favourites.lottie
"""
import json
import os
import sys

FRAME_RATE = 60
SIZE = 96
EASE_OUT = ({"x": [0.33], "y": [0]}, {"x": [0.67], "y": [1]})


def static(value):
    return {"a": 0, "k": value}


def animated(keys):
    """keys: [(frame, value)] with smooth easing between each pair; values are numbers or lists."""
    frames = []
    for frame, value in keys:
        start = value if isinstance(value, list) else [value]
        # Segments meet on a shared pose: one key there, not two at the same time (rlottie draws nothing between
        # a key and a second one at the same frame).
        if frames and frames[-1]["t"] == frame:
            assert frames[-1]["s"] == start, "segments must meet on the same value at frame %s" % frame
            continue
        key = {"t": frame, "s": start}
        key["o"], key["i"] = EASE_OUT
        frames.append(key)
    del frames[-1]["o"], frames[-1]["i"]
    return {"a": 1, "k": frames}


def prop(keys):
    """A property from keyframes, folded to a static value when it never changes."""
    values = [value for _, value in keys]
    if all(value == values[0] for value in values):
        return static(values[0])
    return animated(keys)


def path(name, vertices, ins=None, outs=None, closed=True):
    zero = [[0, 0] for _ in vertices]
    return {"ty": "sh", "nm": name, "ks": static({"v": vertices, "i": ins or zero, "o": outs or zero, "c": closed})}


def ellipse(name, center, diameter):
    return {"ty": "el", "nm": name, "p": static(center), "s": static([diameter, diameter])}


def rectangle(name, center, size, roundness):
    return {"ty": "rc", "nm": name, "p": static(center), "s": static(size), "r": static(roundness)}


def stroke(width=6, join=2):
    return {"ty": "st", "nm": "Stroke", "c": static([0, 0, 0, 1]), "o": static(100), "w": static(width), "lc": 2, "lj": join, "ml": 4}


def fill(opacity_keys):
    return {"ty": "fl", "nm": "Fill", "c": static([0, 0, 0, 1]), "o": prop(opacity_keys), "r": 1}


def group(name, items, anchor=(48, 48), position_keys=None, scale_keys=None, rotation_keys=None):
    transform = {
        "ty": "tr",
        "a": static(list(anchor)),
        "p": prop(position_keys or [(0, list(anchor))]),
        "s": prop(scale_keys or [(0, [100, 100])]),
        "r": prop(rotation_keys or [(0, 0)]),
        "o": static(100),
    }
    return {"ty": "gr", "nm": name, "it": items + [transform]}


class Timeline:
    """Segments laid end to end; each motion is keyframes relative to its segment's start."""

    def __init__(self):
        self.markers = []
        self.keys = {}
        self.frame = 0

    def segment(self, name, duration, **motions):
        for prop_name, keys in motions.items():
            self.keys.setdefault(prop_name, []).extend((self.frame + t, value) for t, value in keys)
        self.markers.append({"tm": self.frame, "cm": name, "dr": duration})
        self.frame += duration

    def __getitem__(self, prop_name):
        return self.keys[prop_name]


def pop(rest=100, low=84, high=110):
    """Squash, overshoot, settle: the select bounce."""
    return [(0, [rest, rest]), (6, [low, low]), (14, [high, high]), (24, [rest, rest])]


def settle(rest=100, low=90, high=103):
    return [(0, [rest, rest]), (6, [low, low]), (16, [high, high]), (24, [rest, rest])]


def fade_in():
    return [(0, 0), (10, 100), (24, 100)]


def fade_out():
    return [(0, 100), (12, 0), (24, 0)]


def still(value):
    return [(0, value), (24, value)]


def basic_timeline(extra_directions=False, lean=None):
    """select/deselect, and with extra_directions the four direction variants leaning by `lean(sign)`."""
    timeline = Timeline()
    timeline.segment("select", 24, scale=pop(), fill=fade_in(), lean=still(0))
    timeline.segment("deselect", 24, scale=settle(), fill=fade_out(), lean=still(0))
    if extra_directions:
        # Selecting and deselecting alternate, so every boundary between segments joins two matching poses.
        for direction, sign in (("forward", 1), ("backward", -1)):
            timeline.segment("select." + direction, 24, scale=pop(), fill=fade_in(), lean=lean(sign, True))
            timeline.segment("deselect." + direction, 24, scale=settle(), fill=fade_out(), lean=lean(sign, False))
    return timeline


def animation(name, timeline, groups):
    layer = {
        "ddd": 0, "ind": 1, "ty": 4, "nm": name, "sr": 1, "ks": {
            "o": static(100), "r": static(0), "p": static([48, 48]), "a": static([48, 48]), "s": static([100, 100])},
        "ao": 0, "shapes": groups, "ip": 0, "op": timeline.frame, "st": 0, "bm": 0,
    }
    return {"v": "5.7.4", "fr": FRAME_RATE, "ip": 0, "op": timeline.frame, "w": SIZE, "h": SIZE, "nm": name,
            "ddd": 0, "assets": [], "layers": [layer], "markers": timeline.markers}


def home():
    timeline = basic_timeline()
    house = path("House", [[20, 46], [48, 20], [76, 46], [76, 78], [20, 78]])
    door = rectangle("Door", [48, 66], [16, 24], 4)
    return animation("home", timeline, [
        group("Door", [door, fill(timeline["fill"])], anchor=(48, 78), position_keys=[(0, [48, 78])], scale_keys=timeline["scale"]),
        group("House", [house, stroke()], anchor=(48, 78), position_keys=[(0, [48, 78])], scale_keys=timeline["scale"]),
    ])


def search():
    def lean(sign, selecting):
        # The lens swings toward the direction of travel and settles.
        swing = 24 * sign if selecting else -16 * sign
        return [(0, 0), (8, swing), (16, -swing / 3), (24, 0)]
    timeline = basic_timeline(extra_directions=True, lean=lean)
    handle = path("Handle", [[57, 57], [78, 78]], closed=False)
    # Miter joins: a circle and a straight handle have no corners, so they draw the same as round ones, and rlottie
    # drops a rotated stroke with round joins at some angles.
    lens = [ellipse("Lens", [42, 42], 40)]
    return animation("search", timeline, [group("Magnifier", [
        group("Glass", lens + [fill([(f, v * 0.35) for f, v in timeline["fill"]])]),
        *lens, handle, stroke(join=1),
    ], anchor=(42, 42), position_keys=[(0, [42, 42])], scale_keys=timeline["scale"], rotation_keys=timeline["lean"])])


def favourites():
    timeline = basic_timeline()
    heart = path("Heart",
                 [[48, 80], [14, 40], [48, 28], [82, 40]],
                 ins=[[14, -12], [0, 18], [-6, -16], [0, -22]],
                 outs=[[-14, -12], [0, -22], [6, -16], [0, 18]])
    return animation("favourites", timeline, [
        group("Heart", [heart, fill(timeline["fill"]), stroke()], anchor=(48, 54), position_keys=[(0, [48, 54])],
              scale_keys=[(f, [v[0] * 1.0 if v[0] <= 100 else 100 + (v[0] - 100) * 2, v[1] if v[1] <= 100 else 100 + (v[1] - 100) * 2]) for f, v in timeline["scale"]]),
    ])


def inbox():
    timeline = basic_timeline()
    tray = rectangle("Tray", [48, 60], [64, 40], 8)
    slot = path("Slot", [[16, 58], [32, 58], [38, 68], [58, 68], [64, 58], [80, 58]], closed=False)
    arrow = path("Arrow", [[48, 14], [48, 44]], closed=False)
    head = path("Head", [[38, 34], [48, 44], [58, 34]], closed=False)
    drop = []
    for start in range(0, timeline.frame, 24):
        is_select = (start // 24) % 2 == 0
        drop += [(start, [48, 48]), (start + 8, [48, 56 if is_select else 42]), (start + 24, [48, 48])]
    return animation("inbox", timeline, [
        group("Arrow", [arrow, head, stroke()], anchor=(48, 48), position_keys=drop),
        group("Tray", [tray, fill([(f, v * 0.3) for f, v in timeline["fill"]]), slot, stroke()], anchor=(48, 80),
              position_keys=[(0, [48, 80])], scale_keys=timeline["scale"]),
    ])


def profile():
    def lean(sign, selecting):
        # The head turns toward the direction of travel: a small sideways nod.
        shift = 8 * sign if selecting else -6 * sign
        return [(0, 0), (8, shift), (16, -shift / 3), (24, 0)]
    timeline = basic_timeline(extra_directions=True, lean=lean)
    head = ellipse("Head", [48, 34], 28)
    shoulders = path("Shoulders", [[20, 80], [76, 80]], ins=[[0, 0], [0, -30]], outs=[[0, -30], [0, 0]], closed=True)
    return animation("profile", timeline, [
        group("Head", [head, fill(timeline["fill"]), stroke()], anchor=(48, 48),
              position_keys=[(f, [48 + v, 48]) for f, v in timeline["lean"]]),
        group("Body", [shoulders, fill(timeline["fill"]), stroke()], anchor=(48, 80), position_keys=[(0, [48, 80])],
              scale_keys=timeline["scale"]),
    ])


def tab_bar():
    """The bar the README and the snapshot tests shift: the five icons on a white iPhone-width bar."""
    return {
        "nm": "tabbar",
        "size": [390, 84],
        "insets": {"top": 8, "leading": 8, "bottom": 20, "trailing": 8},
        "layoutDirection": "ltr",
        "iconSize": 30,
        "background": "#FFFFFF",
        "style": "ios",
        "titles": "always",
        "tabs": [dict({"id": name, "title": name.capitalize(), "animation": name + ".json"}, **({"badge": 3} if name == "inbox" else {}))
                 for name in ("home", "search", "favourites", "inbox", "profile")],
        "theme": {"selectedTint": "#0A84FF", "unselectedTint": "#8E8E93", "tintKeypath": "**.Color"},
        "themes": {"dark": {"background": "#161616", "selectedTint": "#0A84FF", "unselectedTint": "#98989D", "indicator": "#0A84FF38",
                            "badge": "#FF453A"}},
        "indicator": {"style": "pill", "color": "#0A84FF24"},
        "timing": {
            "duration": 0.55,
            "curve": {"type": "spring", "dampingRatio": 0.78, "response": 0.5},
            "tracks": {"tint": {"start": 0, "duration": 0.5, "curve": "easeInOut"}},
            "iconShift": 5,
            "indicatorLead": 0.2,
            "ripple": True,
            "interruption": "reverse",
        },
        "selected": "home",
    }


def ty_first(value):
    """Every object with `ty` starts with it, the rest sorted: rlottie and lottie-android decide what a shape or
    layer is from the keys read before `ty`, so a file that puts it later draws nothing there."""
    if isinstance(value, dict):
        keys = sorted(value)
        if "ty" in value:
            keys.remove("ty")
            keys.insert(0, "ty")
        return {key: ty_first(value[key]) for key in keys}
    if isinstance(value, list):
        return [ty_first(item) for item in value]
    return value


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Animations")
    os.makedirs(folder, exist_ok=True)
    for maker in (home, search, favourites, inbox, profile, tab_bar):
        document = maker()
        target = os.path.join(folder, document["nm"] + ".json")
        temporary = target + ".partial"
        with open(temporary, "w") as handle:
            json.dump(ty_first(document), handle, indent=1)
            handle.write("\n")
        os.replace(temporary, target)
        print("wrote", os.path.relpath(target))
    write_interactive_favourite(folder)
    return 0


def write_interactive_favourite(folder):
    """favourites.lottie: favourites.json in a dotLottie file with a state machine, `toggle`: a click anywhere on
    the icon toggles `selected`, which plays `select` (on) or `deselect` (off); at first the icon rests unselected."""
    import zipfile

    def rest_or_play(name, segment, autoplay, target, selected):
        return {"type": "PlaybackState", "name": name, "animation": "", "segment": segment, "autoplay": autoplay,
                "transitions": [{"type": "Transition", "toState": target, "guards": [
                    {"type": "Boolean", "inputName": "selected", "conditionType": "Equal", "compareTo": selected}]}]}

    machine = {
        "initial": "idle",
        "states": [rest_or_play("idle", "select", False, "on", True), rest_or_play("on", "select", True, "off", False),
                   rest_or_play("off", "deselect", True, "on", True)],
        "inputs": [{"type": "Boolean", "name": "selected", "value": False}],
        "interactions": [{"type": "Click", "actions": [{"type": "Toggle", "inputName": "selected"}]}],
    }
    manifest = {"version": "2", "generator": "TabShift", "animations": [{"id": "favourites"}],
                "stateMachines": [{"id": "toggle", "name": "Tap to favourite"}]}
    target = os.path.join(folder, "favourites.lottie")
    temporary = target + ".partial"
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", json.dumps(manifest, indent=1))
        archive.write(os.path.join(folder, "favourites.json"), "a/favourites.json")
        archive.writestr("s/toggle.json", json.dumps(machine, indent=1))
    os.replace(temporary, target)
    print("wrote", os.path.relpath(target))


if __name__ == "__main__":
    sys.exit(main())
