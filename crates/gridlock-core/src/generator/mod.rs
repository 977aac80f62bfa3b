//! The level generator: Rush Hour puzzles of a chosen size, number of walls and band of optimal move
//! counts. Every puzzle it returns is the hardest position of its cluster, minimal (taking any vehicle
//! but the target away lowers the optimum), and from a cluster no earlier puzzle came from.
//!
//! It searches over layouts by simulated annealing, scoring each by an exact analysis of its whole
//! cluster: a mutation (a vehicle added, removed or moved, the target moved, a wall added or removed)
//! is kept if the cluster's hardest position gets closer to the band, and sometimes when it does not,
//! less often as the run cools. Work is done in rounds of independent runs, each seeded from the
//! request's seed and its own number, and their results are taken in that order — so the puzzles
//! depend on the seed alone, never on the number of threads or the machine's speed.

mod evaluate;
mod layout;

pub use evaluate::Difficulty;
use evaluate::{Evaluated, cluster_name, evaluate, minimize};
pub use layout::Layout;

use crate::model::Board;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use std::ops::RangeInclusive;

/// What to generate.
#[derive(Clone, Debug)]
pub struct Request {
    /// 6, 7 or 8: the board is square.
    pub size: u8,
    /// How many walls each puzzle has.
    pub walls: RangeInclusive<usize>,
    /// The band of optimal move counts.
    pub moves: RangeInclusive<u32>,
    /// How many puzzles to make.
    pub count: usize,
    /// The seed: the same request and seed give the same puzzles.
    pub seed: u64,
}

/// Why a request cannot be met.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// A board size other than 6, 7 or 8.
    #[error("board size {0}x{0} is not generated; choose 6x6, 7x7 or 8x8")]
    Size(u8),
    /// No puzzles asked for.
    #[error("--count must be at least 1")]
    NoPuzzles,
    /// A band whose start is past its end.
    #[error("the band {0}..{1} is empty")]
    EmptyBand(u32, u32),
    /// A band of zero moves only.
    #[error("a puzzle takes at least one move; the band must reach 1 or more")]
    NoMoves,
    /// More walls than fit.
    #[error("at most {max} walls fit a {size}x{size} board with room for its vehicles; asked for {asked}")]
    TooManyWalls {
        /// The board size.
        size: u8,
        /// The most walls that fit.
        max: usize,
        /// The walls asked for.
        asked: usize,
    },
    /// A 6×6 band above the hardest puzzle there is.
    #[error(
        "no 6x6 puzzle needs {0} moves: the exhaustive database of every 6x6 puzzle tops out at 51 without walls and 60 with them"
    )]
    Unreachable(u32),
}

/// A generated puzzle.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The puzzle, at its cluster's hardest position.
    pub board: Board,
    /// Its difficulty: optimum, forced positions, vehicles moved, cluster size, score.
    pub difficulty: Difficulty,
    /// Its cluster's name (the board string of the cluster's smallest state).
    pub cluster: String,
}

/// Independent annealing runs per round: enough for every core, and a fixed number so the result
/// does not depend on how many there are.
pub const RUNS_PER_ROUND: u64 = 8;

/// Memory one analysis may take: on larger boards a layout with a huge cluster is passed over rather
/// than analysed at length (their clusters grow much faster than their hardest optimum).
fn analysis_bytes(size: u8) -> usize {
    match size {
        6 => 200_000_000,
        7 => 40_000_000,
        _ => 12_000_000,
    }
}

/// Steps of one annealing run: fewer on larger boards, where each analysis costs more.
fn steps(size: u8) -> usize {
    match size {
        6 => 250,
        7 => 120,
        _ => 80,
    }
}

/// A generation in progress: call [`Generator::round`] (every core) or [`Generator::step`] (one run,
/// for a caller that must not block long, like a browser frame) until it has [`Request::count`]
/// puzzles. Either way runs are taken in their order, so a seed gives the same puzzles.
pub struct Generator {
    request: Request,
    /// The number of the next run.
    next_run: u64,
    seen: FxHashSet<String>,
    /// The puzzles found so far, in the order their runs were taken.
    pub found: Vec<Generated>,
}

impl Request {
    /// Whether the request can be met, or why not.
    pub fn check(&self) -> Result<(), RequestError> {
        if !(6..=8).contains(&self.size) {
            return Err(RequestError::Size(self.size));
        }
        if self.count == 0 {
            return Err(RequestError::NoPuzzles);
        }
        if self.moves.is_empty() {
            return Err(RequestError::EmptyBand(*self.moves.start(), *self.moves.end()));
        }
        if *self.moves.end() == 0 {
            return Err(RequestError::NoMoves);
        }
        let max = self.size as usize;
        if *self.walls.end() > max {
            return Err(RequestError::TooManyWalls { size: self.size, max, asked: *self.walls.end() });
        }
        let ceiling = if *self.walls.end() == 0 { 51 } else { 60 };
        if self.size == 6 && *self.moves.start() > ceiling {
            return Err(RequestError::Unreachable(*self.moves.start()));
        }
        Ok(())
    }

    /// How many vehicles a layout of this size starts with, at least and at most.
    fn vehicles(&self) -> RangeInclusive<usize> {
        match self.size {
            6 => 7..=13,
            7 => 9..=18,
            // Sparse 8×8 layouts have clusters of millions of states and rarely a hard one.
            _ => 18..=28,
        }
    }
}

impl Generator {
    /// A generator for a checked request.
    pub fn new(request: Request) -> Result<Generator, RequestError> {
        request.check()?;
        Ok(Generator { request, next_run: 0, seen: FxHashSet::default(), found: Vec::new() })
    }

    /// Whether it has found as many puzzles as asked for.
    pub fn is_done(&self) -> bool {
        self.found.len() >= self.request.count
    }

    /// Runs one round of [`RUNS_PER_ROUND`] annealing runs on every core; returns how many new
    /// puzzles it found.
    pub fn round(&mut self) -> usize {
        let first = self.next_run;
        self.next_run += RUNS_PER_ROUND;
        let results: Vec<Option<Generated>> =
            (first..first + RUNS_PER_ROUND).into_par_iter().map(|run| anneal(&self.request, run)).collect();
        let before = self.found.len();
        results.into_iter().flatten().for_each(|generated| self.take(generated));
        self.found.len() - before
    }

    /// Runs the next single annealing run on this thread; returns whether it found a new puzzle.
    pub fn step(&mut self) -> bool {
        let before = self.found.len();
        if let Some(generated) = anneal(&self.request, self.next_run) {
            self.take(generated);
        }
        self.next_run += 1;
        self.found.len() > before
    }

    /// How many runs were made.
    pub fn runs(&self) -> u64 {
        self.next_run
    }

    fn take(&mut self, generated: Generated) {
        if self.found.len() < self.request.count && self.seen.insert(generated.cluster.clone()) {
            self.found.push(generated);
        }
    }
}

/// How good an optimum is for the band: climbing towards its top, falling off past it.
fn objective(moves: u32, band: &RangeInclusive<u32>) -> f64 {
    let top = *band.end() as f64;
    let m = moves as f64;
    if m <= top { m } else { 2.0 * top - m }
}

/// One annealing run from a random layout; its best puzzle in the band, made minimal.
fn anneal(request: &Request, run: u64) -> Option<Generated> {
    let mut rng = StdRng::seed_from_u64(request.seed ^ run.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let band = &request.moves;
    let vehicles = request.vehicles();
    let (bytes, steps) = (analysis_bytes(request.size), steps(request.size));
    let mut current = (0..20).find_map(|_| {
        let start = rng.random_range(vehicles.clone());
        let walls = rng.random_range(request.walls.clone());
        evaluate(&Layout::random(request.size, start, walls, &mut rng), bytes).map(|(e, _, _)| e)
    })?;
    let mut best: Option<Evaluated> = None;
    for step in 0..steps {
        let temperature = 2.0 * (1.0 - step as f64 / steps as f64) + 0.05;
        let mut next = current.layout.clone();
        if !mutate(&mut next, request, &mut rng) {
            continue;
        }
        let Some((candidate, _, _)) = evaluate(&next, bytes) else { continue };
        let delta = objective(candidate.moves, band) - objective(current.moves, band);
        if delta >= 0.0 || rng.random_bool((delta / temperature).exp()) {
            current = candidate;
        }
        if band.contains(&current.moves) && best.as_ref().is_none_or(|b| current.moves > b.moves) {
            best = Some(current.clone());
            if current.moves == *band.end() {
                break; // nothing in the band is harder
            }
        }
    }
    let (puzzle, cluster, rules) = minimize(&best?.layout, bytes)?;
    if !band.contains(&puzzle.moves) {
        return None;
    }
    let difficulty = Difficulty::of(&cluster, &rules, &puzzle.board);
    Some(Generated { cluster: cluster_name(&cluster, &rules), board: puzzle.board, difficulty })
}

/// One random change to a layout, within the request's numbers of vehicles and walls.
fn mutate(layout: &mut Layout, request: &Request, rng: &mut StdRng) -> bool {
    let n = layout.vehicles.len();
    match rng.random_range(0..10) {
        0..=2 if n < *request.vehicles().end() => layout.add_vehicle(rng),
        3..=4 if n > 1 => {
            layout.vehicles.remove(rng.random_range(0..n));
            true
        }
        5..=7 if n > 0 => layout.move_vehicle(rng.random_range(0..n), rng),
        8 => {
            let x = rng.random_range(0..layout.size - 1);
            let moved = Layout { target_x: x, ..layout.clone() };
            let fits = moved.board().is_some();
            if fits {
                *layout = moved;
            }
            fits
        }
        _ if layout.walls.len() < *request.walls.end() && rng.random_bool(0.5) => layout.add_wall(rng),
        _ if layout.walls.len() > *request.walls.start() => {
            layout.walls.remove(rng.random_range(0..layout.walls.len()));
            true
        }
        _ => false,
    }
}
