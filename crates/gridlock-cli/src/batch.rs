//! `batch`: every board string of a file, solved (or its whole cluster analysed) on every core, printed
//! in file order. A line that fails — even by a panic — is reported with its line number, and the rest
//! of the run goes on.

use super::Failure;
use super::input::Common;
use gridlock_core::cluster::Cluster;
use gridlock_core::files;
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::{Algorithm, Heuristic, Outcome, solve};
use rayon::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    common: Common,
    /// Also print each board's cluster size and the hardest optimum in its cluster.
    #[arg(long)]
    cluster: bool,
    /// A file of board strings, one a line (`#` comments); `-` reads them from standard input.
    file: PathBuf,
}

/// The board string of a batch line: the one token that is not a number.
fn board_of(line: &str) -> Result<&str, Failure> {
    let words: Vec<&str> = line.split_whitespace().filter(|w| w.parse::<f64>().is_err()).collect();
    match words.as_slice() {
        [board] => Ok(board),
        [] => Err("no board string".into()),
        _ => Err(format!("expected one board string, found {}", words.len())),
    }
}

/// One batch line's result: the output columns after the board, and the states it took.
fn solve_one(board: &str, args: &Args) -> Result<(String, u64), Failure> {
    let Puzzle { board, rules, .. } = Puzzle::from_board_string(board, args.common.game.family).map_err(|e| e.to_string())?;
    let metric = args.common.metric_for(None);
    // The threads share the memory budget.
    let mut limits = args.common.limits();
    limits.max_bytes /= rayon::current_num_threads();
    if args.cluster {
        let cluster = Cluster::explore(&rules, &board.positions(), metric, &limits).map_err(|e| e.to_string())?;
        let count = cluster.distance(rules.start_key()).map_or("unsolvable".to_string(), |d| d.to_string());
        let hardest = cluster.hardest().map_or("unsolvable".to_string(), |(_, d)| d.to_string());
        return Ok((format!("{count}\t{}\t{hardest}", cluster.len()), cluster.len() as u64));
    }
    match solve(&rules, metric, Algorithm::AStar(Heuristic::Sum), limits) {
        Outcome::Solved(s) => Ok((s.count.to_string(), s.stats.stored)),
        Outcome::Unsolvable(s) => Ok(("unsolvable".into(), s.stored)),
        Outcome::LimitReached(s) | Outcome::Cancelled(s) => Err(args.common.budget.reached(&s)),
    }
}

/// A line's result; a panic becomes that line's error instead of ending the run.
fn guarded(line: &str, args: &Args) -> Result<(String, u64), Failure> {
    catch_unwind(AssertUnwindSafe(|| board_of(line).and_then(|b| solve_one(b, args))))
        .unwrap_or_else(|panic| Err(format!("internal error: {}", panic_message(&*panic))))
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| panic.downcast_ref::<String>().cloned()).unwrap_or_default()
}

/// The longest batch line taken: a board string is at most 256 characters, and a line holds little more.
const MAX_LINE: usize = 1024;

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    // `-` is standard input, read a line at a time under the same cap as a file.
    let from_stdin = files::is_standard_input(&args.file);
    let name = if from_stdin { files::STANDARD_INPUT_NAME.to_string() } else { args.file.display().to_string() };
    let read: Box<dyn Iterator<Item = _>> = if from_stdin {
        Box::new(files::standard_input_lines(MAX_LINE))
    } else {
        Box::new(files::lines(&args.file, MAX_LINE).map_err(|e| e.to_string())?)
    };
    // Lines that cannot be taken (too long, not text) are reported by number, and the run goes on.
    let mut failed = false;
    let mut lines: Vec<(usize, String)> = Vec::new();
    for read in read {
        match read.map_err(|e| e.to_string())? {
            (number, Ok(line)) => {
                let line = line.trim();
                if !line.is_empty() && !line.starts_with('#') {
                    lines.push((number, line.to_string()));
                }
            }
            (number, Err(why)) => {
                failed = true;
                eprintln!("{name}:{number}: {why}");
            }
        }
    }
    let started = Instant::now();
    let results: Vec<Result<(String, u64), Failure>> = lines.par_iter().map(|(_, line)| guarded(line, args)).collect();
    let seconds = started.elapsed().as_secs_f64();
    let mut states = 0u64;
    for ((number, line), result) in lines.iter().zip(results) {
        match result {
            Ok((columns, used)) => {
                states += used;
                out!("{}\t{columns}", board_of(line).unwrap_or(line));
            }
            Err(reason) => {
                failed = true;
                eprintln!("{name}:{number}: {reason}");
            }
        }
    }
    eprintln!(
        "{} puzzles in {seconds:.3} s on {} threads: {:.1} puzzles/s, {:.2} M states/s",
        lines.len(),
        rayon::current_num_threads(),
        lines.len() as f64 / seconds,
        states as f64 / seconds / 1e6
    );
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
