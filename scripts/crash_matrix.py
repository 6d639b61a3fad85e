#!/usr/bin/env python3
"""The crash matrix: interrupts a build of a site of a few thousand pages in every way a cron job
or a machine can, and checks after each that nothing was damaged.

Every case starts from the same published site and state (the baseline, built once and copied
back before each case) and runs a build that changes most pages (more result pages per search, a
few more searches). Then:
  - 21 `kill -9`: 6 at named moments that timing cannot hit reliably (the process stops itself
    there through MARQUEE_PAUSE_AT, see Sources/Infrastructure/Testing/PausePoint.swift, and is
    killed while stopped: in the recent-searches transaction, just after staging starts, just
    before and just after the swap, as the old site becomes the previous tree, and before the build
    memo is written), and 15 spread evenly over the build's measured duration;
  - SIGTERM and SIGINT at the process's start (MARQUEE_PAUSE_AT=starting), before the build
    listens for them, and 5 of each spread over the build (they must end with exit code 1, or 0
    when the signal came after the swap; a timed one that finds the process without a handler for
    it, still in the dynamic loader before `main`, may end it by the signal, the site untouched);
  - a full disk (the site and state on a small tmpfs, as root in a private mount namespace);
  - a read-only output folder (a read-only bind mount, since root ignores permission bits).
After each case: the published site is byte-for-byte the site before the build or the site the
build makes, never anything else (a kill after the swap leaves the new site, which is the point
of an atomic swap); `marquee state check` passes; the next build succeeds, gives exactly the new
site and leaves no staging folder behind. Prints `N kills, 0 damaged` and exits 1 on any damage.
"""
import argparse
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEARCHES = [
    "the", "love", "man", "night", "day", "life", "girl", "house", "war", "dead", "king", "time", "world",
    "dark", "last", "big", "little", "story", "american", "black", "blood", "city", "dream", "lost", "run",
    "star", "street", "summer", "woman", "christmas", "secret", "death", "kill", "home", "heart", "game",
]
# A few thousand pages: each film brings a page for every person it names, so a dozen searches
# make a site of about 13,000 files and a build of about 2 s on the release build.
BASELINE_QUERIES = SEARCHES[:10]
CHANGED_QUERIES = SEARCHES[:13]
# Built before the baseline, so that the baseline keeps a previous tree (the tree its publication
# replaced) and the builds under test stage from it, as every rebuild does.
EARLIER_QUERIES = SEARCHES[:9]
STARTING = "starting"
PAUSE_POINTS = ["state-write", "staging-started", "before-swap", "swap", "previous-tree-listed", "memo-write"]
TIMED_KILLS = 15
PREVIOUS_TREE = ".site.marquee-previous"
SIGNALS_EACH = 5


class Matrix:
    def __init__(self, marquee, work):
        self.marquee = os.path.abspath(marquee)
        self.work = os.path.abspath(work)
        self.baseline = os.path.join(self.work, "baseline")
        self.case = os.path.join(self.work, "case")

    # -- builds ---------------------------------------------------------------------------------

    def build_command(self, folder, queries_file, max_pages):
        return [self.marquee, "build", "--queries", queries_file, "--output", os.path.join(folder, "site"),
                "--state", os.path.join(folder, "state", "state.sqlite"), "--max-pages", str(max_pages), "--quiet"]

    def changed_build(self, folder):
        return self.build_command(folder, os.path.join(self.work, "changed.txt"), 5)

    def run(self, command, **extra):
        return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace", **extra)

    def prepare(self):
        shutil.rmtree(self.work, ignore_errors=True)
        os.makedirs(self.baseline)
        with open(os.path.join(self.work, "baseline.txt"), "w") as file:
            file.write("\n".join(BASELINE_QUERIES) + "\n")
        with open(os.path.join(self.work, "changed.txt"), "w") as file:
            file.write("\n".join(CHANGED_QUERIES) + "\n")
        with open(os.path.join(self.work, "earlier.txt"), "w") as file:
            file.write("\n".join(EARLIER_QUERIES) + "\n")
        for name in ("earlier.txt", "baseline.txt"):
            result = self.run(self.build_command(self.baseline, os.path.join(self.work, name), 3))
            if result.returncode != 0:
                sys.exit(f"the baseline build ({name}) failed ({result.returncode}): {result.stderr}")
        if not os.path.isdir(os.path.join(self.baseline, PREVIOUS_TREE)):
            sys.exit("the baseline build left no previous tree to stage from")
        self.before = tree_digest(os.path.join(self.baseline, "site"))
        self.restore()
        started = time.monotonic()
        result = self.run(self.changed_build(self.case))
        self.duration = time.monotonic() - started
        if result.returncode != 0:
            sys.exit(f"the changed build failed ({result.returncode}): {result.stderr}")
        self.after = tree_digest(os.path.join(self.case, "site"))
        print(f"Site before: {len(self.before)} files; after the build under test: {len(self.after)} files, "
              f"{self.duration:.1f} s uninterrupted")

    def restore(self, into=None):
        """Puts the baseline site and state back in the case folder, nothing else beside them."""
        into = into or self.case
        for name in os.listdir(into) if os.path.isdir(into) else []:
            path = os.path.join(into, name)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
        os.makedirs(into, exist_ok=True)
        # One copy, so that the previous tree's hard links to the site's files stay links.
        names = [name for name in ("site", PREVIOUS_TREE, "state") if os.path.exists(os.path.join(self.baseline, name))]
        subprocess.run(["cp", "-a"] + [os.path.join(self.baseline, name) for name in names] + [into], check=True)

    # -- cases ----------------------------------------------------------------------------------

    def pause_and_signal(self, point, sig=signal.SIGKILL):
        """Sends `sig` to the build stopped at `point`; SIGINT and SIGTERM, which wait until the
        process goes on, are followed by SIGCONT and must end the build with exit code 1."""
        self.restore()
        process = subprocess.Popen(self.changed_build(self.case), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   env=dict(os.environ, MARQUEE_PAUSE_AT=point))
        deadline = time.monotonic() + max(120, 10 * self.duration)
        while time.monotonic() < deadline and process.poll() is None and process_state(process.pid) != "T":
            time.sleep(0.005)
        label = f"{'kill -9' if sig == signal.SIGKILL else signal_name(sig)} at {point}"
        if process.poll() is not None:
            return self.verdict(label, None, f"the build never reached {point} (exit {process.returncode})")
        process.send_signal(sig)
        if sig == signal.SIGKILL:
            process.communicate()
            return self.verdict(label, process.returncode, None, expect_signal=signal.SIGKILL)
        process.send_signal(signal.SIGCONT)
        _, errors = process.communicate()
        problem = None if process.returncode == 1 else f"exit code {process.returncode}, not 1: {errors.strip()}"
        return self.verdict(label, process.returncode, problem)

    def timed_signal(self, sig, delay):
        """Signals the build `delay` seconds in; when a build ran faster than measured and ended
        first, tries again a fifth earlier (up to 5 times) so that every signal lands mid-build.
        A kill -9 after which the build exits 0 did not land (the build ended between the look and
        the signal), and is tried again the same way; any other end is judged."""
        for _ in range(5):
            self.restore()
            process = subprocess.Popen(self.changed_build(self.case), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            time.sleep(delay)
            staged = count_staged(self.case)
            caught = catches(process.pid, sig)
            if process.poll() is None:
                process.send_signal(sig)
                _, errors = process.communicate()
                if sig != signal.SIGKILL or process.returncode != 0:
                    break
            else:
                process.communicate()
            delay *= 0.8
        else:
            return self.verdict(f"{signal_name(sig)} at {delay:.2f} s", None, "the build always ended before the signal")
        label = f"{signal_name(sig)} at {delay:.2f} s ({staged} files staged)"
        if sig != signal.SIGKILL and not caught and process.returncode == -sig:
            # With no handler set, the default action applies, as in any program: before `main`
            # (a start from a cold page cache can take 0.2 s in the dynamic loader), or once the
            # build has put the default actions back to exit; `starting` checks the hold itself.
            return self.verdict(label + ", no handler yet", process.returncode, None, expect_signal=sig)
        if sig != signal.SIGKILL and process.returncode not in (0, 1):
            return self.verdict(label, process.returncode, f"exit code {process.returncode}: {errors.strip()}")
        return self.verdict(label, process.returncode, None, expect_signal=signal.SIGKILL if sig == signal.SIGKILL else None)

    def verdict(self, label, status, problem, expect_signal=None, folder=None, next_build=True):
        """Checks the case folder after an interrupted build; returns (label, problem or None)."""
        folder = folder or self.case
        if problem is None and expect_signal is not None and status != -expect_signal:
            problem = f"ended with {status}, not by {signal_name(expect_signal)}"
        published = tree_digest(os.path.join(folder, "site"))
        which = "old site" if published == self.before else "new site" if published == self.after else None
        if problem is None and which is None:
            problem = "the published site is neither the old one nor the new one: " + describe_difference(self.before, published)
        if problem is None:
            check = self.run([self.marquee, "state", "check", "--state", os.path.join(folder, "state", "state.sqlite")])
            if check.returncode != 0:
                problem = f"`marquee state check` failed: {check.stdout.strip()} {check.stderr.strip()}"
        if problem is None and next_build:
            problem = self.next_build_problem(folder)
        print(f"  {label:<44} {which or '-':<9} {'ok' if problem is None else 'DAMAGED: ' + problem}", flush=True)
        return label, problem

    def next_build_problem(self, folder):
        result = self.run(self.changed_build(folder))
        if result.returncode != 0:
            return f"the next build failed ({result.returncode}): {result.stderr.strip()}"
        if tree_digest(os.path.join(folder, "site")) != self.after:
            return "the next build did not give the site an uninterrupted build gives"
        leftovers = [name for name in os.listdir(folder) if "marquee-staging" in name]
        if leftovers:
            return f"the next build left {', '.join(leftovers)}"
        return None

    def in_private_mounts(self, case):
        """Runs a case that mounts file systems in a private mount namespace (needs root)."""
        result = subprocess.run(["unshare", "--mount", "--propagation", "private", sys.executable, os.path.abspath(__file__),
                                 "--marquee", self.marquee, "--work", self.work, "--inner", case],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        lines = [line for line in result.stdout.splitlines() if line.startswith("RESULT ")]
        for line in result.stdout.splitlines():
            if not line.startswith("RESULT "):
                print(line, flush=True)
        if not lines:
            label = case
            problem = f"the case did not run (exit {result.returncode}): {result.stderr.strip()[-400:]}"
            print(f"  {label:<44} {'-':<9} DAMAGED: {problem}")
            return label, problem
        outcome = json.loads(lines[-1][len("RESULT "):])
        return outcome["label"], outcome["problem"]

    def full_disk(self):
        disk = os.path.join(self.work, "disk")
        os.makedirs(disk, exist_ok=True)
        # Room for the baseline as tmpfs stores it (files by the page, folders in no pages at
        # all), measured once it is there, and 512 KiB more: far less than the new pages need.
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2g", "tmpfs", disk], check=True)
        self.restore(into=disk)
        stats = os.statvfs(disk)
        size = (stats.f_blocks - stats.f_bfree) * stats.f_frsize + 512 * 1024
        subprocess.run(["mount", "-o", f"remount,size={size}", disk], check=True)
        result = self.run(self.changed_build(disk))
        problem = None
        if result.returncode != 1:
            problem = f"exit code {result.returncode} on a full disk, not 1: {result.stderr.strip()}"
        elif "space" not in result.stderr.lower():
            problem = f"the message does not say the disk is full: {result.stderr.strip()}"
        label, problem = self.verdict("full disk", result.returncode, problem, folder=disk, next_build=False)
        if problem is None:
            subprocess.run(["mount", "-o", "remount,size=512m", disk], check=True)
            problem = self.next_build_problem(disk)
            if problem:
                print(f"  {'  then with room again':<44} {'-':<9} DAMAGED: {problem}")
        return label, problem

    def read_only_output(self):
        self.restore()
        site = os.path.join(self.case, "site")
        subprocess.run(["mount", "--bind", site, site], check=True)
        subprocess.run(["mount", "-o", "remount,bind,ro", site], check=True)
        result = self.run(self.changed_build(self.case))
        problem = None
        if result.returncode != 1:
            problem = f"exit code {result.returncode} on a read-only output, not 1: {result.stderr.strip()}"
        label, problem = self.verdict("read-only output", result.returncode, problem, next_build=False)
        subprocess.run(["umount", site], check=True)
        if problem is None:
            problem = self.next_build_problem(self.case)
            if problem:
                print(f"  {'  then writable again':<44} {'-':<9} DAMAGED: {problem}")
        return label, problem


# -- helpers --------------------------------------------------------------------------------------

def tree_digest(folder):
    """Every file and link under `folder`, by relative path: its kind and the SHA-256 of its bytes."""
    digest = {}
    for parent, folders, files in os.walk(folder):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(parent, name)
            relative = os.path.relpath(path, folder)
            if os.path.islink(path):
                digest[relative] = "link " + os.readlink(path)
            else:
                with open(path, "rb") as file:
                    digest[relative] = hashlib.sha256(file.read()).hexdigest()
    return digest


def describe_difference(expected, actual):
    missing = sorted(set(expected) - set(actual))
    extra = sorted(set(actual) - set(expected))
    changed = sorted(path for path in set(expected) & set(actual) if expected[path] != actual[path])
    return f"{len(missing)} missing (e.g. {missing[:2]}), {len(extra)} extra (e.g. {extra[:2]}), {len(changed)} changed (e.g. {changed[:2]})"


def count_staged(folder):
    count = 0
    for name in os.listdir(folder):
        if "marquee-staging" in name:
            count += sum(len(files) for _, _, files in os.walk(os.path.join(folder, name)))
    return count


def has_room(folder, needed):
    if not (os.path.isdir(folder) and os.access(folder, os.W_OK)):
        return False
    stats = os.statvfs(folder)
    return stats.f_bavail * stats.f_frsize >= needed


def process_state(pid):
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def catches(pid, sig):
    """Whether the process has a handler for `sig` (SigCgt in /proc/PID/status): false before `main`
    holds SIGINT and SIGTERM, after a build has put their default actions back, and once the
    process has ended."""
    try:
        with open(f"/proc/{pid}/status") as file:
            masks = [line.split()[1] for line in file if line.startswith("SigCgt:")]
    except OSError:
        return False
    return bool(masks) and bool(int(masks[0], 16) >> (sig - 1) & 1)


def signal_name(number):
    return {signal.SIGKILL: "kill -9", signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT"}[number]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--marquee", required=True, help="the marquee executable")
    # Memory-backed when there is room (a container's /dev/shm may be 64 MB): every case copies
    # and walks thousands of small files.
    scratch = "/dev/shm" if has_room("/dev/shm", 512 * 1024 * 1024) else ROOT
    parser.add_argument("--work", default=os.path.join(scratch, f".build-crash-matrix-{os.getpid()}"), help="scratch folder")
    parser.add_argument("--inner", help=argparse.SUPPRESS)
    args = parser.parse_args()
    matrix = Matrix(args.marquee, args.work)

    if args.inner:
        # Inside `unshare --mount`: the baseline and the digests were made by the outer run.
        with open(os.path.join(args.work, "digests.json")) as file:
            saved = json.load(file)
        matrix.before, matrix.after, matrix.duration = saved["before"], saved["after"], saved["duration"]
        label, problem = {"full-disk": matrix.full_disk, "read-only": matrix.read_only_output}[args.inner]()
        print("RESULT " + json.dumps({"label": label, "problem": problem}))
        return

    if os.geteuid() != 0:
        sys.exit("The crash matrix mounts a small tmpfs and a read-only folder: run it as root (CI does).")
    started = time.monotonic()
    matrix.prepare()
    with open(os.path.join(args.work, "digests.json"), "w") as file:
        json.dump({"before": matrix.before, "after": matrix.after, "duration": matrix.duration}, file)

    outcomes = []
    print(f"kill -9 at {len(PAUSE_POINTS)} named moments (the process stops itself there and is killed):")
    for point in PAUSE_POINTS:
        outcomes.append(matrix.pause_and_signal(point))
    print(f"SIGTERM and SIGINT at {STARTING}, before the build listens for them (they are held until then):")
    for sig in (signal.SIGTERM, signal.SIGINT):
        outcomes.append(matrix.pause_and_signal(STARTING, sig))
    print(f"kill -9 at {TIMED_KILLS} moments spread over the {matrix.duration:.1f} s build:")
    for index in range(TIMED_KILLS):
        outcomes.append(matrix.timed_signal(signal.SIGKILL, matrix.duration * 0.95 * (index + 0.5) / TIMED_KILLS))
    print(f"SIGTERM and SIGINT at {SIGNALS_EACH} moments each:")
    for sig in (signal.SIGTERM, signal.SIGINT):
        for index in range(SIGNALS_EACH):
            outcomes.append(matrix.timed_signal(sig, matrix.duration * 0.95 * (index + 0.5) / SIGNALS_EACH))
    print("A full disk and a read-only output:")
    outcomes.append(matrix.in_private_mounts("full-disk"))
    outcomes.append(matrix.in_private_mounts("read-only"))

    kills = sum(1 for label, _ in outcomes if label.startswith(("kill", "SIG")))
    damaged = [label for label, problem in outcomes if problem]
    print(f"{kills} kills, {len(damaged)} damaged; {len(outcomes) - kills} faults (full disk, read-only output), "
          f"{time.monotonic() - started:.0f} s")
    if damaged:
        print("Damaged: " + "; ".join(damaged))
        sys.exit(1)
    shutil.rmtree(args.work, ignore_errors=True)


if __name__ == "__main__":
    main()
