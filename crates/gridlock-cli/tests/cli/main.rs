//! `gridlock-cli`'s integration tests in one binary. The real binary is run, from the workspace's root,
//! and its words, exit codes and files are checked as a script or a user would read them.

mod contract;
mod enumerate;
mod gif;
mod hostile;
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

/// Runs `gridlock-cli` as [`cli`] does, with `input` on its standard input.
pub fn cli_with_input(args: &[&str], input: &[u8]) -> (i32, String, String) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock-cli"))
        .args(args)
        .current_dir(workspace_file(""))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("gridlock-cli runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written beside the reading, so a large input cannot fill the pipe while nobody reads the output;
    // a program that stops reading early closes the pipe, which is no failure here.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let out = child.wait_with_output().expect("gridlock-cli ends");
    writer.join().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// A folder of its own for a test, removed at the end.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("gridlock-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// A path inside the folder, as text for the command line.
    pub fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().unwrap().to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `gridlock-cli` as [`cli`] does, but fails the test if it has not ended within `seconds` (it is
/// killed): for inputs that once made it wait forever.
pub fn cli_within(seconds: u64, args: &[&str]) -> (i32, String, String) {
    use std::io::Read;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock-cli"))
        .args(args)
        .current_dir(workspace_file(""))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("gridlock-cli runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("gridlock-cli {args:?} was still running after {seconds} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let (mut out, mut err) = (String::new(), String::new());
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    (status.code().unwrap_or(-1), out, err)
}
