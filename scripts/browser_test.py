#!/usr/bin/env python3
"""Tests a built Marquee site in a real browser: headless Chromium driven by Selenium.

It opens the site straight from disk (file://), as a reader would after `marquee build`:
types in the search box and follows a result with the keyboard, walks a search's pagination,
browses genres and years, checks the accessibility basics (language, landmarks, headings, alt
text, a skip link, contrast in light and dark), checks that no page scrolls sideways on a phone,
and takes screenshots at phone and desktop widths in both colour schemes. Any message the browser
logs as an error (a script error, a missing file) fails the run.

With --live-reload URL it tests `marquee serve` instead: a page opened from the preview reloads by
itself when the query list changes, shows a broken template's error, and reloads once it is fixed.

With --http the site is served over HTTP on 127.0.0.1 by a host that answers every missing
address with the site's 404.html, as static hosts do; only then does the test of a missing nested
address run (the site must be built without --base-url).

With --language TAG (a site built with `marquee build --language TAG`) every word the tests look
for on a page is read from strings/TAG.toml, the site's own string table, instead of English.

Needs: Debian's chromium and chromium-driver, and selenium from PyPI.
Usage: browser_test.py SITE_DIR [--http] [--language TAG] [--screenshots DIR] [--readme-screenshot FILE]
       browser_test.py --live-reload URL --queries FILE --template FILE
Prints one line per test, then "N passed, N failed"; exit status 1 when any failed.
"""

import argparse
import functools
import http.server
import os
import re
import shutil
import sys
import time
import threading
import tomllib
import traceback
from urllib.parse import unquote

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# Languages whose sites the checks build from Latin searches only.
LATIN_LANGUAGES = ("en", "es")

STRINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "strings")


def load_strings(language):
    """The string table of `language` (falling back along its parents, like Marquee) as
    {dotted key: text}."""
    table = {}
    parts = language.split("-")
    for end in range(1, len(parts) + 1):
        path = os.path.join(STRINGS, "-".join(parts[:end]) + ".toml")
        if os.path.isfile(path):
            with open(path, "rb") as handle:
                table.update(flatten(tomllib.load(handle)))
    if not table:
        raise SystemExit(f"browser_test: no string table for {language} in {STRINGS}")
    return table


def flatten(tree, prefix=""):
    flat = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            flat.update(flatten(value, prefix + key + "."))
        else:
            flat[prefix + key] = value
    return flat


def fill(template, **values):
    return re.sub(r"\{(\w+)\}", lambda match: str(values.get(match.group(1), match.group(0))), template)


def parse(template, text):
    """The placeholders of `template` read back from `text` (numbers only), or None."""
    pattern = "".join("(?P<%s>[0-9,.]+)" % part[1:-1] if re.fullmatch(r"\{\w+\}", part) else re.escape(part)
                      for part in re.split(r"(\{\w+\})", template))
    match = re.fullmatch(pattern, text)
    return {key: int(re.sub(r"[,.]", "", value)) for key, value in match.groupdict().items()} if match else None


# The browser and its driver are Debian's; Selenium must not look for others online.
os.environ.setdefault("SE_OFFLINE", "true")

PHONE = (390, 844)
DESKTOP = (1280, 900)
PAGE_LOAD_SECONDS = 20
WAIT_SECONDS = 5

# Text and background of every visible element with text are compared, the way WCAG defines it.
CONTRAST_SCRIPT = """
function channel(value) {
  value /= 255;
  return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
}
function parse(color) {
  var canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  var context = canvas.getContext("2d", {willReadFrequently: true});
  context.fillStyle = "#000";
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  var data = context.getImageData(0, 0, 1, 1).data;
  return [data[0], data[1], data[2], parseFloat((color.match(/[\\d.]+\\)$/) || ["1)"])[0]) || (color.indexOf("rgba") === 0 || color.indexOf("/") !== -1 ? 0 : 1)];
}
function alpha(color) {
  var style = color.trim();
  if (style === "transparent") return 0;
  var match = style.match(/\\/\\s*([\\d.]+%?)\\s*\\)$/) || style.match(/^rgba\\([^,]+,[^,]+,[^,]+,\\s*([\\d.]+)\\s*\\)$/);
  if (!match) return 1;
  return match[1].endsWith("%") ? parseFloat(match[1]) / 100 : parseFloat(match[1]);
}
function luminance(rgb) {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}
function background(element) {
  for (var node = element; node; node = node.parentElement) {
    var style = getComputedStyle(node);
    if (style.backgroundImage !== "none") return null;
    if (alpha(style.backgroundColor) > 0.5) return parse(style.backgroundColor);
  }
  return [255, 255, 255];
}
var failures = [];
var checked = 0;
document.querySelectorAll("body *").forEach(function (element) {
  var text = Array.prototype.some.call(element.childNodes, function (node) {
    return node.nodeType === 3 && node.textContent.trim() !== "";
  });
  if (!text || element.closest("[hidden], [aria-hidden=true], .visually-hidden, .skip-link")) return;
  var box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return;
  var back = background(element);
  if (!back) return;
  var fore = parse(getComputedStyle(element).color);
  var lighter = Math.max(luminance(fore), luminance(back));
  var darker = Math.min(luminance(fore), luminance(back));
  var ratio = (lighter + 0.05) / (darker + 0.05);
  checked += 1;
  if (ratio < 4.5) {
    failures.push(element.tagName.toLowerCase() + "." + element.className + " “" + element.textContent.trim().slice(0, 30) + "” " + ratio.toFixed(2));
  }
});
return {checked: checked, failures: failures.slice(0, 10)};
"""

STRUCTURE_SCRIPT = """
var problems = [];
if (document.documentElement.getAttribute("lang") !== arguments[0]) problems.push("html lang is not " + arguments[0]);
["header", "nav", "main", "footer"].forEach(function (tag) {
  if (!document.querySelector(tag)) problems.push("no <" + tag + "> landmark");
});
var headings = Array.prototype.map.call(document.querySelectorAll("h1, h2, h3, h4, h5, h6"), function (h) {
  return parseInt(h.tagName.slice(1), 10);
});
if (headings.filter(function (level) { return level === 1; }).length !== 1) problems.push("not exactly one h1");
if (headings[0] !== 1) problems.push("the first heading is not h1");
for (var i = 1; i < headings.length; i++) {
  if (headings[i] > headings[i - 1] + 1) problems.push("heading level jumps from h" + headings[i - 1] + " to h" + headings[i]);
}
document.querySelectorAll("img").forEach(function (img) {
  if (!img.getAttribute("alt")) problems.push("an image has no alt text: " + img.getAttribute("src"));
  if (img.complete && img.naturalWidth === 0) problems.push("a broken image: " + img.getAttribute("src"));
});
var skip = document.querySelector("a.skip-link");
if (!skip || !document.querySelector(skip.getAttribute("href"))) problems.push("no working skip link");
return problems;
"""


class NotFoundPageHost(http.server.SimpleHTTPRequestHandler):
    """Serves a folder as a static host does: any missing address gets its 404.html, status 404."""

    def send_error(self, code, message=None, explain=None):
        page = os.path.join(self.directory, "404.html")
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        with open(page, "rb") as handle:
            body = handle.read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format, *args):
        pass


class BrowserTests:
    def __init__(self, site, screenshots, readme_screenshot, language="en", http=False):
        self.site = os.path.abspath(site)
        self.http = http
        self.server = None
        self.language = language
        self.text = load_strings(language)
        self.screenshots = screenshots
        self.readme_screenshot = readme_screenshot
        self.results = []
        self.driver = None

    # Plumbing

    def start(self):
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--hide-scrollbars", "--disable-extensions", "--force-color-profile=srgb",
                         "--window-size=%d,%d" % DESKTOP):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        self.driver = webdriver.Chrome(options=options, service=service)
        self.driver.set_page_load_timeout(PAGE_LOAD_SECONDS)
        self.use_viewport(DESKTOP)
        if self.http:
            handler = functools.partial(NotFoundPageHost, directory=self.site)
            self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        if self.driver:
            self.driver.quit()
        if self.server:
            self.server.shutdown()

    def url(self, path):
        if self.server:
            return f"http://127.0.0.1:{self.server.server_address[1]}/{path}"
        return "file://" + os.path.join(self.site, path)

    def open(self, path):
        self.driver.get(self.url(path))
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        self.wait(lambda d: d.execute_script("var f = document.querySelector('.site-search'); return f && !f.hidden"),
                  "the search box never appeared (site.js or search-index.js did not run)")

    def wait(self, condition, message="timed out"):
        try:
            return WebDriverWait(self.driver, WAIT_SECONDS).until(condition)
        except TimeoutException:
            raise AssertionError(message)

    def use_viewport(self, size, dark=False):
        width, height = size
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
        })
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}],
        })

    def console_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def css(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def run(self, name, test):
        started = time.monotonic()
        try:
            self.console_errors()
            test()
            errors = self.console_errors()
            assert not errors, "the browser logged errors: " + " | ".join(errors[:3])
            self.results.append((name, None))
            print(f"ok - {name} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # every failure is reported, then the next test runs
            reason = str(error) or error.__class__.__name__
            if not isinstance(error, AssertionError):
                reason += "\n" + traceback.format_exc(limit=3)
            self.results.append((name, reason))
            print(f"FAIL - {name}: {reason}", flush=True)
        finally:
            self.use_viewport(DESKTOP)

    # What the reader sees

    def search_page(self):
        """The results of the search with the most pages, from the home page."""
        self.open("index.html")
        links = [a.get_attribute("href") for a in self.css("main ul a[href*='search/']")]
        assert links, "the home page lists no searches"
        return links

    def test_home_lists_searches(self):
        self.open("index.html")
        assert self.driver.title.endswith("Marquee"), self.driver.title
        searches = self.css("main ul a[href*='search/']")
        assert len(searches) >= 5, f"only {len(searches)} searches on the home page"
        for label in (self.text["navigation.searches"], self.text["navigation.genres"], self.text["navigation.years"], self.text["navigation.recent"]):
            assert self.css(f"nav.site-nav a"), "no site navigation"
            assert any(a.text == label for a in self.css("nav.site-nav a")), f"no {label} in the navigation"

    def test_home_invites_exploring_with_genres_and_the_best_rated_films(self):
        self.open("index.html")
        genres = self.css("main p a[href*='genre/'][href$='/index.html']:not([href$='genre/index.html'])")
        assert len(genres) >= 5, f"only {len(genres)} genres linked from the home page"
        headings = [h.text for h in self.css("main h2:not(.card-title)")]
        assert self.text["home.best_rated"] in headings, f"no “{self.text['home.best_rated']}” section: {headings}"
        cards = self.css("main .cards .card-title a")
        assert 1 <= len(cards) <= 10, f"{len(cards)} best-rated films"
        ratings = []
        for caption in self.css("main .cards .card-caption"):
            found = re.search(r"(\d+)[.,](\d)/10", caption.text)
            assert found, f"a best-rated film without a rating: {caption.text}"
            ratings.append(float(found.group(1) + "." + found.group(2)))
        assert ratings[0] >= 8, f"the best-rated film is rated {ratings[0]}"
        target = cards[0].get_attribute("href")
        cards[0].click()
        self.wait(lambda d: d.current_url == target, "the first best-rated film did not open")

    def test_search_box_finds_and_follows_with_the_keyboard(self):
        self.open("index.html")
        box = self.css("#site-search-input")[0]
        box.click()
        box.send_keys("godfather")
        self.wait(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#site-search-results a")) > 0,
                  "typing “godfather” showed no results")
        titles = [a.find_element(By.CSS_SELECTOR, ".result-title").text for a in self.css("#site-search-results a")]
        assert all("godfather" in title.lower() for title in titles[:3]), titles
        status = self.css("#site-search-status")[0].text
        shown = len(self.css("#site-search-results a"))
        expected = [fill(self.text[key], count=shown, shown=shown) for key in self.text if key.startswith("search_box.matches.")]
        assert status in expected or parse(self.text["search_box.first_shown"], status) is not None, status
        box.send_keys(Keys.ARROW_DOWN)
        focused = self.driver.switch_to.active_element
        assert focused.tag_name == "a" and "Godfather" in focused.text, "ArrowDown did not move to the first result"
        expected = focused.get_attribute("href")
        focused.send_keys(Keys.ENTER)
        self.wait(lambda d: d.current_url == expected, "Enter on a result did not open it")
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        heading = self.css("h1")[0].text
        assert "Godfather" in heading, heading
        found_by = [a.text for a in self.css("main a[href*='search/']")]
        assert any("godfather" in text.lower() for text in found_by), f"the movie page does not link back to its search: {found_by}"

    def test_search_box_matches_people_and_says_when_nothing_matches(self):
        self.open("index.html")
        box = self.css("#site-search-input")[0]
        box.send_keys("kubrick")
        self.wait(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#site-search-results a")) > 0,
                  "a director's name found nothing")
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys("zzqqxx no such film")
        nothing = fill(self.text["search_box.no_match"], query="zzqqxx no such film")
        self.wait(lambda d: d.find_element(By.ID, "site-search-status").text == nothing,
                  f"no “{nothing}” message")
        assert not self.css("#site-search-results a"), "results shown for a query that matches nothing"
        box.send_keys(Keys.ESCAPE)
        self.wait(lambda d: not d.find_element(By.CSS_SELECTOR, ".site-search-panel").is_displayed(),
                  "Escape did not close the results")

    def test_search_box_finds_films_by_their_cast(self):
        # Catalog films show only their director in the detail line; the cast is in the index.
        self.open("index.html")
        box = self.css("#site-search-input")[0]
        box.send_keys("john cazale")
        self.wait(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#site-search-results a")) > 0,
                  "a cast member's name found nothing")
        titles = [a.text for a in self.css("#site-search-results a")]
        assert any("Godfather" in title for title in titles), f"John Cazale's films are not listed: {titles}"
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys("index.html")
        nothing = fill(self.text["search_box.no_match"], query="index.html")
        self.wait(lambda d: d.find_element(By.ID, "site-search-status").text == nothing,
                  "the box matched the pages' addresses")

    def box_titles(self, query):
        """The titles the search box lists for `query`, typed into a fresh box."""
        box = self.css("#site-search-input")[0]
        box.click()
        # People and genres arrive with search-people.js, on the box's first use.
        self.wait(lambda d: d.execute_script("return !!window.marqueePeople"), "search-people.js never arrived")
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(query)
        self.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".site-search-panel").is_displayed()
                  and d.find_element(By.ID, "site-search-status").text != "", f"the box did not answer “{query}”")
        return [a.text for a in self.css("#site-search-results .result-title")]

    def test_search_box_reads_numbers_as_titles_write_them(self):
        self.open("index.html")
        titles = self.box_titles("godfather 2")
        assert titles and titles[0] == "The Godfather Part II", f"“godfather 2”: {titles}"
        assert not any("Gore" in title for title in titles), f"a year's digit matched: {titles}"
        titles = self.box_titles("star wars 4")
        assert titles and "A New Hope" in titles[0], f"“star wars 4”: {titles}"
        assert not any("Revenge of the Sith" in title for title in titles), f"“star wars 4”: {titles}"
        titles = self.box_titles("the godfather part ii")
        assert titles and titles[0] == "The Godfather Part II", titles

    def test_search_box_forgives_a_slip_and_knows_genres_and_letters(self):
        self.open("index.html")
        titles = self.box_titles("godfahter")
        assert titles and titles[0] == "The Godfather", f"“godfahter”: {titles}"
        titles = self.box_titles("amelei")
        assert "Amélie" in titles, f"“amelei”: {titles}"
        science_fiction = self.text["genre.Sci-Fi"].lower()
        titles = self.box_titles("alien " + science_fiction)
        assert titles and "Alien" in titles[0], f"“alien {science_fiction}”: {titles}"
        horror = self.text["genre.Horror"].lower()
        titles = self.box_titles(horror)
        assert titles, f"the genre word “{horror}” found nothing"
        titles = self.box_titles("bodil jorgensen")
        assert titles, "“Bodil Jorgensen” did not find Bodil Jørgensen's films"

    def test_search_box_answers_a_site_search_as_its_page_does(self):
        self.open("search/batman/index.html")
        page = [a.text for a in self.css("main .card-title a")]
        assert page, "the batman page lists no films"
        titles = self.box_titles("Batman")
        assert titles == page[:len(titles)] and titles, f"box {titles[:3]} vs page {page[:3]}"
        see_all = self.css("#site-search-results .site-search-all a")
        assert see_all and see_all[0].get_attribute("href").endswith("search/batman/index.html"), "no “See all” link to the search"
        counts = re.findall(r"\d+", see_all[0].text)
        assert counts and see_all[0].text == fill(self.text["search_box.see_all.other"], count=counts[0]), see_all[0].text
        first = self.css("#site-search-results a")[0].get_attribute("href")
        self.css("#site-search-input")[0].send_keys(Keys.ENTER)
        self.wait(lambda d: d.current_url == first, "Enter did not open the first answer")

    def test_enter_with_no_match_says_so(self):
        self.open("index.html")
        box = self.css("#site-search-input")[0]
        box.send_keys("zzqqxx")
        self.driver.execute_script("document.querySelector('.site-search-panel').hidden = true")
        box.send_keys(Keys.ENTER)
        nothing = fill(self.text["search_box.no_match"], query="zzqqxx")
        self.wait(lambda d: d.find_element(By.ID, "site-search-status").text == nothing
                  and d.find_element(By.CSS_SELECTOR, ".site-search-panel").is_displayed(), "Enter with no match said nothing")
        assert self.driver.current_url.endswith("index.html"), "Enter with no match left the page"

    def test_search_box_works_from_a_nested_page(self):
        movie = self.first_movie_path()
        self.open(movie)
        box = self.css("#site-search-input")[0]
        box.send_keys("star wars")
        self.wait(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#site-search-results a")) > 0, "no results from a movie page")
        target = self.css("#site-search-results a")[0].get_attribute("href")
        assert target.startswith("file://" + self.site + "/movie/"), target
        assert os.path.isfile(unquote(target[len("file://"):])), f"the result links to a missing page: {target}"

    def test_a_missing_nested_address_gets_a_styled_404_whose_links_all_work(self):
        """Served by a host that answers 404.html anywhere, a missing page deep in the site."""
        self.open("movie/99999/")
        heading = self.css("main h1")
        assert heading and heading[0].text.strip() == self.text["not_found.title"], "not the 404 page: " + self.driver.title
        styled = self.driver.execute_script(
            "return Array.from(document.styleSheets).some(s => { try { return s.cssRules.length > 0 } catch (e) { return false } })")
        assert styled, "the stylesheet did not load on the 404 page"
        links = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('a[href], link[href], script[src]'))"
            ".filter(e => !(e.getAttribute('href') || '').startsWith('#')).map(e => e.href || e.src)")
        assert links, "the 404 page has no links"
        for link in sorted(set(links)):
            status = self.driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "fetch(arguments[0], {method: 'HEAD'}).then(r => done(r.status), e => done(String(e)))", link)
            assert status == 200, f"{link} answers {status} from the 404 page"
        # The browser logs the missing address itself (and the favicon the site does not have).
        errors = [e for e in self.console_errors() if "/movie/99999/ " not in e and "/favicon.ico " not in e]
        assert not errors, "the browser logged errors: " + " | ".join(errors[:3])

    def test_pagination_walks_every_page_and_back(self):
        best = None
        for href in self.search_page():
            self.driver.get(href)
            label = self.css(".pagination-label")
            if label:
                count = parse(self.text["layout.page_of"], label[0].text)["count"]
                if not best or count > best[1]:
                    best = (href, count)
        assert best, "no search has more than one page"
        href, count = best
        self.open(href[len("file://" + self.site + "/"):])
        for page in range(1, count + 1):
            label = self.css(".pagination-label")[0].text
            expected = fill(self.text["layout.page_of"], page=page, count=count)
            assert label == expected, f"expected “{expected}”, read “{label}”"
            assert self.css(".cards .card"), f"page {page} shows no movies"
            crumbs = [li.text for li in self.css(".breadcrumbs li")]
            assert crumbs[0] == self.text["layout.home"], crumbs
            if page < count:
                self.css("a[rel=next]")[0].click()
                self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
            else:
                assert not self.css("a[rel=next]"), "the last page has a next link"
        for page in range(count - 1, 0, -1):
            self.css("a[rel=prev]")[0].click()
            self.wait(lambda d, page=page: d.find_element(By.CSS_SELECTOR, ".pagination-label").text == fill(self.text["layout.page_of"], page=page, count=count),
                      f"previous did not lead to page {page}")
        assert not self.css("a[rel=prev]"), "the first page has a previous link"

    def test_searches_in_other_scripts_open_from_their_own_folders(self):
        self.open("index.html")
        links = [(a.text, a.get_attribute("href")) for a in self.css("main ul a[href*='search/%']")]
        assert links, "no search in the site's own script on the home page (build it with one)"
        for text, href in links:
            assert re.search(r"/search/(%[0-9A-F]{2})+[^/]*/index\.html$", href), f"not percent-encoded: {href}"
            self.driver.get(href)
            self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
            heading = self.css("h1")[0].text
            assert text in heading, f"{href} shows “{heading}”"

    def test_genres_and_years_lead_to_movies(self):
        for nav, kind in ((self.text["navigation.genres"], "genre"), (self.text["navigation.years"], "year")):
            self.open("index.html")
            next(a for a in self.css("nav.site-nav a") if a.text == nav).click()
            self.wait(lambda d: f"/{kind}/index.html" in d.current_url)
            entries = self.css(f"main ul a[href*='/index.html']")
            assert entries, f"the {nav.lower()} page lists nothing"
            name = entries[0].text
            entries[0].click()
            self.wait(lambda d: d.find_element(By.TAG_NAME, "h1").text != nav)
            assert name in self.css("h1")[0].text, f"{name} led to “{self.css('h1')[0].text}”"
            assert self.css(".cards .card"), f"the {kind} {name} shows no movies"
            crumbs = [li.text for li in self.css(".breadcrumbs li")]
            assert crumbs[:2] == [self.text["layout.home"], nav], crumbs

    def test_genres_page_by_title_with_an_index_of_every_page(self):
        """The largest genre's first page lists every page by its titles; walking it with the next
        links visits those pages in that order, each naming its range, and shows every film of the
        genre once."""
        self.open("genre/index.html")
        best = None
        for entry in self.css("main ul li"):
            link = entry.find_element(By.TAG_NAME, "a")
            count = int(re.sub(r"\D", "", entry.text[len(link.text):]) or 0)
            if not best or count > best[1]:
                best = (link.get_attribute("href"), count)
        assert best, "the genres page lists no genre"
        href, count = best
        self.driver.get(href)
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        index = [(item.text, item.find_elements(By.TAG_NAME, "a")) for item in self.css(".page-index li")]
        assert len(index) > 1, f"the largest genre ({count} films) has one page: build the site from a longer list"
        assert not index[0][1] and self.css(".page-index li [aria-current=page]"), "the first page is not marked as this one"
        titles = []
        for position, (label, _) in enumerate(index):
            assert self.css(".pagination-label")[0].text == label, f"page {position + 1} says “{self.css('.pagination-label')[0].text}”, the index “{label}”"
            cards = [card.text for card in self.css(".cards .card-title")]
            assert cards, f"“{label}” shows no movies"
            expected = cards[0] if len(cards) == 1 else fill(self.text["collections.range"], first=cards[0], last=cards[-1])
            assert label == expected, f"“{label}” shows {cards[0]} to {cards[-1]}"
            titles += cards
            if position > 0:
                crumbs = [li.text for li in self.css(".breadcrumbs li")]
                assert crumbs[-1] == label, crumbs
            if position + 1 < len(index):
                self.css("a[rel=next]")[0].click()
                self.wait(lambda d, label=index[position + 1][0]: d.find_element(By.CSS_SELECTOR, ".pagination-label").text == label,
                          f"next did not lead to “{index[position + 1][0]}”")
            else:
                assert not self.css("a[rel=next]"), "the last page has a next link"
        assert len(titles) == count, f"the pages show {len(titles)} films, the genre says {count}"

    def test_movie_pages_link_to_their_genres_and_year(self):
        self.open(self.first_movie_path())
        browse = [a.get_attribute("href") for a in self.css("main a[href*='genre/'], main a[href*='year/']")]
        assert browse, "a movie page links to no genre or year"
        for href in browse:
            assert os.path.isfile(unquote(href[len("file://"):])), f"missing page {href}"

    def test_names_on_a_movie_page_lead_to_their_pages(self):
        """Every director and cast name links to the person's page, which lists the film back."""
        movie = self.first_movie_path()
        self.open(movie)
        people = self.css("main a[href*='person/']")
        assert people, "a movie page links to nobody"
        name = people[0].text
        people[0].click()
        self.wait(lambda d: "/person/" in d.current_url, f"clicking {name} did not open a person's page")
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete")
        assert self.css("h1")[0].text == name, f"the page of {name} is headed {self.css('h1')[0].text}"
        films = [unquote(a.get_attribute("href")) for a in self.css("main li a[href*='movie/']")]
        assert any(href.endswith(movie) for href in films), f"{name}'s page does not list {movie}: {films}"
        assert not self.console_errors(), self.console_errors()

    def test_search_box_suggests_people_by_name(self):
        self.open("index.html")
        titles = self.box_titles("francis ford coppola")
        assert titles and titles[0] == "Francis Ford Coppola", f"the director is not suggested first: {titles[:5]}"
        first = self.css("#site-search-results a")[0]
        assert "person/francis-ford-coppola/index.html" in first.get_attribute("href"), first.get_attribute("href")
        self.css("#site-search-input")[0].send_keys(Keys.ENTER)
        self.wait(lambda d: "/person/francis-ford-coppola/" in d.current_url, "Enter did not open the person's page")
        films = [a.text for a in self.css("main li a[href*='movie/']")]
        assert any("Godfather" in title for title in films), f"Coppola's page lists {films}"
        # One partial word lists the films first: people come after them.
        titles = self.box_titles("godfather")
        assert "Godfather" in titles[0], titles[:5]

    def test_a_long_cast_opens_in_full(self):
        """A film whose facts name only the first dozen of its cast shows the rest on request."""
        self.open("index.html")
        self.css("#site-search-input")[0].click()
        self.wait(lambda d: d.execute_script("return !!window.marqueePeople"), "search-people.js never arrived")
        row = self.driver.execute_script(
            "var films = window.marqueePeople.films;"
            "for (var i = 0; i < films.length; i++) { if (films[i].length > 20) return i; } return -1")
        assert row >= 0, "no film of the site has a long cast"
        self.open(self.driver.execute_script("return window.marqueeMovies[arguments[0]][2]", row))
        disclosure = self.css("details.full-cast")
        assert disclosure, "no full-cast disclosure on a film with a long cast"
        names = disclosure[0].find_element(By.TAG_NAME, "p")
        assert not names.is_displayed(), "the full cast is open before it is asked for"
        disclosure[0].find_element(By.TAG_NAME, "summary").click()
        self.wait(lambda d: names.is_displayed(), "the full cast did not open")
        assert names.text.count(",") >= 12, names.text[:200]

    def test_accessibility_basics(self):
        pages = ["index.html", self.first_movie_path(), "genre/index.html", "year/index.html", "recent/index.html"]
        if self.has_relative_links("404.html"):
            pages.append("404.html")
        pages.append(self.search_page()[0][len("file://" + self.site + "/"):])
        problems = []
        for page in pages:
            self.open(page)
            problems += [f"{page}: {problem}" for problem in self.driver.execute_script(STRUCTURE_SCRIPT, self.language)]
            body = self.css("body")[0]
            body.send_keys(Keys.TAB)
            if "skip-link" not in (self.driver.switch_to.active_element.get_attribute("class") or ""):
                problems.append(f"{page}: the first Tab does not reach the skip link")
        assert not problems, "; ".join(problems[:8])

    def test_contrast_in_light_and_dark(self):
        pages = ["index.html", self.first_movie_path(), self.search_page()[0][len("file://" + self.site + "/"):]]
        failures = []
        for dark in (False, True):
            for page in pages:
                self.use_viewport(DESKTOP, dark=dark)
                self.open(page)
                result = self.driver.execute_script(CONTRAST_SCRIPT)
                assert result["checked"] > 10, f"{page}: only {result['checked']} texts measured"
                scheme = "dark" if dark else "light"
                failures += [f"{scheme} {page}: {failure}" for failure in result["failures"]]
        assert not failures, "contrast below 4.5:1: " + "; ".join(failures[:6])

    def test_no_sideways_scrolling_on_a_phone(self):
        pages = ["index.html", self.first_movie_path(), "genre/index.html", self.search_page()[0][len("file://" + self.site + "/"):]]
        self.use_viewport(PHONE)
        for page in pages:
            self.open(page)
            width = self.driver.execute_script("return document.documentElement.scrollWidth")
            assert width <= PHONE[0], f"{page} is {width} px wide on a {PHONE[0]} px phone"
            columns = self.driver.execute_script(
                "var c = document.querySelector('.cards'); return c ? getComputedStyle(c).gridTemplateColumns.split(' ').length : 2")
            assert columns >= 2, f"{page}: {columns} column of cards on a phone"

    def test_posters_show_above_their_placeholders(self):
        self.open(self.search_page()[0][len("file://" + self.site + "/"):])
        self.driver.execute_script("document.querySelectorAll('img').forEach(function (img) { img.loading = 'eager'; })")
        self.wait(lambda d: d.execute_script("return Array.prototype.every.call(document.images, function (img) { return img.complete; })"),
                  "the posters did not finish loading")
        hidden = self.driver.execute_script("""
            var hidden = [];
            document.querySelectorAll("img.poster-image").forEach(function (img) {
              img.scrollIntoView({block: "center"});
              var box = img.getBoundingClientRect();
              var stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              var placeholder = img.parentElement.querySelector(".poster-placeholder");
              var shown = stack.indexOf(img) !== -1 && stack.indexOf(img) < stack.indexOf(placeholder);
              if (!img.complete || img.naturalWidth === 0 || !shown) hidden.push(img.getAttribute("src"));
            });
            return hidden;
        """)
        assert not hidden, f"{len(hidden)} posters do not show: {hidden[:3]}"

    def test_screenshots(self):
        if not self.screenshots:
            return
        os.makedirs(self.screenshots, exist_ok=True)
        results = self.search_page()[0][len("file://" + self.site + "/"):]
        shots = {
            "home": "index.html",
            "results": results,
            "movie": self.first_movie_path(),
            "genre": self.first_path_under("genre/", skip="genre/index.html"),
        }
        for device, size in (("desktop", DESKTOP), ("phone", PHONE)):
            for scheme in ("light", "dark"):
                self.use_viewport(size, dark=scheme == "dark")
                for name, page in shots.items():
                    self.open(page)
                    path = os.path.join(self.screenshots, f"{device}-{scheme}-{name}.png")
                    assert self.driver.save_screenshot(path), f"no screenshot {path}"
        if self.readme_screenshot:
            source = os.path.join(self.screenshots, "desktop-light-results.png")
            os.makedirs(os.path.dirname(os.path.abspath(self.readme_screenshot)), exist_ok=True)
            shutil.copyfile(source, self.readme_screenshot)

    # Helpers

    def has_relative_links(self, page):
        """False for a page built with absolute links (the 404 page of a site with a base URL),
        which only works at that address, or with links from the host's root (the 404 page of a
        site without one), which only a host serves (--http tests that)."""
        path = os.path.join(self.site, page)
        if not os.path.isfile(path):
            return False
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        return 'rel="stylesheet" href="http' not in text and 'rel="stylesheet" href="/' not in text

    def first_movie_path(self):
        return self.first_path_under("movie/")

    def first_path_under(self, folder, skip=None):
        base = os.path.join(self.site, folder)
        for current, folders, names in sorted(os.walk(base)):
            folders.sort()
            if "index.html" in names:
                path = os.path.relpath(os.path.join(current, "index.html"), self.site)
                if path != skip:
                    return path
        raise AssertionError(f"no page under {folder}")

    def run_all(self, only=None):
        tests = [name for name in dir(self) if name.startswith("test_") and (not only or any(word in name for word in only))]
        # The 404 page is only shown by a host, not from disk.
        if not self.http:
            tests = [name for name in tests if name != "test_a_missing_nested_address_gets_a_styled_404_whose_links_all_work"]
        # Sites in a Latin-script language are built from Latin searches only.
        if self.language.split("-")[0] in LATIN_LANGUAGES:
            tests = [name for name in tests if name != "test_searches_in_other_scripts_open_from_their_own_folders"]
        tests.sort(key=lambda name: getattr(BrowserTests, name).__code__.co_firstlineno)
        for name in tests:
            self.run(name[len("test_"):].replace("_", " "), getattr(self, name))
        return self.results


class LiveReloadTest:
    """A page opened from `marquee serve` follows the edits: it reloads by itself when the query
    list changes, shows a broken template's error over the page, and reloads when it is fixed."""

    def __init__(self, url, queries, template):
        self.url = url
        self.queries = queries
        self.template = template
        self.browser = BrowserTests(".", None, None)
        # Over HTTP the browser asks for /favicon.ico, which the site does not have.
        errors = self.browser.console_errors
        self.browser.console_errors = lambda: [message for message in errors() if "/favicon.ico " not in message]

    def wait(self, condition, message, seconds=30):
        try:
            return WebDriverWait(self.browser.driver, seconds).until(condition)
        except TimeoutException:
            raise AssertionError(message)

    def mark(self):
        """Sets a mark on the page that a reload clears."""
        self.browser.driver.execute_script("window.marqueeLiveReloadMark = true;")

    def reloaded(self, driver):
        return driver.execute_script("return document.readyState === 'complete' && !window.marqueeLiveReloadMark")

    def error_text(self, driver):
        return driver.execute_script("var box = document.getElementById('marquee-build-error'); return box ? box.textContent : '';")

    def test_the_page_reloads_after_a_rebuild(self):
        driver = self.browser.driver
        driver.get(self.url)
        self.wait(lambda d: d.execute_script("return document.readyState") == "complete", "the page never loaded")
        # The script connects to the server's events before anything changes.
        self.wait(lambda d: d.execute_script("return window.marqueeLiveReload === 'listening'"), "the page never listened for rebuilds")
        assert not driver.find_elements(By.CSS_SELECTOR, "a[href*='search/amelie']"), "amelie is listed before it is searched"
        self.mark()
        with open(self.queries, "a", encoding="utf-8") as handle:
            handle.write("amelie\n")
        self.wait(self.reloaded, "the page did not reload after the query list changed")
        self.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "a[href*='search/amelie']"),
                  "the reloaded page does not list the new search")

    def test_a_broken_template_shows_its_error_until_it_is_fixed(self):
        driver = self.browser.driver
        with open(self.template, encoding="utf-8") as handle:
            good = handle.read()
        self.mark()
        with open(self.template, "w", encoding="utf-8") as handle:
            handle.write(good + "{{#unclosed}}\n")
        text = self.wait(lambda d: self.error_text(d), "the page never showed the failed rebuild")
        assert "layout.html" in text, "the error does not name the template: " + text[:300]
        assert driver.execute_script("return window.marqueeLiveReloadMark === true"), "the page reloaded on a failed rebuild"
        assert driver.find_element(By.ID, "marquee-build-error").is_displayed(), "the error is not visible"
        with open(self.template, "w", encoding="utf-8") as handle:
            handle.write(good)
        self.wait(self.reloaded, "the page did not reload once the template was fixed")
        self.wait(lambda d: not self.error_text(d), "the error stayed after the template was fixed")

    def run_all(self):
        self.browser.start()
        try:
            for name in ("test_the_page_reloads_after_a_rebuild", "test_a_broken_template_shows_its_error_until_it_is_fixed"):
                self.browser.run("live reload: " + name[len("test_"):].replace("_", " "), getattr(self, name))
        finally:
            self.browser.stop()
        return self.browser.results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", help="the built site's folder")
    parser.add_argument("--live-reload", metavar="URL",
                        help="instead: test live reload on a page of `marquee serve` (needs --queries and --template)")
    parser.add_argument("--queries", help="with --live-reload: the query file the server watches")
    parser.add_argument("--template", help="with --live-reload: a template file the server watches (layout.html)")
    parser.add_argument("--screenshots", help="save screenshots (phone and desktop, light and dark) in this folder")
    parser.add_argument("--readme-screenshot", help="copy the desktop screenshot of a results page to this file")
    parser.add_argument("--only", nargs="+", help="run only the tests whose names contain one of these words")
    parser.add_argument("--language", default="en", help="the language the site was built in (its strings/TAG.toml is read)")
    parser.add_argument("--http", action="store_true",
                        help="serve the site on 127.0.0.1 with 404.html for missing addresses, as a static host does")
    args = parser.parse_args()
    if args.live_reload:
        results = LiveReloadTest(args.live_reload, args.queries, args.template).run_all()
        failed = sum(1 for _, reason in results if reason)
        print(f"{len(results) - failed} passed, {failed} failed")
        return 1 if failed else 0
    if not args.site or not os.path.isfile(os.path.join(args.site, "index.html")):
        print(f"browser_test: {args.site} holds no index.html; build the site first", file=sys.stderr)
        return 2
    tests = BrowserTests(args.site, args.screenshots, args.readme_screenshot, args.language, http=args.http)
    try:
        tests.start()
        results = tests.run_all(args.only)
    finally:
        tests.stop()
    failed = sum(1 for _, reason in results if reason)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
