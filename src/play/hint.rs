//! The hint: the next optimal move from the player's position, asked for with [`Request::Hint`] and
//! shown (by the board's view) until the position changes or the player leaves the board. Asked again
//! while it shows, it says why ([`HintReason`]): the pieces the move clears the way for, one blocking
//! the next, up to the target, from the dependency analysis. Each level counts its hints
//! ([`HintsUsed`]); the win panel tells them.

use crate::play::replay::{ReplaySystems, Request};
use crate::play::session::{Action, LevelStarted, Session};
use crate::play::solver_task::Analysis;
use bevy::prelude::*;
use gridlock_core::analysis::{Need, chain_to_target};
use gridlock_core::model::Move;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .init_resource::<HintReason>()
        .init_resource::<HintsUsed>()
        .add_message::<HintShown>()
        .add_systems(Update, (count_from_the_start, show_on_request, clear_on_action).chain().in_set(ReplaySystems))
        .add_systems(OnExit(crate::app_state::Screen::Playing), clear);
}

/// The hint on show: the next optimal move from the current position.
#[derive(Resource, Default, Debug)]
pub struct Hint(pub Option<Move>);

/// Why the hinted move, once asked: the moved piece first, then each piece it frees in turn, the
/// target last, each with what it still has to do if the analysis says; empty when the move makes
/// room without freeing a piece in the target's way.
#[derive(Resource, Default, Debug)]
pub struct HintReason(pub Option<Vec<(usize, Option<Need>)>>);

/// Hints shown in this attempt at the level.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintsUsed(pub u32);

/// A new hint was put on show (for the statistics).
#[derive(Message, Clone, Copy, Debug)]
pub struct HintShown;

/// A level starts with no hints used; a play taken up again with the hints it had used.
fn count_from_the_start(
    mut actions: MessageReader<Action>,
    mut started: MessageReader<LevelStarted>,
    mut used: ResMut<HintsUsed>,
    mut resumed: Local<Option<u32>>,
) {
    // The resume is asked for before the session takes it up, a frame before the level starts.
    if let Some(hints) = actions.read().filter_map(|a| if let Action::Resume(play) = a { Some(play.hints) } else { None }).last()
    {
        *resumed = Some(hints);
    }
    if started.read().count() > 0 {
        used.0 = resumed.take().unwrap_or(0);
    }
}

fn show_on_request(
    mut requests: MessageReader<Request>,
    mut hint: ResMut<Hint>,
    mut reason: ResMut<HintReason>,
    mut used: ResMut<HintsUsed>,
    mut shown: MessageWriter<HintShown>,
    session: Res<Session>,
    analysis: Res<Analysis>,
) {
    if !requests.read().any(|request| *request == Request::Hint) {
        return;
    }
    match hint.0 {
        // Asked again while it shows: why.
        Some(mv) => reason.0 = Some(chain_to_target(session.rules(), session.positions(), mv.piece)),
        None => {
            hint.0 = analysis.hint(&session);
            if hint.0.is_some() {
                used.0 += 1;
                shown.write(HintShown);
            }
        }
    }
}

/// Any change of position, a replay's moves too, makes the hint stale; taking hold of a piece does not
/// (the hinted one, most likely).
fn clear_on_action(mut actions: MessageReader<Action>, mut hint: ResMut<Hint>, mut reason: ResMut<HintReason>) {
    if actions.read().any(|action| !matches!(action, Action::Grab(_))) {
        (hint.0, reason.0) = (None, None);
    }
}

fn clear(mut hint: ResMut<Hint>, mut reason: ResMut<HintReason>) {
    (hint.0, reason.0) = (None, None);
}
