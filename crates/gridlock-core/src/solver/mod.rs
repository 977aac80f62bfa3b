//! Optimal solvers: breadth-first search (the reference), A* with admissible heuristics (optionally
//! ordering moves by the unlock order), bidirectional BFS and IDA*. Every one is *steppable*: it runs
//! for a given number of expansions and then returns, so the browser build can solve a slice per frame,
//! and a caller can cancel it by simply not stepping again (or through [`Limits::cancel`]).

mod astar;
mod bfs;
mod bidir;
mod heuristic;
mod huarongdao;
mod ida;
pub mod memory;
mod path;
mod tree;

pub use heuristic::Heuristic;
pub use path::SolutionPath;

use super::model::{Metric, Move, Pos};
use super::rules::Rules;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Which search finds the optimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Breadth-first search: the reference.
    Bfs,
    /// A* with a heuristic.
    AStar(Heuristic),
    /// A* whose successors are tried in the start position's unlock order (pieces that free the target first).
    AStarOrdered(Heuristic),
    /// Breadth-first from the start and the goals at once.
    BidirectionalBfs,
    /// Iterative-deepening A*: stores only the current path.
    IdaStar(Heuristic),
}

impl Algorithm {
    /// Every algorithm the CLI offers, with its command-line name.
    pub const NAMED: [(&'static str, Algorithm); 9] = [
        ("bfs", Algorithm::Bfs),
        ("astar", Algorithm::AStar(Heuristic::Sum)),
        ("astar-distance", Algorithm::AStar(Heuristic::Distance)),
        ("astar-blockers", Algorithm::AStar(Heuristic::Blockers)),
        ("astar-max", Algorithm::AStar(Heuristic::Max)),
        ("astar-ordered", Algorithm::AStarOrdered(Heuristic::Sum)),
        ("bidirectional", Algorithm::BidirectionalBfs),
        ("ida", Algorithm::IdaStar(Heuristic::Sum)),
        ("ida-distance", Algorithm::IdaStar(Heuristic::Distance)),
    ];

    /// The algorithm with a command-line name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Self::NAMED.iter().find(|(n, _)| *n == name).map(|&(_, a)| a)
    }

    /// Its command-line name.
    pub fn name(self) -> &'static str {
        Self::NAMED.iter().find(|(_, a)| *a == self).map(|&(n, _)| n).expect("every algorithm is named")
    }
}

/// Bounds on a search, so a huge puzzle ends with [`Outcome::LimitReached`] instead of exhausting
/// the machine's memory.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Bytes the search's tables may reach, counting the growth that would take them past it.
    pub max_bytes: usize,
    /// States IDA* may expand: it stores only its path, so its time is what needs a bound.
    pub max_expansions: u64,
    /// Raised from another thread to stop the search.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    /// [`Limits::DESKTOP_BYTES`] natively, [`Limits::WEB_BYTES`] in a browser.
    fn default() -> Self {
        let max_bytes = if cfg!(target_arch = "wasm32") { Self::WEB_BYTES } else { Self::DESKTOP_BYTES };
        Limits { max_bytes, max_expansions: Self::IDA_EXPANSIONS, cancel: None }
    }
}

impl Limits {
    /// The desktop budget: with the program itself, a peak under 2 GB.
    pub const DESKTOP_BYTES: usize = 1_800_000_000;
    /// A browser tab's budget (a wasm32 page can address 4 GB, but a phone will not give it that).
    pub const WEB_BYTES: usize = 400_000_000;
    /// The states IDA* expands before it gives up: 4–13 s on this project's 2-core machine (about 0.8
    /// to 2.5 M expansions a second, 8×8 to 6×6), so an unsolvable or hopeless board ends in "limit
    /// reached" within seconds instead of minutes (IDA* cannot prove a board unsolvable; it stores no
    /// states to know it has seen them all). `--max-expansions` raises it.
    pub const IDA_EXPANSIONS: u64 = 10_000_000;

    /// The default limits with another memory budget.
    pub fn with_bytes(max_bytes: usize) -> Limits {
        Limits { max_bytes, ..Limits::default() }
    }

    /// Whether the cancel flag is raised.
    pub fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// What a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// States expanded.
    pub expanded: u64,
    /// States stored.
    pub stored: u64,
    /// What the search's tables weighed when it ended.
    pub bytes: usize,
    /// Time taken.
    pub elapsed: Duration,
}

/// An optimal solution: `moves.len() == count as usize`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Its length in the search's metric.
    pub count: u32,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// What the search did.
    pub stats: Stats,
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// An optimal solution.
    Solved(Solution),
    /// No solution exists.
    Unsolvable(Stats),
    /// The memory budget (or IDA*'s expansions) ran out first.
    LimitReached(Stats),
    /// The cancel flag was raised.
    Cancelled(Stats),
}

impl Outcome {
    /// What the search did, however it ended.
    pub fn stats(&self) -> Stats {
        match self {
            Outcome::Solved(s) => s.stats,
            Outcome::Unsolvable(s) | Outcome::LimitReached(s) | Outcome::Cancelled(s) => *s,
        }
    }

    /// The solution, if one was found.
    pub fn solution(&self) -> Option<&Solution> {
        match self {
            Outcome::Solved(s) => Some(s),
            _ => None,
        }
    }
}

/// How an engine's slice ended.
pub(crate) enum Step {
    /// Still searching; call again.
    Running,
    /// Found: the keys of an optimal path, start first.
    Found(Vec<u64>),
    Unsolvable,
    LimitReached,
}

/// One search algorithm's state between slices.
pub(crate) trait Engine: Send {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step;
    fn expanded(&self) -> u64;
    fn stored(&self) -> u64;
    fn bytes(&self) -> usize;
}

/// A search in progress. Create it, then call [`Solver::step`] until it returns an outcome, or
/// [`Solver::run`] to finish in one go.
pub struct Solver {
    rules: Arc<Rules>,
    from: Vec<Pos>,
    metric: Metric,
    limits: Limits,
    engine: Box<dyn Engine>,
    elapsed: Duration,
}

impl Solver {
    /// Starts a search from the labelled layout `from` (positions in `Board::pieces` order).
    pub fn new(rules: Arc<Rules>, from: &[Pos], metric: Metric, algorithm: Algorithm, limits: Limits) -> Solver {
        let start = rules.key_of(from);
        let bytes = limits.max_bytes;
        let engine: Box<dyn Engine> = match algorithm {
            Algorithm::Bfs => match huarongdao::Layouts::of(&rules) {
                Some(layouts) => Box::new(huarongdao::HuarongdaoBfs::new(&rules, layouts, start, metric, bytes)),
                None => Box::new(bfs::Bfs::new(&*rules, start, metric, bytes)),
            },
            Algorithm::AStar(h) => Box::new(astar::AStar::new(&rules, start, metric, h, None, bytes)),
            Algorithm::AStarOrdered(h) => {
                let order = super::analysis::field_priority(&rules, start);
                Box::new(astar::AStar::new(&rules, start, metric, h, Some(order), bytes))
            }
            Algorithm::BidirectionalBfs => Box::new(bidir::Bidirectional::new(start, metric, bytes)),
            Algorithm::IdaStar(h) => Box::new(ida::IdaStar::new(&rules, start, metric, h, limits.max_expansions)),
        };
        Solver { rules, from: from.to_vec(), metric, limits, engine, elapsed: Duration::ZERO }
    }

    fn stats(&self) -> Stats {
        Stats {
            expanded: self.engine.expanded(),
            stored: self.engine.stored(),
            bytes: self.engine.bytes(),
            elapsed: self.elapsed,
        }
    }

    /// Runs about `budget` expansions; `None` while the search goes on.
    pub fn step(&mut self, budget: usize) -> Option<Outcome> {
        if self.limits.cancelled() {
            return Some(Outcome::Cancelled(self.stats()));
        }
        let started = Instant::now();
        let step = self.engine.step(&self.rules, budget);
        self.elapsed += started.elapsed();
        match step {
            Step::Running => None,
            Step::Unsolvable => Some(Outcome::Unsolvable(self.stats())),
            Step::LimitReached => Some(Outcome::LimitReached(self.stats())),
            Step::Found(keys) => {
                let moves = self.rules.moves_along(&self.from, &keys, self.metric);
                Some(Outcome::Solved(Solution { count: moves.len() as u32, moves, stats: self.stats() }))
            }
        }
    }

    /// Runs to the end in slices, checking the cancel flag between them.
    pub fn run(mut self) -> Outcome {
        loop {
            if let Some(outcome) = self.step(1 << 14) {
                return outcome;
            }
        }
    }
}

/// Solves `rules`' board from its start position.
pub fn solve(rules: &Rules, metric: Metric, algorithm: Algorithm, limits: Limits) -> Outcome {
    let rules = Arc::new(rules.clone());
    let from = rules.board().positions();
    Solver::new(rules, &from, metric, algorithm, limits).run()
}
