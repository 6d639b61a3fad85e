#!/usr/bin/env python3
"""Reads a built Marquee site the way search engines and link previews do, and says what is wrong.

With extruct (PyPI), the extractor crawlers' own tools are built on, and lxml beneath it:
  - every HTML page has a non-empty <meta name="description">;
  - with a base URL, every page but 404.html has one <link rel="canonical"> at its own address
    (the base URL and its percent-encoded path), and robots.txt allows every crawler and names
    BASE/sitemap.xml;
  - every movie page holds exactly one JSON-LD item, a schema.org Movie with a name, a
    datePublished, a director and its url (the canonical address), every Person's url a page of
    the site; and OpenGraph with og:type video.movie, og:title, og:description, og:locale, og:url
    equal to the canonical address, og:image absolute when present.

Usage: check_metadata.py SITE_DIR --base-url URL
Exit status: 0 when every page is right, 1 otherwise; the problems are listed.
"""

import argparse
import os
import sys
from dataclasses import dataclass, field
from urllib.parse import quote, unquote, urlsplit

# extruct and lxml live in the site check's virtual environment; they are imported where they
# are used, so that scripts importing check_site (load_test.py, under the system Python) need
# neither.


@dataclass
class Report:
    pages: int = 0
    movies: int = 0
    problems: list = field(default_factory=list)
    # What each movie page's JSON-LD and OpenGraph say, by its path: for checks of particular films.
    movie_items: dict = field(default_factory=dict)
    movie_graphs: dict = field(default_factory=dict)


def address(base_url, path):
    """The absolute address of the site file at `path`, as Marquee writes it."""
    return base_url + quote(path, safe="/")


def site_file(site, base_url, url):
    """The file of the site `url` names, or None when it is not under the base URL."""
    if not url.startswith(base_url):
        return None
    return os.path.join(site, unquote(urlsplit(url).path[len(urlsplit(base_url).path):]))


def is_absolute(url):
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def check_robots(site, base_url, report):
    path = os.path.join(site, "robots.txt")
    if not os.path.isfile(path):
        report.problems.append("robots.txt: missing")
        return
    with open(path, encoding="utf-8") as handle:
        lines = [line.strip() for line in handle]
    for needed in ("User-agent: *", "Allow: /", f"Sitemap: {base_url}sitemap.xml"):
        if needed not in lines:
            report.problems.append(f"robots.txt: no line {needed!r}")


# What every Movie item must name; a film the source knows no date of has no datePublished.
REQUIRED = ("name", "datePublished", "director", "url")


def check_movie(path, page_html, canonical, site, base_url, report, required):
    import extruct
    try:
        data = extruct.extract(page_html, base_url=canonical or "", syntaxes=["json-ld", "opengraph"], uniform=True)
    except ValueError as error:
        report.problems.append(f"{path}: its JSON-LD cannot be read (did a text end the script?): {error}")
        return
    items = data.get("json-ld", [])
    movies = [item for item in items if item.get("@type") == "Movie"]
    if len(items) != 1 or len(movies) != 1:
        report.problems.append(f"{path}: {len(items)} JSON-LD items, {len(movies)} of them a Movie (want one Movie)")
        return
    movie = movies[0]
    report.movie_items[path] = movie
    for key in required:
        if not movie.get(key):
            report.problems.append(f"{path}: the Movie has no {key}")
    if canonical and movie.get("url") != canonical:
        report.problems.append(f"{path}: the Movie's url {movie.get('url')!r} is not the canonical {canonical!r}")
    for person in (movie.get("director") or []) + (movie.get("actor") or []):
        url = person.get("url", "")
        target = site_file(site, base_url, url)
        if person.get("@type") != "Person" or not person.get("name"):
            report.problems.append(f"{path}: a director or actor is not a named Person: {person!r}")
        elif target is None or not os.path.isfile(target):
            report.problems.append(f"{path}: {person['name']}'s url {url!r} is not a page of the site")
    rating = movie.get("aggregateRating")
    if rating is not None and not (rating.get("ratingCount", 0) > 0 and rating.get("bestRating") == 10):
        report.problems.append(f"{path}: an aggregateRating without a vote count or out of 10: {rating!r}")

    graphs = data.get("opengraph", [])
    if len(graphs) != 1:
        report.problems.append(f"{path}: {len(graphs)} OpenGraph blocks (want one)")
        return
    graph = graphs[0]
    report.movie_graphs[path] = graph
    if graph.get("@type") != "video.movie":
        report.problems.append(f"{path}: og:type is {graph.get('@type')!r}, not video.movie")
    for key in ("og:title", "og:description", "og:locale"):
        if not graph.get(key):
            report.problems.append(f"{path}: no {key}")
    if not is_absolute(graph.get("og:url", "")) or graph.get("og:url") != canonical:
        report.problems.append(f"{path}: og:url {graph.get('og:url')!r} is not the canonical {canonical!r}")
    if "og:image" in graph and not is_absolute(graph["og:image"]):
        report.problems.append(f"{path}: og:image {graph['og:image']!r} is not absolute")


def check(site, base_url, required=REQUIRED):
    """Every HTML page of the site at `site`, built with `base_url`; each Movie item must have
    the members `required`."""
    from lxml import html as lxml_html
    report = Report()
    check_robots(site, base_url, report)
    for folder, _, names in sorted(os.walk(site)):
        for name in sorted(names):
            if not name.endswith(".html"):
                continue
            full = os.path.join(folder, name)
            path = os.path.relpath(full, site).replace(os.sep, "/")
            with open(full, encoding="utf-8") as handle:
                page_html = handle.read()
            report.pages += 1
            document = lxml_html.fromstring(page_html)
            descriptions = document.xpath('//head/meta[@name="description"]/@content')
            if len(descriptions) != 1 or not descriptions[0].strip():
                report.problems.append(f"{path}: {len(descriptions)} meta descriptions, or an empty one")
            canonicals = document.xpath('//head/link[@rel="canonical"]/@href')
            canonical = canonicals[0] if canonicals else None
            if path == "404.html":
                if canonicals:
                    report.problems.append("404.html: a canonical link, though it is shown at any address")
            elif canonicals != [address(base_url, path)]:
                report.problems.append(f"{path}: canonical {canonicals!r}, not [{address(base_url, path)!r}]")
            if path.startswith("movie/"):
                report.movies += 1
                check_movie(path, page_html, canonical, site, base_url, report, required)
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site")
    parser.add_argument("--base-url", required=True)
    args = parser.parse_args()
    report = check(args.site, args.base_url)
    for problem in report.problems:
        print(problem)
    print(f"{report.pages} pages, {report.movies} movie pages, {len(report.problems)} problems")
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
