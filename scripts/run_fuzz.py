#!/usr/bin/env python3
"""Runs each libFuzzer target of Fuzz/ for a fixed number of executions and prints, per target,
the executions, the coverage reached (libFuzzer's `cov:` edges and `ft:` features) and the time.

Each target starts from its committed seeds (Fuzz/Corpus/<target>) plus what earlier runs on this
machine found (<work>/corpus/<target>). A failed property or a crash stops that target; the input
is kept as <work>/crashes/<target>-crash-… and the run fails, naming it: turn it into a unit test.
"""
import argparse
import os
import re
import subprocess
import sys
import time

TARGETS = ["FuzzQueryFile", "FuzzTMDBDecoding", "FuzzTemplate", "FuzzCatalogTSV", "FuzzStaticPath", "FuzzMarkdownText"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_target(name, binary, runs, work):
    corpus = os.path.join(work, "corpus", name)
    crashes = os.path.join(work, "crashes")
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(crashes, exist_ok=True)
    seeds = os.path.join(ROOT, "Fuzz", "Corpus", name)
    command = [binary, f"-runs={runs}", "-max_len=4096", "-timeout=10", "-rss_limit_mb=4096", "-print_final_stats=1",
               f"-artifact_prefix={crashes}/{name}-", corpus, seeds]
    # The Swift runtime's backtracer would race AddressSanitizer for the crash report.
    # Leaks of libraries below Marquee are suppressed as under `make sanitize-address`.
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no",
               LSAN_OPTIONS="suppressions=" + os.path.join(ROOT, "Tests", "Sanitizers", "lsan.supp"))
    started = time.monotonic()
    result = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    seconds = time.monotonic() - started
    output = result.stdout
    executions = re.search(r"stat::number_of_executed_units:\s*(\d+)", output)
    coverage = re.findall(r"cov: (\d+) ft: (\d+)", output)
    cov, ft = coverage[-1] if coverage else ("?", "?")
    ok = result.returncode == 0
    print(f"{name:<18} {int(executions.group(1)) if executions else 0:>10,} executions  cov: {cov:>5}  ft: {ft:>6}  "
          f"{seconds:6.1f} s  {'ok' if ok else 'FAILED'}", flush=True)
    if not ok:
        for line in output.splitlines():
            if re.search(r"property failed|ERROR:|SUMMARY:|Test unit written to|Fatal error", line):
                print("    " + line)
    return ok, int(executions.group(1)) if executions else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin-dir", required=True, help="folder holding the built fuzz targets")
    parser.add_argument("--runs", type=int, default=100_000, help="executions per target")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-fuzz"), help="corpus and crash folder")
    parser.add_argument("targets", nargs="*", default=TARGETS)
    args = parser.parse_args()
    print(f"Fuzzing {len(args.targets)} targets, {args.runs:,} executions each (libFuzzer, AddressSanitizer)")
    failed = []
    total = 0
    for name in args.targets:
        ok, executions = run_target(name, os.path.join(args.bin_dir, name), args.runs, args.work)
        total += executions
        if not ok:
            failed.append(name)
    print(f"{total:,} executions, {len(failed)} targets failed" + (f": {', '.join(failed)}" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
