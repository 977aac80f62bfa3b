//! `solve`: one puzzle, optimally, by the algorithm chosen — or all of them side by side.

use super::Failure;
use super::input::{Common, read_input};
use clap::ValueEnum;
use clap::builder::PossibleValue;
use gridlock_core::model::Metric;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Limits, Outcome, solve};
use serde_json::json;
use std::process::ExitCode;
use std::sync::LazyLock;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    common: Common,
    /// The search to run, or `all` to compare them side by side.
    #[arg(long, value_enum, default_value = "astar")]
    algorithm: AlgorithmChoice,
    #[arg(long)]
    json: bool,
    /// LEVEL.ron or a board string; `-` reads either from standard input.
    input: String,
}

/// An algorithm by the name the core gives it, or all of them (`None`).
#[derive(Clone, Copy)]
struct AlgorithmChoice(Option<Algorithm>);

static CHOICES: LazyLock<Vec<AlgorithmChoice>> =
    LazyLock::new(|| Algorithm::NAMED.iter().map(|&(_, a)| AlgorithmChoice(Some(a))).chain([AlgorithmChoice(None)]).collect());

impl ValueEnum for AlgorithmChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &CHOICES
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.map_or("all", Algorithm::name)))
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.common.game.family)?;
    let metric = args.common.metric_for(input.level.as_ref());
    let rules = input.rules;
    let limits = args.common.limits();
    let Some(algorithm) = args.algorithm.0 else {
        return compare_all(&rules, metric, limits, args.json);
    };
    let outcome = solve(&rules, metric, algorithm, limits);
    if args.json {
        out!("{}", outcome_json(&outcome, metric, algorithm));
    } else {
        match &outcome {
            Outcome::Solved(solution) => {
                // One write for the whole answer: a line each would cost a system call each.
                let moves: Vec<String> = solution.moves.iter().map(|mv| mv.to_string()).collect();
                out!("{} {metric}\n{}", solution.count, moves.join("\n"));
            }
            Outcome::Unsolvable(_) => out!("unsolvable"),
            Outcome::LimitReached(_) | Outcome::Cancelled(_) => {}
        }
        let s = outcome.stats();
        let ms = s.elapsed.as_secs_f64() * 1e3;
        // Formatted first: standard error is unbuffered, and each piece of a format would be a write.
        let summary = format!("{}: {} states expanded, {} stored, {ms:.3} ms", algorithm.name(), s.expanded, s.stored);
        eprintln!("{summary}");
    }
    match outcome {
        Outcome::LimitReached(stats) => Err(args.common.budget.reached(&stats)),
        _ => Ok(ExitCode::SUCCESS),
    }
}

fn outcome_json(outcome: &Outcome, metric: Metric, algorithm: Algorithm) -> serde_json::Value {
    let s = outcome.stats();
    let (result, count, moves) = match outcome {
        Outcome::Solved(sol) => (
            "solved",
            Some(sol.count),
            sol.moves
                .iter()
                .map(|m| json!({"label": m.label.to_string(), "from": [m.from.x, m.from.y], "to": [m.to.x, m.to.y]}))
                .collect(),
        ),
        Outcome::Unsolvable(_) => ("unsolvable", None, vec![]),
        Outcome::LimitReached(_) => ("limit-reached", None, vec![]),
        Outcome::Cancelled(_) => ("cancelled", None, vec![]),
    };
    json!({
        "result": result, "count": count, "metric": metric.cli_name(), "algorithm": algorithm.name(), "moves": moves,
        "stats": {"expanded": s.expanded, "stored": s.stored, "bytes": s.bytes, "seconds": s.elapsed.as_secs_f64()},
    })
}

fn compare_all(rules: &Rules, metric: Metric, limits: Limits, json: bool) -> Result<ExitCode, Failure> {
    let outcomes: Vec<(Algorithm, Outcome)> =
        Algorithm::NAMED.iter().map(|&(_, algorithm)| (algorithm, solve(rules, metric, algorithm, limits.clone()))).collect();
    if json {
        let rows = outcomes.iter().map(|(algorithm, outcome)| outcome_json(outcome, metric, *algorithm)).collect();
        out!("{}", serde_json::Value::Array(rows));
        return Ok(ExitCode::SUCCESS);
    }
    out!("{:<16} {:>10} {:>12} {:>12} {:>10}", "algorithm", metric.cli_name(), "expanded", "stored", "ms");
    for (algorithm, outcome) in &outcomes {
        let s = outcome.stats();
        let result = match outcome {
            Outcome::Solved(sol) => sol.count.to_string(),
            Outcome::Unsolvable(_) => "unsolvable".into(),
            Outcome::LimitReached(_) => "limit".into(),
            Outcome::Cancelled(_) => "cancelled".into(),
        };
        out!(
            "{:<16} {:>10} {:>12} {:>12} {:>10.3}",
            algorithm.name(),
            result,
            s.expanded,
            s.stored,
            s.elapsed.as_secs_f64() * 1e3
        );
    }
    Ok(ExitCode::SUCCESS)
}
