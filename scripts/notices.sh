#!/usr/bin/env bash
# Makes THIRD-PARTY-NOTICES.txt: the licence of every crate built into Gridlock (for Linux, Windows and
# the web), generated from Cargo.lock by cargo-about (about.toml, about.hbs), then the fonts' licences
# (assets/fonts/, assets/fonts/licenses/). Every package carries the file and the About window shows it.
# Rerun after a dependency changes; `scripts/notices.sh --check` fails when the committed file is stale
# (the release script runs it). Needs cargo-about: `cargo install --locked cargo-about --features cli`.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-about >/dev/null || { echo "notices.sh: needs cargo-about: cargo install --locked cargo-about --features cli" >&2; exit 1; }

made=$(mktemp)
trap 'rm -f "$made"' EXIT
cargo about generate --fail --all-features about.hbs --output-file "$made"
{
    cat <<'TXT'
------------------------------------------------------------------------------------------------
The fonts
------------------------------------------------------------------------------------------------

Ubuntu Light, Hack and the emoji icon font come with egui (the epaint_default_fonts crate); Gridlock
CJK is a subset of Noto Sans CJK SC made by scripts/subset-cjk-font.sh.

TXT
    for font in "Ubuntu Light:assets/fonts/licenses/Ubuntu-Font-Licence-1.0.txt" \
        "Hack:assets/fonts/licenses/Hack.txt" \
        "egui's emoji icon font:assets/fonts/licenses/emoji-icon-font-MIT.txt" \
        "Gridlock CJK (Noto Sans CJK SC):assets/fonts/OFL.txt"; do
        printf '== %s ==\n\n' "${font%%:*}"
        cat "${font#*:}"
        printf '\n'
    done
} >>"$made"

if [[ ${1:-} == --check ]]; then
    if ! cmp -s "$made" THIRD-PARTY-NOTICES.txt; then
        echo "notices.sh: THIRD-PARTY-NOTICES.txt is stale: run scripts/notices.sh and commit it" >&2
        exit 1
    fi
    echo "THIRD-PARTY-NOTICES.txt is current"
else
    cp "$made" THIRD-PARTY-NOTICES.txt
    echo "THIRD-PARTY-NOTICES.txt: $(wc -l <THIRD-PARTY-NOTICES.txt) lines, $(wc -c <THIRD-PARTY-NOTICES.txt) bytes"
fi
