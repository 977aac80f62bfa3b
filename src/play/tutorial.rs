//! The first-time tutorial. The first level of each family — First Gear for Rush Hour, 似远实近 for
//! Huarongdao — opens, until the player has seen it once, with a [`Lesson`]: the goal in a line and a
//! move to show (the views draw them: `screens::tutorial`, `board::tutorial_hand`). The move is the
//! solver's first of an optimal solution once the analysis has it, a legal move of the target before.
//! The first move ends the lesson, as does [`SkipTutorial`]; either way the family's tutorial is saved
//! as seen ([`TutorialSeen`]), and Settings can clear that to show both again.

use crate::app_state::{GameSet, Screen};
use crate::catalog::Catalog;
use crate::play::demo::Demo;
use crate::play::session::{PieceMoved, Session};
use crate::play::solver_task::Analysis;
use crate::player::settings::{Settings, TutorialSeen};
use bevy::prelude::*;
use gridlock_core::model::{Family, Metric, Move};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tutorial>()
        .add_message::<SkipTutorial>()
        // After the session has applied the frame's moves, while the lesson they end is still on show.
        .add_systems(Update, (end_on_a_move_or_skip, follow_the_session).chain().after(GameSet::Logic));
}

/// The lesson on show, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Tutorial(pub Option<Lesson>);

/// What the tutorial shows on its level.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lesson {
    /// Whose goal it tells: Rush Hour's red car out, or Huarongdao's 曹操 down.
    pub family: Family,
    /// The move the hand shows, if the position has one.
    pub shown_move: Option<Move>,
}

/// The player skipped the tutorial on show.
#[derive(Message, Clone, Copy, Debug)]
pub struct SkipTutorial;

/// The lesson for the session's position: only on the playing screen, outside the demo, on the first
/// level of a family whose tutorial is not yet seen, before its first move.
fn follow_the_session(
    session: Res<Session>,
    catalog: Res<Catalog>,
    settings: Res<Settings>,
    analysis: Res<Analysis>,
    demo: Option<Res<Demo>>,
    screen: Option<Res<State<Screen>>>,
    mut tutorial: ResMut<Tutorial>,
) {
    let family = session.level().board.family();
    let wanted = screen.is_some_and(|s| *s.get() == Screen::Playing)
        && !demo.is_some_and(|d| d.on)
        && catalog.first_of_its_family(session.index())
        && !settings.tutorials_seen.of(family)
        && session.history().is_empty()
        && !session.won();
    let lesson = wanted.then(|| Lesson { family, shown_move: analysis.hint(&session).or_else(|| a_first_move(&session)) });
    if lesson.is_some() && tutorial.0.is_none() {
        info!("tutorial: shown on {}", session.level().id);
    }
    tutorial.set_if_neq(Tutorial(lesson));
}

/// A legal move from the position, the target's if it has one: what the hand shows until the
/// analysis knows an optimal one.
fn a_first_move(session: &Session) -> Option<Move> {
    let moves = session.rules().moves(session.positions(), Metric::Moves);
    let pieces = session.level().board.pieces();
    moves.iter().find(|mv| pieces[mv.piece].is_target()).or(moves.first()).copied()
}

/// A move (the player's, a hint's, the solver's) or "Skip" ends the lesson, and its family's tutorial
/// is saved as seen.
fn end_on_a_move_or_skip(
    mut moved: MessageReader<PieceMoved>,
    mut skipped: MessageReader<SkipTutorial>,
    tutorial: Res<Tutorial>,
    mut seen: MessageWriter<TutorialSeen>,
) {
    // Both read, so that neither is left to end a later lesson.
    let (moves, skips) = (moved.read().count(), skipped.read().count());
    if let (true, Some(lesson)) = (moves + skips > 0, tutorial.0) {
        info!("tutorial: {} seen ({})", lesson.family.cli_name(), if skips > 0 { "skipped" } else { "a move" });
        seen.write(TutorialSeen(lesson.family));
    }
}
