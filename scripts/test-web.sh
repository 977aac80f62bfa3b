#!/usr/bin/env bash
# The browser test: builds the web version, serves it on loopback, and drives Debian's headless
# Chromium (software WebGL2 through SwiftShader) with Playwright: the throttled first load, brotli and the
# loader, first frame, drags, saves, links, time to hints, offline play, phones (tests/web/browser-test.mjs
# says what each check does). Screenshots land in target/web-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
[ -f dist/web/gridlock_bg.wasm ] && [ "${REBUILD:-1}" = 0 ] || scripts/build-web.sh dist/web
(cd tests/web && npm install --no-audit --no-fund --silent)
mkdir -p target/web-test
port=${PORT:-8765}
# The same server as scripts/serve-web.sh: precompressed files, as a production host sends them.
PORT=$port scripts/serve-web.sh dist/web &
server=$!
trap 'kill $server' EXIT
# The first time, the server is installed before it answers.
for _ in $(seq 1 900); do curl -fs -o /dev/null "http://127.0.0.1:$port/" && break; sleep 1; done
node tests/web/browser-test.mjs "http://127.0.0.1:$port/?level=rh-01-first-gear" target/web-test dist/web
