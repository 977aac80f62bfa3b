//! `verify`: every level loads, compiles and is solved to exactly the optimum it claims. Each problem
//! is reported and the run goes on to the next level.

use super::Failure;
use super::input::Budget;
use gridlock_core::level::{Level, Optimum, level_paths};
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::{Algorithm, Heuristic, Outcome, solve};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Level files or folders of them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    #[command(flatten)]
    budget: Budget,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let paths = level_paths(&args.paths).map_err(|e| e.to_string())?;
    let mut problems = 0;
    for path in &paths {
        match check(path, &args.budget) {
            Ok(line) => out!("{line}"),
            Err(problem) => {
                problems += 1;
                out!("{problem}");
            }
        }
    }
    out!("{} levels, {problems} problems", paths.len());
    Ok(if problems > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// One level: its `ok` line, or what is wrong with it. Every optimum the level states is checked.
fn check(path: &Path, budget: &Budget) -> Result<String, Failure> {
    let level = Level::load(path).map_err(|e| e.to_string())?;
    let optima: Vec<Optimum> = level.optima().collect();
    let rules = Puzzle::from_level(level, &path.display().to_string()).map_err(|e| e.to_string())?.rules;
    let mut found = Vec::new();
    for claimed in optima {
        match solve(&rules, claimed.metric, Algorithm::AStar(Heuristic::Sum), budget.limits()) {
            Outcome::Solved(s) if s.count == claimed.count => found.push(format!("{} {}", s.count, claimed.metric)),
            Outcome::Solved(s) => {
                let (shown, metric) = (path.display(), claimed.metric);
                return Err(format!("{shown}: claims {} {metric} but the optimum is {}", claimed.count, s.count));
            }
            Outcome::Unsolvable(_) => return Err(format!("{}: unsolvable", path.display())),
            Outcome::LimitReached(s) | Outcome::Cancelled(s) => {
                return Err(format!("{}: {}", path.display(), budget.reached(&s)));
            }
        }
    }
    Ok(format!("ok\t{}\t{}", path.display(), found.join(", ")))
}
