//! Switches the player flips from the keyboard or the toolbar. The logic only asks; the view plugin
//! that owns each switch (the analysis overlay, the sound) handles the request, so the logic runs
//! without any view.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Toggle>();
}

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggle {
    /// The analysis overlay: blockers, unlock order, cycles.
    Analysis,
    Sound,
}
