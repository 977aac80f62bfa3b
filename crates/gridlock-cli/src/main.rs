//! `gridlock-cli`: solve, analyse, batch-solve, list, verify, convert, generate and enumerate puzzles, and draw
//! their solutions, from the command line.
//! Builds without Bevy: `cargo run --release --bin gridlock-cli -- --help`.
//!
//! One module per command; [`input`] reads what they share (a level file or a board string, the metric,
//! the state budget).

/// `println!` for the command's output: when the reader goes away (`gridlock-cli list levels | head`),
/// the command ends quietly instead of panicking on a broken pipe.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::line(format_args!($($arg)*))
    };
}

mod analyze;
mod batch;
mod cluster;
mod convert;
mod database;
mod enumerate;
mod generate;
mod gif;
mod input;
mod list;
mod output;
mod pack;
mod solve;
mod verify;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "gridlock-cli", version, about = "Optimal solver and analyser for Rush Hour and Klotski puzzles")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve a level file or a board string optimally and print the moves.
    Solve(solve::Args),
    /// Solve every board string in a file (one per line; numbers around it are ignored).
    Batch(batch::Args),
    /// Show who blocks whom, the unlock order and blocking cycles.
    Analyze(analyze::Args),
    /// Explore every state reachable from a board: cluster size, distances, and its hardest position.
    Cluster(cluster::Args),
    /// One line per level: id, family, size, tier, claimed optimum, metric.
    List(list::Args),
    /// Load, validate and solve levels, checking each claimed optimum.
    Verify(verify::Args),
    /// Print a level's board string, or write a board string as a level file (its optimum solved).
    Convert(convert::Args),
    /// Generate new Rush Hour puzzles by size, walls and a band of optimal move counts.
    Generate(generate::Args),
    /// Order generated levels by difficulty and split them into tiers as a pack.
    Pack(pack::Args),
    /// Draw a puzzle's optimal solution as an animated GIF.
    Gif(gif::Args),
    /// Every Rush Hour puzzle of a board size (4x4, 5x5, 6x6), as Fogleman's enumerator finds them; with
    /// `--game klotski`, every Huarongdao layout and its groups.
    Enumerate(enumerate::Args),
    /// Pack a database `enumerate` wrote (with or without walls) for the game's pack of every puzzle, or
    /// print a packed one back in Fogleman's line format.
    Database(database::Args),
}

/// What a command reports on failure; `main` prints it and exits 1.
type Failure = String;

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Solve(args) => solve::run(&args),
        Command::Batch(args) => batch::run(&args),
        Command::Analyze(args) => analyze::run(&args),
        Command::Cluster(args) => cluster::run(&args),
        Command::List(args) => list::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Convert(args) => convert::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Pack(args) => pack::run(&args),
        Command::Gif(args) => gif::run(&args),
        Command::Enumerate(args) => enumerate::run(&args),
        Command::Database(args) => database::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("gridlock-cli: {message}");
            ExitCode::FAILURE
        }
    }
}
