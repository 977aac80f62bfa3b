//! Gridlock: Rush Hour and Klotski sliding-block puzzles with an optimal, explaining solver.
//!
//! [`core`] is the puzzle engine and never imports Bevy; [`game`] (feature `game`) is the Bevy game
//! built over it.

pub mod core;
#[cfg(feature = "game")]
pub mod game;
