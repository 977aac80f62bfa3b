//! The app's states and the frame's order: which screen is up, and where input and logic run in a
//! frame. Every room reads these; they depend on nothing of the game.

use bevy::prelude::*;

/// The screens, driven as app states.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title menu, with a level solving itself behind it.
    #[default]
    Menu,
    /// The packs, their tiers and the level cards.
    LevelSelect,
    /// A level on the board.
    Playing,
    /// The editor ("Create"): a board of the player's own, with a live solver.
    Editor,
    /// Today's puzzles, the streak, and the calendar of past days.
    Daily,
    /// The player's statistics.
    Stats,
    /// The pack of every 6×6 puzzle, by optimum.
    Database,
}

/// Frame order: input becomes actions, then the session applies them; the views follow after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Keys, pads and pointers become actions.
    Input,
    /// The session applies the actions; what follows from them (records, saves) runs after.
    Logic,
}
