#!/usr/bin/env python3
"""Checks that every internal link and asset of a built Marquee site resolves. Standard library only.

It reads every page of the site and follows what a visitor or a browser would:
  - in HTML pages, every href and src (stylesheet, scripts, images, links), and every "#id"
    fragment, which must name an element of the page it points to;
  - in Markdown pages, every link and image destination;
  - in sitemap.xml, every <loc> under the base URL;
  - in search-index.js, every movie page and search page the search box links to, and
    search-people.js beside it.
A link is internal when it is relative, from the site's root (`/style.css`: the 404 page of a site
built without a base URL), or absolute under --base-url (the 404 page of one built with it).
It must name a file (not a folder) inside the site. Other absolute links (http, https, mailto) are
counted but not followed.

Usage: check_links.py SITE_DIR [--base-url URL]
Exit status: 0 when every link resolves, 1 otherwise; broken links are listed.
"""

import argparse
import html.parser
import os
import re
import sys
from dataclasses import dataclass, field
from urllib.parse import unquote, urlsplit

MARKDOWN_LINK = re.compile(r"\]\((<[^>\n]*>|[^)\s]*)\)")
SITEMAP_LOC = re.compile(r"<loc>([^<]*)</loc>")
INDEX_ENTRY = re.compile(r'^\["(?:[^"\\]|\\.)*","(?:[^"\\]|\\.)*","([^"]*)"', re.MULTILINE)
SEARCH_ENTRY = re.compile(r'^\["(?:[^"\\]|\\.)*","([^"]*)"', re.MULTILINE)


@dataclass
class Report:
    files: int = 0
    checked: int = 0
    external: int = 0
    broken: list = field(default_factory=list)


class PageParser(html.parser.HTMLParser):
    """Collects the links and the element ids of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if value is not None and (name == "src" or (name == "href" and tag in ("a", "link", "area", "base"))):
                self.links.append(value)


def page_ids(path, cache):
    if path not in cache:
        parser = PageParser()
        with open(path, encoding="utf-8") as handle:
            parser.feed(handle.read())
        cache[path] = parser.ids
    return cache[path]


def resolve(root, page, link, base_url):
    """The file a link leads to (None for an external link) and its fragment."""
    if base_url and link.startswith(base_url):
        link = link[len(base_url):]
        origin = root
    elif link.startswith("/") and not link.startswith("//"):
        link = link[1:]
        origin = root
    else:
        parts = urlsplit(link)
        if parts.scheme or link.startswith("//"):
            return None, None
        origin = os.path.dirname(page)
    parts = urlsplit(link)
    target = os.path.normpath(os.path.join(origin, unquote(parts.path))) if parts.path else page
    return target, parts.fragment


def check(root, base_url=None):
    root = os.path.abspath(root)
    report = Report()
    ids = {}

    def follow(page, link):
        target, fragment = resolve(root, page, link, base_url)
        if target is None:
            report.external += 1
            return
        report.checked += 1
        relative_page = os.path.relpath(page, root)
        if not (target == root or target.startswith(root + os.sep)):
            report.broken.append(f"{relative_page}: {link} leaves the site")
        elif not os.path.isfile(target):
            report.broken.append(f"{relative_page}: {link} names no file")
        elif fragment and target.endswith(".html") and fragment not in page_ids(target, ids):
            report.broken.append(f"{relative_page}: {link} names no element #{fragment}")

    for folder, _, names in os.walk(root):
        for name in sorted(names):
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                data = handle.read()
            if name.endswith(".html"):
                report.files += 1
                parser = PageParser()
                parser.feed(data.decode("utf-8"))
                ids[path] = parser.ids
                for link in parser.links:
                    follow(path, link)
            elif name.endswith(".md"):
                report.files += 1
                for match in MARKDOWN_LINK.finditer(data.decode("utf-8")):
                    follow(path, match.group(1).strip("<>").replace("&amp;", "&"))
            elif name == "sitemap.xml":
                report.files += 1
                for match in SITEMAP_LOC.finditer(data.decode("utf-8")):
                    loc = match.group(1).replace("&amp;", "&")
                    if base_url and loc.startswith(base_url):
                        follow(path, loc)
                    else:
                        report.broken.append(f"sitemap.xml: {loc} is not under the base URL {base_url}")
            elif name == "search-index.js":
                report.files += 1
                movies, _, searches = data.decode("utf-8").partition("window.marqueeSearches")
                for match in INDEX_ENTRY.finditer(movies):
                    follow(os.path.join(root, "index.html"), match.group(1))
                # Each of the site's searches links its first results page.
                for match in SEARCH_ENTRY.finditer(searches):
                    follow(os.path.join(root, "index.html"), match.group(1))
                # site.js loads the people of the search box from beside it on first use.
                follow(os.path.join(root, "index.html"), "search-people.js")
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", help="the built site's folder")
    parser.add_argument("--base-url", help="the URL the site was built for (--base-url of marquee build)")
    args = parser.parse_args()
    if not os.path.isdir(args.site):
        print(f"check_links: {args.site} is not a folder", file=sys.stderr)
        return 2
    report = check(args.site, args.base_url)
    for line in report.broken:
        print(f"broken: {line}")
    print(
        f"check_links: {report.checked} internal links in {report.files} files, "
        f"{len(report.broken)} broken ({report.external} external links not followed)"
    )
    return 1 if report.broken or report.checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
