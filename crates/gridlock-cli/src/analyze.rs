//! `analyze`: who blocks whom, the unlock order, stuck pieces and deadlock cycles, as text or JSON.

use super::Failure;
use super::input::{GameChoice, read_input};
use gridlock_core::analysis::{BlockEdge, Dependencies, dependencies};
use gridlock_core::model::Board;
use serde_json::json;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameChoice,
    /// Print the analysis as JSON.
    #[arg(long)]
    json: bool,
    /// LEVEL.ron or a board string.
    input: String,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let input = read_input(&args.input, args.game.family)?;
    let (board, rules) = (input.board, input.rules);
    let deps = dependencies(&rules, &board.positions());
    if args.json {
        out!("{}", as_json(&board, &deps));
    } else {
        print_text(&board, &deps);
    }
    Ok(ExitCode::SUCCESS)
}

fn labels(board: &Board, pieces: &[usize]) -> Vec<String> {
    pieces.iter().map(|&p| board.pieces()[p].label.to_string()).collect()
}

fn as_json(board: &Board, deps: &Dependencies) -> serde_json::Value {
    let label = |p: usize| board.pieces()[p].label.to_string();
    let edge = |e: &BlockEdge| json!({"blocker": label(e.blocker), "blocked": label(e.blocked), "dir": e.dir});
    json!({
        "direct": deps.direct.iter().map(edge).collect::<Vec<_>>(),
        "relevant": labels(board, &deps.relevant),
        "edges": deps.edges.iter().map(edge).collect::<Vec<_>>(),
        "unlock_order": deps.unlock_order.iter().map(|n| json!({"piece": label(n.piece), "dir": n.dir, "cells": n.cells})).collect::<Vec<_>>(),
        "stuck": labels(board, &deps.stuck),
        "cycles": deps.cycles.iter().map(|c| labels(board, c)).collect::<Vec<_>>(),
    })
}

fn print_text(board: &Board, deps: &Dependencies) {
    let label = |p: usize| board.pieces()[p].label;
    out!("pieces that matter: {}", labels(board, &deps.relevant).join(" "));
    out!("blocker graph (X -> Y: X must move before Y can move that way):");
    for e in &deps.edges {
        out!("  {} -> {} ({:?})", label(e.blocker), label(e.blocked), e.dir);
    }
    out!("unlock order:");
    for (i, need) in deps.unlock_order.iter().enumerate() {
        out!("  {}. {} {:?} {}", i + 1, label(need.piece), need.dir, need.cells);
    }
    if deps.relevant.is_empty() {
        out!("  none: the target is at its exit");
    } else if deps.unlock_order.is_empty() {
        out!("  none: the target cannot be freed by moving its blockers out of the way");
    }
    if !deps.stuck.is_empty() {
        out!("stuck: {}", labels(board, &deps.stuck).join(" "));
    }
    if deps.cycles.is_empty() {
        out!("cycles: none");
    }
    for cycle in &deps.cycles {
        out!("cycle: {}", labels(board, cycle).join(" "));
    }
}
