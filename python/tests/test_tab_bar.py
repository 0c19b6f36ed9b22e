"""Tab bars: shifts, their pictures, animated images and Lottie export."""
import numpy as np
import pytest
from PIL import Image

import tabshift


@pytest.fixture
def bar(animations):
    return tabshift.TabBar.open(animations / "tabbar.json")


def test_the_bar(bar):
    assert bar.tabs == ["home", "search", "favourites", "inbox", "profile"]
    assert bar.size == (390, 84)
    bar.set_theme("dark")
    with pytest.raises(tabshift.InvalidArgumentError):
        bar.set_theme("sepia")


def test_a_shift_drawn_saved_and_exported(bar, tmp_path):
    shift = bar.shift("home", "profile")
    assert 0.2 < shift.duration < 2 and shift.frame_count > 10
    start, middle = shift.render_array(0), shift.render_array(shift.duration / 2)
    assert start.shape == (84, 390, 4) and not np.array_equal(start, middle)
    assert shift.render(0.1, scale=2).size == (780, 168)
    shift.save(tmp_path / "shift.webp")
    with Image.open(tmp_path / "shift.webp") as image:
        assert image.n_frames == shift.frame_count
    shift.export_lottie(tmp_path / "shift.json")
    exported = tabshift.Animation.open(tmp_path / "shift.json")
    assert exported.render_array(exported.frames[-1])[..., 3].any()


def test_interruptions_releases_and_badges_change_the_shift(bar):
    plain = bar.shift("home", "profile").duration
    assert bar.shift("home", "profile", then=("search", 0.1)).duration != plain
    assert bar.shift("home", "profile", release=(0.3, 0.0)).duration != plain
    badged = bar.shift("home", "profile", badges=[("inbox", "7", 0.05)])
    assert not np.array_equal(badged.render_array(0.3), bar.shift("home", "profile").render_array(0.3))
    calm = bar.shift("home", "profile", reduced_motion=True)
    assert calm.duration > 0


def test_shift_errors(bar, tmp_path):
    with pytest.raises(tabshift.NotFoundError, match="nothing"):
        bar.shift("home", "nothing")
    with pytest.raises(tabshift.InvalidArgumentError):
        bar.shift("home", "profile", then=("search", -1))
    with pytest.raises(tabshift.FileError):
        tabshift.TabBar.open(tmp_path / "missing.json")
