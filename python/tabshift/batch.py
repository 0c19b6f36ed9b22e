"""Many files on every core: `tabshift.batch`, the library's batch runner with Python worker processes."""
from __future__ import annotations

import ctypes
import json
import os
import sys
from typing import Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Union

from ._library import check, library, text

PathLike = Union[str, os.PathLike]


class BatchSummary(NamedTuple):
    """Where a batch ended: jobs run now and failed among them; jobs the results file held and failed among them."""

    ran: int
    failed: int
    skipped: int
    skipped_failed: int
    seconds: float

    @property
    def standing_failed(self) -> int:
        """Jobs of the list that stand failed."""
        return self.failed + self.skipped_failed


class _Summary(ctypes.Structure):
    _fields_ = [("ran", ctypes.c_size_t), ("failed", ctypes.c_size_t), ("skipped", ctypes.c_size_t),
                ("skipped_failed", ctypes.c_size_t), ("seconds", ctypes.c_double)]


library.tabshift_batch_run.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p,
                                       ctypes.c_uint32, ctypes.c_double, ctypes.POINTER(ctypes.c_char_p), ctypes.c_size_t, ctypes.POINTER(_Summary)]
library.tabshift_batch_run.restype = ctypes.c_int
library.tabshift_batch_serve.argtypes = [ctypes.c_int]
library.tabshift_batch_serve.restype = None


def worker_command() -> List[str]:
    """The command that starts a worker process for this process."""
    return [sys.executable, "-m", "tabshift._worker", str(os.getpid())]


def job_options(output: Optional[PathLike] = None, frames: Any = None, count: Optional[int] = None, marker: Optional[str] = None,
                sizes: Optional[Sequence[Union[str, Sequence[int]]]] = None, formats: Optional[Sequence[str]] = None,
                slots: Optional[Dict[str, Any]] = None, theme: Optional[str] = None, expressions: bool = True,
                background: Optional[str] = None, fps: Optional[float] = None) -> Dict[str, Any]:
    """A job object (without "input") from keyword options, as a job list line writes them."""
    options: Dict[str, Any] = {"expressions": expressions}
    if output is not None:
        options["output"] = os.fspath(output)
    if count is not None:
        options["frames"] = {"count": count}
    elif marker is not None:
        options["frames"] = {"marker": marker}
    elif frames is not None:
        options["frames"] = frames
    if sizes is not None:
        options["sizes"] = [size if isinstance(size, str) else f"{size[0]}x{size[1]}" for size in sizes]
    if formats is not None:
        options["formats"] = list(formats)
    if slots:
        options["slots"] = slots
    if theme is not None:
        options["theme"] = theme
    if background is not None:
        options["background"] = background
    if fps is not None:
        options["fps"] = fps
    return options


def batch(inputs: Optional[Iterable[PathLike]] = None, *, jobs: Optional[PathLike] = None, results: Optional[PathLike] = None,
          workers: int = 0, job_timeout: float = 0, **options: Any) -> BatchSummary:
    """Runs a batch as `tabshift batch` does: a job list (`jobs`, JSON Lines) or Lottie files and folders
    (`inputs`), each job in a worker process (`workers`, default one per core), outputs written whole, one result
    line per job appended to `results` (default: results.jsonl in `output`), jobs it already holds skipped.
    `options` (output, frames, count, marker, sizes, formats, slots, theme, expressions, background, fps) give what
    the jobs leave out. Returns the summary; `read_results(results)` gives the lines. The GIL is released while it
    runs."""
    if (jobs is None) == (inputs is None):
        raise ValueError("give inputs (files and folders) or jobs (a job list), not both")
    defaults = job_options(**options)
    if results is None:
        if "output" not in defaults:
            raise ValueError("give results, or output for results.jsonl there")
        os.makedirs(defaults["output"], exist_ok=True)
        results = os.path.join(defaults["output"], "results.jsonl")
    paths = [text(path) for path in (inputs or [])]
    command = [text(word) for word in worker_command()]
    input_array = (ctypes.c_char_p * max(1, len(paths)))(*paths)
    command_array = (ctypes.c_char_p * len(command))(*command)
    summary = _Summary()
    check(library.tabshift_batch_run(text(jobs), input_array, len(paths), text(json.dumps(defaults)), text(results),
                                     workers, job_timeout, command_array, len(command), ctypes.byref(summary)))
    return BatchSummary(summary.ran, summary.failed, summary.skipped, summary.skipped_failed, summary.seconds)


def read_results(path: PathLike) -> Iterator[Dict[str, Any]]:
    """The result lines of a results file, as dicts."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.strip():
                yield json.loads(line)
