#!/usr/bin/env bash
# Serves the browser build (scripts/build-web.sh) at http://127.0.0.1:${PORT:-8000}/ as a production
# host would: static-web-server (installed from crates.io when missing) sends the precompressed .br or
# .gz sibling a browser asks for, with its Content-Encoding, `application/wasm` for the wasm, and
# `Cache-Control: no-cache` (scripts/web-server.toml says why).
set -euo pipefail
cd "$(dirname "$0")/.."
version=2.44.1
if [ "$(static-web-server --version 2>/dev/null | awk 'NR == 1 {print $2}')" != "$version" ]; then
    cargo install static-web-server --version "$version" --locked
fi
# `--check-installed`: only make sure the server is there (scripts/test-release.sh serves a site of its own).
[ "${1:-}" = --check-installed ] && exit 0
dir=${1:-dist/web}
[ -f "$dir/index.html" ] || { echo "no build in $dir: run scripts/build-web.sh first" >&2; exit 1; }
exec static-web-server --config-file scripts/web-server.toml --host 127.0.0.1 --port "${PORT:-8000}" --root "$dir"
