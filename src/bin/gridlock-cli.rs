//! `gridlock-cli`: solve, analyse, batch-solve, list, verify and convert puzzles from the command line.
//! Builds without Bevy: `cargo run --release --no-default-features --bin gridlock-cli -- --help`.

use clap::{Parser, Subcommand, ValueEnum};
use gridlock::core::analysis::dependencies;
use gridlock::core::cluster::Cluster;
use gridlock::core::level::{Level, Optimum, Tier, level_paths};
use gridlock::core::model::{Board, Family, Metric};
use gridlock::core::notation::{format_board, parse_board};
use gridlock::core::rules::Rules;
use gridlock::core::solver::{Algorithm, Limits, Outcome, solve};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(name = "gridlock-cli", version, about = "Optimal solver and analyser for Rush Hour and Klotski puzzles")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum GameArg {
    RushHour,
    Klotski,
}

#[derive(Clone, Copy, ValueEnum)]
enum MetricArg {
    Moves,
    Slides,
    Steps,
}

#[derive(clap::Args)]
struct Common {
    /// The puzzle family of a board string (default: guessed from the board).
    #[arg(long, value_enum)]
    game: Option<GameArg>,
    /// How moves are counted (default: the level's own metric, else moves).
    #[arg(long, value_enum)]
    metric: Option<MetricArg>,
    /// Stop a search after storing this many states.
    #[arg(long, default_value_t = Limits::default().max_states)]
    max_states: usize,
}

#[derive(Subcommand)]
enum Command {
    /// Solve a level file or a board string optimally and print the moves.
    Solve {
        #[command(flatten)]
        common: Common,
        /// bfs, astar, astar-distance, astar-blockers, astar-max, astar-ordered, bidirectional, ida,
        /// ida-distance, or `all` to compare them side by side.
        #[arg(long, default_value = "astar")]
        algorithm: String,
        #[arg(long)]
        json: bool,
        /// LEVEL.ron or a board string.
        input: String,
    },
    /// Solve every board string in a file (one per line; numbers around it are ignored).
    Batch {
        #[command(flatten)]
        common: Common,
        /// Also print each board's cluster size and the hardest optimum in its cluster.
        #[arg(long)]
        cluster: bool,
        file: PathBuf,
    },
    /// Show who blocks whom, the unlock order and blocking cycles.
    Analyze {
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        #[arg(long)]
        json: bool,
        input: String,
    },
    /// Explore every state reachable from a board: cluster size, distances, and its hardest position.
    Cluster {
        #[command(flatten)]
        common: Common,
        input: String,
    },
    /// One line per level: id, family, size, tier, claimed optimum, metric.
    List {
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
    },
    /// Load, validate and solve levels, checking each claimed optimum.
    Verify {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        #[arg(long, default_value_t = Limits::default().max_states)]
        max_states: usize,
    },
    /// Print a level's board string, or write a board string as a level file (its optimum solved).
    Convert {
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// Where to write the level (board string input only).
        #[arg(long)]
        out: Option<PathBuf>,
        #[arg(long, default_value = "Untitled")]
        name: String,
        #[arg(long, default_value = "Beginner")]
        tier: String,
        /// The metric the level's optimum is counted in.
        #[arg(long, value_enum, default_value = "moves")]
        metric: MetricArg,
        input: String,
    },
}

/// A puzzle from the command line: a level file or a board string.
struct Input {
    board: Board,
    level: Option<Level>,
}

fn family(game: Option<GameArg>) -> Option<Family> {
    game.map(|g| match g {
        GameArg::RushHour => Family::RushHour,
        GameArg::Klotski => Family::Klotski,
    })
}

fn read_input(text: &str, game: Option<GameArg>) -> Result<Input, String> {
    let path = Path::new(text);
    if text.ends_with(".ron") || path.is_file() {
        let level = Level::load(path).map_err(|e| e.to_string())?;
        return Ok(Input { board: level.board.clone(), level: Some(level) });
    }
    let board = parse_board(text, family(game)).map_err(|e| format!("{text}: {e}"))?;
    Ok(Input { board, level: None })
}

fn metric_for(arg: Option<MetricArg>, level: Option<&Level>) -> Metric {
    match arg {
        Some(MetricArg::Moves) => Metric::Moves,
        Some(MetricArg::Slides) => Metric::Slides,
        Some(MetricArg::Steps) => Metric::Steps,
        None => level.map_or(Metric::Moves, |l| l.optimum.metric),
    }
}

fn compile(board: &Board) -> Result<Rules, String> {
    Rules::new(board).map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve { common, algorithm, json, input } => cmd_solve(&common, &algorithm, json, &input),
        Command::Batch { common, cluster, file } => cmd_batch(&common, cluster, &file),
        Command::Analyze { game, json, input } => cmd_analyze(game, json, &input),
        Command::Cluster { common, input } => cmd_cluster(&common, &input),
        Command::List { dirs } => cmd_list(&dirs),
        Command::Verify { paths, max_states } => cmd_verify(&paths, max_states),
        Command::Convert { game, out, name, tier, metric, input } => cmd_convert(game, out, name, &tier, metric, &input),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("gridlock-cli: {message}");
            ExitCode::FAILURE
        }
    }
}

fn cmd_solve(common: &Common, algorithm: &str, json: bool, input: &str) -> Result<ExitCode, String> {
    let Input { board, level } = read_input(input, common.game)?;
    let metric = metric_for(common.metric, level.as_ref());
    let rules = compile(&board)?;
    let limits = Limits { max_states: common.max_states, cancel: None };
    if algorithm == "all" {
        return compare_all(&rules, metric, limits, json);
    }
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| format!("unknown algorithm '{algorithm}'"))?;
    let outcome = solve(&rules, metric, algorithm, limits.clone());
    if json {
        println!("{}", outcome_json(&outcome, metric, algorithm));
    } else {
        match &outcome {
            Outcome::Solved(solution) => {
                println!("{} {metric}", solution.count);
                for mv in &solution.moves {
                    println!("{mv}");
                }
            }
            Outcome::Unsolvable(_) => println!("unsolvable"),
            Outcome::LimitReached(_) | Outcome::Cancelled(_) => {}
        }
        let s = outcome.stats();
        eprintln!(
            "{}: {} states expanded, {} stored, {:.3} ms",
            algorithm.name(),
            s.expanded,
            s.stored,
            s.elapsed.as_secs_f64() * 1e3
        );
    }
    match outcome {
        Outcome::LimitReached(_) => {
            Err(format!("limit reached: gave up after {} states (raise --max-states)", limits.max_states))
        }
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
        "stats": {"expanded": s.expanded, "stored": s.stored, "seconds": s.elapsed.as_secs_f64()},
    })
}

fn compare_all(rules: &Rules, metric: Metric, limits: Limits, json: bool) -> Result<ExitCode, String> {
    let mut rows = Vec::new();
    for (_, algorithm) in Algorithm::NAMED {
        let outcome = solve(rules, metric, algorithm, limits.clone());
        if json {
            rows.push(outcome_json(&outcome, metric, algorithm));
            continue;
        }
        let s = outcome.stats();
        let result = match &outcome {
            Outcome::Solved(sol) => sol.count.to_string(),
            Outcome::Unsolvable(_) => "unsolvable".into(),
            Outcome::LimitReached(_) => "limit".into(),
            Outcome::Cancelled(_) => "cancelled".into(),
        };
        if rows.is_empty() {
            println!("{:<16} {:>10} {:>12} {:>12} {:>10}", "algorithm", metric.cli_name(), "expanded", "stored", "ms");
        }
        println!(
            "{:<16} {:>10} {:>12} {:>12} {:>10.3}",
            algorithm.name(),
            result,
            s.expanded,
            s.stored,
            s.elapsed.as_secs_f64() * 1e3
        );
        rows.push(serde_json::Value::Null);
    }
    if json {
        println!("{}", serde_json::Value::Array(rows));
    }
    Ok(ExitCode::SUCCESS)
}

/// The board string of a batch line: the one token that is not a number.
fn batch_board(line: &str) -> Result<&str, String> {
    let words: Vec<&str> = line.split_whitespace().filter(|w| w.parse::<f64>().is_err()).collect();
    match words.as_slice() {
        [board] => Ok(board),
        [] => Err("no board string".into()),
        _ => Err(format!("expected one board string, found {}", words.len())),
    }
}

/// One batch line's result: the output columns after the board, and the states it took.
fn batch_one(board: &str, common: &Common, cluster: bool) -> Result<(String, u64), String> {
    let board = parse_board(board, family(common.game)).map_err(|e| e.to_string())?;
    let metric = metric_for(common.metric, None);
    let rules = compile(&board)?;
    let limits = Limits { max_states: common.max_states, cancel: None };
    if cluster {
        let cluster = Cluster::explore(&rules, &board.positions(), metric, &limits).map_err(|e| e.to_string())?;
        let count = cluster.distance(rules.start_key()).map_or("unsolvable".to_string(), |d| d.to_string());
        let hardest = cluster.hardest().map_or("unsolvable".to_string(), |(_, d)| d.to_string());
        return Ok((format!("{count}\t{}\t{hardest}", cluster.len()), cluster.len() as u64));
    }
    match solve(&rules, metric, Algorithm::AStar(gridlock::core::solver::Heuristic::Sum), limits) {
        Outcome::Solved(s) => Ok((s.count.to_string(), s.stats.stored)),
        Outcome::Unsolvable(s) => Ok(("unsolvable".into(), s.stored)),
        _ => Err(format!("limit reached after {} states", common.max_states)),
    }
}

fn cmd_batch(common: &Common, cluster: bool, file: &Path) -> Result<ExitCode, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let lines: Vec<(usize, &str)> =
        text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty() && !l.starts_with('#')).collect();
    let started = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(lines.len().max(1));
    // Lines are dealt round-robin to the threads; results are printed in file order.
    let results: Vec<Result<(String, u64), String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let lines = &lines;
                scope.spawn(move || {
                    lines
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|(_, line)| batch_board(line).and_then(|b| batch_one(b, common, cluster)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut per_thread: Vec<std::vec::IntoIter<_>> =
            workers.into_iter().map(|w| w.join().expect("batch worker panicked").into_iter()).collect();
        (0..lines.len()).map(|i| per_thread[i % threads].next().expect("one result per line")).collect()
    });
    let seconds = started.elapsed().as_secs_f64();
    let (mut failed, mut states) = (false, 0u64);
    for ((number, line), result) in lines.iter().zip(results) {
        match result {
            Ok((columns, used)) => {
                states += used;
                println!("{}\t{columns}", batch_board(line).unwrap_or(line));
            }
            Err(reason) => {
                failed = true;
                eprintln!("{}:{number}: {reason}", file.display());
            }
        }
    }
    eprintln!(
        "{} puzzles in {seconds:.3} s on {threads} threads: {:.1} puzzles/s, {:.2} M states/s",
        lines.len(),
        lines.len() as f64 / seconds,
        states as f64 / seconds / 1e6
    );
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn cmd_analyze(game: Option<GameArg>, json: bool, input: &str) -> Result<ExitCode, String> {
    let Input { board, .. } = read_input(input, game)?;
    let rules = compile(&board)?;
    let deps = dependencies(&rules, &board.positions());
    let label = |p: usize| board.pieces[p].label.to_string();
    if json {
        let edge = |e: &gridlock::core::analysis::BlockEdge| json!({"blocker": label(e.blocker), "blocked": label(e.blocked), "dir": e.dir});
        let out = json!({
            "direct": deps.direct.iter().map(edge).collect::<Vec<_>>(),
            "relevant": deps.relevant.iter().map(|&p| label(p)).collect::<Vec<_>>(),
            "edges": deps.edges.iter().map(edge).collect::<Vec<_>>(),
            "unlock_order": deps.unlock_order.iter().map(|n| json!({"piece": label(n.piece), "dir": n.dir, "cells": n.cells})).collect::<Vec<_>>(),
            "stuck": deps.stuck.iter().map(|&p| label(p)).collect::<Vec<_>>(),
            "cycles": deps.cycles.iter().map(|c| c.iter().map(|&p| label(p)).collect::<Vec<_>>()).collect::<Vec<_>>(),
        });
        println!("{out}");
        return Ok(ExitCode::SUCCESS);
    }
    println!("pieces that matter: {}", deps.relevant.iter().map(|&p| label(p)).collect::<Vec<_>>().join(" "));
    println!("blocker graph (X -> Y: X must move before Y can move that way):");
    for e in &deps.edges {
        println!("  {} -> {} ({:?})", label(e.blocker), label(e.blocked), e.dir);
    }
    println!("unlock order:");
    for (i, need) in deps.unlock_order.iter().enumerate() {
        println!("  {}. {} {:?} {}", i + 1, label(need.piece), need.dir, need.cells);
    }
    if deps.unlock_order.is_empty() {
        println!("  none: the target cannot be freed by moving its blockers out of the way");
    }
    if !deps.stuck.is_empty() {
        println!("stuck: {}", deps.stuck.iter().map(|&p| label(p)).collect::<Vec<_>>().join(" "));
    }
    if deps.cycles.is_empty() {
        println!("cycles: none");
    }
    for cycle in &deps.cycles {
        println!("cycle: {}", cycle.iter().map(|&p| label(p)).collect::<Vec<_>>().join(" "));
    }
    Ok(ExitCode::SUCCESS)
}

fn cmd_cluster(common: &Common, input: &str) -> Result<ExitCode, String> {
    let Input { board, level } = read_input(input, common.game)?;
    let metric = metric_for(common.metric, level.as_ref());
    let rules = compile(&board)?;
    let limits = Limits { max_states: common.max_states, cancel: None };
    let started = Instant::now();
    let cluster = Cluster::explore(&rules, &board.positions(), metric, &limits).map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    println!("reachable states\t{}", cluster.len());
    println!("goal states\t{}", cluster.goal_states());
    match cluster.distance(rules.start_key()) {
        Some(d) => println!("optimum from this board\t{d} {metric}"),
        None => println!("optimum from this board\tunsolvable"),
    }
    if let Some((key, distance)) = cluster.hardest() {
        let hardest = board.with_positions(&rules.layout_of(key));
        let text = format_board(&hardest).unwrap_or_else(|e| e.to_string());
        println!("hardest state\t{distance} {metric}\t{text}");
    }
    eprintln!("{:.3} s, {:.2} M states/s", seconds, cluster.len() as f64 / seconds / 1e6);
    Ok(ExitCode::SUCCESS)
}

fn cmd_list(dirs: &[PathBuf]) -> Result<ExitCode, String> {
    let mut failed = false;
    for path in level_paths(dirs).map_err(|e| e.to_string())? {
        match Level::load(&path) {
            Ok(l) => println!(
                "{}\t{}\t{}x{}\t{}\t{}\t{}",
                l.id, l.board.family, l.board.width, l.board.height, l.tier, l.optimum.count, l.optimum.metric
            ),
            Err(e) => {
                failed = true;
                eprintln!("{e}");
            }
        }
    }
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn cmd_verify(paths: &[PathBuf], max_states: usize) -> Result<ExitCode, String> {
    let mut problems = 0;
    let paths = level_paths(paths).map_err(|e| e.to_string())?;
    for path in &paths {
        let level = match Level::load(path) {
            Ok(level) => level,
            Err(e) => {
                problems += 1;
                println!("{e}");
                continue;
            }
        };
        let rules = compile(&level.board)?;
        let claimed = level.optimum;
        let outcome = solve(
            &rules,
            claimed.metric,
            Algorithm::AStar(gridlock::core::solver::Heuristic::Sum),
            Limits { max_states, cancel: None },
        );
        match outcome {
            Outcome::Solved(s) if s.count == claimed.count => println!("ok\t{}\t{} {}", path.display(), s.count, claimed.metric),
            Outcome::Solved(s) => {
                problems += 1;
                println!("{}: claims {} {} but the optimum is {}", path.display(), claimed.count, claimed.metric, s.count);
            }
            Outcome::Unsolvable(_) => {
                problems += 1;
                println!("{}: unsolvable", path.display());
            }
            _ => {
                problems += 1;
                println!("{}: limit reached after {max_states} states", path.display());
            }
        }
    }
    println!("{} levels, {problems} problems", paths.len());
    Ok(if problems > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn cmd_convert(
    game: Option<GameArg>,
    out: Option<PathBuf>,
    name: String,
    tier: &str,
    metric: MetricArg,
    input: &str,
) -> Result<ExitCode, String> {
    let Input { board, level } = read_input(input, game)?;
    if level.is_some() {
        println!("{}", format_board(&board).map_err(|e| e.to_string())?);
        return Ok(ExitCode::SUCCESS);
    }
    let tier = Tier::ALL
        .into_iter()
        .find(|t| t.to_string().eq_ignore_ascii_case(tier))
        .ok_or_else(|| format!("unknown tier '{tier}' (Beginner, Intermediate, Advanced, Expert)"))?;
    let metric = metric_for(Some(metric), None);
    let rules = compile(&board)?;
    let count = match solve(&rules, metric, Algorithm::AStar(gridlock::core::solver::Heuristic::Sum), Limits::default()) {
        Outcome::Solved(s) => s.count,
        Outcome::Unsolvable(_) => return Err("the board is unsolvable; a level must have a solution".into()),
        _ => return Err("the board is too large to solve".into()),
    };
    let id = out.as_ref().and_then(|p| p.file_stem()).map_or("untitled".into(), |s| s.to_string_lossy().into_owned());
    let level = Level { id, name, tier, optimum: Optimum { metric, count }, board };
    match out {
        Some(path) => level.save(&path).map_err(|e| e.to_string())?,
        None => print!("{}", level.to_ron()),
    }
    Ok(ExitCode::SUCCESS)
}
