//! The Bevy game over the puzzle core: thin plugins, one room per concern.
//!
//! Two layers. The *logic* runs headless in the tests and knows no view type: [`app_state`] (the
//! screens and the frame's order), [`catalog`] (every level and pack), [`i18n`] (every word),
//! [`player`] (saves, progress, settings, locks, notices), [`play`] (the level being played, its input
//! and the solver's help), [`puzzles`] (daily, new, every-6×6, own and edited puzzles) and
//! [`narration`] (what a screen reader says of the level played), each room standing only on the ones
//! before it. The *views* — [`theme`], [`board`], [`screens`], `audio`,
//! [`pacing`] and the developer tools — draw and play what the logic says and send it actions; they
//! are added on top by [`plugin`]. [`start`] reads the options and builds the app. `docs/architecture.md`
//! is the map.

pub mod app_state;
pub mod catalog;
pub mod i18n;
pub mod narration;
pub mod play;
pub mod player;
pub mod puzzles;

mod audio;
pub mod board;
#[cfg(feature = "dev")]
mod dev;
pub mod pacing;
mod screens;
pub mod theme;

pub mod start;

use app_state::GameSet;
use bevy::prelude::*;

/// Everything but drawing and the UI: runs headless (MinimalPlugins + StatesPlugin) in the tests.
/// Needs a [`catalog::Catalog`] and a [`play::session::Session`] resource; progress is kept in memory
/// unless a [`player::progress::Progress`] with a store is inserted.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<app_state::Screen>().configure_sets(Update, (GameSet::Input, GameSet::Logic).chain()).add_plugins((
        play::plugin,
        player::plugin,
        i18n::plugin,
        puzzles::plugin,
        narration::plugin,
    ));
}

/// The whole game on top of `DefaultPlugins`: the logic, then every view.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        bevy_egui::EguiPlugin::default(),
        bevy_tweening::TweeningPlugin,
        logic_plugin,
        interface_plugin,
        pacing::plugin,
        puzzles::puzzle_database::loading_plugin,
    ));
    #[cfg(feature = "dev")]
    app.add_plugins(dev::plugin);
}

/// What the player sees, hears and works, over the logic: the look, the board, every screen and the
/// sounds. Needs bevy_egui's and bevy_tweening's plugins; with no renderer, no audio device and no
/// window system it runs headless, so the tests drive every screen by key and pad events as a player
/// would.
pub fn interface_plugin(app: &mut App) {
    app.add_plugins((theme::plugin, board::plugin, screens::plugin, audio::plugin));
}
