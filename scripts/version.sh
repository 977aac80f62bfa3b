#!/usr/bin/env bash
# Prints Gridlock's version: the workspace's, from Cargo.toml's [workspace.package], the one place it is
# written. CI, the web build and the release scripts read it here; it fails if there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
[[ -n $version ]] || { echo "version.sh: no version in Cargo.toml's [workspace.package]" >&2; exit 1; }
echo "$version"
