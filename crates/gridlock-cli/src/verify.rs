//! `verify`: every level loads, compiles and is solved to exactly the optimum it claims. Each problem
//! is reported and the run goes on to the next level.

use super::Failure;
use super::input::Budget;
use gridlock_core::files;
use gridlock_core::level::{Level, LevelError, MAX_LEVEL_BYTES, Optimum, level_paths};
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::{Algorithm, Heuristic, Outcome, solve};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Level files or folders of them; `-` reads one level from standard input.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    #[command(flatten)]
    budget: Budget,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    // `-` is one level read from standard input, checked after the files.
    let (stdin, named): (Vec<&PathBuf>, Vec<&PathBuf>) = args.paths.iter().partition(|p| files::is_standard_input(p));
    let named: Vec<PathBuf> = named.into_iter().cloned().collect();
    let mut levels: Vec<Option<PathBuf>> = Vec::new();
    if !named.is_empty() {
        levels.extend(level_paths(&named).map_err(|e| e.to_string())?.into_iter().map(Some));
    }
    if !stdin.is_empty() {
        levels.push(None);
    }
    let mut problems = 0;
    for path in &levels {
        match check(path.as_deref(), &args.budget) {
            Ok(line) => out!("{line}"),
            Err(problem) => {
                problems += 1;
                out!("{problem}");
            }
        }
    }
    out!("{} levels, {problems} problems", levels.len());
    Ok(if problems > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// One level (a file, or standard input for `None`): its `ok` line, or what is wrong with it. Every
/// optimum the level states is checked.
fn check(path: Option<&Path>, budget: &Budget) -> Result<String, Failure> {
    let (level, shown) = match path {
        Some(path) => (Level::load(path), path.display().to_string()),
        None => {
            let name = files::STANDARD_INPUT_NAME;
            let text = files::read_standard_input(MAX_LEVEL_BYTES, "a level file").map_err(LevelError::File);
            (text.and_then(|text| Level::parse(&text, Path::new(name))), name.to_string())
        }
    };
    let level = level.map_err(|e| e.to_string())?;
    let optima: Vec<Optimum> = level.optima().collect();
    let rules = Puzzle::from_level(level, &shown).map_err(|e| e.to_string())?.rules;
    let mut found = Vec::new();
    for claimed in optima {
        match solve(&rules, claimed.metric, Algorithm::AStar(Heuristic::Sum), budget.limits()) {
            Outcome::Solved(s) if s.count == claimed.count => found.push(format!("{} {}", s.count, claimed.metric)),
            Outcome::Solved(s) => {
                let metric = claimed.metric;
                return Err(format!("{shown}: claims {} {metric} but the optimum is {}", claimed.count, s.count));
            }
            Outcome::Unsolvable(_) => return Err(format!("{shown}: unsolvable")),
            Outcome::LimitReached(s) | Outcome::Cancelled(s) => {
                return Err(format!("{shown}: {}", budget.reached(&s)));
            }
        }
    }
    Ok(format!("ok\t{shown}\t{}", found.join(", ")))
}
