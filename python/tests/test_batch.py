"""tabshift.batch: the library's batch runner from Python, with Python worker processes."""
import json
import shutil
import subprocess

import pytest

import tabshift


def test_batch_writes_what_the_command_writes(animations, cli, tmp_path):
    summary = tabshift.batch([animations], output=tmp_path / "python", count=3, sizes=["48x48"], formats=["png", "webp"], workers=2)
    files = len([path for path in animations.iterdir() if path.suffix in (".json", ".lottie")])
    # tabbar.json is a manifest, not an animation.
    assert (summary.ran, summary.failed, summary.skipped) == (files, 1, 0) and summary.standing_failed == 1
    command = subprocess.run([cli, "batch", str(animations), "--output", str(tmp_path / "cli"), "--count", "3", "--size", "48x48",
                              "--format", "png", "--format", "webp", "--quiet"], capture_output=True, text=True)
    assert command.returncode == 1 and command.stdout.startswith(f"{files} jobs: {files - 1} ok, 1 failed")
    ours = {r["input"]: r for r in tabshift.read_results(tmp_path / "python" / "results.jsonl")}
    theirs = {r["input"]: r for r in tabshift.read_results(tmp_path / "cli" / "results.jsonl")}
    assert ours.keys() == theirs.keys()
    for input, result in ours.items():
        assert result["status"] == theirs[input]["status"]
        assert [(o["bytes"], o["crc32"]) for o in result["outputs"]] == [(o["bytes"], o["crc32"]) for o in theirs[input]["outputs"]]
        for output in result["outputs"]:
            with open(output["path"], "rb") as file:
                assert len(file.read()) == output["bytes"]


def test_a_job_list_with_failures_and_a_second_run(home_path, tmp_path):
    (tmp_path / "broken.json").write_text('{"v": ')
    lines = [{"input": str(home_path), "frames": ["ip", "last"]}, {"input": "broken.json"}, {"input": str(home_path), "sizes": ["nope"]}]
    (tmp_path / "jobs.jsonl").write_text("\n".join(json.dumps(line) for line in lines))
    import os
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        first = tabshift.batch(jobs="jobs.jsonl", results="results.jsonl", output="out", sizes=["32x32"])
        second = tabshift.batch(jobs="jobs.jsonl", results="results.jsonl", output="out", sizes=["32x32"])
    finally:
        os.chdir(cwd)
    assert (first.ran, first.failed) == (3, 2)
    assert (second.ran, second.skipped, second.skipped_failed) == (0, 3, 2)
    results = sorted(tabshift.read_results(tmp_path / "results.jsonl"), key=lambda r: r["job"])
    assert [r["status"] for r in results] == ["ok", "failed", "failed"]
    assert "broken.json" in results[1]["error"] and "$.sizes[0]" in results[2]["error"]
    assert [o["path"] for o in results[0]["outputs"]] == ["out/home-32x32-f0.png", "out/home-32x32-f47.png"]


def test_batch_arguments(tmp_path):
    with pytest.raises(ValueError):
        tabshift.batch()
    with pytest.raises(ValueError):
        tabshift.batch(["a.json"])
    with pytest.raises(tabshift.InvalidArgumentError, match="sizes"):
        tabshift.batch(["a.json"], output=tmp_path, sizes=["0x0"])
    with pytest.raises(tabshift.FileError):
        tabshift.batch(jobs=tmp_path / "missing.jsonl", output=tmp_path)


def test_workers_that_end_at_once_fail_their_jobs_without_hanging(home_path, tmp_path):
    """A worker command that exits or is killed before answering: every job fails with how it ended, and the batch
    ends (it once waited forever for such a worker)."""
    import ctypes
    import threading

    from tabshift._library import library, text
    from tabshift.batch import _Summary

    for command, how in ((["/bin/false"], "status 1"), (["/bin/sh", "-c", "kill -9 $$"], "signal 9")):
        results = tmp_path / f"{command[0].split('/')[-1]}.jsonl"
        words = [text(word) for word in command]
        summary = _Summary()
        paths = [text(str(home_path))] * 3
        finished = []

        def run():
            finished.append(library.tabshift_batch_run(None, (ctypes.c_char_p * 3)(*paths), 3, text('{"output": "%s"}' % tmp_path),
                                                       text(str(results)), 2, 30.0, (ctypes.c_char_p * len(words))(*words), len(words),
                                                       ctypes.byref(summary)))

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        thread.join(60)
        assert finished == [0], f"the batch with {command} did not end"
        assert (summary.ran, summary.failed) == (3, 3)
        errors = [result["error"] for result in tabshift.read_results(results)]
        assert len(errors) == 3 and all(how in error or "before it received" in error for error in errors), errors
