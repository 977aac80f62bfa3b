#!/usr/bin/env bash
# Installs and plays every package scripts/release.sh wrote to dist/release/, as a player would, and says
# what happened; screenshots land in dist/release-test/. Run as root on Debian or Ubuntu (it installs the
# .deb with apt, and Xvfb, xdotool, Wine and Chromium when missing). Not part of .ci/run: it needs the
# release build (an hour on two cores).
#   1. the checksums;
#   2. the Linux tarball, unpacked into an empty folder and run from another one with an empty HOME:
#      --version, gridlock-cli's optimum of 横刀立马, a level and "Every 6×6 puzzle" on screen (the
#      database found beside the binary), and a win played with the keyboard, saved in the data folder;
#      with no Vulkan driver, First Gear drawn through OpenGL; with no graphics at all (Vulkan forced,
#      no driver), the message in both languages and exit code 3, no panic, and its message window;
#   3. the .deb, installed with apt: both programs on the PATH, the menu entry valid, the icons in
#      place, the database found from /usr/bin; then removed, leaving none of its files;
#   3b. the .deb on bare systems — Debian 12 and Ubuntu 22.04 as released (no updates), each a minimal
#      debootstrap into a folder, nothing else installed: apt pulls in what it declares (recommended
#      packages left out), both programs run, the game without graphics drivers says what to install
#      and exits 3, the command it prints installs them, the game then draws a level under Xvfb (on
#      22.04, whose lavapipe has no adapter, through OpenGL), and removal leaves none of its files
#      (needs the network; skipped with --skip-bare);
#   4. the Windows zip under Wine: gridlock-cli.exe's optimum the same as on Linux, gridlock.exe
#      --version, and a screenshot if Wine can draw it, else its message;
#   5. the web zip, unpacked under a sub-path (/games/gridlock/) and played by the browser test, offline
#      reload included (skipped when the release has no web zip).
# Usage: scripts/test-release.sh [--skip-web] [--skip-bare]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
rel=$root/dist/release
shots=$root/dist/release-test
web=1
bare=1
for arg in "$@"; do
    case $arg in
        --skip-web) web=0 ;;
        --skip-bare) bare=0 ;;
        *) echo "test-release.sh: unknown option $arg (see the script's head)" >&2; exit 2 ;;
    esac
done
version=$(scripts/version.sh)
[[ -f $rel/SHA256SUMS ]] || { echo "test-release.sh: no release in $rel: run scripts/release.sh first" >&2; exit 1; }
# What it runs, installed when missing (a fresh machine has no package lists yet: they are fetched once).
apt_lists_fetched=0
apt_install() { # apt_install PACKAGE...
    [[ $apt_lists_fetched == 1 ]] || { apt-get update -qq && apt_lists_fetched=1; }
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
for tool in Xvfb:xvfb xdotool:xdotool wine:wine64 desktop-file-validate:desktop-file-utils unzip:unzip import:imagemagick \
    x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64; do
    command -v "${tool%%:*}" >/dev/null || apt_install "${tool##*:}"
done
rm -rf "$shots"
mkdir -p "$shots"
work=$(mktemp -d)
# A bare system's /proc is unmounted before anything is removed (and nothing past the folder's own
# file system is).
trap 'umount "$work"/bare-*/proc 2>/dev/null || true; rm -rf --one-file-system "$work"' EXIT
passed=0
failed=0
check() { # check WHAT COMMAND...: runs it, counts it
    local what=$1
    shift
    if "$@"; then
        echo "ok: $what"
        passed=$((passed + 1))
    else
        echo "FAILED: $what"
        failed=$((failed + 1))
    fi
}
says() { grep -q -- "$2" "$1"; } # says FILE TEXT
classic=BAAC/BAAC/DEEF/DGHF/I..J   # 横刀立马: 81 moves

echo "== 1. checksums"
check "every file matches SHA256SUMS" bash -c "cd '$rel' && sha256sum --quiet -c SHA256SUMS"

# Runs the game under a fresh X server (its --screenshot takes the picture), its words into LOG.
shoot() { # shoot LOG ARGS...
    local log=$1
    shift
    timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" "$@" >"$log" 2>&1
}

echo "== 2. the Linux tarball"
mkdir -p "$work/unpacked" "$work/elsewhere" "$work/home"
tar -C "$work/unpacked" -xzf "$rel/gridlock-$version-x86_64-linux.tar.gz"
bin=$work/unpacked/gridlock-$version-x86_64-linux
cd "$work/elsewhere"
unset XDG_DATA_HOME XDG_CONFIG_HOME
export HOME=$work/home
check "gridlock --version says $version" test "$("$bin/gridlock" --version)" = "gridlock $version"
check "gridlock-cli solves 横刀立马 in 81 moves" bash -c "'$bin/gridlock-cli' solve '$classic' 2>/dev/null | head -1 | grep -qx '81 moves'"
shoot "$shots/linux-level.log" "$bin/gridlock" --level rh-10-the-big-jam --screenshot "$shots/linux-level.png"
check "a level on screen (linux-level.png)" test -s "$shots/linux-level.png"
shoot "$shots/linux-every-puzzle.log" "$bin/gridlock" --every-puzzle 51 --screenshot "$shots/linux-every-puzzle.png"
check "Every 6×6 puzzle reads the database beside the binary" says "$shots/linux-every-puzzle.log" "database: 2577412 puzzles"
# A machine with OpenGL and no Vulkan driver (Mesa's lavapipe hidden): the game draws through OpenGL.
VK_ICD_FILENAMES=/nonexistent.json shoot "$shots/linux-opengl.log" "$bin/gridlock" --level rh-01-first-gear --screenshot "$shots/linux-opengl.png"
check "with no Vulkan driver the game chooses OpenGL" says "$shots/linux-opengl.log" "graphics: OpenGL: .*(chosen)"
check "with no Vulkan driver First Gear is drawn (linux-opengl.png, more than 50 colours)" \
    bash -c "[[ -s '$shots/linux-opengl.png' && \$(identify -format %k '$shots/linux-opengl.png') -gt 50 ]]"
# Nothing that can draw: Vulkan forced, its driver hidden, no desktop to show a window on.
no_graphics() { # no_graphics LOG ARGS...: the game's exit code
    local log=$1
    shift
    env -u DISPLAY -u WAYLAND_DISPLAY VK_ICD_FILENAMES=/nonexistent.json WGPU_BACKEND=vulkan "$bin/gridlock" "$@" >"$log" 2>&1 && echo 0 || echo $?
}
check "with nothing to draw with the game exits with code 3" test "$(no_graphics "$shots/no-graphics.log" --level rh-01-first-gear)" = 3
check "... says what to install (no-graphics.log)" says "$shots/no-graphics.log" "sudo apt install mesa-vulkan-drivers libgl1-mesa-dri libegl1"
check "... and why (WGPU_BACKEND)" says "$shots/no-graphics.log" "WGPU_BACKEND=vulkan lets it try only that"
code=$(no_graphics "$shots/no-graphics-zh.log" --lang zh-Hans)
check "... in Chinese too" bash -c "[[ $code == 3 ]] && grep -q 图形驱动 '$shots/no-graphics-zh.log'"
check "... and never panics" bash -c "! grep -qi panicked '$shots/no-graphics.log' '$shots/no-graphics-zh.log'"
# On a desktop the message is a window too (zenity's, as on a GNOME desktop): shot, then closed by Enter.
command -v zenity >/dev/null || apt_install zenity
xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    VK_ICD_FILENAMES=/nonexistent.json WGPU_BACKEND=vulkan '$bin/gridlock' >'$shots/no-graphics-window.log' 2>&1 & game=\$!
    for _ in \$(seq 30); do xdotool search --name 'Gridlock cannot start' >/dev/null 2>&1 && break; sleep 1; done
    sleep 2; import -window root '$shots/no-graphics-window.png'
    window=\$(xdotool search --name 'Gridlock cannot start' | head -1)
    xdotool windowfocus \"\$window\"; sleep 0.5; xdotool key --window \"\$window\" Return
    wait \$game; echo \$? >'$shots/no-graphics-window.code'" || true
check "... and in a message window on a desktop, closed by Enter (no-graphics-window.png)" \
    bash -c "[[ -s '$shots/no-graphics-window.png' && \$(cat '$shots/no-graphics-window.code') == 3 ]]"
# A win as a player gets one: Space plays the optimal solution on the board (a watched win, saved
# like any other).
xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$bin/gridlock' --level rh-01-first-gear >'$shots/linux-win.log' 2>&1 & game=\$!
    for _ in \$(seq 60); do grep -q 'solution ready' '$shots/linux-win.log' && break; sleep 1; done
    window=\$(xdotool search --sync --name Gridlock | head -1)
    xdotool windowfocus \"\$window\"; sleep 1; xdotool key --window \"\$window\" space
    for _ in \$(seq 60); do grep -q rh-01-first-gear '$HOME/.local/share/gridlock/progress.ron' 2>/dev/null && break; sleep 1; done
    sleep 2; kill \$game" || true
check "a win saved in the data folder (~/.local/share/gridlock/progress.ron)" says "$HOME/.local/share/gridlock/progress.ron" "rh-01-first-gear"
cd "$root"
export HOME=$work/home-deb
mkdir -p "$HOME"

echo "== 3. the .deb"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$rel/gridlock_${version}_amd64.deb" >"$shots/deb-install.log" 2>&1
check "apt installed it" bash -c "dpkg -s gridlock >/dev/null"
files=$(dpkg -L gridlock | while read -r f; do if [[ -f $f ]]; then echo "$f"; fi; done)
check "gridlock is on the PATH at /usr/bin" test "$(command -v gridlock)" = /usr/bin/gridlock
check "gridlock --version says $version" test "$(gridlock --version)" = "gridlock $version"
check "gridlock-cli solves 横刀立马 in 81 moves" bash -c "gridlock-cli solve '$classic' 2>/dev/null | head -1 | grep -qx '81 moves'"
check "the menu entry is valid" desktop-file-validate /usr/share/applications/gridlock.desktop
check "the icons are in hicolor" test -f /usr/share/icons/hicolor/256x256/apps/gridlock.png
check "the licences are in /usr/share/doc/gridlock" test -f /usr/share/doc/gridlock/copyright -a -f /usr/share/doc/gridlock/THIRD-PARTY-NOTICES.txt
shoot "$shots/deb-every-puzzle.log" gridlock --every-puzzle 51 --screenshot "$shots/deb-every-puzzle.png"
check "Every 6×6 puzzle reads /usr/share/gridlock/assets" says "$shots/deb-every-puzzle.log" "database: 2577412 puzzles"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gridlock >"$shots/deb-remove.log" 2>&1
left=$(for f in $files; do if [[ -e $f ]]; then echo "$f"; fi; done)
check "apt remove left none of its files" test -z "$left"

# A minimal system in a folder (debootstrap), the .deb installed, run and removed there.
bare_system() { # bare_system NAME SUITE MIRROR COMPONENTS [DEBOOTSTRAP OPTIONS...]
    local name=$1 suite=$2 mirror=$3 components=$4
    shift 4
    local sys=$work/bare-$suite
    if ! debootstrap --variant=minbase "$@" "$suite" "$sys" "$mirror" >"$shots/bare-$suite.log" 2>&1; then
        echo "note: no bare $name (debootstrap failed: the network?); see bare-$suite.log"
        return
    fi
    # The release as it came out, without its updates.
    printf 'deb %s %s %s\n' "$mirror" "$suite" "$components" >"$sys/etc/apt/sources.list"
    cp "$rel/gridlock_${version}_amd64.deb" "$sys/tmp/"
    mount -t proc proc "$sys/proc"
    inside() { chroot "$sys" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }
    inside apt-get update -qq >>"$shots/bare-$suite.log" 2>&1 || true
    check "$name: apt installed it on a bare system" inside apt-get install -y -qq --no-install-recommends "/tmp/gridlock_${version}_amd64.deb"
    check "$name: gridlock --version says $version" test "$(inside gridlock --version)" = "gridlock $version"
    check "$name: gridlock-cli solves 横刀立马 in 81 moves" bash -c "chroot '$sys' /usr/bin/gridlock-cli solve '$classic' 2>/dev/null | head -1 | grep -qx '81 moves'"
    local files
    files=$(inside dpkg -L gridlock || true)
    # No graphics driver yet: the game says so and what to install; that command, as printed (as root,
    # so without sudo, and answering apt's question), installs them.
    local code=0
    inside gridlock --level rh-01-first-gear >"$shots/bare-$suite-no-drivers.log" 2>&1 || code=$?
    check "$name: with no graphics driver the game exits 3 and says what to install" \
        bash -c "[[ $code == 3 ]] && grep -q 'sudo apt install' '$shots/bare-$suite-no-drivers.log' && ! grep -qi panicked '$shots/bare-$suite-no-drivers.log'"
    local hint
    hint=$(grep -o 'sudo apt install .*' "$shots/bare-$suite-no-drivers.log" | head -1)
    yes | inside sh -c "${hint#sudo }" >>"$shots/bare-$suite.log" 2>&1 || true
    inside gridlock --version --verbose >"$shots/bare-$suite-graphics.txt" 2>/dev/null || true
    check "$name: the printed command installs a driver the game chooses ($(grep -o 'graphics: [^:]*: .*(chosen)' "$shots/bare-$suite-graphics.txt" || echo none))" \
        says "$shots/bare-$suite-graphics.txt" "(chosen)"
    inside apt-get install -y -qq xvfb xauth >>"$shots/bare-$suite.log" 2>&1 || true
    inside sh -c 'cd /tmp && timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" gridlock --level rh-10-the-big-jam --screenshot /tmp/level.png' >"$shots/bare-$suite-level.log" 2>&1 || true
    cp "$sys/tmp/level.png" "$shots/bare-$suite-level.png" 2>/dev/null || true
    check "$name: the game draws a level ($(grep -o 'graphics: [^:]*: .*(chosen)' "$shots/bare-$suite-level.log" || echo 'no graphics'); bare-$suite-level.png)" \
        test -s "$shots/bare-$suite-level.png"
    inside apt-get remove -y -qq gridlock >>"$shots/bare-$suite.log" 2>&1 || true
    local left
    left=$(for f in $files; do if [[ -f $sys$f ]]; then echo "$f"; fi; done)
    check "$name: apt remove left none of its files" test -z "$left"
    umount "$sys/proc"
}

if [[ $bare == 1 ]]; then
    echo "== 3b. the .deb on bare Debian 12 and Ubuntu 22.04"
    command -v debootstrap >/dev/null || apt_install debootstrap
    bare_system "Debian 12" bookworm http://deb.debian.org/debian main
    # Debian has no Ubuntu keyring to check the archive's signature with: this test system goes without.
    bare_system "Ubuntu 22.04" jammy http://archive.ubuntu.com/ubuntu "main universe" --no-check-gpg
fi

echo "== 4. the Windows zip under Wine"
unzip -q "$rel/gridlock-$version-x86_64-windows.zip" -d "$work/windows"
win=$work/windows/gridlock-$version-x86_64-windows
export WINEPREFIX=$work/wine WINEDEBUG=-all
wine64=$(command -v wine64 || echo /usr/lib/wine/wine64)
# Rust's standard library asks Windows 10's bcryptprimitives.dll for random numbers (ProcessPrng), which
# Debian 12's Wine 8.0 does not have: a stand-in made here from Wine's own RtlGenRandom sits beside the
# programs for this test only. The zip is not changed; Windows itself has the library.
cat >"$work/prng.c" <<'C'
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
C
x86_64-w64-mingw32-gcc -shared -O2 -o "$win/bcryptprimitives.dll" "$work/prng.c" -ladvapi32
check "gridlock-cli.exe solves 横刀立马 in 81 moves" bash -c "'$wine64' '$win/gridlock-cli.exe' solve '$classic' 2>/dev/null | tr -d '\r' | head -1 | grep -qx '81 moves'"
check "gridlock.exe --version says $version" bash -c "'$wine64' '$win/gridlock.exe' --version 2>/dev/null | tr -d '\r' | grep -qx 'gridlock $version'"
# A Windows machine is booted before a game starts on it: the prefix made and its services (winevulkan's
# registration among them) settled, or the first run meets a half-made system.
"$wine64" wineboot --init >/dev/null 2>&1 || true
"$(dirname "$wine64")/wineserver" -w 2>/dev/null || true
# As a player starts it, the game choosing its graphics, then on each of Wine's backends alone. Three
# outcomes are the game's right answer: it draws (a screenshot); it cannot, and its message window comes
# up (shot, then closed by Enter) and it exits 3; or its renderer starts (the log names the adapter) and
# winit, opening the window, stops on the display modes Wine reports under Xvfb (an assertion in winit's
# Windows monitor code: a mode Wine lists there lacks one of the fields winit requires of every mode —
# depth, size, refresh rate — which a Windows display driver fills in), which
# is told as a note, with the adapter. Anything else fails: another panic, no message, another code.
for backend in "" dx12 vulkan gl; do
    name=windows-level${backend:+-$backend}
    xvfb-run -a -s "-screen 0 1280x800x24" env ${backend:+WGPU_BACKEND=$backend} bash -c "
        '$wine64' '$win/gridlock.exe' --level rh-10-the-big-jam --screenshot 'Z:$shots/$name.png' >'$shots/$name.log' 2>&1 & game=\$!
        for _ in \$(seq 90); do
            [[ -s '$shots/$name.png' ]] && break
            if xdotool search --name 'Gridlock cannot start' >/dev/null 2>&1; then
                sleep 2; import -window root '$shots/$name-message.png'
                window=\$(xdotool search --name 'Gridlock cannot start' | head -1)
                xdotool windowfocus \"\$window\"; sleep 0.5; xdotool key --window \"\$window\" Return
                break
            fi
            kill -0 \$game 2>/dev/null || break
            sleep 1
        done
        wait \$game; echo \$? >'$shots/$name.code'" || true
    log=$(tr -d '\r' <"$shots/$name.log" | sed 's/\x1b\[[0-9;]*m//g')
    said=$(grep -o 'graphics: [^:]*: .*(chosen)\|What the graphics driver said: .*\|found no graphics driver' <<<"$log" | head -1 || true)
    adapter=$(grep -o 'AdapterInfo { name: "[^"]*"\|backend: [A-Za-z0-9]*' <<<"$log" | sed 's/AdapterInfo { name: //' | head -2 | paste -sd ' ' || true)
    shown=${backend:+ with WGPU_BACKEND=$backend}
    if [[ -s $shots/$name.png ]]; then
        check "Wine drew the game$shown (${said:-?}; $name.png)" true
    elif [[ -s $shots/$name-message.png ]]; then
        check "Wine could not draw$shown: the message window and exit code 3, no panic (${said:-?}; $name-message.png)" \
            bash -c "[[ \$(cat '$shots/$name.code') == 3 ]] && ! grep -qi panicked '$shots/$name.log'"
    elif [[ -n $adapter ]] && [[ $(grep -c 'panicked at' <<<"$log") == 1 ]] \
        && grep -q 'panicked at .*winit-[0-9.]*/src/platform_impl/windows/monitor.rs' <<<"$log"; then
        echo "note: Wine$shown: the renderer started on $adapter; winit then stopped on Wine's display modes under Xvfb ($name.log)"
    else
        check "Wine$shown: a screenshot, the message window with exit code 3, or the renderer started (code $(cat "$shots/$name.code" 2>/dev/null); ${said:-?}; $name.log)" false
    fi
done

if [[ $web == 1 && -f $rel/gridlock-$version-web.zip ]]; then
    echo "== 5. the web zip under /games/gridlock/"
    mkdir -p "$work/site/games/gridlock"
    unzip -q "$rel/gridlock-$version-web.zip" -d "$work/site/games/gridlock"
    command -v chromium >/dev/null || apt_install chromium
    (cd tests/web && npm install --no-audit --no-fund --silent)
    port=8766
    # The server scripts/serve-web.sh runs, with the zip's folder under the site rather than at its root.
    scripts/serve-web.sh --check-installed
    static-web-server --config-file scripts/web-server.toml --host 127.0.0.1 --port "$port" --root "$work/site" \
        >"$shots/web-server.log" 2>&1 &
    server=$!
    for _ in $(seq 1 900); do curl -fs -o /dev/null "http://127.0.0.1:$port/games/gridlock/" && break; sleep 1; done
    check "the browser test passes under /games/gridlock/" node tests/web/browser-test.mjs \
        "http://127.0.0.1:$port/games/gridlock/?level=rh-01-first-gear" "$shots/web" "$work/site/games/gridlock"
    kill "$server"
fi

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
