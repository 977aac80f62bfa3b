//! The puzzle core against published optima, an independent BFS oracle, and its own contracts.

use crate::reference;
use gridlock_core::analysis::dependencies;
use gridlock_core::cluster::{Cluster, ClusterError, ClusterSearch};
use gridlock_core::model::{Family, Metric};
use gridlock_core::notation::parse_board;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, Solver, solve};
use proptest::prelude::*;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn rules_for(board: &str) -> Rules {
    Rules::new(&parse_board(board, None).unwrap()).unwrap()
}

fn optimum(rules: &Rules, metric: Metric, algorithm: Algorithm) -> Option<u32> {
    match solve(rules, metric, algorithm, Limits::default()) {
        Outcome::Solved(s) => {
            assert_replays(rules, metric, &s.moves);
            Some(s.count)
        }
        Outcome::Unsolvable(_) => None,
        other => panic!("{algorithm:?} did not finish: {other:?}"),
    }
}

/// Every move is legal from the position before it, and the last one reaches the goal.
fn assert_replays(rules: &Rules, metric: Metric, moves: &[gridlock_core::model::Move]) {
    let mut at = rules.board().positions();
    for mv in moves {
        assert!(rules.is_legal(&at, mv, metric), "illegal move {mv} in {metric}");
        at = Rules::apply(&at, mv);
    }
    assert!(rules.is_goal(rules.key_of(&at)), "the solution does not end at the goal");
}

#[test]
fn fogleman_sample_optima_cluster_sizes_and_hardest_states_are_exact() {
    let text = reference("rush_hour_sample.txt");
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (moves, board, size): (u32, &str, usize) = (fields[0].parse().unwrap(), fields[1], fields[2].parse().unwrap());
        let rules = rules_for(board);
        let mut solutions = Vec::new();
        let cluster =
            Cluster::explore_telling(&rules, &rules.board().positions(), Metric::Moves, &Limits::default(), |solution| {
                solutions.push(solution)
            })
            .unwrap();
        assert_eq!(cluster.distance(rules.start_key()), Some(moves), "{board}");
        // On its way the analysis hands out one optimal solution from the start.
        assert_eq!(solutions.len(), 1, "{board}");
        assert_eq!(solutions[0].len() as u32, moves, "{board}");
        assert_replays(&rules, Metric::Moves, &solutions[0]);
        assert_eq!(cluster.len(), size, "{board}");
        // The database lists the hardest state of each cluster.
        assert_eq!(cluster.hardest().map(|h| h.1), Some(moves), "{board}");
        checked += 1;
    }
    assert_eq!(checked, 320);
}

#[test]
fn fogleman_sample_solves_agree_across_bfs_astar_and_bidirectional() {
    let text = reference("rush_hour_sample.txt");
    for line in text.lines().step_by(7) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let moves: u32 = fields[0].parse().unwrap();
        let rules = rules_for(fields[1]);
        for algorithm in [
            Algorithm::Bfs,
            Algorithm::AStar(Heuristic::Sum),
            Algorithm::AStarOrdered(Heuristic::Max),
            Algorithm::BidirectionalBfs,
        ] {
            assert_eq!(optimum(&rules, Metric::Moves, algorithm), Some(moves), "{algorithm:?} on {}", fields[1]);
        }
    }
}

#[test]
fn klotski_sample_is_exact_in_all_three_metrics() {
    let text = reference("klotski_sample.txt");
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let rules = rules_for(f[0]);
        let expected = [(Metric::Steps, f[1]), (Metric::Slides, f[2]), (Metric::Moves, f[3])];
        for (metric, count) in expected {
            let count: u32 = count.parse().unwrap();
            for algorithm in [Algorithm::Bfs, Algorithm::AStar(Heuristic::Sum), Algorithm::BidirectionalBfs] {
                assert_eq!(optimum(&rules, metric, algorithm), Some(count), "{} {metric} {algorithm:?}", f[0]);
            }
            let mut solutions = Vec::new();
            let cluster = Cluster::explore_telling(&rules, &rules.board().positions(), metric, &Limits::default(), |solution| {
                solutions.push(solution)
            })
            .unwrap();
            assert_eq!(cluster.len(), f[4].parse::<usize>().unwrap(), "{} reachable", f[0]);
            assert_eq!(cluster.distance(rules.start_key()), Some(count));
            assert_eq!(solutions.iter().map(Vec::len).collect::<Vec<_>>(), [count as usize], "{} {metric}", f[0]);
            assert_replays(&rules, metric, &solutions[0]);
        }
    }
}

#[test]
fn ida_star_finds_the_optimum_with_only_a_path_in_memory() {
    let rules = rules_for("ooBBoooooDEFAAoDEFoooooooCCCoooooooo");
    let outcome = solve(&rules, Metric::Moves, Algorithm::IdaStar(Heuristic::Sum), Limits::default());
    let solution = outcome.solution().expect("solved");
    assert_eq!(solution.count, 5);
    assert!(solution.stats.stored <= 6);
    assert_eq!(
        optimum(&rules, Metric::Steps, Algorithm::IdaStar(Heuristic::Distance)),
        optimum(&rules, Metric::Steps, Algorithm::Bfs)
    );
}

#[test]
fn astar_expands_fewer_states_than_bfs_on_rush_hour() {
    let rules = rules_for("HoBBCCHoDDoKAAIooKooIEELFFIJoLGGGJoo");
    let bfs = solve(&rules, Metric::Moves, Algorithm::Bfs, Limits::default());
    let astar = solve(&rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default());
    assert_eq!(bfs.solution().unwrap().count, astar.solution().unwrap().count);
    assert!(astar.stats().expanded < bfs.stats().expanded, "{:?} vs {:?}", astar.stats(), bfs.stats());
}

#[test]
fn a_memory_budget_ends_in_limit_reached_and_a_flag_cancels() {
    let rules = rules_for("BAAC/BAAC/DEEF/DGHF/I..J");
    for algorithm in
        [Algorithm::Bfs, Algorithm::AStar(Heuristic::Sum), Algorithm::BidirectionalBfs, Algorithm::IdaStar(Heuristic::Sum)]
    {
        let limits = Limits { max_bytes: 64_000, max_expansions: 500, cancel: None };
        let outcome = solve(&rules, Metric::Moves, algorithm, limits);
        assert!(matches!(outcome, Outcome::LimitReached(_)), "{algorithm:?}: {outcome:?}");
        assert!(outcome.stats().bytes <= 64_000, "{algorithm:?}: {:?}", outcome.stats());
    }
    let cancel = Arc::new(AtomicBool::new(true));
    let outcome = solve(&rules, Metric::Moves, Algorithm::Bfs, Limits { cancel: Some(cancel), ..Limits::default() });
    assert!(matches!(outcome, Outcome::Cancelled(_)));
    let limited = Cluster::explore(&rules, &rules.board().positions(), Metric::Moves, &Limits::with_bytes(64_000));
    match limited {
        Err(ClusterError::LimitReached { states, bytes, budget }) => {
            assert!(states > 100 && bytes <= budget && budget == 64_000, "{states} states, {bytes} bytes")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn solving_in_small_slices_gives_the_same_answer() {
    let rules = Arc::new(rules_for("BAAC/BAAD/EFFG/EHIG/.JI."));
    let from = rules.board().positions();
    let mut solver = Solver::new(rules.clone(), &from, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default());
    let mut slices = 0;
    let outcome = loop {
        slices += 1;
        if let Some(outcome) = solver.step(50) {
            break outcome;
        }
    };
    assert!(slices > 10);
    assert_eq!(outcome.solution().unwrap().count, 39);
    let mut search = ClusterSearch::new(&rules, &from, Metric::Moves, usize::MAX);
    let (mut steps, mut solved_at) = (0, None);
    let cluster = loop {
        steps += 1;
        let done = search.step(&rules, 100);
        if let Some(solution) = search.take_solution(&rules) {
            assert_eq!(solution.len(), 39);
            assert_replays(&rules, Metric::Moves, &solution);
            assert!(solved_at.replace(steps).is_none(), "the solution is handed out once");
        }
        if let Some(done) = done {
            break done.unwrap();
        }
    };
    assert_eq!(cluster.distance(rules.start_key()), Some(39));
    assert!(solved_at.unwrap() < steps / 2, "the solution comes while the cluster is still explored");
    // Each slice does its whole budget: one expansion of every state, then one visit of every state
    // backwards, in slices of 100 (the browser's frames depend on it).
    let full_slices = |states: usize| states.div_ceil(100);
    assert!(steps <= 2 * full_slices(cluster.len()) + 2, "{steps} slices for {} states", cluster.len());
    let mut search = ClusterSearch::new(&rules, &from, Metric::Moves, usize::MAX);
    assert!(search.step(&rules, usize::MAX).is_none(), "exploring ends with the first slice");
    assert!(search.step(&rules, usize::MAX).is_some(), "the retrograde pass with the second");
}

#[test]
fn hints_from_any_position_lead_to_the_goal_optimally() {
    let rules = rules_for("JBBoxxJEEooLAAKooLooKFFFoGGoooHHHIIo");
    let cluster = Cluster::explore(&rules, &rules.board().positions(), Metric::Moves, &Limits::default()).unwrap();
    // Wander off the optimal path, then ask for the way home.
    let mut at = rules.board().positions();
    for _ in 0..3 {
        let mv = rules.moves(&at, Metric::Moves).pop().unwrap();
        at = Rules::apply(&at, &mv);
    }
    let d = cluster.distance(rules.key_of(&at)).unwrap();
    let path = cluster.solution_from(&rules, &at).unwrap();
    assert_eq!(path.len() as u32, d);
    let from_here = Solver::new(Arc::new(rules.clone()), &at, Metric::Moves, Algorithm::Bfs, Limits::default()).run();
    assert_eq!(from_here.solution().unwrap().count, d);
}

#[test]
fn analysis_finds_the_unlock_order_and_deadlock_cycles() {
    let rules = rules_for("..B.../..B.../AAB.../....../CCC.../......");
    let deps = dependencies(&rules, &rules.board().positions());
    let order: Vec<(char, usize)> =
        deps.unlock_order.iter().map(|n| (rules.board().pieces()[n.piece].label, n.cells as usize)).collect();
    assert_eq!(order, vec![('C', 3), ('B', 3), ('A', 4)]);
    assert!(deps.cycles.is_empty() && deps.stuck.is_empty());

    // A column full of vertical vehicles: nothing can move, and the analysis says why.
    let rules = rules_for("..C.../..C.../AAB.../..B.../..D.../..D...");
    let deps = dependencies(&rules, &rules.board().positions());
    let label = |p: usize| rules.board().pieces()[p].label;
    assert!(deps.unlock_order.is_empty());
    assert_eq!(deps.cycles.iter().map(|c| c.iter().map(|&p| label(p)).collect::<String>()).collect::<Vec<_>>(), vec!["CBD"]);
    assert_eq!(optimum(&rules, Metric::Moves, Algorithm::Bfs), None);
}

/// The independent oracle's optimum for `board` in `metric`.
fn oracle(board: &str, family: Family, metric: Metric) -> Option<u32> {
    let counting = match metric {
        Metric::Moves => crate::oracle::Counting::Moves,
        Metric::Slides => crate::oracle::Counting::Slides,
        Metric::Steps => crate::oracle::Counting::Steps,
    };
    crate::oracle::Puzzle::parse(board, family == Family::Klotski).optimum(counting)
}

#[test]
fn the_oracle_itself_matches_published_optima() {
    let text = reference("rush_hour_sample.txt");
    for line in text.lines().step_by(40) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let rows: Vec<String> = fields[1].as_bytes().chunks(6).map(|r| String::from_utf8_lossy(r).replace('o', ".")).collect();
        let moves = oracle(&rows.join("/"), Family::RushHour, Metric::Moves);
        assert_eq!(moves, Some(fields[0].parse().unwrap()), "{}", fields[1]);
    }
}

/// Random small Rush Hour boards: a target in row 1 of a 4–5 wide board and a few vehicles.
fn rush_hour_board() -> impl Strategy<Value = String> {
    (4usize..=5, prop::collection::vec((0usize..5, 0usize..5, any::<bool>(), 2usize..=3), 1..6)).prop_filter_map(
        "vehicles must fit",
        |(size, vehicles)| {
            let mut grid = vec![vec!['.'; size]; size];
            grid[1][0] = 'A';
            grid[1][1] = 'A';
            for (i, (x, y, horizontal, len)) in vehicles.into_iter().enumerate() {
                let cells: Vec<(usize, usize)> = (0..len).map(|k| if horizontal { (x + k, y) } else { (x, y + k) }).collect();
                if cells.iter().all(|&(cx, cy)| cx < size && cy < size && grid[cy][cx] == '.') && !(horizontal && y == 1) {
                    for (cx, cy) in cells {
                        grid[cy][cx] = (b'B' + i as u8) as char;
                    }
                }
            }
            Some(grid.into_iter().map(|r| r.into_iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        },
    )
}

/// Random boards of free blocks, 4 columns by `rows`: a 2×2 target anywhere and a few 1×1, 2×1 and 1×2
/// blocks where they fit (`blocks` tries).
fn block_board(rows: usize, blocks: std::ops::Range<usize>) -> impl Strategy<Value = String> {
    (prop::collection::vec((0usize..4, 0..rows, 0u8..3), blocks), 0usize..3, 0..rows - 1).prop_map(move |(blocks, tx, ty)| {
        let mut grid = vec![vec!['.'; 4]; rows];
        for (x, y) in [(tx, ty), (tx + 1, ty), (tx, ty + 1), (tx + 1, ty + 1)] {
            grid[y][x] = 'A';
        }
        for (i, (x, y, shape)) in blocks.into_iter().enumerate() {
            let cells: Vec<(usize, usize)> = match shape {
                0 => vec![(x, y)],
                1 => vec![(x, y), (x, y + 1)],
                _ => vec![(x, y), (x + 1, y)],
            };
            if cells.iter().all(|&(cx, cy)| cx < 4 && cy < rows && grid[cy][cx] == '.') {
                for (cx, cy) in cells {
                    grid[cy][cx] = (b'B' + i as u8) as char;
                }
            }
        }
        grid.into_iter().map(|r| r.into_iter().collect::<String>()).collect::<Vec<_>>().join("/")
    })
}

/// Random small Klotski boards on 4×4.
fn klotski_board() -> impl Strategy<Value = String> {
    block_board(4, 1..7)
}

/// Random classic Huarongdao boards (4×5), which breadth-first search solves on the whole-space
/// enumerator's keys.
fn huarongdao_board() -> impl Strategy<Value = String> {
    block_board(5, 2..7)
}

const GRAPH_SEARCHES: [Algorithm; 5] = [
    Algorithm::Bfs,
    Algorithm::AStar(Heuristic::Sum),
    Algorithm::AStar(Heuristic::Max),
    Algorithm::AStarOrdered(Heuristic::Sum),
    Algorithm::BidirectionalBfs,
];

fn check_against_oracle(board: &str, algorithms: &[Algorithm]) -> Result<(), TestCaseError> {
    let rules = rules_for(board);
    for metric in Metric::ALL {
        let expected = oracle(board, rules.board().family(), metric);
        for &algorithm in algorithms {
            let outcome = solve(&rules, metric, algorithm, Limits { max_expansions: 2_000_000, ..Limits::default() });
            let found = match &outcome {
                Outcome::Solved(s) => {
                    assert_replays(&rules, metric, &s.moves);
                    prop_assert_eq!(s.moves.len() as u32, s.count);
                    Some(s.count)
                }
                Outcome::Unsolvable(_) => None,
                // IDA* cannot prove unsolvability cheaply; its budget may run out instead.
                Outcome::LimitReached(_) if expected.is_none() && matches!(algorithm, Algorithm::IdaStar(_)) => None,
                other => return Err(TestCaseError::fail(format!("{algorithm:?}: {other:?}"))),
            };
            prop_assert_eq!(found, expected, "{} {} {:?}", board, metric, algorithm);
        }
        let cluster = Cluster::explore(&rules, &rules.board().positions(), metric, &Limits::default()).unwrap();
        prop_assert_eq!(cluster.distance(rules.start_key()), expected);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn rush_hour_solvers_match_an_independent_bfs(board in rush_hour_board()) {
        let mut algorithms = GRAPH_SEARCHES.to_vec();
        algorithms.push(Algorithm::IdaStar(Heuristic::Sum));
        check_against_oracle(&board, &algorithms)?;
    }

    // IDA* is left out: on open Klotski boards its re-expansions grow exponentially with depth.
    #[test]
    fn klotski_solvers_match_an_independent_bfs(board in klotski_board()) {
        check_against_oracle(&board, &GRAPH_SEARCHES)?;
    }

    #[test]
    fn huarongdao_boards_match_an_independent_bfs(board in huarongdao_board()) {
        check_against_oracle(&board, &[Algorithm::Bfs, Algorithm::AStar(Heuristic::Sum)])?;
    }
}
