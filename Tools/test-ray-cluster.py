#!/usr/bin/env python3
"""The Ray integration on a local cluster (127.0.0.1 only): a head and one worker node started here with `ray
start`, at least 100 Lottie files rendered through `tabshift.ray.render`, one Ray worker process killed during the
run, and the outputs compared with `tabshift batch`'s: byte for byte, each exactly once. Stops the cluster at the end.

    Tools/test-ray-cluster.py --tabshift TABSHIFT [--corpus ../shared/corpus] [--files 120]
    Tools/test-ray-cluster.py --tabshift TABSHIFT --corpus ../shared/corpus --compare-nodes [--repeat 2]   (files/s on 1 and 2 nodes)

Run it with a Python that has `tabshift` and `ray[data]`. Without a corpus, copies of Animations/*.json are used.
"""
import argparse
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import zlib

PORT = 6391
ROOT = pathlib.Path(__file__).resolve().parent.parent


def ray_command(*arguments):
    return [str(pathlib.Path(sys.executable).with_name("ray")), *arguments]


def start_cluster(nodes, temp):
    """A head and nodes - 1 workers, one CPU each, on 127.0.0.1."""
    common = ["--num-cpus=1", "--disable-usage-stats", "--node-ip-address=127.0.0.1"]
    subprocess.run(ray_command("start", "--head", f"--port={PORT}", "--include-dashboard=false", f"--temp-dir={temp}", *common),
                   check=True, stdout=subprocess.DEVNULL)
    for _ in range(nodes - 1):
        subprocess.run(ray_command("start", f"--address=127.0.0.1:{PORT}", *common), check=True, stdout=subprocess.DEVNULL)


def stop_cluster():
    subprocess.run(ray_command("stop", "--force"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def inputs(corpus, count, scratch):
    if corpus and (corpus / "lottie").is_dir():
        return sorted(str(path) for path in (corpus / "lottie").glob("*.json"))[:count]
    files = []
    animations = [path for path in sorted((ROOT / "Animations").glob("*.json")) if path.name != "tabbar.json"]
    for index in range(count):
        source = animations[index % len(animations)]
        copy = scratch / f"{source.stem}-{index:03d}.json"
        shutil.copyfile(source, copy)
        files.append(str(copy))
    return files


def actor_processes():
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                command = pathlib.Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")
            except OSError:
                continue
            if b"RayRenderer" in command or b"MapBatches" in command or b"MapWorker" in command:
                found.append(int(entry))
    return found


def run_ray(files, output, options, concurrency, kill_after=None, batch_size=32, specs=None):
    import logging
    import ray
    import tabshift.ray
    ray.init(address=f"127.0.0.1:{PORT}", log_to_driver=False, logging_level=logging.WARNING)
    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False
    logging.getLogger("ray.data").setLevel(logging.WARNING)
    killed = []

    def killer():
        while len(list(pathlib.Path(output).glob("*"))) < kill_after:
            time.sleep(0.05)
        for pid in actor_processes()[:1]:
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    if kill_after:
        threading.Thread(target=killer, daemon=True).start()
    started = time.perf_counter()
    if specs is not None:
        dataset = ray.data.from_items([{"job": number, "spec": json.dumps(spec)} for number, spec in enumerate(specs, start=1)])
    else:
        dataset = ray.data.from_items([{"job": number, "path": path} for number, path in enumerate(files, start=1)])
    rows = tabshift.ray.render(dataset, output=output, concurrency=concurrency, batch_size=batch_size, **options).take_all()
    seconds = time.perf_counter() - started
    ray.shutdown()
    return rows, seconds, killed


def main():
    # The driver reports nothing anywhere: the cluster is started with --disable-usage-stats, and this says the same
    # to the driver and the actors it starts.
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tabshift", required=True)
    parser.add_argument("--corpus", type=pathlib.Path)
    parser.add_argument("--files", type=int, default=120)
    parser.add_argument("--compare-nodes", action="store_true")
    parser.add_argument("--batch-size", type=int, default=16, help="with --compare-nodes: jobs a Ray task")
    parser.add_argument("--repeat", type=int, default=2, help="with --compare-nodes: the corpus this many times over, so that "
                        "starting the actors (a few seconds) is small beside the work")
    arguments = parser.parse_args()
    stop_cluster()
    with tempfile.TemporaryDirectory(prefix="tabshift-ray-") as scratch:
        scratch = pathlib.Path(scratch)
        temp = tempfile.mkdtemp(prefix="ray-", dir="/tmp")
        try:
            if arguments.compare_nodes:
                return compare_nodes(arguments, scratch, temp)
            files = inputs(arguments.corpus, arguments.files, scratch)
            assert len(files) >= 100, f"only {len(files)} files"
            options = {"count": 3, "sizes": ["64x64"], "formats": ["png"]}
            subprocess.run([arguments.tabshift, "batch", *files, "--output", str(scratch / "batch"), "--count", "3", "--size", "64x64", "--quiet"])
            reference = {}
            with open(scratch / "batch" / "results.jsonl") as results:
                for line in results:
                    result = json.loads(line)
                    reference[result["input"]] = result
            start_cluster(2, temp)
            # Small batches, so that the killed actor is in the middle of one and Ray has to run it again.
            rows, seconds, killed = run_ray(files, str(scratch / "ray"), options, concurrency=2, kill_after=20, batch_size=4)
        finally:
            stop_cluster()
            shutil.rmtree(temp, ignore_errors=True)
        assert killed, "no Ray worker process was found to kill"
        inputs_seen = [row["input"] for row in rows]
        assert sorted(inputs_seen) == sorted(files), "every file exactly once in the results"
        compared = 0
        for row in rows:
            expected = reference[row["input"]]
            assert row["status"] == expected["status"], (row["input"], row["error"], expected.get("error"))
            outputs = json.loads(row["outputs"])
            assert [(pathlib.Path(o["path"]).name, o["bytes"], o["crc32"]) for o in outputs] == \
                   [(pathlib.Path(o["path"]).name, o["bytes"], o["crc32"]) for o in expected["outputs"]], row["input"]
            for output, wanted in zip(outputs, expected["outputs"]):
                assert pathlib.Path(output["path"]).read_bytes() == pathlib.Path(wanted["path"]).read_bytes()
                compared += 1
        produced = sorted(path.name for path in (scratch / "ray").iterdir())
        assert len(produced) == len(set(produced)) == compared, "each output exactly once, nothing else"
        print(f"Ray: {len(rows)} files on 2 nodes in {seconds:.1f} s with a Ray worker killed (pid {killed[0]}); "
              f"{compared} outputs byte-identical to tabshift batch's, each once")


def compare_nodes(arguments, scratch, temp):
    """The job of docs/scale.md on one node and on two: each file's 8 stills at 128x128 PNG and its animated WebP at
    96x96, as two rows (job list lines)."""
    files = inputs(arguments.corpus, 100000, scratch) * arguments.repeat
    specs = [spec for path in files for spec in ({"input": path, "frames": {"count": 8}, "sizes": ["128x128"], "formats": ["png"]},
                                                 {"input": path, "sizes": ["96x96"], "formats": ["webp"]})]
    rates = {}
    for nodes in (1, 2):
        start_cluster(nodes, temp)
        try:
            run_ray(files[:20], str(scratch / f"warm-{nodes}"), {"count": 8, "sizes": ["128x128"]}, concurrency=nodes)
            rows, seconds, _ = run_ray(None, str(scratch / f"nodes-{nodes}"), {}, concurrency=nodes, batch_size=arguments.batch_size, specs=specs)
        finally:
            stop_cluster()
        failed = sum(row["status"] != "ok" for row in rows)
        rates[nodes] = len(files) / seconds
        print(f"{nodes} node(s) of 1 CPU: {len(files)} files ({len(rows)} jobs) in {seconds:.1f} s, {rates[nodes]:.2f} files/s, {failed} jobs failed")
    print(f"2 nodes / 1 node: {rates[2] / rates[1]:.2f}x")


if __name__ == "__main__":
    main()
