//! The generator's promises, checked on what it makes: each puzzle in the band, the hardest position
//! of its cluster, minimal, from a cluster of its own; the same puzzles for a seed at any thread
//! count; clear refusals of requests nobody can meet.

use gridlock_core::cluster::Cluster;
use gridlock_core::generator::{Generated, Generator, Request, RequestError};
use gridlock_core::model::{Board, Metric};
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};

fn request(seed: u64) -> Request {
    Request { size: 6, walls: 0..=1, moves: 10..=14, count: 3, seed }
}

fn generate(request: Request, threads: usize) -> Vec<Generated> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    pool.install(|| {
        let mut generator = Generator::new(request).unwrap();
        while !generator.is_done() {
            generator.round();
        }
        generator.found
    })
}

fn optimum(board: &Board) -> Option<u32> {
    match solve(&Rules::new(board).unwrap(), Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default()) {
        Outcome::Solved(s) => Some(s.count),
        _ => None,
    }
}

#[test]
fn every_puzzle_is_in_the_band_hardest_minimal_and_from_its_own_cluster() {
    let found = generate(request(11), 2);
    assert_eq!(found.len(), 3);
    let mut clusters = std::collections::HashSet::new();
    for g in &found {
        let board = &g.board;
        assert!((10..=14).contains(&g.difficulty.moves), "{board:?}");
        assert_eq!(optimum(board), Some(g.difficulty.moves), "the claimed optimum is the solver's");
        let rules = Rules::new(board).unwrap();
        let cluster = Cluster::explore(&rules, &board.positions(), Metric::Moves, &Limits::default()).unwrap();
        assert_eq!(cluster.hardest().map(|(_, d)| d), Some(g.difficulty.moves), "the hardest of its cluster");
        assert_eq!(cluster.len(), g.difficulty.states);
        for (i, piece) in board.pieces().iter().enumerate().filter(|(_, p)| !p.is_target()) {
            let mut pieces = board.pieces().to_vec();
            pieces.remove(i);
            let fewer =
                Board::new(board.family(), board.width(), board.height(), pieces, board.walls().to_vec(), board.exit()).unwrap();
            assert!(optimum(&fewer) < Some(g.difficulty.moves), "vehicle {} is not needed in {board:?}", piece.label);
        }
        assert!(clusters.insert(g.cluster.clone()), "two puzzles from one cluster");
        assert!(g.board.walls().len() <= 1);
    }
}

#[test]
fn a_seed_gives_the_same_puzzles_on_one_thread_or_two() {
    let one: Vec<String> = generate(request(5), 1).iter().map(|g| g.cluster.clone()).collect();
    let two: Vec<String> = generate(request(5), 2).iter().map(|g| g.cluster.clone()).collect();
    assert_eq!(one, two);
    let other: Vec<String> = generate(request(6), 2).iter().map(|g| g.cluster.clone()).collect();
    assert_ne!(one, other, "another seed, other puzzles");
    // One run at a time, as a browser frame makes them: the same puzzles again.
    let mut stepped = Generator::new(request(5)).unwrap();
    while !stepped.is_done() {
        stepped.step();
    }
    assert_eq!(stepped.found.iter().map(|g| g.cluster.clone()).collect::<Vec<_>>(), one);
}

#[test]
fn requests_nobody_can_meet_are_refused() {
    let refuse = |r: Request| Generator::new(r).err();
    assert_eq!(refuse(Request { size: 9, ..request(1) }), Some(RequestError::Size(9)));
    assert_eq!(refuse(Request { count: 0, ..request(1) }), Some(RequestError::NoPuzzles));
    assert_eq!(refuse(Request { moves: 70..=80, ..request(1) }), Some(RequestError::Unreachable(70)));
    assert_eq!(refuse(Request { moves: 55..=55, walls: 0..=0, ..request(1) }), Some(RequestError::Unreachable(55)));
    assert!(matches!(refuse(Request { walls: 0..=9, ..request(1) }), Some(RequestError::TooManyWalls { .. })));
    #[allow(clippy::reversed_empty_ranges)]
    let empty = 20..=10;
    assert_eq!(refuse(Request { moves: empty, ..request(1) }), Some(RequestError::EmptyBand(20, 10)));
}
