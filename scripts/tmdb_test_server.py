#!/usr/bin/env python3
"""A small TMDB-shaped HTTP server for Marquee's tests. Standard library only.

It listens on 127.0.0.1 (never any other address) on a free port, prints that port on its first
line of standard output, and serves a few TMDB v3 endpoints under /3/. What it answers depends only
on the request (path, query, credential) and on how often that request was seen, so tests are
deterministic:

  /3/search/movie   45 results (3 pages) for an ordinary query; words in the query change that:
                    "nothing" no results, "huge" 600 pages, "flaky" 503 on the first try of each
                    page, "broken" always 503, "ratelimited" 429 with Retry-After: 1 on the first try,
                    "slow" answers after --slow-seconds, "missing" 404, "garbage" a body that is
                    not JSON. A page past 500 is refused the way TMDB refuses it.
  /3/movie/{id}     the details of a movie some search returned (credits appended); 404 otherwise;
                    503 for the movies of a search whose query holds "nodetails" (but the one
                    movie every search shares).
  /3/genre/movie/list, /3/configuration
  /__requests       every request so far (the credential itself is never recorded), as JSON.
  /__stats          {"max_in_flight": n, "requests": n}
  /__reset          forgets the requests and the first tries.
  /__outage?status=503  from now on every /3/ request gets that status (TMDB's error body);
                    &prefix=movie/ limits it to the paths under /3/movie/; status=0 ends it.

Every /3/ request needs the key given by --api-key (as api_key) or the token given by
--access-token (as Authorization: Bearer); anything else gets TMDB's 401 body.

The server stops on SIGTERM or SIGINT, when its standard input is closed (so it never outlives
the test that started it), or after --max-lifetime seconds.
"""

import argparse
import json
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from loopback_server import serve

PAGE_SIZE = 20
ORDINARY_RESULTS = 45
MAX_PAGE = 500
GENRES = [
    {"id": 28, "name": "Action"},
    {"id": 12, "name": "Adventure"},
    {"id": 35, "name": "Comedy"},
    {"id": 18, "name": "Drama"},
    {"id": 878, "name": "Science Fiction"},
    {"id": 53, "name": "Thriller"},
]
SHARED_MOVIE_ID = 550


class State:
    """What the handlers share: the request log, first tries, movies handed out, in-flight count."""

    def __init__(self):
        self.lock = threading.Lock()
        self.requests = []
        self.seen = set()
        self.movies = {}
        self.no_details = set()
        self.outage = 0
        self.outage_prefix = ""
        self.in_flight = 0
        self.max_in_flight = 0

    def first_try(self, key):
        with self.lock:
            if key in self.seen:
                return False
            self.seen.add(key)
            return True

    def reset(self):
        with self.lock:
            self.requests = []
            self.seen = set()
            self.in_flight = 0
            self.max_in_flight = 0


def error_body(code, message):
    return {"success": False, "status_code": code, "status_message": message}


def movie_for(query, page, index):
    """The result at `index` (0-based) of `page` for `query`, with TMDB's quirks spread over it."""
    if page == 1 and index == 0:
        return shared_movie()
    base = (zlib.crc32(query.lower().encode("utf-8")) % 90000 + 10000) * 1000
    position = (page - 1) * PAGE_SIZE + index
    movie_id = base + position
    words = " ".join(word.capitalize() for word in query.split()) or "Untitled"
    movie = {
        "adult": False,
        "backdrop_path": f"/backdrop{movie_id}.jpg",
        "genre_ids": [GENRES[position % len(GENRES)]["id"], GENRES[(position + 2) % len(GENRES)]["id"]],
        "id": movie_id,
        "original_language": "en",
        "original_title": f"{words} {position + 1}",
        "overview": f"The story number {position + 1} about {query}.",
        "popularity": round(100.0 / (position + 1), 3),
        "poster_path": f"/poster{movie_id}.jpg",
        "release_date": f"{1980 + position % 40}-{position % 12 + 1:02d}-{position % 28 + 1:02d}",
        "title": f"{words} {position + 1}",
        "video": False,
        "vote_average": round(5 + (position % 50) / 10, 1),
        "vote_count": 10 * (position + 1),
        "a_field_tmdb_added_later": {"nested": [1, 2, 3]},
    }
    quirk = index % 7
    if quirk == 1:
        movie["release_date"] = ""
    elif quirk == 2:
        del movie["release_date"]
    elif quirk == 3:
        movie["poster_path"] = None
    elif quirk == 4:
        movie["overview"] = ""
    elif quirk == 5:
        movie["genre_ids"] = []
    elif quirk == 6:
        movie["vote_average"] = 0
        movie["vote_count"] = 0
    return movie


def shared_movie():
    """One film every ordinary search finds first."""
    return {
        "adult": False,
        "genre_ids": [18, 53],
        "id": SHARED_MOVIE_ID,
        "original_language": "en",
        "original_title": "Common Ground",
        "overview": "Every search leads here.",
        "poster_path": "/common-ground.jpg",
        "release_date": "1999-10-15",
        "title": "Common Ground",
        "vote_average": 8.4,
        "vote_count": 30000,
    }


def details_for(movie):
    details = {key: value for key, value in movie.items() if key != "genre_ids"}
    details.update({
        "runtime": 90 + movie["id"] % 60,
        "genres": [genre for genre in GENRES if genre["id"] in movie.get("genre_ids", [])],
        "imdb_id": f"tt{movie['id']:07d}",
        "spoken_languages": [{"english_name": "English", "iso_639_1": "en", "name": "English"}],
        "production_countries": [{"iso_3166_1": "US", "name": "United States of America"}],
        "revenue": 1000 * movie["id"],
        "tagline": "",
        "credits": {
            "cast": [
                {"name": "Second Billed", "order": 1, "character": "B"},
                {"name": "First Billed", "order": 0, "character": "A"},
            ],
            "crew": [
                {"name": "Some Director", "job": "Director"},
                {"name": "Some Writer", "job": "Screenplay"},
            ],
        },
    })
    return details


class Handler(BaseHTTPRequestHandler):
    server_version = "tmdb-test-server/1"
    state = None
    options = None

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        state = self.state
        with state.lock:
            state.in_flight += 1
            state.max_in_flight = max(state.max_in_flight, state.in_flight)
        self.in_flight = True
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.leave_in_flight()

    def leave_in_flight(self):
        """Counts this request as answered: called before its answer goes out, since a client may
        send its next request as soon as it has the last byte of this one."""
        if self.in_flight:
            self.in_flight = False
            with self.state.lock:
                self.state.in_flight -= 1

    def route(self):
        parts = urlsplit(self.path)
        params = {key: values[-1] for key, values in parse_qs(parts.query, keep_blank_values=True).items()}
        path = parts.path
        if path == "/__requests":
            with self.state.lock:
                requests = list(self.state.requests)
            return self.send_json(200, requests)
        if path == "/__stats":
            with self.state.lock:
                stats = {"max_in_flight": self.state.max_in_flight, "requests": len(self.state.requests)}
            return self.send_json(200, stats)
        if path == "/__reset":
            self.state.reset()
            return self.send_json(200, {"reset": True})
        if path == "/__outage":
            with self.state.lock:
                self.state.outage = int(params.get("status", "0") or 0)
                self.state.outage_prefix = params.get("prefix", "")
            return self.send_json(200, {"outage": self.state.outage})

        credential = self.credential(params)
        with self.state.lock:
            self.state.requests.append({
                "path": path,
                "params": {key: value for key, value in params.items() if key != "api_key"},
                "credential": credential,
            })
        if self.options.delay_ms > 0:
            time.sleep(self.options.delay_ms / 1000)
        if not path.startswith("/3/"):
            return self.send_json(404, error_body(34, "The resource you requested could not be found."))
        if credential not in ("api_key", "bearer"):
            return self.send_json(401, error_body(7, "Invalid API key: You must be granted a valid key."))
        with self.state.lock:
            outage = self.state.outage if path.startswith("/3/" + self.state.outage_prefix) else 0
        if outage:
            return self.send_json(outage, error_body(11, "Internal error: Something went wrong, contact TMDb."))

        endpoint = path[len("/3/"):]
        if endpoint == "configuration":
            return self.send_json(200, {
                "change_keys": ["poster_path"],
                "images": {
                    "base_url": "http://image.tmdb.org/t/p/",
                    "secure_base_url": "https://image.tmdb.org/t/p/",
                    "backdrop_sizes": ["w300", "w780", "w1280", "original"],
                    "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
                },
            })
        if endpoint == "genre/movie/list":
            return self.send_json(200, {"genres": GENRES})
        if endpoint == "search/movie":
            return self.search(params)
        if endpoint.startswith("movie/"):
            return self.details(endpoint[len("movie/"):])
        return self.send_json(404, error_body(34, "The resource you requested could not be found."))

    def credential(self, params):
        authorization = self.headers.get("Authorization", "")
        if self.options.access_token and authorization == f"Bearer {self.options.access_token}":
            return "bearer"
        if self.options.api_key and params.get("api_key") == self.options.api_key:
            return "api_key"
        if authorization or "api_key" in params:
            return "wrong"
        return "none"

    def search(self, params):
        query = params.get("query", "").strip()
        lowered = query.lower()
        try:
            page = int(params.get("page", "1"))
        except ValueError:
            page = 0
        if page < 1 or page > MAX_PAGE:
            return self.send_json(400, error_body(22, "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."))
        if params.get("include_adult") != "false":
            return self.send_json(400, error_body(5, "Invalid parameters: include_adult must be false for this test server."))
        key = (query.lower(), page)
        if "missing" in lowered:
            return self.send_json(404, error_body(34, "The resource you requested could not be found."))
        if "broken" in lowered or ("flaky" in lowered and self.state.first_try(("flaky",) + key)):
            return self.send_json(503, error_body(11, "Internal error: Something went wrong, contact TMDb."))
        if "ratelimited" in lowered and self.state.first_try(("ratelimited",) + key):
            return self.send_json(429, error_body(25, "Your request count (41) is over the allowed limit of (40)."), {"Retry-After": "1"})
        if "slow" in lowered:
            time.sleep(self.options.slow_seconds)
        if "garbage" in lowered:
            return self.send_bytes(200, b"<html>this is not JSON</html>", "text/html")

        if "nothing" in lowered:
            total_results, total_pages = 0, 1
        elif "huge" in lowered:
            total_results, total_pages = 12000, 600
        else:
            total_results = ORDINARY_RESULTS
            total_pages = (total_results + PAGE_SIZE - 1) // PAGE_SIZE
        first = (page - 1) * PAGE_SIZE
        count = max(0, min(PAGE_SIZE, total_results - first))
        results = [movie_for(query, page, index) for index in range(count)]
        with self.state.lock:
            for movie in results:
                self.state.movies[movie["id"]] = movie
                if "nodetails" in lowered and movie["id"] != SHARED_MOVIE_ID:
                    self.state.no_details.add(movie["id"])
        if page == 2 and count == PAGE_SIZE:
            results.append({"id": "not a number", "title": "A result TMDB sent broken"})
        return self.send_json(200, {
            "page": page,
            "results": results,
            "total_pages": total_pages,
            "total_results": total_results,
        })

    def details(self, identifier):
        try:
            movie_id = int(identifier)
        except ValueError:
            movie_id = -1
        with self.state.lock:
            movie = self.state.movies.get(movie_id)
            no_details = movie_id in self.state.no_details
        if no_details:
            return self.send_json(503, error_body(11, "Internal error: Something went wrong, contact TMDb."))
        if movie is None:
            return self.send_json(404, error_body(34, "The resource you requested could not be found."))
        return self.send_json(200, details_for(movie))

    def send_json(self, status, body, headers=None):
        self.send_bytes(status, json.dumps(body).encode("utf-8"), "application/json;charset=utf-8", headers)

    def send_bytes(self, status, data, content_type, headers=None):
        self.leave_in_flight()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)


def main():
    parser = argparse.ArgumentParser(description="A TMDB-shaped server on 127.0.0.1 for tests.")
    parser.add_argument("--api-key", default="", help="the api_key accepted")
    parser.add_argument("--access-token", default="", help="the bearer token accepted")
    parser.add_argument("--slow-seconds", type=float, default=2.0, help="how long 'slow' searches take")
    parser.add_argument("--delay-ms", type=int, default=0, help="a delay added to every /3/ answer")
    parser.add_argument("--max-lifetime", type=float, default=600.0, help="stop after this many seconds")
    options = parser.parse_args()

    Handler.state = State()
    Handler.options = options
    ThreadingHTTPServer.request_queue_size = 128
    serve(ThreadingHTTPServer(("127.0.0.1", 0), Handler), options.max_lifetime)


if __name__ == "__main__":
    main()
