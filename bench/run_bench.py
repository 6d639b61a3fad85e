#!/usr/bin/env python3
"""Marquee's benchmark: a large site from the embedded catalog, side by side with Hugo.

In one run it
  - generates a query list from the catalog (bench/queries.py) and a copy with one query changed;
  - times a first build from nothing (the catalog database is loaded too), then full builds into
    a fresh output with a fresh state (the catalog database already loaded), best of --repeat;
  - times rebuilds: nothing changed, then one query changed (alternating between the two lists);
  - checks that the one-query-changed rebuild is byte-identical to a clean build of that list;
  - builds the same site with --format markdown and renders those pages, with that Markdown,
    through Hugo with a minimal layout (bench/hugo_site.py), best of --repeat;
  - prints a table and writes it as JSON (bench/out/results.json).
Wall time is measured around each process, peak memory is the process's maximum resident set
size (wait4), CPU time is user + system. Timing goals are reported, never asserted: the exit code
is non-zero only when a build fails or the rebuilt site differs from a clean one.

Usage: run_bench.py --marquee BINARY [--small] [--queries N] [--max-pages N] [--repeat N]
                    [--out DIR] [--hugo PATH] [--no-hugo]
"""

import argparse
import filecmp
import json
import os
import platform
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import hugo_site  # noqa: E402
import queries as query_lists  # noqa: E402

ROOT = os.path.dirname(HERE)
CATALOG = os.path.join(ROOT, "Sources", "Data", "Resources", "catalog.tsv")
GOAL_RATIO = 1.0
GOAL_NO_CHANGE_SHARE = 0.10
GOAL_PEAK_MB = 200


class Failure(Exception):
    pass


def measure(command, log_path):
    """Runs `command`; returns (wall seconds, peak RSS in MB, CPU seconds). Output goes to the log."""
    with open(log_path, "a", encoding="utf-8") as log:
        log.write("$ " + " ".join(command) + "\n")
        log.flush()
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise Failure(f"{' '.join(command)} exited with {process.returncode}; see {log_path}")
    return wall, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime


class Bench:
    def __init__(self, args):
        self.args = args
        self.work = os.path.join(args.out, "work")
        self.log = os.path.join(args.out, "bench.log")
        self.catalog_seed = os.path.join(self.work, "catalog-seed")
        self.trash = os.path.join(args.out, "trash", str(os.getpid()))
        self.trashed = 0
        self.rows = []

    # -- Marquee --------------------------------------------------------------------------------

    def marquee(self, queries, output, state_dir, report=None, extra=()):
        command = [
            self.args.marquee, "build", "--queries", queries, "--output", output,
            "--state", os.path.join(state_dir, "state.sqlite"), "--max-pages", str(self.args.max_pages),
            "--templates", os.path.join(self.work, "no-templates"), "--quiet",
        ]
        if report:
            command += ["--report", report]
        return measure(command + list(extra), self.log)

    def fresh_state(self, name):
        """A new state folder holding a copy of the already loaded catalog database."""
        state = self.fresh_output(name)
        shutil.copytree(self.catalog_seed, state)
        return state

    def fresh_output(self, name):
        """A path with nothing there. What was there is moved aside, not deleted: on ext4 without
        a journal, creating files soon after deleting thousands is much slower (the allocator
        skips recently deleted inodes), which would penalise whichever tool runs next."""
        output = os.path.join(self.work, name)
        if os.path.exists(output):
            self.trashed += 1
            os.makedirs(self.trash, exist_ok=True)
            os.rename(output, os.path.join(self.trash, f"{self.trashed}-{name}"))
        return output

    def empty_trash(self):
        shutil.rmtree(os.path.dirname(self.trash), ignore_errors=True)

    def report(self, path):
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)

    # -- Steps ----------------------------------------------------------------------------------

    def prepare(self):
        self.fresh_output("")  # the previous run's work folder goes to the trash, emptied at the end
        os.makedirs(os.path.join(self.work, "no-templates"))
        queries, changed, ranked = query_lists.query_lists(CATALOG, self.args.queries)
        self.queries = os.path.join(self.work, "queries.txt")
        self.changed = os.path.join(self.work, "queries-changed.txt")
        query_lists.write_list(self.queries, queries)
        query_lists.write_list(self.changed, changed)
        full_pages = sum(1 for count, _ in ranked[: self.args.queries] if count >= 20 * self.args.max_pages)
        self.query_info = {
            "count": len(queries),
            "max_pages": self.args.max_pages,
            "with_max_pages_of_results": full_pages,
            "changed": {"from": queries[len(queries) // 2], "to": changed[len(queries) // 2]},
        }

    def cold_build(self):
        state = os.path.join(self.work, "state-cold")
        output = self.fresh_output("site-cold")
        report = os.path.join(self.work, "report-cold.json")
        wall, rss, cpu = self.marquee(self.queries, output, state, report)
        os.makedirs(self.catalog_seed)
        for name in os.listdir(state):
            if name.startswith("catalog.sqlite"):
                shutil.copy2(os.path.join(state, name), self.catalog_seed)
        totals = self.report(report)["totals"]
        self.html_pages = count_files(output, ".html")
        self.files = count_files(output, "")
        self.movies = totals["movies"]
        self.add("first build (loads the catalog)", wall, rss, cpu, self.html_pages)

    def full_builds(self):
        best = None
        for attempt in range(self.args.repeat):
            state = self.fresh_state("state-full")
            output = self.fresh_output("site-full")
            result = self.marquee(self.queries, output, state, os.path.join(self.work, "report-full.json"))
            best = pick(best, result)
        self.full = best
        self.add("full build", *best, self.html_pages, note=f"best of {self.args.repeat}")

    def rebuilds(self):
        state = os.path.join(self.work, "state-full")
        output = os.path.join(self.work, "site-full")
        report = os.path.join(self.work, "report-rebuild.json")
        first = None
        best = None
        for attempt in range(self.args.repeat):
            result = self.marquee(self.queries, output, state, report)
            first = first or result
            best = pick(best, result)
        totals = self.report(report)["totals"]
        self.no_change = best
        self.add("no-change rebuild", *best, self.html_pages,
                 note=f"best of {self.args.repeat}, first {first[0]:.3f} s; {totals['pages_written']} written")
        best = None
        lists = [self.changed, self.queries]
        for attempt in range(self.args.repeat):
            result = self.marquee(lists[attempt % 2], output, state, report)
            best = pick(best, result)
            written = self.report(report)["totals"]["pages_written"]
        self.one_changed = best
        self.add("one query changed", *best, self.html_pages,
                 note=f"best of {self.args.repeat}; {written} written, {self.report(report)['totals']['pages_removed']} removed")
        # The rebuilt site must equal a clean build of the list it was last built from. (The
        # recent searches agree too: every list is longer than the ten recents kept.)
        last = lists[(self.args.repeat - 1) % 2]
        clean = self.fresh_output("site-clean")
        self.marquee(last, clean, self.fresh_state("state-clean"))
        self.identical = trees_equal(clean, output)
        if not self.identical:
            raise Failure(f"the rebuilt site {output} differs from a clean build {clean}")

    def hugo(self):
        if self.args.no_hugo:
            return
        markdown = self.fresh_output("site-markdown")
        wall, rss, cpu = self.marquee(self.queries, markdown, self.fresh_state("state-markdown"), extra=("--format", "markdown"))
        self.markdown_pages = hugo_site.markdown_pages(markdown)
        self.add("Marquee --format markdown", wall, rss, cpu, len(self.markdown_pages), note="the Markdown Hugo gets")
        root = os.path.join(self.work, "hugo")
        pages = hugo_site.write_site(markdown, root)
        best = None
        public = None
        for attempt in range(self.args.repeat):
            public = self.fresh_output("hugo-public")
            result = measure([self.args.hugo, "--source", root, "--destination", public, "--quiet",
                              "--cacheDir", os.path.join(self.work, "hugo-cache")], self.log)
            best = pick(best, result)
        rendered = hugo_site.count_pages(public)
        if rendered != pages:
            raise Failure(f"Hugo wrote {rendered} pages for {pages} content files")
        self.hugo_result = best
        self.hugo_pages = rendered
        self.add("Hugo, same Markdown", *best, rendered, note=f"best of {self.args.repeat}")

    def add(self, name, wall, rss, cpu, pages, note=""):
        self.rows.append({
            "step": name,
            "wall_s": round(wall, 3),
            "pages": pages,
            "pages_per_s": round(pages / wall, 1) if wall > 0 else None,
            "peak_rss_mb": round(rss, 1),
            "cpu_s": round(cpu, 3),
            "cores_used": round(cpu / wall, 2) if wall > 0 else None,
            "note": note,
        })
    # -- Results --------------------------------------------------------------------------------

    def goals(self):
        goals = []
        if hasattr(self, "hugo_result"):
            ratio = self.full[0] / self.hugo_result[0]
            goals.append(("full build / Hugo", f"{ratio:.2f}", f"<= {GOAL_RATIO:.1f}", ratio <= GOAL_RATIO))
        share = self.no_change[0] / self.full[0]
        goals.append(("no-change rebuild / full build", f"{share:.1%}", f"<= {GOAL_NO_CHANGE_SHARE:.0%}", share <= GOAL_NO_CHANGE_SHARE))
        peak = max(row["peak_rss_mb"] for row in self.rows if not row["step"].startswith(("Hugo", "Marquee --format")))
        goals.append(("Marquee peak memory", f"{peak:.0f} MB", f"< {GOAL_PEAK_MB} MB", peak < GOAL_PEAK_MB))
        return goals

    def print_table(self, goals):
        print()
        print(f"Marquee benchmark: {self.query_info['count']} queries x up to {self.args.max_pages} pages "
              f"({self.query_info['with_max_pages_of_results']} have that many), {self.movies} movies, "
              f"{self.html_pages} HTML pages, {self.files} files")
        header = ("step", "wall s", "pages", "pages/s", "peak MB", "CPU s", "cores", "note")
        lines = [header] + [
            (r["step"], f"{r['wall_s']:.3f}", str(r["pages"]), f"{r['pages_per_s']:.0f}", f"{r['peak_rss_mb']:.0f}",
             f"{r['cpu_s']:.2f}", f"{r['cores_used']:.2f}", r["note"])
            for r in self.rows
        ]
        widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
        for index, line in enumerate(lines):
            print("  ".join(cell.ljust(widths[i]) if i in (0, 7) else cell.rjust(widths[i]) for i, cell in enumerate(line)).rstrip())
            if index == 0:
                print("  ".join("-" * w for w in widths))
        print()
        if self.args.small:
            print("(small size: the goals are for the full size on a release build, `make bench`)")
        for name, value, goal, met in goals:
            print(f"{'met    ' if met else 'NOT met'}  {name}: {value} (goal {goal})")
        print(f"one-query-changed rebuild identical to a clean build: {'yes' if self.identical else 'no'}")


def pick(best, result):
    """Keeps the fastest of several runs (wall time), with its memory and CPU."""
    return result if best is None or result[0] < best[0] else best


def count_files(folder, suffix):
    return sum(1 for _, _, files in os.walk(folder) for name in files if name.endswith(suffix))


def trees_equal(left, right):
    comparison = filecmp.dircmp(left, right)
    return tree_equal(comparison)


def tree_equal(comparison):
    if comparison.left_only or comparison.right_only or comparison.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(comparison.left, comparison.right, comparison.common_files, shallow=False)
    if mismatch or errors:
        return False
    return all(tree_equal(sub) for sub in comparison.subdirs.values())


def load_average():
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def tool_version(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=30).stdout.strip().splitlines()[0]
    except (OSError, IndexError, subprocess.SubprocessError):
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--marquee", required=True, help="the marquee binary (a release build for real figures)")
    parser.add_argument("--small", action="store_true", help="CI size: 20 queries x 2 pages, one run each")
    parser.add_argument("--queries", type=int, help="how many searches (default 300; 20 with --small)")
    parser.add_argument("--max-pages", type=int, help="result pages per search (default 5; 2 with --small)")
    parser.add_argument("--repeat", type=int, help="runs per measurement, the best kept (default 3; 1 with --small)")
    parser.add_argument("--out", default=os.path.join(HERE, "out"), help="where results and work files go")
    parser.add_argument("--hugo", default="hugo", help="the hugo binary")
    parser.add_argument("--no-hugo", action="store_true", help="skip the Hugo comparison")
    args = parser.parse_args()
    args.queries = args.queries or (20 if args.small else 300)
    args.max_pages = args.max_pages or (2 if args.small else 5)
    args.repeat = args.repeat or (1 if args.small else 3)
    args.marquee = os.path.abspath(args.marquee)
    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    if not args.no_hugo and shutil.which(args.hugo) is None:
        raise SystemExit(f"{args.hugo} not found: install Debian's hugo (scripts/install-deps.sh hugo) or pass --no-hugo")

    bench = Bench(args)
    open(bench.log, "w").close()
    load_before = load_average()
    started = time.time()
    try:
        bench.prepare()
        bench.cold_build()
        bench.full_builds()
        bench.rebuilds()
        bench.hugo()
    except Failure as failure:
        print(f"bench: {failure}", file=sys.stderr)
        return 1
    finally:
        bench.empty_trash()
    goals = bench.goals()
    bench.print_table(goals)
    load_after = load_average()
    print(f"load average before {load_before}, after {load_after}; {os.cpu_count()} cores; "
          f"{time.time() - started:.0f} s in all")
    results = {
        "size": "small" if args.small else "full",
        "queries": bench.query_info,
        "movies": bench.movies,
        "html_pages": bench.html_pages,
        "files": bench.files,
        "repeat": args.repeat,
        "rows": bench.rows,
        "goals": [{"name": n, "value": v, "goal": g, "met": m} for n, v, g, m in goals],
        "rebuild_identical_to_clean_build": bench.identical,
        "machine": {
            "cores": os.cpu_count(),
            "load_before": load_before,
            "load_after": load_after,
            "platform": platform.platform(),
            "marquee": args.marquee,
            "hugo": None if args.no_hugo else tool_version([args.hugo, "version"]),
        },
    }
    path = os.path.join(args.out, "results-small.json" if args.small else "results.json")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(results, handle, indent=2)
        handle.write("\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
