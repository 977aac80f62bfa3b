#!/usr/bin/env bash
# Builds the browser version of Gridlock into a folder ready to serve statically (default dist/web):
# index.html, the JS glue and the optimised wasm, the web app manifest and icons, the service worker
# that keeps the build for offline play (with the build's id and file list written in), build.json (the
# game's version, the build's id and its files' sizes, for the page's download progress), and beside every larger file its
# precompressed siblings, .br (brotli at its best) and .gz, for a server to send as they are. Levels are
# embedded in the wasm. Works on a fresh machine: it adds the wasm target, installs wasm-bindgen-cli at
# exactly Cargo.lock's version, binaryen (for wasm-opt) from npm and brotli from Debian. Debian's
# binaryen 108 is too old: its output breaks wasm-bindgen's externref table at start-up.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist/web}

rustup target add wasm32-unknown-unknown
# The game without the developer tools (the `dev` feature: screenshot mode, frame benchmark).
cargo build --profile web --target wasm32-unknown-unknown --no-default-features --bin gridlock
# The analysis worker: the core alone, a crate and a module of its own (web/analysis-worker.js runs it).
cargo build --profile web-worker --target wasm32-unknown-unknown -p gridlock-worker

version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
    cargo install wasm-bindgen-cli --version "$version"
fi
binaryen_version=132
tools=target/web-tools
wasm_opt="$tools/node_modules/.bin/wasm-opt"
if [ "$("$wasm_opt" --version 2>/dev/null | cut -d' ' -f3)" != "$binaryen_version" ]; then
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-audit --no-fund --silent "binaryen@$binaryen_version"
fi

rm -rf "$out" && mkdir -p "$out"
# Binds a wasm binary's JS glue and shrinks it; prints the sizes.
bind() {
    local profile=$1 name=$2 out_name=$3
    wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name "$out_name" \
        "target/wasm32-unknown-unknown/$profile/$name.wasm"
    local bound="$out/${out_name}_bg.wasm" before after gzipped
    before=$(stat -c %s "$bound")
    "$wasm_opt" -Oz --strip-debug --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-simd "$bound" -o "$bound"
    after=$(stat -c %s "$bound")
    printf '%s wasm: %s bytes before wasm-opt, %s after\n' "$name" "$before" "$after"
}
bind web gridlock gridlock
bind web-worker gridlock-worker gridlock_worker
cp -r web/index.html web/analysis-worker.js web/sw.js web/manifest.webmanifest web/icons "$out/"
rm -f "$out/icons/app-icon.svg"
# The database of every 6×6 puzzle, fetched by the game only when its pack is opened (so not in the
# offline copy's first fill below; the service worker keeps it once fetched).
mkdir -p "$out/assets/db"
cp assets/db/rush6x6.db "$out/assets/db/"

# The game's version (the workspace's), the build's files (as the page asks for them), its id (a hash
# of their contents) and their sizes.
game_version=$(scripts/version.sh)
files=$(cd "$out" && find . -type f ! -name sw.js ! -name build.json -printf '%P\n' | sort)
build=$(cd "$out" && sha256sum $files | sha256sum | cut -c1-16)
{
    printf '{\n  "version": "%s",\n  "build": "%s",\n  "files": {\n' "$game_version" "$build"
    first=1
    for f in $files; do
        [ $first = 1 ] || printf ',\n'
        first=0
        printf '    "%s": %s' "$f" "$(stat -c %s "$out/$f")"
    done
    printf '\n  }\n}\n'
} >"$out/build.json"
list=$(printf '"./", '; for f in $(echo "$files" | grep -v '^assets/db/') build.json; do printf '"%s", ' "$f"; done)
sed -i -e "s|^const BUILD = .*|const BUILD = \"$build\";|" -e "s|^const FILES = .*|const FILES = [${list%, }];|" "$out/sw.js"

# Precompressed siblings of every file over 1 kB that compresses (not the PNG icons), and the sizes.
command -v brotli >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq brotli; }
printf '%-24s %12s %12s %12s\n' file raw gzip brotli
for f in $(cd "$out" && find . -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.html' -o -name '*.json' -o -name '*.webmanifest' -o -name '*.db' \) -size +1k -printf '%P\n' | sort); do
    gzip -9 -k -f "$out/$f"
    brotli -q 11 -k -f "$out/$f"
    printf '%-24s %12s %12s %12s\n' "$f" "$(stat -c %s "$out/$f")" "$(stat -c %s "$out/$f.gz")" "$(stat -c %s "$out/$f.br")"
done
echo "built $out (build $build); serve it with scripts/serve-web.sh"
