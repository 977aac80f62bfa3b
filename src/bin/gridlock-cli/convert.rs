//! `convert`: a level's board string, or a board string written out as a level file with its optimum
//! solved.

use super::Failure;
use super::input::read_input;
use gridlock::core::level::{Level, Optimum, Tier};
use gridlock::core::model::{Family, Metric};
use gridlock::core::notation::format_board;
use gridlock::core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[arg(long, value_enum)]
    game: Option<Family>,
    /// Where to write the level (board string input only).
    #[arg(long)]
    out: Option<PathBuf>,
    #[arg(long, default_value = "Untitled")]
    name: String,
    #[arg(long, value_enum, ignore_case = true, default_value = "beginner")]
    tier: Tier,
    /// The metric the level's optimum is counted in.
    #[arg(long, value_enum, default_value = "moves")]
    metric: Metric,
    input: String,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.game)?;
    let (board, rules) = (input.board, input.rules);
    if input.level.is_some() {
        out!("{}", format_board(&board).map_err(|e| e.to_string())?);
        return Ok(ExitCode::SUCCESS);
    }
    let count = match solve(&rules, args.metric, Algorithm::AStar(Heuristic::Sum), Limits::default()) {
        Outcome::Solved(s) => s.count,
        Outcome::Unsolvable(_) => return Err("the board is unsolvable; a level must have a solution".into()),
        _ => return Err("the board is too large to solve".into()),
    };
    let id = args.out.as_ref().and_then(|p| p.file_stem()).map_or("untitled".into(), |s| s.to_string_lossy().into_owned());
    let level = Level { id, name: args.name.clone(), tier: args.tier, optimum: Optimum { metric: args.metric, count }, board };
    match &args.out {
        Some(path) => level.save(path).map_err(|e| e.to_string())?,
        None => out!("{}", level.to_ron().trim_end()),
    }
    Ok(ExitCode::SUCCESS)
}
