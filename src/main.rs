//! Gridlock, the game: `cargo run --release`. `--help` lists the options; [`gridlock::start`] reads
//! them and builds the app.

// A release build on Windows opens no console window beside the game's (its messages still reach a
// console or a file it is started from with its output redirected).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    gridlock::start::run()
}
