//! `gif`: a puzzle's optimal solution as an animated GIF, drawn in the game's look without a window.

use super::Failure;
use super::input::{Common, read_input};
use gridlock_core::files::write_atomically;
use gridlock_core::solver::{Algorithm, Heuristic, Outcome, solve};
use gridlock_render::{GifOptions, solution_gif};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    common: Common,
    /// Where to write the GIF.
    #[arg(long)]
    out: PathBuf,
    /// Pixels per board cell.
    #[arg(long, default_value_t = GifOptions::default().cell, value_parser = clap::value_parser!(u32).range(16..=200))]
    size: u32,
    /// Solution moves per second.
    #[arg(long, default_value_t = GifOptions::default().moves_per_second, value_parser = speed)]
    speed: f32,
    /// LEVEL.ron or a board string.
    input: String,
}

fn speed(text: &str) -> Result<f32, String> {
    match text.parse::<f32>() {
        Ok(s) if (0.25..=20.0).contains(&s) => Ok(s),
        _ => Err("takes moves per second, from 0.25 to 20".into()),
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.common.game.family)?;
    let metric = args.common.metric_for(input.level.as_ref());
    let solution = match solve(&input.rules, metric, Algorithm::AStar(Heuristic::Sum), args.common.limits()) {
        Outcome::Solved(solution) => solution,
        Outcome::Unsolvable(_) => return Err("the puzzle is unsolvable: there is no solution to draw".into()),
        Outcome::LimitReached(stats) | Outcome::Cancelled(stats) => return Err(args.common.budget.reached(&stats)),
    };
    let options = GifOptions { cell: args.size, moves_per_second: args.speed, ..GifOptions::default() };
    let bytes = solution_gif(&input.rules, &solution.moves, &options).map_err(|e| e.to_string())?;
    write_atomically(&args.out, &bytes).map_err(|e| format!("cannot write {e}"))?;
    let frames = options.frame_count(solution.moves.len());
    out!("{}: {} {metric}, {frames} frames, {} bytes", args.out.display(), solution.count, bytes.len());
    Ok(ExitCode::SUCCESS)
}
