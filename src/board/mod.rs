//! The board on screen: every entity that draws the puzzle, and the drag input that belongs to them.
//! These plugins only follow the session (through its messages and state) and send it actions; they
//! never change the puzzle themselves.

mod animation;
pub mod art;
mod drag;
mod framing;
pub mod geometry;
mod hint;
pub mod labels;
pub mod overlay;
mod selection;
mod spawn;
mod textures;
mod tutorial_hand;
pub mod win;

use crate::app_state::{GameSet, Screen};
use bevy::prelude::*;

/// The board's order within a frame, after the session has applied the frame's actions: rebuild on a
/// new level, then start the moves' slides, then the effects drawn over them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
enum BoardSystems {
    Spawn,
    Move,
    Effects,
}

pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (BoardSystems::Spawn, BoardSystems::Move, BoardSystems::Effects)
            .chain()
            .after(GameSet::Logic)
            .run_if(in_state(Screen::Playing)),
    )
    .add_plugins((
        textures::plugin,
        art::plugin,
        spawn::plugin,
        framing::plugin,
        animation::plugin,
        drag::plugin,
        selection::plugin,
        hint::plugin,
        win::plugin,
        overlay::plugin,
        labels::plugin,
        tutorial_hand::plugin,
    ));
}
