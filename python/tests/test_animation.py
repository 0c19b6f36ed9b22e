"""Opening, inspecting, rendering and saving animations."""
import subprocess

import numpy as np
import pytest
from PIL import Image

import tabshift


def test_every_container_draws_the_same_pixels(home_path, containers):
    expected = tabshift.Animation.open(home_path).render_array(12.5)
    assert expected[..., 3].any()
    for path in containers.values():
        assert np.array_equal(tabshift.Animation.open(path).render_array(12.5), expected), path
    from_bytes = tabshift.Animation.from_bytes(home_path.read_bytes(), name="home.json")
    assert np.array_equal(from_bytes.render_array(12.5), expected)
    assert np.array_equal(tabshift.Animation.from_bytes(containers["tgs"].read_bytes()).render_array(12.5), expected)


def test_what_the_file_says(home_path):
    animation = tabshift.Animation.open(home_path)
    assert (animation.width, animation.height, animation.frame_rate) == (96, 96, 60)
    assert animation.frames == range(0, 48)
    assert animation.duration == pytest.approx(0.8)
    assert animation.markers == [tabshift.Marker("select", 0, 24), tabshift.Marker("deselect", 24, 24)]
    assert animation.marker("deselect").end == 48
    assert animation.slots == {} and animation.themes == []
    with pytest.raises(KeyError):
        animation.marker("nothing")


def test_render_equals_the_command_line(animations, cli, tmp_path):
    for path in sorted(animations.glob("*.json")):
        if path.name == "tabbar.json":
            continue
        animation = tabshift.Animation.open(path)
        frame = animation.markers[0].start + 5.5 if animation.markers else 5.5
        reference = tmp_path / f"{path.stem}.png"
        subprocess.run([cli, "render", str(path), "--frame", str(frame), "--size", "64x64", "--output", str(reference)],
                       check=True, capture_output=True)
        image = animation.render(frame, size=64)
        assert image.mode == "RGBA" and image.size == (64, 64)
        assert np.array_equal(np.asarray(image), np.asarray(Image.open(reference))), path.name
        assert np.array_equal(animation.render_array(frame, size=(64, 64)), np.asarray(Image.open(reference))), path.name


def test_arrays_are_drawn_in_place_in_either_layout(home_path):
    animation = tabshift.Animation.open(home_path)
    out = np.zeros((40, 30, 4), np.uint8)
    result = animation.render_array(12, out=out)
    assert result is out and out[..., 3].any()
    straight = animation.render_array(12, size=(30, 40))
    assert np.array_equal(straight, out)
    bgra = animation.render_array(12, size=(30, 40), premultiplied=True)
    alpha = straight[..., 3].astype(np.uint32)
    premultiplied = (straight[..., :3].astype(np.uint32) * alpha[..., None] + 0x80)
    premultiplied = (premultiplied + (premultiplied >> 8)) >> 8
    assert np.array_equal(bgra[..., 2::-1], premultiplied.astype(np.uint8))
    assert np.array_equal(bgra[..., 3], straight[..., 3])
    with pytest.raises(ValueError):
        animation.render_array(12, out=np.zeros((40, 30, 3), np.uint8))
    # Rows of a larger array: the stride is honoured and the rest left alone.
    wide = np.full((40, 50, 4), 7, np.uint8)
    animation.render_array(12, out=wide[:, :30])
    assert np.array_equal(wide[:, :30], straight) and (wide[:, 30:] == 7).all()


def test_renderers_and_iteration(home_path):
    animation = tabshift.Animation.open(home_path)
    with animation.renderer(48, background="#FFFFFF") as renderer:
        image = renderer.render(30)
        assert image.size == (48, 48) and image.getpixel((0, 0)) == (255, 255, 255, 255)
        assert np.array_equal(renderer.render_array(30), np.asarray(image))
    frames = list(animation.iter_frames(24, as_array=True))
    assert len(frames) == 48 and all(frame.shape == (24, 24, 4) for frame in frames)
    assert np.array_equal(frames[12], animation.render_array(12, size=24))
    assert len(list(animation.iter_frames(24, frames=[0, 0.5, 1]))) == 3


@pytest.mark.parametrize("name,magic", [("frame.png", b"\x89PNG"), ("frame.svg", b"<"), ("frame.pdf", b"%PDF")])
def test_save_a_frame(home_path, tmp_path, name, magic):
    tabshift.Animation.open(home_path).save(tmp_path / name, 12, size=64, background="#FFFFFF")
    assert (tmp_path / name).read_bytes().startswith(magic)


def test_save_animated_images(home_path, tmp_path):
    animation = tabshift.Animation.open(home_path)
    animation.save(tmp_path / "all.webp", size=48)
    animation.save(tmp_path / "select.gif", size=48, marker="select", matte="#000000")
    animation.save(tmp_path / "range.png", size=48, format="apng", frames=(0, 9), loop=2)
    animation.save(tmp_path / "slow.webp", size=48, fps=15, quality=80)
    with Image.open(tmp_path / "all.webp") as image:
        assert image.n_frames == 48
    with Image.open(tmp_path / "select.gif") as image:
        assert image.n_frames == 21  # frames 0 to 24 at 60 fps, played at GIF's 50: 0.4 s
    animation.save(tmp_path / "select.webp", size=48, marker="select")
    with Image.open(tmp_path / "select.webp") as image:
        assert image.n_frames == 25
    with Image.open(tmp_path / "range.png") as image:
        assert image.n_frames == 10
    with Image.open(tmp_path / "slow.webp") as image:
        assert image.n_frames == 12
    with pytest.raises(tabshift.NotFoundError, match="nothing"):
        animation.save(tmp_path / "nothing.webp", marker="nothing")
    assert not (tmp_path / "nothing.webp").exists()
    with pytest.raises(ValueError):
        animation.save(tmp_path / "x.webp", format="bmp")


def test_save_videos(home_path, tmp_path):
    """MP4 and WebM by extension or format, with a quality or a bit rate; frame counts read back by ffprobe when
    it is installed (the Swift tests decode every frame)."""
    import shutil
    import subprocess

    animation = tabshift.Animation.open(home_path)
    animation.save(tmp_path / "all.mp4", size=48, matte="#202020")
    animation.save(tmp_path / "select.webm", size=48, marker="select", quality=80)
    animation.save(tmp_path / "small.video", size=48, format="mp4", bit_rate=100_000)
    assert (tmp_path / "all.mp4").read_bytes()[4:8] == b"ftyp"
    assert (tmp_path / "small.video").read_bytes()[4:8] == b"ftyp"
    assert (tmp_path / "select.webm").read_bytes()[:4] == b"\x1a\x45\xdf\xa3"
    with pytest.raises(tabshift.InvalidArgumentError, match="bit_rate"):
        animation.save(tmp_path / "x.mp4", size=48, bit_rate=5)
    assert not (tmp_path / "x.mp4").exists()
    if shutil.which("ffprobe"):
        def frames(path):
            result = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames",
                                     "-of", "csv=p=0", str(path)], capture_output=True, text=True, check=True)
            return int(result.stdout.strip())
        assert frames(tmp_path / "all.mp4") == 48
        assert frames(tmp_path / "select.webm") == 25


def test_slots_themes_and_keypaths(slotted, home_path):
    animation = tabshift.Animation.open(slotted)
    assert animation.slots == {"fill": "color"}
    assert tuple(animation.render_array(0)[16, 16]) == (255, 0, 0, 255)
    animation.set_slot("fill", "#0000FF")
    assert tuple(animation.render_array(0)[16, 16]) == (0, 0, 255, 255)
    animation.set_slots({"fill": {"p": {"a": 0, "k": [0, 1, 0, 1]}}})
    assert tuple(animation.render_array(0)[16, 16]) == (0, 255, 0, 255)
    with pytest.raises(tabshift.NotFoundError, match="fill"):
        animation.set_slot("colour", "#FFFFFF")
    with pytest.raises(tabshift.NotFoundError):
        animation.set_theme("dark")
    home = tabshift.Animation.open(home_path)
    before = home.render_array(12)
    home.set_property("**.Color", "#FF2D55")
    after = home.render_array(12)
    assert not np.array_equal(before, after)
    assert tuple(after[after[..., 3] == 255][0]) == (255, 45, 85, 255)
    with pytest.raises(tabshift.InvalidArgumentError):
        home.set_property("**.Color", "not a colour")


def test_expressions_can_be_switched_off(tmp_path):
    # Opacity 100 in the file, 0 by its expression.
    layer = {"ty": 1, "ip": 0, "op": 10, "st": 0, "sw": 8, "sh": 8, "sc": "#ff0000",
             "ks": {"o": {"a": 0, "k": 100, "x": "0"}}}
    document = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 8, "h": 8, "layers": [layer]}
    path = tmp_path / "expression.json"
    path.write_text(__import__("json").dumps(document))
    assert tabshift.Animation.open(path).render_array(0)[4, 4, 3] == 0
    assert tabshift.Animation.open(path, expressions=False).render_array(0)[4, 4, 3] == 255
