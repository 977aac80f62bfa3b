//! The hint: the next optimal move from the player's position, asked for with [`Request::Hint`] and
//! shown (by the board's view) until the position changes or the player leaves the board.

use super::replay::{ReplaySystems, Request};
use super::session::{Action, Session};
use super::solver_task::Analysis;
use bevy::prelude::*;
use gridlock_core::model::Move;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .add_systems(Update, (show_on_request, clear_on_action).chain().in_set(ReplaySystems))
        .add_systems(OnExit(super::Screen::Playing), clear);
}

/// The hint on show: the next optimal move from the current position.
#[derive(Resource, Default, Debug)]
pub struct Hint(pub Option<Move>);

fn show_on_request(mut requests: MessageReader<Request>, mut hint: ResMut<Hint>, session: Res<Session>, analysis: Res<Analysis>) {
    if requests.read().any(|request| *request == Request::Hint) {
        hint.0 = analysis.hint(&session);
    }
}

/// Any change of position, a replay's moves too, makes the hint stale; taking hold of a piece does not
/// (the hinted one, most likely).
fn clear_on_action(mut actions: MessageReader<Action>, mut hint: ResMut<Hint>) {
    if actions.read().any(|action| !matches!(action, Action::Grab(_))) {
        hint.0 = None;
    }
}

fn clear(mut hint: ResMut<Hint>) {
    hint.0 = None;
}
