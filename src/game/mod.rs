//! The Bevy game over the puzzle core: thin plugins, one per screen or concern. The core holds every
//! rule; the game turns input into [`session::Action`]s and draws what the session says.

pub mod audio;
pub mod board;
pub mod catalog;
pub mod fonts;
pub mod frame_bench;
pub mod hud;
pub mod input;
pub mod labels;
pub mod menu;
pub mod overlay;
pub mod progress;
pub mod replay;
pub mod screenshot;
pub mod session;
pub mod solver_task;

use bevy::prelude::*;

/// The screens, driven as app states.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Menu,
    LevelSelect,
    Playing,
}

/// Frame order: input becomes actions, then the session applies them, then the view follows.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Logic,
}

/// Everything but drawing and the UI: runs headless (MinimalPlugins + StatesPlugin) in the tests.
/// Needs a [`catalog::Catalog`] and a [`session::Session`] resource; progress is kept in memory unless a
/// [`progress::Progress`] with a path is inserted.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<progress::Progress>()
        .configure_sets(Update, (GameSet::Input, GameSet::Logic).chain())
        .add_plugins((session::plugin, solver_task::plugin, replay::plugin, input::plugin, progress::plugin));
}

/// The whole game on top of `DefaultPlugins`.
pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb_u8(24, 28, 36))).add_plugins((
        bevy_egui::EguiPlugin::default(),
        bevy_tweening::TweeningPlugin,
        fonts::plugin,
        logic_plugin,
        board::plugin,
        hud::plugin,
        labels::plugin,
        menu::plugin,
        overlay::plugin,
        audio::plugin,
        screenshot::plugin,
        frame_bench::plugin,
    ));
}
