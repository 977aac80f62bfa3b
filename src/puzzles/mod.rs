//! Where puzzles come from besides the shipped levels: the [`daily`] puzzles, "New puzzle"
//! ([`random_puzzle`]), the pack of every 6×6 puzzle ([`puzzle_database`]), the player's own
//! ([`my_levels`]) and the [`editor`]; [`making`] makes a puzzle off the frame for the first two. Each
//! adds its levels to the catalog and starts them through the session. Logic only: it runs headless
//! and knows no view.

pub mod daily;
pub mod editor;
pub(crate) mod making;
pub mod my_levels;
pub mod puzzle_database;
pub mod random_puzzle;

use bevy::prelude::*;

/// Every source of puzzles (the database's file is loaded by the views: [`puzzle_database::loading_plugin`]).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((daily::plugin, random_puzzle::plugin, puzzle_database::plugin, my_levels::plugin, editor::plugin));
}
