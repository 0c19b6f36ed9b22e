"""Broken and hostile input: an exception carrying the library's message, never a crash."""
import json

import pytest

import tabshift


def test_a_missing_file(tmp_path):
    with pytest.raises(tabshift.FileError, match="missing.json") as raised:
        tabshift.Animation.open(tmp_path / "missing.json")
    assert isinstance(raised.value, OSError) and raised.value.status == 3


@pytest.mark.parametrize("data", [b"", b"{", b"[]", b'{"v": "5.7.0"}', b"\x1f\x8b\x08\x00broken", b"PK\x03\x04broken", b"\xff" * 100])
def test_broken_bytes(data):
    with pytest.raises(tabshift.InvalidInputError):
        tabshift.Animation.from_bytes(data, name="broken")


def test_hostile_input(tmp_path):
    depth = 1_000_000
    with pytest.raises(tabshift.InvalidInputError):
        tabshift.Animation.from_bytes(b"[" * depth + b"]" * depth, name="deep")
    endless = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 16, "h": 16,
               "layers": [{"ty": 1, "ip": 0, "op": 10, "st": 0, "sw": 16, "sh": 16, "sc": "#ff0000",
                           "ks": {"o": {"a": 0, "k": 100, "x": "while (true) {}"}}}]}
    animation = tabshift.Animation.from_bytes(json.dumps(endless).encode(), name="endless")
    assert animation.render_array(3).shape == (16, 16, 4)  # the expression's budget ends it
    huge = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100000, "h": 100000, "layers": []}
    with pytest.raises(tabshift.InvalidArgumentError):
        tabshift.Animation.from_bytes(json.dumps(huge).encode()).render(0)


def test_bad_arguments(home_path, tmp_path):
    animation = tabshift.Animation.open(home_path)
    with pytest.raises(tabshift.InvalidArgumentError, match="frame"):
        animation.render(500)
    with pytest.raises(tabshift.InvalidArgumentError):
        animation.render(float("nan"))
    with pytest.raises(tabshift.InvalidArgumentError):
        animation.render(0, size=0)
    with pytest.raises(tabshift.InvalidArgumentError):
        animation.save(tmp_path / "frame.bmp", 0)
    with pytest.raises(tabshift.FileError):
        animation.save(tmp_path / "no" / "such" / "folder.png", 0)
    animation.close()
    with pytest.raises(ValueError, match="closed"):
        animation.render(0)
    animation.close()  # twice is fine
