//! What the commands share: reading a puzzle (a level file or a board string), choosing the metric,
//! and bounding a search.

use super::Failure;
use gridlock_core::files;
use gridlock_core::level::Level;
use gridlock_core::model::{Family, Metric};
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::memory::{human_bytes, parse_bytes};
use gridlock_core::solver::{Limits, Stats};
use std::ops::RangeInclusive;
use std::path::Path;

/// The option of every command that reads a puzzle.
#[derive(clap::Args)]
pub struct GameChoice {
    /// The puzzle family of a board string (default: guessed from the board).
    #[arg(long = "game", value_enum)]
    pub family: Option<Family>,
}

/// Options of every command that searches.
#[derive(clap::Args)]
pub struct Common {
    #[command(flatten)]
    pub game: GameChoice,
    /// How moves are counted (default: the level's own metric, else moves).
    #[arg(long, value_enum)]
    pub metric: Option<Metric>,
    #[command(flatten)]
    pub budget: Budget,
}

/// How far a search may go before it stops with "limit reached".
#[derive(clap::Args)]
pub struct Budget {
    /// Memory a search's tables may take, e.g. 500MB or 4GB (batch shares it between its threads).
    #[arg(long, value_parser = parse_bytes, default_value_t = Limits::DESKTOP_BYTES)]
    pub max_memory: usize,
    /// States IDA* may expand (it stores only its path, so it is bounded by time, not memory).
    #[arg(long, default_value_t = Limits::default().max_expansions)]
    pub max_expansions: u64,
}

impl Budget {
    pub fn limits(&self) -> Limits {
        Limits { max_bytes: self.max_memory, max_expansions: self.max_expansions, cancel: None }
    }

    /// What a search that stopped at these limits explored, and how to let it go further.
    pub fn reached(&self, stats: &Stats) -> String {
        if stats.expanded > self.max_expansions {
            return format!("limit reached: expanded {} states without an answer (raise --max-expansions)", stats.expanded);
        }
        format!(
            "limit reached: expanded {} states and stored {} ({}) without an answer; the memory budget is {} \
             (raise it with --max-memory)",
            stats.expanded,
            stats.stored,
            human_bytes(stats.bytes),
            human_bytes(self.max_memory)
        )
    }
}

impl Common {
    /// The metric asked for, else the level's own, else moves.
    pub fn metric_for(&self, level: Option<&Level>) -> Metric {
        self.metric.or(level.map(|l| l.optimum.metric)).unwrap_or(Metric::Moves)
    }

    pub fn limits(&self) -> Limits {
        self.budget.limits()
    }
}

/// A level file (a `.ron` name or an existing file) or else a board string, validated and compiled
/// the way every part of Gridlock reads a puzzle; `-` reads either from standard input.
pub fn read_input(text: &str, game: Option<Family>) -> Result<Puzzle, Failure> {
    let puzzle =
        if files::is_standard_input(Path::new(text)) { Puzzle::read_standard_input(game) } else { Puzzle::open(text, game) };
    puzzle.map_err(|e| e.to_string())
}

/// A range of numbers as `2..5` (or `2..=5`), or one number.
/// A thread count: at least one, at most eight per core (more only waits its turn, and an operating
/// system's limit on threads ends the run).
pub fn parse_threads(text: &str) -> Result<usize, String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=8 * cores).contains(&n) => Ok(n),
        Ok(_) => Err(format!("`{text}` threads: give 1 to {} (eight per core on this machine's {cores})", 8 * cores)),
        Err(_) => Err(format!("`{text}` is not a number of threads")),
    }
}

pub fn parse_range<T: std::str::FromStr + Copy>(text: &str) -> Result<RangeInclusive<T>, String> {
    let number = |t: &str| t.trim().parse::<T>().map_err(|_| format!("`{text}` is not a number or a range like 30..40"));
    match text.split_once("..") {
        Some((lo, hi)) => Ok(number(lo)?..=number(hi.trim_start_matches('='))?),
        None => number(text).map(|n| n..=n),
    }
}
