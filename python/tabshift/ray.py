"""Lottie files on a Ray cluster: `tabshift.ray.render(dataset, output=..., ...)` renders a Ray Dataset of files
(a `path` column, or `bytes` with a `name`, as data sets store them in Parquet) with the batch options, and returns
a Dataset of results: the result fields of `tabshift batch` (status, error, outputs with their sizes and CRC-32,
decode and render times), and the stills' bytes when asked.

Each Ray actor keeps one TabShift worker process (the one `tabshift batch` uses, so the outputs are byte for byte
the same) and its open renderers; a file that crashes it fails that row and the actor starts another. Actors are
restarted and their batches retried when a Ray worker dies (Ray Data's unlimited `max_restarts` and
`max_task_retries` for an actor pool); outputs are written whole under names made from the job, so a retried batch
rewrites the same files with the same bytes and the result Dataset holds each row once. docs/scale.md says how to
run it on a cluster.

Needs `pip install "ray[data]"`.
"""
from __future__ import annotations

import json
import os
import pathlib
import select
import subprocess
import sys
import tempfile
from typing import Any, Dict, List, Optional

from .batch import job_options


class RayRenderer:
    """The callable class `map_batches` runs in each actor: a TabShift worker process behind it."""

    def __init__(self, defaults: Dict[str, Any], job_timeout: float = 300.0, include_stills: bool = False) -> None:
        self._defaults = defaults
        self._timeout = job_timeout
        self._include_stills = include_stills
        self._process: Optional[subprocess.Popen] = None
        self._pending = b""

    def _start(self) -> subprocess.Popen:
        if self._process is None or self._process.poll() is not None:
            self._process = subprocess.Popen([sys.executable, "-m", "tabshift._worker", str(os.getpid())],
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            self._pending = b""
        return self._process

    def _read_line(self, process: subprocess.Popen) -> Optional[bytes]:
        """The worker's next line, or None when it ended or overran the timeout (then it is stopped)."""
        stream = process.stdout
        while b"\n" not in self._pending:
            ready, _, _ = select.select([stream], [], [], self._timeout)
            if not ready:
                process.kill()
                process.wait()
                return None
            chunk = os.read(stream.fileno(), 65536)
            if not chunk:
                process.wait()
                return None
            self._pending += chunk
        line, self._pending = self._pending.split(b"\n", 1)
        return line

    def _run(self, number: int, job: Dict[str, Any]) -> Dict[str, Any]:
        process = self._start()
        try:
            process.stdin.write((json.dumps({"number": number, "job": job}) + "\n").encode())
            process.stdin.flush()
            line = self._read_line(process)
        except BrokenPipeError:
            line = None
        if line is None:
            code = process.poll()
            how = f"ended by signal {-code}" if code is not None and code < 0 else f"stopped after {self._timeout:g} s" if code is not None else "lost"
            self._process = None
            return {"job": number, "key": "", "input": job["input"], "status": "failed", "outputs": [],
                    "error": f"{job['input']}: the worker process was {how} while drawing this job", "decode_ms": 0.0, "render_ms": 0.0}
        return json.loads(line)

    def __call__(self, batch: Dict[str, Any]) -> Dict[str, List[Any]]:
        columns: Dict[str, List[Any]] = {name: [] for name in ("job", "input", "status", "error", "outputs", "decode_ms", "render_ms")}
        if self._include_stills:
            columns["stills"] = []
        count = len(next(iter(batch.values())))
        # Files given as bytes are written for this batch only: Ray ends actors without running their finalizers,
        # so a folder kept for the actor's life would outlive it.
        with tempfile.TemporaryDirectory(prefix="tabshift-ray-") as scratch:
            for row in range(count):
                self._render_row(batch, row, scratch, columns)
        return columns

    def _render_row(self, batch: Dict[str, Any], row: int, scratch: str, columns: Dict[str, List[Any]]) -> None:
        number = int(batch["job"][row]) if "job" in batch else 0
        if "spec" in batch:
            # A whole job list line: its own options over the defaults.
            job = {**self._defaults, **json.loads(str(batch["spec"][row]))}
            name = path = job["input"]
        elif "path" in batch:
            name = str(batch["path"][row])
            path = name
        else:
            # Bytes in the Dataset: the file goes to this batch's scratch folder under its own name.
            name = str(batch["name"][row]) if "name" in batch else f"row-{number}.json"
            path = os.path.join(scratch, os.path.basename(name))
            with open(path, "wb") as file:
                file.write(bytes(batch["bytes"][row]))
        if "spec" not in batch:
            job = {**self._defaults, "input": path}
        result = self._run(number, job)
        columns["job"].append(number)
        columns["input"].append(name)
        columns["status"].append(result["status"])
        columns["error"].append(result.get("error") or "")
        columns["outputs"].append(json.dumps(result["outputs"]))
        columns["decode_ms"].append(float(result["decode_ms"]))
        columns["render_ms"].append(float(result["render_ms"]))
        if self._include_stills:
            stills = [output["path"] for output in result["outputs"] if output["path"].endswith((".png", ".svg", ".pdf"))]
            columns["stills"].append([pathlib.Path(still).read_bytes() for still in stills])


def render(dataset, *, output: Optional[str] = None, concurrency: int = 1, batch_size: int = 32, job_timeout: float = 300.0,
           include_stills: bool = False, **options: Any):
    """A Dataset of results for a Dataset of Lottie files (`path`, or `bytes` and `name`, or `spec`: a job list
    line; an optional `job` number), rendered with the batch options (frames, count, marker, sizes, formats, slots, theme, expressions,
    background, fps) into `output` (a folder every node can write: a shared file system) by `concurrency` actors
    of one CPU each, `batch_size` files a task (enough that Ray's cost per task is small beside the drawing).
    `include_stills` adds the stills' bytes as a `stills` column. Outputs are the files
    `tabshift batch` writes for the same jobs."""
    import ray.data
    defaults = job_options(output=output, **options)
    # No max_restarts or max_task_retries: Ray Data already restarts an actor pool's actors and retries their tasks
    # without limit, which a killed worker needs, and warns that passing them is deprecated.
    return dataset.map_batches(
        RayRenderer,
        fn_constructor_kwargs={"defaults": defaults, "job_timeout": job_timeout, "include_stills": include_stills},
        compute=ray.data.ActorPoolStrategy(size=concurrency),
        batch_size=batch_size,
        batch_format="numpy",
        num_cpus=1,
    )
