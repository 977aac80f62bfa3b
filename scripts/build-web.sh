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
cargo build --profile web --target wasm32-unknown-unknown --bin gridlock

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
raw=target/wasm32-unknown-unknown/web/gridlock.wasm
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name gridlock "$raw"
bound="$out/gridlock_bg.wasm"
before=$(stat -c %s "$bound")
"$wasm_opt" -Oz --strip-debug --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-simd "$bound" -o "$bound"
after=$(stat -c %s "$bound")
gzipped=$(gzip -9 -c "$bound" | wc -c)
cp web/index.html "$out/"
printf 'wasm: %s bytes before wasm-opt, %s after, %s gzipped\n' "$before" "$after" "$gzipped"
echo "built $out; serve it with scripts/serve-web.sh"
