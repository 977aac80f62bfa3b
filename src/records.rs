//! The player's results: each win's moves and stars recorded in the [`Progress`] as the level's best
//! (the better of the two is kept), and saved at once.

use super::catalog::Catalog;
use super::progress::{Best, Progress};
use super::session::{Session, Won};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, record_wins.after(super::GameSet::Logic));
}

fn record_wins(mut won: MessageReader<Won>, session: Res<Session>, catalog: Res<Catalog>, mut progress: ResMut<Progress>) {
    if won.read().count() == 0 {
        return;
    }
    let stars = session.stars(catalog.par(session.index()).known());
    progress.record(session.record_key(), Best { moves: session.counters().moves, stars });
    progress.save_soon();
}
