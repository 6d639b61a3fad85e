"""A Hugo site holding the same pages with the same Markdown as a Marquee site.

Marquee's `--format markdown` output has one `index.md` per page. Each becomes a Hugo content
file carrying that Markdown unchanged as its body, with front matter naming the page's title and
its URL (so that Hugo writes it at the same path as Marquee's `index.html`), and Hugo renders
them all through a minimal layout. Hugo's extras that plain CommonMark (libcmark, which Marquee
uses) does not do are turned off, so that both convert the same Markdown the same way.
"""

import json
import os
import shutil

CONFIG = """\
baseURL = "/"
title = "Marquee benchmark"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404", "section"]
enableRobotsTXT = false
disableHugoGeneratorInject = true

[markup.goldmark.parser]
autoHeadingID = false

[markup.goldmark.extensions]
definitionList = false
footnote = false
linkify = false
strikethrough = false
table = false
taskList = false
typographer = false
"""

LAYOUT = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ .Title }}</title>
</head>
<body>
<main>
{{ .Content }}
</main>
</body>
</html>
"""


def markdown_pages(site):
    """Every `index.md` of a Marquee Markdown site, as site-relative paths, sorted."""
    pages = []
    for folder, _, files in os.walk(site):
        for name in files:
            if name == "index.md":
                pages.append(os.path.relpath(os.path.join(folder, name), site))
    return sorted(pages)


def page_title(markdown, fallback):
    for line in markdown.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return fallback


def write_site(markdown_site, hugo_root):
    """Writes the Hugo project; returns how many pages it has."""
    if os.path.exists(hugo_root):
        shutil.rmtree(hugo_root)
    content = os.path.join(hugo_root, "content")
    os.makedirs(os.path.join(content, "p"))
    layouts = os.path.join(hugo_root, "layouts", "_default")
    os.makedirs(layouts)
    with open(os.path.join(hugo_root, "hugo.toml"), "w", encoding="utf-8") as handle:
        handle.write(CONFIG)
    for name in ("single.html", "list.html"):
        with open(os.path.join(layouts, name), "w", encoding="utf-8") as handle:
            handle.write(LAYOUT)
    with open(os.path.join(hugo_root, "layouts", "index.html"), "w", encoding="utf-8") as handle:
        handle.write(LAYOUT)
    pages = markdown_pages(markdown_site)
    for number, relative in enumerate(pages):
        with open(os.path.join(markdown_site, relative), encoding="utf-8") as handle:
            markdown = handle.read()
        folder = os.path.dirname(relative)
        title = page_title(markdown, folder or "Home")
        if folder:
            front = {"title": title, "url": "/" + folder + "/"}
            target = os.path.join(content, "p", f"{number:06d}.md")
        else:
            front = {"title": title}
            target = os.path.join(content, "_index.md")
        with open(target, "w", encoding="utf-8") as handle:
            # JSON front matter: Hugo reads a leading JSON object as the page's parameters.
            handle.write(json.dumps(front, ensure_ascii=False) + "\n\n" + markdown)
    return len(pages)


def count_pages(public):
    return sum(1 for _, _, files in os.walk(public) for name in files if name == "index.html")
