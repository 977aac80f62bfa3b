#!/usr/bin/env bash
# The browser test: builds the web version, serves it on loopback, and drives Debian's headless
# Chromium (software WebGL2 through SwiftShader) with Playwright: first frame, canvas not blank, a drag
# that changes the move counter. Screenshots land in target/web-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
[ -f dist/web/gridlock_bg.wasm ] && [ "${REBUILD:-1}" = 0 ] || scripts/build-web.sh dist/web
(cd tests/web && npm install --no-audit --no-fund --silent)
mkdir -p target/web-test
port=${PORT:-8765}
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist/web >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
node tests/web/browser-test.mjs "http://127.0.0.1:$port/?level=rh-01-first-gear" target/web-test
