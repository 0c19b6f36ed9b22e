"""One animation drawn from several threads: the same pixels, and the GIL given up while a frame is drawn."""
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

import tabshift


def test_two_threads_draw_what_one_does(home_path):
    animation = tabshift.Animation.open(home_path)
    frames = [frame + 0.5 for frame in range(0, 47, 2)]
    alone = [animation.render_array(frame, size=64) for frame in frames]
    with ThreadPoolExecutor(2) as pool:
        together = list(pool.map(lambda frame: animation.render_array(frame, size=64), frames))
    assert all(np.array_equal(a, b) for a, b in zip(alone, together))

    def with_renderer(offset):
        with animation.renderer(64) as renderer:
            return [renderer.render_array(frame).copy() for frame in frames[offset::2]]

    with ThreadPoolExecutor(2) as pool:
        halves = list(pool.map(with_renderer, [0, 1]))
    assert all(np.array_equal(a, b) for a, b in zip(alone[0::2], halves[0]))
    assert all(np.array_equal(a, b) for a, b in zip(alone[1::2], halves[1]))


def test_the_gil_is_released_while_a_frame_is_drawn(home_path):
    animation = tabshift.Animation.open(home_path)
    window = {}

    def draw():
        window["start"] = time.monotonic()
        for _ in range(3):
            animation.render_array(12, size=2048)
        window["end"] = time.monotonic()

    thread = threading.Thread(target=draw)
    stamps = []
    thread.start()
    while thread.is_alive():
        stamps.append(time.monotonic())
    thread.join()
    start, end = window["start"], window["end"]
    # Python ran on this thread in the second half of the drawing: impossible if the call held the GIL.
    assert any(start + (end - start) / 2 < stamp < end for stamp in stamps), (end - start, len(stamps))
