"""Fixtures: the repository's animations, and containers and slotted files made from them."""
import gzip
import json
import os
import pathlib
import shutil
import zipfile

import pytest

ANIMATIONS = pathlib.Path(__file__).resolve().parent.parent.parent / "Animations"


@pytest.fixture(scope="session")
def animations() -> pathlib.Path:
    return ANIMATIONS


@pytest.fixture(scope="session")
def home_path() -> pathlib.Path:
    return ANIMATIONS / "home.json"


@pytest.fixture(scope="session")
def containers(tmp_path_factory, home_path):
    """home.json as a .tgs and as a .lottie."""
    folder = tmp_path_factory.mktemp("containers")
    sticker = folder / "home.tgs"
    sticker.write_bytes(gzip.compress(home_path.read_bytes()))
    dot_lottie = folder / "home.lottie"
    with zipfile.ZipFile(dot_lottie, "w") as archive:
        archive.writestr("manifest.json", json.dumps({"version": "1", "animations": [{"id": "home"}]}))
        archive.write(home_path, "animations/home.json")
    return {"tgs": sticker, "lottie": dot_lottie}


@pytest.fixture(scope="session")
def slotted(tmp_path_factory) -> pathlib.Path:
    """A 32x32 red square whose fill colour is the slot "fill"."""
    fill = {"ty": "fl", "c": {"sid": "fill", "a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}
    square = {"ty": "rc", "p": {"a": 0, "k": [16, 16]}, "s": {"a": 0, "k": [24, 24]}, "r": {"a": 0, "k": 0}}
    layer = {"ty": 4, "ip": 0, "op": 10, "st": 0, "ks": {}, "shapes": [square, fill]}
    document = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 32, "h": 32, "layers": [layer],
                "slots": {"fill": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}}
    path = tmp_path_factory.mktemp("slots") / "slots.json"
    path.write_text(json.dumps(document))
    return path


@pytest.fixture(scope="session")
def cli():
    """The tabshift command, to compare pixels with (TABSHIFT_CLI, else on PATH). .ci/run installs it; without it
    the comparisons fail unless TABSHIFT_ALLOW_NO_CLI is set."""
    command = os.environ.get("TABSHIFT_CLI") or shutil.which("tabshift")
    if command is None:
        if os.environ.get("TABSHIFT_ALLOW_NO_CLI"):
            pytest.skip("no tabshift command to compare with")
        pytest.fail("no tabshift command on PATH (set TABSHIFT_CLI, or TABSHIFT_ALLOW_NO_CLI to skip the comparisons)")
    return command
