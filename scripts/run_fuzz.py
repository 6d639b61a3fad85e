#!/usr/bin/env python3
"""Runs each libFuzzer target of Fuzz/ for a fixed number of executions and prints, per target,
the executions, the coverage reached (libFuzzer's `cov:` edges and `ft:` features) and the time.
Targets run side by side, one per core (`--jobs`), each reported when it ends.

Each target starts from its committed seeds (Fuzz/Corpus/<target>) plus what earlier runs on this
machine found (<work>/corpus/<target>). A failed property or a crash stops that target; the input
is kept as <work>/crashes/<target>-crash-… and the run fails, naming it and showing its bytes, any
assertion and the first stack frames (so a CI log alone can reproduce it): turn it into a unit test.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

TARGETS = ["FuzzQueryFile", "FuzzTMDBDecoding", "FuzzTemplate", "FuzzCatalogTSV", "FuzzStaticPath", "FuzzMarkdownText",
           "FuzzConfigFile", "FuzzS3XML"]
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
    report = [f"{name:<18} {int(executions.group(1)) if executions else 0:>10,} executions  cov: {cov:>5}  ft: {ft:>6}  "
              f"{seconds:6.1f} s  {'ok' if ok else 'FAILED'}"]
    if not ok:
        report += ["    " + line for line in output.splitlines()
                   if re.search(r"property failed|ERROR:|SUMMARY:|Test unit written to|Fatal error|Assertion|Base64:", line)]
        report += ["    " + line.strip() for line in re.findall(r"^\s+#\d+ .*$", output, re.MULTILINE)[:24]]
        report += crash_input(output)
    return ok, int(executions.group(1)) if executions else 0, "\n".join(report)


def crash_input(output):
    """The saved input's bytes, shown in the report so that a crash on a machine whose files are
    gone (a CI runner) can still be reproduced: printable ASCII as is, other bytes as \\xNN."""
    written = re.search(r"Test unit written to (\S+)", output)
    if not written or not os.path.isfile(written.group(1)):
        return []
    with open(written.group(1), "rb") as file:
        data = file.read()
    shown = "".join(chr(b) if 32 <= b < 127 and b != 92 else f"\\x{b:02x}" for b in data[:2048])
    return [f"    input ({len(data)} bytes{', first 2048 shown' if len(data) > 2048 else ''}): {shown}"]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin-dir", required=True, help="folder holding the built fuzz targets")
    parser.add_argument("--runs", type=int, default=100_000, help="executions per target")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-fuzz"), help="corpus and crash folder")
    parser.add_argument("targets", nargs="*", default=TARGETS)
    # libFuzzer runs one thread per target: one target per core.
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="targets fuzzed at once")
    args = parser.parse_args()
    print(f"Fuzzing {len(args.targets)} targets, {args.runs:,} executions each (libFuzzer, AddressSanitizer), "
          f"{args.jobs} at once")
    failed = []
    total = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        runs = {pool.submit(run_target, name, os.path.join(args.bin_dir, name), args.runs, args.work): name
                for name in args.targets}
        for finished in concurrent.futures.as_completed(runs):
            ok, executions, report = finished.result()
            print(report, flush=True)
            total += executions
            if not ok:
                failed.append(runs[finished])
    print(f"{total:,} executions, {len(failed)} targets failed" + (f": {', '.join(failed)}" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
