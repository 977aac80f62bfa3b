//! The Bevy game over the puzzle core: thin plugins, one per screen or concern.
//!
//! Two layers. The *logic* — [`session`] (the only place the puzzle changes), [`keyboard`], [`gamepad`],
//! [`toggles`], [`replay`], [`solver_task`], [`progress`], [`daily`], [`playtime`], [`resume`], [`notices`], [`i18n`], [`share`], [`making`], [`random_puzzle`], [`puzzle_database`], [`my_levels`],
//! [`editor`], [`settings`] — runs headless in the tests and knows no
//! view type. The *views* — [`board`], [`screens`], [`theme`], [`audio`], [`dev`], [`pacing`] — draw and play what
//! the logic says and send it actions; they are added on top by [`plugin`]. `docs/architecture.md`
//! is the map.

pub mod audio;
pub mod board;
pub mod catalog;
pub mod daily;
pub mod demo;
#[cfg(feature = "dev")]
pub mod dev;
pub mod editor;
pub mod gamepad;
pub mod hint;
pub mod i18n;
pub mod keyboard;
pub mod making;
pub mod my_levels;
pub mod notices;
pub mod options;
pub mod pacing;
pub mod playtime;
pub mod progress;
pub mod puzzle_database;
pub mod random_puzzle;
pub mod records;
pub mod replay;
pub mod resume;
pub mod screens;
pub mod session;
pub mod settings;
pub mod share;
pub mod solver_task;
pub mod store;
pub mod theme;
pub mod toggles;
pub mod unlocking;

use bevy::prelude::*;

/// The screens, driven as app states.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Menu,
    LevelSelect,
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
    Input,
    Logic,
}

/// Everything but drawing and the UI: runs headless (MinimalPlugins + StatesPlugin) in the tests.
/// Needs a [`catalog::Catalog`] and a [`session::Session`] resource; progress is kept in memory unless a
/// [`progress::Progress`] with a store is inserted.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<progress::Progress>()
        .configure_sets(Update, (GameSet::Input, GameSet::Logic).chain())
        // The level played: the puzzle, input, the solver's help.
        .add_plugins((
            session::plugin,
            toggles::plugin,
            keyboard::plugin,
            gamepad::plugin,
            solver_task::plugin,
            replay::plugin,
            hint::plugin,
            demo::plugin,
        ))
        // What the player keeps and makes: results, settings, shared and own puzzles, the editor.
        .add_plugins((
            progress::plugin,
            records::plugin,
            daily::plugin,
            playtime::plugin,
            resume::plugin,
            settings::plugin,
            unlocking::plugin,
            notices::plugin,
            i18n::plugin,
            share::plugin,
            random_puzzle::plugin,
            puzzle_database::plugin,
            my_levels::plugin,
            editor::plugin,
        ));
}

/// The whole game on top of `DefaultPlugins`: the logic, then every view.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        bevy_egui::EguiPlugin::default(),
        bevy_tweening::TweeningPlugin,
        logic_plugin,
        theme::plugin,
        board::plugin,
        screens::plugin,
        audio::plugin,
        pacing::plugin,
        puzzle_database::loading_plugin,
    ));
    #[cfg(feature = "dev")]
    app.add_plugins(dev::plugin);
}
