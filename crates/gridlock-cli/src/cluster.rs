//! `cluster`: every state reachable from a board — how many, how many solved, the optimum from the
//! board, and the hardest state with its board string.

use super::Failure;
use super::input::{Common, read_input};
use gridlock_core::cluster::Cluster;
use gridlock_core::notation::format_board;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    common: Common,
    /// LEVEL.ron or a board string.
    input: String,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.common.game.family)?;
    let metric = args.common.metric_for(input.level.as_ref());
    let (board, rules) = (input.board, input.rules);
    let started = Instant::now();
    let cluster = Cluster::explore(&rules, &board.positions(), metric, &args.common.limits())
        .map_err(|e| format!("{e} (raise it with --max-memory)"))?;
    let seconds = started.elapsed().as_secs_f64();
    out!("reachable states\t{}", cluster.len());
    out!("goal states\t{}", cluster.goal_states());
    match cluster.distance(rules.start_key()) {
        Some(d) => out!("optimum from this board\t{d} {metric}"),
        None => out!("optimum from this board\tunsolvable"),
    }
    if let Some((key, distance)) = cluster.hardest() {
        let hardest = board.with_positions(&rules.layout_of(key));
        let text = format_board(&hardest).unwrap_or_else(|e| e.to_string());
        out!("hardest state\t{distance} {metric}\t{text}");
    }
    eprintln!("{:.3} s, {:.2} M states/s", seconds, cluster.len() as f64 / seconds / 1e6);
    Ok(ExitCode::SUCCESS)
}
