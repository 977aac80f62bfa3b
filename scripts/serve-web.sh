#!/usr/bin/env bash
# Serves the browser build (scripts/build-web.sh) at http://127.0.0.1:${PORT:-8000}/
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-dist/web}
[ -f "$dir/index.html" ] || { echo "no build in $dir: run scripts/build-web.sh first" >&2; exit 1; }
exec python3 -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory "$dir"
