#!/usr/bin/env bash
# Installs the Debian packages Marquee builds against, only when one is missing.
# SwiftPM does not install system libraries, so `make site` and `make test` call this first.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: the Swift toolchain (swift 6.1 or later) is not on PATH; install it first." >&2
    exit 1
fi

missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
else
    echo "install-deps: ${missing[*]} missing and not root; run: apt-get install ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
