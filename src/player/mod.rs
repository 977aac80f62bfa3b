//! What the player keeps: where saves live ([`store`]), the progress with its records and journal
//! ([`progress`]) and the statistics drawn from it ([`statistics`]), the settings ([`settings`]),
//! which tiers are open ([`unlocking`]) and the notices the player must read ([`notices`]). Logic only: it runs headless and knows no view; it stands on the
//! catalog and the words, and knows nothing of the level being played.

pub mod notices;
pub mod progress;
pub mod settings;
pub mod statistics;
pub(crate) mod store;
pub(crate) mod unlocking;

use bevy::prelude::*;

/// The progress (in memory unless one with a store is inserted first), the settings, the locks and
/// the notices.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<progress::Progress>().add_plugins((
        progress::plugin,
        settings::plugin,
        unlocking::plugin,
        notices::plugin,
    ));
}
