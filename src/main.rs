//! Gridlock, the game: `cargo run --release`. `--help` lists the options; [`gridlock::start`] reads
//! them and builds the app.

fn main() -> std::process::ExitCode {
    gridlock::start::run()
}
