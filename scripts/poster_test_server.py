#!/usr/bin/env python3
"""A small image server for testing `--posters download`. Standard library only.

It listens on 127.0.0.1 (never any other address) on a free port, prints that port on its first
line of standard output, and answers:
  /posters/NAME.png   a small PNG whose colour depends on NAME (the same every time; .jpg too);
  /html/...           200 with an HTML page, which is no poster;
  /__stats            {"requests": n}: how many requests came for images so far;
  anything else       404.
It stops on SIGTERM or SIGINT, when its standard input is closed (so it never outlives the test
that started it), or after --max-lifetime seconds.
"""

import argparse
import json
import struct
import sys
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from loopback_server import serve


def png(name, width=4, height=6):
    """A valid PNG of one colour, derived from `name`."""
    colour = zlib.crc32(name.encode()).to_bytes(4, "big")[:3]
    rows = b"".join(b"\x00" + colour * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


class Handler(BaseHTTPRequestHandler):
    lock = threading.Lock()
    requests = 0

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path == "/__stats":
            with Handler.lock:
                self.send(200, json.dumps({"requests": Handler.requests}).encode(), "application/json")
            return
        with Handler.lock:
            Handler.requests += 1
        if path.startswith("/posters/") and path.endswith((".png", ".jpg")):
            self.send(200, png(path), "image/png")
        elif path.startswith("/html/"):
            self.send(200, b"<!doctype html><title>Not a poster</title>", "text/html")
        else:
            self.send(404, b"not found", "text/plain")

    def send(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-lifetime", type=float, default=120)
    args = parser.parse_args()
    serve(ThreadingHTTPServer(("127.0.0.1", 0), Handler), args.max_lifetime)
    return 0


if __name__ == "__main__":
    sys.exit(main())
