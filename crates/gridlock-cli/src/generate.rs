//! `generate`: new Rush Hour puzzles by size, walls and a band of optimal move counts, each written
//! as a level file and printed as `BOARD<TAB>MOVES`. Rounds of annealing runs use every core; a
//! progress bar with an ETA shows on a terminal (indicatif hides it otherwise).

use super::Failure;
use super::input::parse_range;
use gridlock_core::generator::{Generated, Generator, Request};
use gridlock_core::level::{Level, Optimum, Tier};
use gridlock_core::model::Metric;
use gridlock_core::notation::{format_board, format_fogleman};
use indicatif::{ProgressBar, ProgressStyle};
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Board size: 6x6, 7x7 or 8x8.
    #[arg(long, default_value = "6x6", value_parser = parse_size)]
    size: u8,
    /// Walls, as a range (0..2) or a number.
    #[arg(long, default_value = "0", value_parser = parse_range::<usize>)]
    walls: RangeInclusive<usize>,
    /// The band of optimal move counts, as a range (30..40) or a number.
    #[arg(long, value_parser = parse_range::<u32>)]
    moves: RangeInclusive<u32>,
    /// How many puzzles.
    #[arg(long, default_value_t = 1)]
    count: usize,
    /// The same seed gives the same puzzles, on any machine and any number of threads.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A folder to write one level file per puzzle into (created if missing).
    #[arg(long)]
    out: Option<PathBuf>,
}

fn parse_size(text: &str) -> Result<u8, String> {
    let (w, h) = text.split_once('x').ok_or("takes a size like 6x6")?;
    match (w.parse::<u8>(), h.parse::<u8>()) {
        (Ok(w), Ok(h)) if w == h && (6..=8).contains(&w) => Ok(w),
        _ => Err(format!("{text} is not generated; choose 6x6, 7x7 or 8x8")),
    }
}

/// A tier for a generated level, by its difficulty score (see README, "Levels").
pub fn tier_of(score: f64) -> Tier {
    match score {
        s if s < 22.0 => Tier::Beginner,
        s if s < 34.0 => Tier::Intermediate,
        s if s < 46.0 => Tier::Advanced,
        _ => Tier::Expert,
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let request =
        Request { size: args.size, walls: args.walls.clone(), moves: args.moves.clone(), count: args.count, seed: args.seed };
    let mut generator = Generator::new(request).map_err(|e| e.to_string())?;
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let bar = ProgressBar::new(args.count as u64).with_style(
        ProgressStyle::with_template("{spinner} {pos}/{len} puzzles [{elapsed_precise}, ETA {eta}] {msg}")
            .expect("the template is valid"),
    );
    let mut written = 0;
    while !generator.is_done() {
        generator.round();
        for generated in &generator.found[written..] {
            bar.suspend(|| emit(generated, written, args))?;
            written += 1;
        }
        bar.set_position(written as u64);
    }
    bar.finish_and_clear();
    Ok(ExitCode::SUCCESS)
}

/// One puzzle: its line on stdout, and its level file if asked for.
fn emit(generated: &Generated, index: usize, args: &Args) -> Result<(), Failure> {
    let d = generated.difficulty;
    // Fogleman's 36 characters for 6×6, rows joined by `/` otherwise.
    let text = match format_fogleman(&generated.board) {
        Some(text) => text,
        None => format_board(&generated.board).map_err(|e| e.to_string())?,
    };
    out!("{text}\t{}", d.moves);
    if let Some(dir) = &args.out {
        let id = format!("gen-{0}x{0}-s{1}-{2:03}", args.size, args.seed, index + 1);
        let name = format!("{0}x{0} #{1} ({2} moves)", args.size, index + 1, d.moves);
        let optimum = Optimum { metric: Metric::Moves, count: d.moves };
        let level = Level { tier: tier_of(d.score), ..Level::new(&name, optimum, generated.board.clone()) };
        level.save(&dir.join(format!("{id}.ron"))).map_err(|e| e.to_string())?;
    }
    Ok(())
}
