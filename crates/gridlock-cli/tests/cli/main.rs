//! `gridlock-cli`'s integration tests in one binary. The real binary is run, from the workspace's root,
//! and its words, exit codes and files are checked as a script or a user would read them.

mod contract;
mod enumerate;
mod gif;
mod malformed;

use std::path::{Path, PathBuf};

/// A file of the workspace (the shipped `levels/`, the reference data under `tests/`), by its path from
/// the workspace's root.
pub fn workspace_file(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(path)
}

/// Runs the real `gridlock-cli` binary from the workspace's root: its status, standard output and error.
pub fn cli(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock-cli"))
        .args(args)
        .current_dir(workspace_file(""))
        .output()
        .expect("gridlock-cli runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}
