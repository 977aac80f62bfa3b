#!/usr/bin/env bash
# Builds the browser version of Gridlock into a folder ready to serve statically (default dist/web):
# index.html, the JS glue and the optimised wasm. Levels are embedded in the wasm. Works on a fresh
# machine: it adds the wasm target, installs wasm-bindgen-cli at exactly Cargo.lock's version, and
# binaryen (for wasm-opt) from npm. Debian's binaryen 108 is too old: its output breaks
# wasm-bindgen's externref table at start-up.
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
    gzipped=$(gzip -9 -c "$bound" | wc -c)
    printf '%s wasm: %s bytes before wasm-opt, %s after, %s gzipped\n' "$name" "$before" "$after" "$gzipped"
}
bind web gridlock gridlock
bind web-worker gridlock-worker gridlock_worker
cp web/index.html web/analysis-worker.js "$out/"
echo "built $out; serve it with scripts/serve-web.sh"
