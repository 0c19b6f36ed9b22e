"""tabshift.ray's actor class, called as Ray Data calls it, without a cluster (the cluster test is
Tools/test-ray-cluster.py)."""
import json
import os
import signal
import tempfile
import threading
import time

import numpy as np

from tabshift.ray import RayRenderer


def test_paths_bytes_and_job_lines(home_path, tmp_path, monkeypatch):
    scratch = tmp_path / "temporary"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    renderer = RayRenderer({"output": str(tmp_path / "out"), "frames": ["ip", "last"], "sizes": ["32x32"]}, include_stills=True)
    by_path = renderer({"job": np.array([1]), "path": np.array([str(home_path)])})
    assert by_path["status"] == ["ok"] and len(json.loads(by_path["outputs"][0])) == 2
    assert all(still.startswith(b"\x89PNG") for still in by_path["stills"][0])
    by_bytes = renderer({"name": np.array(["home.json"]), "bytes": np.array([home_path.read_bytes()], dtype=object)})
    assert [(o["bytes"], o["crc32"]) for o in json.loads(by_bytes["outputs"][0])] == [(o["bytes"], o["crc32"]) for o in json.loads(by_path["outputs"][0])]
    spec = json.dumps({"input": str(home_path), "sizes": ["16x16"], "formats": ["webp"]})
    by_spec = renderer({"job": np.array([3]), "spec": np.array([spec])})
    assert [os.path.basename(o["path"]) for o in json.loads(by_spec["outputs"][0])] == ["home-16x16.webp"]
    # Ray ends actors without finalizers: the bytes' scratch files must be gone once each batch returns.
    assert list(scratch.iterdir()) == []


def test_a_worker_killed_mid_job_fails_its_row_and_is_replaced(animations, home_path, tmp_path):
    renderer = RayRenderer({"output": str(tmp_path), "sizes": ["32x32"]}, job_timeout=60)
    assert renderer({"path": np.array([str(home_path)])})["status"] == ["ok"]
    worker = renderer._process.pid

    def kill_when_busy():
        time.sleep(0.3)
        os.kill(worker, signal.SIGKILL)

    threading.Thread(target=kill_when_busy).start()
    # Every frame of the search icon at 1024x1024: long enough to be killed in the middle.
    slow = renderer({"spec": np.array([json.dumps({"input": str(animations / "search.json"), "frames": "all", "sizes": ["1024x1024"]})])})
    assert slow["status"] == ["failed"] and "signal 9" in slow["error"][0], slow["error"]
    assert renderer({"path": np.array([str(home_path)])})["status"] == ["ok"]
    assert renderer._process.pid != worker
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    result = renderer({"path": np.array([str(broken)])})
    assert result["status"] == ["failed"] and "broken.json" in result["error"][0]
