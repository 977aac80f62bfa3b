//! `convert`: a level's board string, or a board string written out as a level file with its optimum
//! solved.

use super::Failure;
use super::input::{GameChoice, read_input};
use gridlock_core::level::{Level, Optimum, Tier};
use gridlock_core::model::Metric;
use gridlock_core::notation::format_board;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameChoice,
    /// Where to write the level (board string input only).
    #[arg(long)]
    out: Option<PathBuf>,
    #[arg(long, default_value = "Untitled")]
    name: String,
    /// The name in the puzzle's own script (`横刀立马`), shown beside `--name`.
    #[arg(long)]
    native_name: Option<String>,
    #[arg(long, value_enum, ignore_case = true, default_value = "beginner")]
    tier: Tier,
    /// The metric the level's optimum is counted in.
    #[arg(long, value_enum, default_value = "moves")]
    metric: Metric,
    /// Also solve and state the optimum in the other two metrics.
    #[arg(long)]
    all_metrics: bool,
    /// LEVEL.ron or a board string.
    input: String,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.game.family)?;
    let (board, rules) = (input.board, input.rules);
    if input.level.is_some() {
        out!("{}", format_board(&board).map_err(|e| e.to_string())?);
        return Ok(ExitCode::SUCCESS);
    }
    let optimum = |metric| match solve(&rules, metric, Algorithm::AStar(Heuristic::Sum), Limits::default()) {
        Outcome::Solved(s) => Ok(Optimum { metric, count: s.count }),
        Outcome::Unsolvable(_) => Err(Failure::from("the board is unsolvable; a level must have a solution")),
        _ => Err("the board is too large to solve".into()),
    };
    let others = Metric::ALL.into_iter().filter(|&m| args.all_metrics && m != args.metric);
    let level = Level {
        native_name: args.native_name.clone(),
        tier: args.tier,
        other_optima: others.map(optimum).collect::<Result<_, _>>()?,
        ..Level::new(&args.name, optimum(args.metric)?, board)
    };
    match &args.out {
        Some(path) => level.save(path).map_err(|e| e.to_string())?,
        None => out!("{}", level.to_ron().trim_end()),
    }
    Ok(ExitCode::SUCCESS)
}
