#!/usr/bin/env python3
"""The feeds of new films, read by a real feed parser (feedparser from PyPI), for check_site.py.

  - every feed of a site built with --base-url parses as well-formed Atom 1.0 with the elements
    the format requires (feed and entry id, title, updated; the feed's author and self link), in
    the site's language, and every link in it resolves to a file of the site;
  - dates: a first build at one SOURCE_DATE_EPOCH, then the query list with one search more at a
    later one: the new search's films carry the second date, the others keep the first;
  - an unchanged rebuild with the same state (forced to render again by another stylesheet)
    writes every feed byte for byte the same, and the home page then says nothing is new.
"""

import os
import shutil
import subprocess
import urllib.parse

FIRST = 1764040500   # 2025-11-25T03:15:00Z
SECOND = 1764126900  # 2025-11-26T03:15:00Z
THIRD = 1764213300   # 2025-11-27T03:15:00Z


def feeds_in(site):
    """Every feed.xml of the site, relative to it."""
    found = []
    for folder, _, names in os.walk(site):
        found += [os.path.relpath(os.path.join(folder, name), site) for name in names if name == "feed.xml"]
    return sorted(found)


def problems_of(site, relative, base_url, language):
    """What is wrong with one feed as feedparser reads it; empty when nothing is."""
    import feedparser
    with open(os.path.join(site, relative), "rb") as file:
        parsed = feedparser.parse(file.read())
    problems = []
    if parsed.bozo:
        problems.append(f"not well-formed: {parsed.bozo_exception}")
    if parsed.version != "atom10":
        problems.append(f"not Atom 1.0 but {parsed.version!r}")
    feed = parsed.feed
    for field in ("id", "title", "updated", "author"):
        if not feed.get(field):
            problems.append(f"the feed has no {field}")
    if feed.get("language") != language:
        problems.append(f"xml:lang is {feed.get('language')!r}, not {language!r}")
    self_links = [link.href for link in feed.get("links", []) if link.get("rel") == "self"]
    if self_links != [base_url + urllib.parse.quote(relative)]:
        problems.append(f"self link {self_links}")
    for entry in parsed.entries:
        for field in ("id", "title", "updated", "link"):
            if not entry.get(field):
                problems.append(f"an entry has no {field}: {entry.get('title')!r}")
        link = entry.get("link", "")
        if not link.startswith(base_url):
            problems.append(f"{link} is not under {base_url}")
        elif not os.path.isfile(os.path.join(site, urllib.parse.unquote(link[len(base_url):]))):
            problems.append(f"{link} names no file of the site")
    dates = [entry.get("updated", "") for entry in parsed.entries]
    if dates != sorted(dates, reverse=True):
        problems.append("entries are not newest first")
    if dates and feed.get("updated") != dates[0]:
        problems.append(f"the feed's date {feed.get('updated')} is not its newest entry's {dates[0]}")
    return problems


def check_site_feeds(checks, site, base_url, language="en"):
    feeds = feeds_in(site)
    problems = []
    if "feed.xml" not in feeds:
        problems.append("no feed.xml at the site's root")
    searches = sum(1 for name in os.listdir(os.path.join(site, "search")))
    if len(feeds) != searches + 1:
        problems.append(f"{len(feeds)} feeds for {searches} searches and the site")
    for relative in feeds:
        problems += [f"{relative}: {problem}" for problem in problems_of(site, relative, base_url, language)]
    checks.record(f"feedparser reads every feed as Atom 1.0, every link a file of the site ({len(feeds)} feeds)",
                  "; ".join(problems[:6]) if problems else None)


def entry_dates(site, relative):
    import feedparser
    with open(os.path.join(site, relative), "rb") as file:
        return [entry.updated for entry in feedparser.parse(file.read()).entries]


def check_dates(checks, marquee, queries, work, base_url, run, seconds):
    """Two builds at two dates with an added search, then a forced rebuild at a third."""
    folder = os.path.join(work, "feeds")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(queries, encoding="utf-8") as file:
        listed = [line.strip() for line in file if line.strip() and not line.lstrip().startswith("#")]
    earlier, added = listed[:-1], listed[-1]
    first_list = os.path.join(folder, "first.txt")
    with open(first_list, "w", encoding="utf-8") as file:
        file.write("\n".join(earlier) + "\n")
    site, state = os.path.join(folder, "site"), os.path.join(folder, "state.sqlite")

    def build(query_file, epoch, *extra):
        environment = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
        command = [marquee, "build", "--queries", query_file, "--output", site, "--state", state,
                   "--base-url", base_url, "--posters", "none", "--quiet", *extra]
        done = subprocess.run(command, capture_output=True, text=True, timeout=seconds, env=environment)
        return None if done.returncode == 0 else f"exit {done.returncode}: {done.stderr.strip()[-400:]}"

    problem = build(first_list, FIRST) or build(queries, SECOND)
    if not problem:
        slugs = sorted(os.listdir(os.path.join(site, "search")))
        wrong = []
        for slug in slugs:
            dates = set(entry_dates(site, os.path.join("search", slug, "feed.xml")))
            expected = {"2025-11-26T03:15:00Z"} if slug == slug_of(site, added) else {"2025-11-25T03:15:00Z"}
            if dates and dates != expected:
                wrong.append(f"{slug}: {sorted(dates)}")
        site_dates = set(entry_dates(site, "feed.xml"))
        if "2025-11-26T03:15:00Z" not in site_dates:
            wrong.append(f"the site's feed lacks the second build's films: {sorted(site_dates)}")
        problem = "; ".join(wrong[:5]) or None
    checks.record(f"feeds: the films of a search added later ({added!r}) carry the later date, the others keep theirs", problem)

    before = {name: open(os.path.join(site, name), "rb").read() for name in feeds_in(site)}
    templates = os.path.join(folder, "templates")
    os.makedirs(templates)
    with open(os.path.join(templates, "style.css"), "w") as file:
        file.write("body { color: black; }\n")
    problem = build(queries, THIRD, "--templates", templates)
    if not problem:
        after = {name: open(os.path.join(site, name), "rb").read() for name in feeds_in(site)}
        changed = sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))
        home = open(os.path.join(site, "index.html"), encoding="utf-8").read()
        problem = (f"changed: {changed[:5]}" if changed else None) or \
            (None if "Nothing is new in this build." in home else "the home page does not say that nothing is new")
    checks.record("feeds: an unchanged rebuild with the same state writes them byte for byte the same", problem)


def slug_of(site, query):
    """The folder of `query`'s results, read from the home page's link to it."""
    import html
    import re
    home = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    for href, text in re.findall(r'<a href="search/([^/"]+)/index.html">([^<]*)</a>', home):
        if html.unescape(text) == query:
            return urllib.parse.unquote(href)
    return None
