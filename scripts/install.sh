#!/usr/bin/env bash
# Installs a built marquee under a prefix, or removes it again (`make install` / `make uninstall`):
#   scripts/install.sh install BINARY MANPAGE PREFIX
#   scripts/install.sh uninstall PREFIX
# Files: PREFIX/bin/marquee, the man page, and the bash, zsh and fish completions that
# swift-argument-parser writes (`marquee --generate-completion-script SHELL`).
set -euo pipefail

files=(
    bin/marquee
    share/man/man1/marquee.1
    share/bash-completion/completions/marquee
    share/zsh/site-functions/_marquee
    share/fish/vendor_completions.d/marquee.fish
)

case "${1:-}" in
install)
    [ $# -eq 4 ] || { echo "usage: $0 install BINARY MANPAGE PREFIX" >&2; exit 2; }
    binary=$2 manual=$3 prefix=$4
    for file in "${files[@]}"; do install -d "$prefix/$(dirname "$file")"; done
    install -m 755 "$binary" "$prefix/bin/marquee"
    install -m 644 "$manual" "$prefix/share/man/man1/marquee.1"
    "$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/marquee"
    "$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_marquee"
    "$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/marquee.fish"
    echo "install: marquee $("$prefix/bin/marquee" --version | head -1 | cut -d' ' -f2) in $prefix/bin; man page and bash/zsh/fish completions in $prefix/share"
    ;;
uninstall)
    [ $# -eq 2 ] || { echo "usage: $0 uninstall PREFIX" >&2; exit 2; }
    prefix=$2
    for file in "${files[@]}"; do
        if [ -e "$prefix/$file" ]; then rm -f "$prefix/$file" && echo "removed $prefix/$file"; fi
    done
    ;;
*)
    echo "usage: $0 install BINARY MANPAGE PREFIX | uninstall PREFIX" >&2
    exit 2
    ;;
esac
