//! Whatever parses is solved under a small memory budget by every search and the cluster analysis:
//! each ends (solved, unsolvable or "limit reached") without a panic, and those that finish agree on
//! the optimum, which the cluster confirms.
#![no_main]

use gridlock_core::cluster::Cluster;
use gridlock_core::model::Metric;
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use libfuzzer_sys::fuzz_target;

const BUDGET: usize = 1_000_000;

fuzz_target!(|input: (u8, &str)| {
    let (metric, text) = input;
    let Ok(puzzle) = Puzzle::from_board_string(text, None) else { return };
    let metric = Metric::ALL[metric as usize % 3];
    let limits = Limits { max_bytes: BUDGET, max_expansions: 20_000, cancel: None };
    let mut optimum = None;
    for algorithm in
        [Algorithm::Bfs, Algorithm::AStar(Heuristic::Sum), Algorithm::BidirectionalBfs, Algorithm::IdaStar(Heuristic::Sum)]
    {
        match solve(&puzzle.rules, metric, algorithm, limits.clone()) {
            Outcome::Solved(s) => {
                assert_eq!(s.moves.len() as u32, s.count);
                assert!(optimum.is_none_or(|o| o == Some(s.count)), "{algorithm:?} disagrees on {text:?}");
                optimum = Some(Some(s.count));
            }
            Outcome::Unsolvable(_) if !matches!(algorithm, Algorithm::IdaStar(_)) => {
                assert!(optimum.is_none_or(|o| o.is_none()), "{algorithm:?} disagrees on {text:?}");
                optimum = Some(None);
            }
            _ => {}
        }
    }
    if let Ok(cluster) = Cluster::explore(&puzzle.rules, &puzzle.board.positions(), metric, &limits)
        && let Some(optimum) = optimum
    {
        assert_eq!(cluster.distance(puzzle.rules.start_key()), optimum, "the cluster disagrees on {text:?}");
    }
});
