//! Gridlock: Rush Hour and Klotski sliding-block puzzles with an optimal, explaining solver.
//!
//! [`core`] is the puzzle engine and never imports Bevy; [`look`] is the game's colours and
//! proportions and [`render`] draws boards and animated solutions with them, both without Bevy;
//! [`game`] (feature `game`) is the Bevy game built over them.

pub mod core;
#[cfg(feature = "game")]
pub mod game;
pub mod look;
pub mod render;
