//! The screens the player sees, drawn with egui: the title, the level select, and the playing screen's
//! HUD and win panel, and notices for the player. The board itself is drawn by [`crate::game::board`].

mod hud;
mod level_select;
mod notice;
mod title;
mod win_panel;

use super::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, level_select::plugin, hud::plugin, win_panel::plugin, notice::plugin))
        .add_systems(Update, log_screen.run_if(state_changed::<Screen>));
}

/// Each screen change in the log (the browser test follows the game by it).
fn log_screen(screen: Res<State<Screen>>) {
    info!("screen: {:?}", screen.get());
}
