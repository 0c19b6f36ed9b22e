#!/usr/bin/env python3
"""tabshift batch's memory does not grow with the job list: the coordinator's and each worker's peak resident
memory over 20,000 jobs stay within 4 MiB of those over 2,000. Run by .ci/run with a release tabshift.

    Tools/check-batch-memory.py TABSHIFT
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

TINY = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 8, "h": 8,
        "layers": [{"ty": 1, "ip": 0, "op": 10, "st": 0, "sw": 8, "sh": 8, "sc": "#ff0000", "ks": {}}]}


def peak_kib(pid):
    try:
        for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def run(tabshift, folder, count):
    jobs = folder / f"jobs-{count}.jsonl"
    with jobs.open("w") as file:
        for index in range(count):
            file.write(json.dumps({"input": "tiny.json", "output": f"out{index % 10}", "frames": [index % 10]}) + "\n")
    batch = subprocess.Popen([tabshift, "batch", "--jobs", jobs.name, "--results", f"results-{count}.jsonl", "--workers", "2", "--quiet"],
                             cwd=folder, stdout=subprocess.PIPE, text=True)
    coordinator, workers = 0, {}
    while batch.poll() is None:
        coordinator = max(coordinator, peak_kib(batch.pid) or 0)
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    words = pathlib.Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
                except OSError:
                    continue
                if b"batch-worker" in words and str(batch.pid).encode() in words:
                    workers[entry] = max(workers.get(entry, 0), peak_kib(entry) or 0)
        time.sleep(0.05)
    summary = batch.stdout.read().strip()
    assert batch.returncode == 0, summary
    assert summary.startswith(f"{count} jobs: {count} ok"), summary
    return coordinator, max(workers.values(), default=0), summary


def main():
    tabshift = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        (folder / "tiny.json").write_text(json.dumps(TINY))
        small = run(tabshift, folder, 2000)
        large = run(tabshift, folder, 20000)
    print(f"2,000 jobs: coordinator peak {small[0]} KiB, largest worker peak {small[1]} KiB ({small[2]})")
    print(f"20,000 jobs: coordinator peak {large[0]} KiB, largest worker peak {large[1]} KiB ({large[2]})")
    assert large[0] <= small[0] + 4096, "the coordinator's memory grew with the job list"
    assert large[1] <= small[1] + 4096, "a worker's memory grew with the job list"
    print("batch memory: flat")


if __name__ == "__main__":
    main()
