//! What a layout is worth as a puzzle: its cluster's hardest position and optimum, a name for the
//! cluster, minimality, and the difficulty score levels are ordered by.

use super::layout::Layout;
use crate::cluster::Cluster;
use crate::model::{Board, Metric};
use crate::notation::format_board;
use crate::rules::Rules;
use crate::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use std::collections::BTreeSet;

/// A layout at its cluster's hardest position.
#[derive(Clone, Debug)]
pub struct Evaluated {
    pub layout: Layout,
    pub board: Board,
    /// The optimum from `board`, in moves.
    pub moves: u32,
}

/// Analyses `layout`'s whole cluster; `None` if it is not a valid board, is unsolvable, or its cluster
/// is larger than `max_bytes` allows.
pub fn evaluate(layout: &Layout, max_bytes: usize) -> Option<(Evaluated, Cluster, Rules)> {
    let board = layout.board()?;
    let (cluster, rules) = analyse(&board, max_bytes)?;
    let (key, moves) = cluster.hardest()?;
    let hardest = board.with_positions(&rules.layout_of(key));
    let evaluated = Evaluated { layout: Layout::of(&hardest), board: hardest, moves };
    Some((evaluated, cluster, rules))
}

/// `board`'s whole cluster in moves, if it fits in `max_bytes`.
fn analyse(board: &Board, max_bytes: usize) -> Option<(Cluster, Rules)> {
    let rules = Rules::new(board).ok()?;
    let cluster = Cluster::explore(&rules, &board.positions(), Metric::Moves, &Limits::with_bytes(max_bytes)).ok()?;
    Some((cluster, rules))
}

/// The cluster's name: the board string of its smallest state. Layouts label vehicles canonically,
/// so every position of one cluster gives the same name, and different clusters different names.
pub fn cluster_name(cluster: &Cluster, rules: &Rules) -> String {
    let board = rules.board().with_positions(&rules.layout_of(cluster.smallest_key()));
    format_board(&board).unwrap_or_else(|_| format!("{board:?}"))
}

/// The optimum from `board` in moves, if it is found within `max_bytes`.
fn optimum(board: &Board, max_bytes: usize) -> Option<u32> {
    let rules = Rules::new(board).ok()?;
    match solve(&rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::with_bytes(max_bytes)) {
        Outcome::Solved(s) => Some(s.count),
        _ => None,
    }
}

/// Removes vehicles that do not matter until every one does: from the hardest position, taking any
/// vehicle away must lower the optimum. Each removal changes the cluster, so the hardest position is
/// found again after it. `None` if the layout stops being a puzzle.
pub fn minimize(layout: &Layout, max_bytes: usize) -> Option<(Evaluated, Cluster, Rules)> {
    let mut current = evaluate(layout, max_bytes)?;
    'again: loop {
        for i in 0..current.0.layout.vehicles.len() {
            let mut fewer = current.0.layout.clone();
            fewer.vehicles.remove(i);
            let board = fewer.board()?;
            if optimum(&board, max_bytes) == Some(current.0.moves) {
                current = evaluate(&fewer, max_bytes)?;
                continue 'again;
            }
        }
        return Some(current);
    }
}

/// How hard a puzzle is, beyond its move count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// The optimum, in moves.
    pub moves: u32,
    /// Positions on the optimal path with exactly one move that keeps it optimal: the player must
    /// find that move.
    pub forced: u32,
    /// Distinct vehicles the solution moves.
    pub pieces_moved: u32,
    /// States reachable from the start.
    pub states: usize,
    /// `moves + 10 · forced / moves + 0.5 · pieces_moved + 2 · log10(states)`.
    pub score: f64,
}

impl Difficulty {
    /// A Rush Hour puzzle's difficulty from its start, and its cluster's name (the board string of its
    /// smallest state under a canonical labelling), analysing the cluster within `max_bytes`.
    pub fn of_board(board: &Board, max_bytes: usize) -> Option<(Difficulty, String)> {
        let board = Layout::of(board).board()?;
        let (cluster, rules) = analyse(&board, max_bytes)?;
        Some((Difficulty::of(&cluster, &rules, &board), cluster_name(&cluster, &rules)))
    }

    /// The difficulty of `board`, the hardest position of `cluster` (explored over `rules`).
    pub fn of(cluster: &Cluster, rules: &Rules, board: &Board) -> Difficulty {
        let mut at = board.positions();
        let (mut forced, mut moved) = (0, BTreeSet::new());
        let solution = cluster.solution_from(rules, &at).unwrap_or_default();
        for mv in &solution {
            forced += (cluster.best_moves(rules, &at).len() == 1) as u32;
            moved.insert(mv.piece);
            at[mv.piece] = mv.to;
        }
        let moves = solution.len() as u32;
        let pieces_moved = moved.len() as u32;
        let states = cluster.len();
        let score = moves as f64
            + 10.0 * forced as f64 / moves.max(1) as f64
            + 0.5 * pieces_moved as f64
            + 2.0 * (states.max(1) as f64).log10();
        Difficulty { moves, forced, pieces_moved, states, score }
    }
}
