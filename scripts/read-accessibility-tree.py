#!/usr/bin/python3
"""Prints a running program's accessibility tree as a screen reader (Orca) reads it over AT-SPI: one
line per node, its role, name and description, indented by depth.

    scripts/read-accessibility-tree.py gridlock [--until TEXT ...] [--seconds N] [--press NAME]

With --until it reads the tree again every half second until every TEXT is in it (or N seconds,
default 60, pass: then it prints the last tree and exits 1). With --press it first presses the push
button named NAME through AT-SPI's Action interface, as Orca does (exits 1 when there is none). Needs python3-pyatspi and an AT-SPI bus
with accessibility switched on (scripts/test-accessibility.sh starts both under Xvfb).
"""

import argparse
import sys
import time

import pyatspi


def lines(node, depth=0):
    try:
        role, name, description = node.getRoleName(), node.name or "", node.description or ""
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception as gone:  # a node can vanish between two calls: the game rebuilt it
        return [f"{'  ' * depth}(gone: {gone.__class__.__name__})"]
    line = f"{'  ' * depth}{role}: {name}" + (f" — {description}" if description else "")
    return [line] + [text for child in children if child is not None for text in lines(child, depth + 1)]


def tree_of(program):
    """The tree of the application named like `program`; where none has a name like it (AccessKit
    names the application after the window's root node, which can be empty), every application's."""
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    apps = [app for app in apps if app is not None]
    named = [app for app in apps if program.lower() in (app.name or "").lower()]
    chosen = named or apps
    return "\n".join(line for app in chosen for line in lines(app)) if chosen else None


def find_button(node, name):
    """The first push button named `name` under `node`, depth first."""
    try:
        if node.getRoleName() == "push button" and (node.name or "") == name:
            return node
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:  # a node can vanish between two calls
        return None
    for child in children:
        found = child is not None and find_button(child, name)
        if found:
            return found
    return None


def press(program, name, seconds):
    """Presses the button `name` of `program` (waiting for it to appear); whether it was there."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            button = app is not None and find_button(app, name)
            if button:
                button.queryAction().doAction(0)
                return True
        time.sleep(0.5)
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the application's name, or part of it (gridlock)")
    parser.add_argument("--until", nargs="*", default=[], help="texts to wait for in the tree")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--press", help="the push button to press first")
    args = parser.parse_args()
    if args.press and not press(args.program, args.press, args.seconds):
        print(f"read-accessibility-tree: no button {args.press!r} to press", file=sys.stderr)
        return 1
    deadline = time.monotonic() + args.seconds
    while True:
        tree = tree_of(args.program)
        if tree is not None and all(text in tree for text in args.until):
            print(tree)
            return 0
        if time.monotonic() > deadline:
            print(tree if tree is not None else f"no application named like {args.program!r} on the bus")
            missing = [text for text in args.until if tree is None or text not in tree]
            print(f"read-accessibility-tree: not found after {args.seconds:g} s: {missing}", file=sys.stderr)
            return 1
        time.sleep(0.5)


if __name__ == "__main__":
    sys.exit(main())
