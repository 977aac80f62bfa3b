//! Gridlock's puzzle engine: the model, the rules, optimal solvers in three metrics, the whole-cluster
//! analysis, the dependency analysis, levels and notation, the way puzzles come in, the editor's draft
//! board, the generator and the enumerator. It depends on no window, GPU or game engine (the compiler
//! holds that: this crate has no such dependency); `gridlock-cli`, the browser's worker and the game
//! all stand on it.
//!
//! # Open a puzzle and solve it
//!
//! A board string (rows joined by `/`, `.` empty, `x` a wall, `A` the target) or a level file's path
//! goes through [`puzzle::Puzzle::open`], which checks it and compiles its [`rules::Rules`]:
//!
//! ```
//! use gridlock_core::model::Metric;
//! use gridlock_core::puzzle::Puzzle;
//! use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
//!
//! // 横刀立马, the classic Huarongdao opening: Cao Cao (the 2×2 `A`) leaves at the bottom centre.
//! let puzzle = Puzzle::open("BAAC/BAAC/DEEF/DGHF/I..J", None)?;
//! match solve(&puzzle.rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default()) {
//!     Outcome::Solved(solution) => {
//!         assert_eq!(solution.count, 81);
//!         println!("first move: {}", solution.moves[0]);
//!     }
//!     other => panic!("{other:?}"),
//! }
//! # Ok::<(), gridlock_core::puzzle::PuzzleError>(())
//! ```
//!
//! A search keeps to a memory budget ([`solver::Limits`]) and ends in
//! [`solver::Outcome::LimitReached`] rather than exhausting the machine.
//!
//! # Analyse a whole cluster
//!
//! [`cluster::Cluster::explore`] finds every position reachable from a start, with its distance to
//! the goal: hints and the "moves from solved" meter from anywhere, and the cluster's hardest position.
//!
//! ```
//! use gridlock_core::cluster::Cluster;
//! use gridlock_core::model::Metric;
//! use gridlock_core::puzzle::Puzzle;
//! use gridlock_core::solver::Limits;
//!
//! // A 6×6 Rush Hour board in Fogleman's 36-character notation (`o` empty, `A` the red car).
//! let puzzle = Puzzle::open("BBCCKxEEFFKoAAoJKoIooJooIoGGGoIoHHHo", None)?;
//! let start = puzzle.board.positions();
//! let cluster = Cluster::explore(&puzzle.rules, &start, Metric::Moves, &Limits::default()).expect("within budget");
//! assert_eq!(cluster.len(), 1048);
//! assert_eq!(cluster.distance(puzzle.rules.start_key()), Some(10));
//! let hint = cluster.solution_from(&puzzle.rules, &start).expect("solvable")[0];
//! println!("next optimal move: {hint}");
//! # Ok::<(), gridlock_core::puzzle::PuzzleError>(())
//! ```
//!
//! # Who blocks whom
//!
//! [`analysis::dependencies`] says, for a position, which pieces are in the target's way, the order to
//! move them in, and the deadlocks:
//!
//! ```
//! use gridlock_core::analysis::dependencies;
//! use gridlock_core::puzzle::Puzzle;
//!
//! let puzzle = Puzzle::open("BBCCKxEEFFKoAAoJKoIooJooIoGGGoIoHHHo", None)?;
//! let deps = dependencies(&puzzle.rules, &puzzle.board.positions());
//! let target = puzzle.board.target_index();
//! assert_eq!(deps.relevant[0], target, "the target comes first");
//! assert_eq!(deps.unlock_order.last().map(|need| need.piece), Some(target), "and moves last");
//! # Ok::<(), gridlock_core::puzzle::PuzzleError>(())
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod cluster;
pub mod daily;
pub mod database;
pub mod describe;
pub mod draft;
pub mod enumerator;
pub mod files;
pub mod generator;
pub(crate) mod keys;
pub mod klotski_space;
mod labels;
pub mod level;
pub mod model;
pub mod notation;
pub mod puzzle;
pub mod rules;
pub mod solver;
