"""TabShift: a headless Lottie player, from Python.

    import tabshift
    animation = tabshift.Animation.open("Animations/home.json")
    animation.render(12).save("home.png")                 # a Pillow image
    pixels = animation.render_array(12, size=192)         # a (192, 192, 4) uint8 NumPy array
    animation.save("home.webp", size=96)                  # every frame, as an animated WebP
    bar = tabshift.TabBar.open("Animations/tabbar.json")
    bar.shift("home", "profile").save("shift.webp")

Built on TabShift's C library (libtabshift), which this package carries; errors are `tabshift.TabShiftError`s
with the library's message.
"""
from ._library import library as _library
from .animation import Animation, Marker, Renderer
from .batch import BatchSummary, batch, read_results
from .errors import FileError, InvalidArgumentError, InvalidInputError, NotFoundError, RenderingError, TabShiftError
from .tab_bar import Shift, TabBar

__version__ = _library.tabshift_version().decode("ascii")

__all__ = [
    "Animation", "Marker", "Renderer", "TabBar", "Shift", "batch", "read_results", "BatchSummary",
    "TabShiftError", "InvalidArgumentError", "NotFoundError", "FileError", "InvalidInputError", "RenderingError",
]
