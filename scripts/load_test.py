#!/usr/bin/env python3
"""Load on `marquee serve` over loopback: idle connections must not stop a request, and wrk must
see no errors.

Builds a small site with the given marquee binary, serves it on a free port of 127.0.0.1, then:
  - opens 200 connections that never send anything and 40 that send half a request head, and
    checks that a new request is still answered (200) within 5 seconds;
  - runs `wrk -t2 -c50 -d5s` on the home page and on a results page, and fails on any socket
    error or any answer other than 2xx/3xx.
Prints one line per check, then "N passed, N failed"; exit status 1 when any failed.

Usage: load_test.py --marquee BINARY [--work DIR]
"""

import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import check_site

WRK_SECONDS = 5


def check(results, name, problem):
    results.append(problem is None)
    print(f"ok - {name}" if problem is None else f"FAIL - {name}: {problem}", flush=True)


def wrk(url):
    """Runs wrk on `url`; returns (requests, problem or None)."""
    done = subprocess.run(["wrk", "-t2", "-c50", f"-d{WRK_SECONDS}s", "--timeout", "5s", url],
                          capture_output=True, text=True, timeout=WRK_SECONDS + 60)
    output = done.stdout + done.stderr
    requests = re.search(r"(\d+) requests in", output)
    problems = [line.strip() for line in output.splitlines() if "Non-2xx or 3xx" in line or "Socket errors" in line]
    if done.returncode != 0 or not requests:
        return 0, f"wrk exit {done.returncode}: {output[-600:]}"
    if int(requests.group(1)) == 0:
        return 0, "no request was answered"
    return int(requests.group(1)), "; ".join(problems) or None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--marquee", required=True)
    parser.add_argument("--work", default=".build-load-test")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        print("load_test: wrk is not installed (scripts/install-deps.sh wrk)", file=sys.stderr)
        return 2
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    queries = os.path.join(args.work, "queries.txt")
    with open(queries, "w", encoding="utf-8") as handle:
        handle.write("heat\nalien\n")
    log = open(os.path.join(args.work, "serve.log"), "w", encoding="utf-8")
    server = subprocess.Popen([args.marquee, "serve", "--port", "0", "--no-watch", "--queries", queries,
                               "--output", os.path.join(args.work, "site"), "--state", os.path.join(args.work, "state.sqlite"),
                               "--posters", "none", "--quiet"], stdout=subprocess.PIPE, stderr=log, text=True)
    results = []
    held = []
    try:
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
        if not match:
            check(results, "the preview starts", "no Serving line; see " + log.name)
            return 1
        port = int(match.group(1))
        base = match.group(0)

        for index in range(240):
            connection = socket.create_connection(("127.0.0.1", port), timeout=5)
            if index >= 200:
                connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            held.append(connection)
        started = time.monotonic()
        problem = None
        try:
            with urllib.request.urlopen(base, timeout=5) as answer:
                if answer.status != 200:
                    problem = f"status {answer.status}"
        except Exception as error:  # a refused, reset or timed-out request is the failure reported
            problem = f"{error.__class__.__name__}: {error}"
        elapsed = time.monotonic() - started
        check(results, f"a request is answered while 200 idle and 40 slow connections are open ({elapsed:.2f} s)", problem)
        for connection in held:
            connection.close()
        held = []

        for path in ("", "search/heat/"):
            requests, problem = wrk(base + path)
            check(results, f"wrk -t2 -c50 -d{WRK_SECONDS}s /{path}: {requests} requests, no errors", problem)
    finally:
        for connection in held:
            connection.close()
        code = check_site.stop_serve(server)
        check(results, "serve stops on SIGTERM with exit 0", None if code == 0 else f"exit {code}; see {log.name}")
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
