//! The game's logic and board views in a headless app: what the views need of the renderer (image
//! assets, gizmo buffers) is there, nothing is drawn. Time advances 16 ms a frame.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use gridlock::catalog::Catalog;
use gridlock::play::session::Session;
use gridlock::{app_state::Screen, logic_plugin};
use std::time::Duration;

/// An app on the catalog's level `index`, about to enter the playing screen at its first update.
pub fn board_app(index: usize) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default(), bevy_tweening::TweeningPlugin));
    app.init_asset::<Image>()
        .init_asset::<bevy::gizmos::GizmoAsset>()
        .init_resource::<bevy::gizmos::config::GizmoConfigStore>()
        .init_gizmo_group::<DefaultGizmoConfigGroup>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    // The tests read the English messages, whatever the machine's language.
    app.insert_resource(gridlock::i18n::LanguageOverride(gridlock::i18n::Language::English));
    let catalog = Catalog::embedded().expect("shipped levels load");
    app.insert_resource(Session::new(&catalog, index, 0)).insert_resource(catalog);
    // What the window plugin would register: views ask for frames with it.
    app.init_resource::<ButtonInput<KeyCode>>().add_message::<bevy::window::RequestRedraw>();
    app.add_plugins((logic_plugin, gridlock::board::plugin));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app
}
