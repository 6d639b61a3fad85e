#!/usr/bin/env python3
"""An HTTP server for testing Marquee's HTTP client on loopback. Standard library only.

It listens on 127.0.0.1 (never any other address) on a free port, prints that port on its first
line of standard output, and answers any method:
  /echo...          200 with JSON of what it got: method, path, headers (names lowercased), body;
                    and the header X-Echo: yes, sent twice (X-Twice: a, X-Twice: b);
  /status/CODE      that status, with Retry-After: 3 and the body "status CODE";
  /slow/MS          200 "slow" after MS milliseconds;
  /redirect         302 to /echo/redirected;
  /gzip             a gzip-encoded text (Content-Encoding: gzip), 20 times "hello gzip ";
  /drop             closes the connection without answering;
  /stall            a 100-byte body announced, 10 bytes sent, then nothing for 5 seconds.
It stops on SIGTERM or SIGINT, when its standard input is closed (so it never outlives the test
that started it), or after --max-lifetime seconds.
"""

import argparse
import gzip
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from loopback_server import serve


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_):
        pass

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        path = self.path
        if path.startswith("/echo"):
            headers = {}
            for name, value in self.headers.items():
                headers[name.lower()] = value
            self.answer(200, json.dumps({
                "method": self.command, "path": path, "headers": headers,
                "body": body.decode("utf-8", "replace"),
            }).encode(), extra=[("X-Echo", "yes"), ("X-Twice", "a"), ("X-Twice", "b")])
        elif path.startswith("/status/"):
            code = int(path.split("/")[2])
            self.answer(code, f"status {code}".encode(), extra=[("Retry-After", "3")])
        elif path.startswith("/slow/"):
            time.sleep(int(path.split("/")[2]) / 1000)
            self.answer(200, b"slow")
        elif path == "/redirect":
            self.answer(302, b"", extra=[("Location", "/echo/redirected")])
        elif path == "/gzip":
            self.answer(200, gzip.compress(b"hello gzip " * 20), extra=[("Content-Encoding", "gzip")])
        elif path == "/drop":
            self.close_connection = True
            self.connection.shutdown(2)
        elif path == "/stall":
            self.send_response(200)
            self.send_header("Content-Length", "100")
            self.end_headers()
            self.wfile.write(b"0123456789")
            self.wfile.flush()
            time.sleep(5)
            self.close_connection = True
        else:
            self.answer(404, b"not found")

    def answer(self, status, body, extra=()):
        self.send_response(status)
        for name, value in extra:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = do_PATCH = handle_any


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-lifetime", type=float, default=120)
    args = parser.parse_args()
    serve(ThreadingHTTPServer(("127.0.0.1", 0), Handler), args.max_lifetime)
    return 0


if __name__ == "__main__":
    sys.exit(main())
