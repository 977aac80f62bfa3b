//! `database`: a database `enumerate` wrote (boards without walls), packed for the game's pack of every
//! puzzle (`gridlock_core::database`): about a third of the text's bytes, read back by optimum. Prints
//! the count, the bytes and the bytes per puzzle.

use super::Failure;
use gridlock_core::database::{Database, pack};
use gridlock_core::files;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The board's side the database was enumerated for: 4, 5 or 6.
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=6))]
    size: u8,
    /// The database, as `enumerate --out` wrote it.
    from: PathBuf,
    /// The packed database to write.
    #[arg(long)]
    out: PathBuf,
}

/// The largest database read: the 6×6 one without walls is 21 MB.
const MOST_BYTES: u64 = 256 << 20;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let text = files::read_text(&args.from, MOST_BYTES, "database").map_err(|e| e.to_string())?;
    let bytes = pack(&text, args.size).map_err(|e| format!("{}: {e}", args.from.display()))?;
    let db = Database::read(bytes.clone()).map_err(|e| format!("the packed database does not read back: {e}"))?;
    files::write_atomically(&args.out, &bytes).map_err(|e| e.to_string())?;
    let per_puzzle = bytes.len() as f64 / db.len().max(1) as f64;
    out!("{} puzzles, {} bytes ({per_puzzle:.2} a puzzle; the text: {} bytes)", db.len(), bytes.len(), text.len());
    for (moves, count) in db.optima() {
        out!("{moves} moves: {count}");
    }
    Ok(ExitCode::SUCCESS)
}
