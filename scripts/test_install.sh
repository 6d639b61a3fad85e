#!/usr/bin/env bash
# `make test-install`: the installed marquee works on a host without the Swift toolchain and
# without this checkout. As root, `unshare --mount` lays an empty tmpfs over the toolchain's folder
# and over the checkout, and, from an empty folder, runs `marquee --version`, `marquee init`, and
# a full build; the site's links are then checked. Then `make uninstall` must remove every file.
#   scripts/test_install.sh PREFIX   (PREFIX holds a `make install PREFIX=...`)
set -euo pipefail

prefix=$(cd "$1" && pwd)
checkout=$(pwd)
marquee="$prefix/bin/marquee"

if [ "$(id -u)" -ne 0 ]; then
    echo "test-install: skipped: hiding the toolchain needs root (unshare --mount and tmpfs); run make check as root, as CI does"
    exit 0
fi
if ! command -v unshare >/dev/null 2>&1; then
    echo "test-install: skipped: unshare (util-linux) is missing"
    exit 0
fi

# The toolchain's root, e.g. /opt/swift for /opt/swift/usr/bin/swift.
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
case "$toolchain" in
/ | /usr | /usr/local)
    echo "test-install: the toolchain lives in $toolchain, which cannot be hidden without hiding the system; checking ldd only" >&2
    toolchain=""
    ;;
esac

echo "test-install: linked libraries of $marquee:"
ldd "$marquee" | sed 's/^/    /'
if ldd "$marquee" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'; then
    echo "test-install: FAILED: the installed binary needs a Swift runtime library" >&2
    exit 1
fi
# libcurl (and the thirty libraries it needs) and libxml2 are loaded only by the commands that
# talk HTTP; linked, every start of the program would load them (docs/performance.md).
if ldd "$marquee" | grep -E 'libcurl|libxml2'; then
    echo "test-install: FAILED: the installed binary links libcurl or libxml2, which only HTTP commands should load" >&2
    exit 1
fi

work=$(mktemp -d /tmp/marquee-install-run.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/empty"

MARQUEE="$marquee" TOOLCHAIN="$toolchain" CHECKOUT="$checkout" WORK="$work" \
    unshare --mount --propagation private bash -euo pipefail -c '
        cd "$WORK/empty"
        if [ -n "$TOOLCHAIN" ]; then mount -t tmpfs marquee-hidden "$TOOLCHAIN"; fi
        mount -t tmpfs marquee-hidden "$CHECKOUT"
        [ -z "$(ls -A "$CHECKOUT")" ] || { echo "the checkout is still visible" >&2; exit 1; }
        if [ -n "$TOOLCHAIN" ] && ls "$TOOLCHAIN"/usr/lib/swift >/dev/null 2>&1; then echo "the toolchain is still visible" >&2; exit 1; fi
        env -u MARQUEE_CATALOG_TSV PATH=/usr/bin:/bin "$MARQUEE" --version
        [ -z "$(ls -A)" ] || { echo "--version wrote files" >&2; exit 1; }
        env -u MARQUEE_CATALOG_TSV PATH=/usr/bin:/bin "$MARQUEE" init "$WORK/site"
        cd "$WORK/site"
        env -u MARQUEE_CATALOG_TSV PATH=/usr/bin:/bin "$MARQUEE" build --format both --base-url https://example.org/movies/ --report report.json
    '

python3 "$checkout/scripts/check_links.py" "$work/site/output" --base-url https://example.org/movies/
python3 - "$work/site/report.json" <<'PY' || { echo "test-install: FAILED: not every query built" >&2; exit 1; }
import json, sys
totals = json.load(open(sys.argv[1]))["totals"]
print(f"test-install: report: {totals}")
sys.exit(0 if totals["queries"] == totals["ok"] == 12 else 1)
PY
for file in share/man/man1/marquee.1 share/bash-completion/completions/marquee share/zsh/site-functions/_marquee share/fish/vendor_completions.d/marquee.fish; do
    [ -s "$prefix/$file" ] || { echo "test-install: FAILED: $prefix/$file is missing or empty" >&2; exit 1; }
done
grep -q '^\.Dt MARQUEE 1' "$prefix/share/man/man1/marquee.1" && grep -q 'marquee.toml' "$prefix/share/man/man1/marquee.1" \
    || { echo "test-install: FAILED: marquee.1 is not the man page of every command" >&2; exit 1; }
grep -q 'init' "$prefix/share/bash-completion/completions/marquee" \
    || { echo "test-install: FAILED: the bash completions do not know marquee init" >&2; exit 1; }

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f)
[ -z "$left" ] || { echo "test-install: FAILED: make uninstall left $left" >&2; exit 1; }
echo "test-install: passed: --version, init and a full build with the toolchain and the checkout hidden; links checked; uninstall removed every file"
