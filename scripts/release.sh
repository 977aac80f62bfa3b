#!/usr/bin/env bash
# Builds everything a player downloads into dist/release/, from the committed tree:
#   gridlock-VERSION-x86_64-linux.tar.gz    the game and gridlock-cli, runnable from wherever unpacked
#   gridlock_VERSION_amd64.deb              the same, installed on the PATH with a menu entry
#   gridlock-VERSION-x86_64-windows.zip     gridlock.exe (no console, its icon inside) and gridlock-cli.exe
#   gridlock-VERSION-web.zip                the browser build, index.html at its root, for any static host
#   SHA256SUMS                              the four files' checksums (`sha256sum -c SHA256SUMS`)
# The version is the workspace's (Cargo.toml); every package carries README.md, CHANGELOG.md, both
# licences and THIRD-PARTY-NOTICES.txt. A tree with uncommitted changes is refused unless
# --allow-dirty. A tool it needs and lacks is named with how to get it. scripts/test-release.sh then
# installs and plays each package as a player would.
#
# Usage: scripts/release.sh [--allow-dirty] [--skip-web]
#   --skip-web   leave the web zip out (its build takes 25 minutes on two cores)
set -euo pipefail
cd "$(dirname "$0")/.."

allow_dirty=0
web=1
for arg in "$@"; do
    case $arg in
        --allow-dirty) allow_dirty=1 ;;
        --skip-web) web=0 ;;
        *) echo "release.sh: unknown option $arg (see the script's head)" >&2; exit 2 ;;
    esac
done

if [[ $allow_dirty == 0 && -n $(git status --porcelain) ]]; then
    echo "release.sh: the tree has uncommitted changes (git status); commit them, or pass --allow-dirty" >&2
    exit 1
fi

missing=()
need() { command -v "$1" >/dev/null || missing+=("$1: $2"); }
# Each hint is a command that installs the tool on a fresh Debian or Ubuntu machine, as root.
need cargo-deb "cargo install --locked cargo-deb"
need cargo-about "cargo install --locked cargo-about --features cli"
need x86_64-w64-mingw32-gcc "apt-get update && apt-get install -y gcc-mingw-w64-x86-64"
need x86_64-w64-mingw32-windres "apt-get update && apt-get install -y binutils-mingw-w64-x86-64"
need zip "apt-get update && apt-get install -y zip"
need desktop-file-validate "apt-get update && apt-get install -y desktop-file-utils"
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "release.sh: missing tools:" >&2
    printf '  %s\n' "${missing[@]}" >&2
    exit 1
fi
rustup target add x86_64-pc-windows-gnu >/dev/null

version=$(scripts/version.sh)
grep -q "^## $version " CHANGELOG.md || { echo "release.sh: CHANGELOG.md has no entry for $version" >&2; exit 1; }
scripts/notices.sh --check
desktop-file-validate assets/desktop/gridlock.desktop

out=dist/release
rm -rf "$out"
mkdir -p "$out/stage"
started=$SECONDS
step() { echo "== $* ($((SECONDS - started)) s)"; }
docs=(README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE THIRD-PARTY-NOTICES.txt)

step "Linux: the release build"
cargo build --release --locked -p gridlock -p gridlock-cli
[[ $(target/release/gridlock --version) == "gridlock $version" ]] || { echo "release.sh: gridlock --version is not $version" >&2; exit 1; }

step "Linux: the tarball"
name=gridlock-$version-x86_64-linux
stage=$out/stage/$name
mkdir -p "$stage/assets/db"
cp target/release/gridlock target/release/gridlock-cli "$stage/"
cp assets/db/rush6x6.db "$stage/assets/db/"
cp "${docs[@]}" assets/desktop/gridlock.desktop "$stage/"
cp -r assets/desktop/icons "$stage/"
tar -C "$out/stage" -czf "$out/$name.tar.gz" "$name"

step "Linux: the Debian package"
cargo deb -p gridlock --no-build --no-strip --output "$out/gridlock_${version}_amd64.deb"

step "Windows: the cross build"
cargo build --release --locked --target x86_64-pc-windows-gnu -p gridlock -p gridlock-cli
name=gridlock-$version-x86_64-windows
stage=$out/stage/$name
mkdir -p "$stage/assets/db"
cp target/x86_64-pc-windows-gnu/release/gridlock.exe target/x86_64-pc-windows-gnu/release/gridlock-cli.exe "$stage/"
cp assets/db/rush6x6.db "$stage/assets/db/"
cp "${docs[@]}" "$stage/"
(cd "$out/stage" && zip -qr "../$name.zip" "$name")

if [[ $web == 1 ]]; then
    step "Web: the browser build"
    scripts/build-web.sh "$out/stage/web"
    cp "${docs[@]}" "$out/stage/web/"
    (cd "$out/stage/web" && zip -qr "../../gridlock-$version-web.zip" .)
fi

step "checksums"
rm -rf "$out/stage"
(cd "$out" && sha256sum -- * >SHA256SUMS)
ls -l "$out"
step "done: $out"
