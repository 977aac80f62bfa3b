//! The pure puzzle core: model, rules, solvers, analysis, levels, notation, the way puzzles come in, the
//! editor's draft board and the level generator. Nothing here knows about Bevy; the CLI, the tests and
//! the game all stand on it.

pub mod analysis;
pub mod cluster;
pub mod draft;
pub mod enumerator;
pub mod generator;
pub mod keys;
pub mod level;
pub mod model;
pub mod notation;
pub mod puzzle;
pub mod rules;
pub mod solver;
