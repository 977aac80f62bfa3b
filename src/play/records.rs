//! The player's results: each win's moves and stars recorded in the [`Progress`] as the level's best
//! (the better of the two is kept), and saved at once.

use crate::catalog::Catalog;
use crate::play::session::{Session, Won};
use crate::player::progress::{Best, Progress};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, record_wins.after(crate::app_state::GameSet::Logic));
}

fn record_wins(mut won: MessageReader<Won>, session: Res<Session>, catalog: Res<Catalog>, mut progress: ResMut<Progress>) {
    if won.read().count() == 0 {
        return;
    }
    let stars = session.stars(catalog.par(session.index()).known());
    progress.record(session.record_key(), Best { moves: session.counters().moves, stars });
    progress.save_soon();
}
