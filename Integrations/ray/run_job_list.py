#!/usr/bin/env python3
"""Runs a `tabshift batch` job list on a Ray cluster and writes its results file.

    python Integrations/ray/run_job_list.py --address HOST:PORT --jobs jobs.jsonl --results results.jsonl \\
        [--output out/] [--concurrency N] [--count 8 --size 128x128 --format png ...]

Every node needs the `tabshift` and `ray[data]` packages, the input files at the paths the job list names, and the
output folders on storage they all write (a shared file system). The options are the defaults of what a line leaves
out, as for `tabshift batch`. Each job is one row of a Ray Dataset; see docs/scale.md.
"""
import argparse
import json
import sys

import ray

import tabshift
import tabshift.ray


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--address", default="auto", help="the cluster's head (default: auto, the cluster this machine is in)")
    parser.add_argument("--jobs", required=True)
    parser.add_argument("--results", required=True)
    parser.add_argument("--output", help="the output folder of jobs that name none")
    parser.add_argument("--concurrency", type=int, help="actors (default: the cluster's CPUs)")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--count", type=int)
    parser.add_argument("--size", action="append")
    parser.add_argument("--format", action="append")
    arguments = parser.parse_args()

    ray.init(address=arguments.address, log_to_driver=False)
    rows = []
    with open(arguments.jobs, encoding="utf-8") as jobs:
        for number, line in enumerate(jobs, start=1):
            if line.strip():
                rows.append({"job": number, "spec": line.strip()})
    concurrency = arguments.concurrency or max(1, int(ray.cluster_resources().get("CPU", 1)))
    results = tabshift.ray.render(
        ray.data.from_items(rows), output=arguments.output, concurrency=concurrency, batch_size=arguments.batch_size,
        count=arguments.count, sizes=arguments.size, formats=arguments.format,
    )
    failed = 0
    with open(arguments.results, "w", encoding="utf-8") as file:
        for row in results.iter_rows():
            outputs = json.loads(row["outputs"])
            failed += row["status"] != "ok"
            file.write(json.dumps({"job": int(row["job"]), "input": row["input"], "status": row["status"], "error": row["error"] or None,
                                   "outputs": outputs, "decode_ms": row["decode_ms"], "render_ms": row["render_ms"]}, sort_keys=True) + "\n")
    print(f"{len(rows)} jobs: {len(rows) - failed} ok, {failed} failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
