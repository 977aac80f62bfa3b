//! `database`: a database `enumerate` wrote (with or without walls), packed for the game's pack of every
//! puzzle (`gridlock_core::database`): about a third of the text's bytes, read back by optimum. Prints
//! the count, the bytes and the bytes per puzzle. With `--print`, a packed database printed back as
//! text, a `MOVES BOARD STATES` line per puzzle (Fogleman's format), to check it against his file or
//! any other rows.

use super::Failure;
use gridlock_core::database::{Database, pack};
use gridlock_core::files;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The board's side the database was enumerated for: 4, 5 or 6.
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=6), required_unless_present = "print")]
    size: Option<u8>,
    /// The database, as `enumerate --out` wrote it (with --print: a packed one).
    from: PathBuf,
    /// The packed database to write.
    #[arg(long, required_unless_present = "print", conflicts_with = "print")]
    out: Option<PathBuf>,
    /// Print a packed database back as text, a `MOVES BOARD STATES` line per puzzle, by optimum, then
    /// by walls (fewest first), then by cluster size (largest first).
    #[arg(long, conflicts_with = "size")]
    print: bool,
}

/// The largest database read: the 6×6 one without walls is 21 MB, Fogleman's with up to two walls
/// 2,577,412 lines (about 120 MB; more with the fourth column).
const MOST_BYTES: u64 = 1 << 30;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let (Some(size), Some(out)) = (args.size, &args.out) else { return print(&args.from) };
    let text = files::read_text(&args.from, MOST_BYTES, "database").map_err(|e| e.to_string())?;
    let bytes = pack(&text, size).map_err(|e| format!("{}: {e}", args.from.display()))?;
    let db = Database::read(bytes.clone()).map_err(|e| format!("the packed database does not read back: {e}"))?;
    files::write_atomically(out, &bytes).map_err(|e| e.to_string())?;
    let per_puzzle = bytes.len() as f64 / db.len().max(1) as f64;
    out!("{} puzzles, {} bytes ({per_puzzle:.2} a puzzle; the text: {} bytes)", db.len(), bytes.len(), text.len());
    let wall_counts = db.wall_counts();
    for (moves, count) in db.optima() {
        if wall_counts.len() > 1 {
            let by_walls: Vec<String> =
                wall_counts.iter().map(|&walls| format!("walls {walls}: {}", db.with_walls(moves, Some(walls)).len())).collect();
            out!("{moves} moves: {count} ({})", by_walls.join(", "));
        } else {
            out!("{moves} moves: {count}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Every puzzle of a packed database as a line of text.
fn print(packed: &Path) -> Result<ExitCode, Failure> {
    let bytes = files::read_bytes(packed, MOST_BYTES, "packed database").map_err(|e| e.to_string())?;
    let db = Database::read(bytes).map_err(|e| format!("{}: {e}", packed.display()))?;
    let optima: Vec<(u32, usize)> = db.optima().collect();
    for (moves, count) in optima {
        for n in 0..count {
            let entry = db
                .puzzle(moves, n)
                .ok_or_else(|| format!("{}: puzzle {n} of {moves} moves does not decode", packed.display()))?;
            out!("{}", entry.line());
        }
    }
    Ok(ExitCode::SUCCESS)
}
