#!/usr/bin/env bash
# The desktop game as a screen reader meets it: under Xvfb, with a D-Bus session and an AT-SPI bus with
# accessibility switched on (as a desktop does when Orca runs), it starts the game on First Gear, reads
# its accessibility tree over AT-SPI (scripts/read-accessibility-tree.py) and checks that the names a
# player hears are there: the board's description with the red car and the exit, the live region's
# introduction; then it selects D and slides it by key presses and reads the live region's new text;
# last it presses the toolbar's Hint as Orca presses a button (AT-SPI's Action) and reads the hint.
# Prints each tree read; exits non-zero on the first name missing.
#
#   scripts/test-accessibility.sh [path/to/gridlock] [folder for the trees]
#
# Not part of .ci/run: it needs the release game (15–20 minutes to build) and a desktop stack.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-target/release/gridlock}
out=${2:-target/accessibility}
mkdir -p "$out"
missing=()
for tool in Xvfb:xvfb dbus-run-session:dbus xdotool:xdotool /usr/libexec/at-spi-bus-launcher:at-spi2-core; do
    command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || missing+=(python3-pyatspi)
if ((${#missing[@]})); then
    echo "missing tools: install them with: sudo apt install ${missing[*]}" >&2
    exit 2
fi
[[ -x $game ]] || { echo "no game at $game: build it with: cargo build --release" >&2; exit 2; }

export GAME=$game OUT=$out
exec dbus-run-session -- bash -euo pipefail -c '
    display=:$((90 + RANDOM % 100))
    Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
    export DISPLAY=$display
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & bus=$!
    sleep 1
    # What a desktop does when a screen reader starts: AccessKit makes its tree only then.
    dbus-send --session --type=method_call --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
        string:org.a11y.Status string:IsEnabled variant:boolean:true
    dbus-send --session --type=method_call --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
        string:org.a11y.Status string:ScreenReaderEnabled variant:boolean:true
    "$GAME" --lang en --level rh-01-first-gear >"$OUT/game.log" 2>&1 & game=$!
    trap "kill $game $bus $xvfb 2>/dev/null || true" EXIT
    read_tree() { /usr/bin/python3 scripts/read-accessibility-tree.py gridlock --seconds 60 --until "$@"; }
    read_tree "The board" "the red car, across, row 3, columns 1 to 2" "The exit is on the right edge, row 3." \
        "First Gear, Rush Hour 6×6." >"$OUT/tree-start.txt" || { cat "$OUT/tree-start.txt"; exit 1; }
    echo "ok: the board and the introduction are in the tree ($OUT/tree-start.txt)"
    window=$(xdotool search --sync --name "^Gridlock" | head -1)
    xdotool windowfocus "$window"; sleep 0.5
    xdotool key --window "$window" d; sleep 0.5
    read_tree "D, upright, rows 2 to 3, column 4. It can slide down 1." >"$OUT/tree-focus.txt" || { cat "$OUT/tree-focus.txt"; exit 1; }
    echo "ok: the focused piece and where it can slide ($OUT/tree-focus.txt)"
    xdotool key --window "$window" Down
    read_tree "D down 1: move 1" "D, upright, rows 3 to 4, column 4" >"$OUT/tree-move.txt" || { cat "$OUT/tree-move.txt"; exit 1; }
    echo "ok: the move in the live region and the board as it now stands ($OUT/tree-move.txt)"
    /usr/bin/python3 scripts/read-accessibility-tree.py gridlock --seconds 60 --press Hint --until "Hint: slide" \
        >"$OUT/tree-hint.txt" || { cat "$OUT/tree-hint.txt"; exit 1; }
    echo "ok: the Hint button pressed through AT-SPI, and the hint in the live region ($OUT/tree-hint.txt)"
'
