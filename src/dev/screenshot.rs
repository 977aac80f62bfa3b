//! Screenshot mode (`--screenshot FILE.png`): play a few frames — optionally ask for a hint, step into
//! the optimal replay or play the level to its win first — save the window as PNG and exit. Used for
//! the README's pictures.

use crate::app_state::Screen;
use crate::board::art::Art;
use crate::play::replay::Request;
use crate::play::session::{Action, Session};
use crate::play::solver_task::Analysis;
use crate::puzzles::editor::{Editor, Verdict};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;

/// What to capture.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotPlan {
    pub path: PathBuf,
    /// Show the hint before shooting.
    pub hint: bool,
    /// And why it is the move.
    pub why: bool,
    /// Play this many replay moves before shooting.
    pub replay_moves: u32,
    /// Shoot the win panel: play the optimal moves first, as a player would (a replay earns no stars).
    pub solved: bool,
}

/// How far the shot has come.
#[derive(Resource, Default)]
struct ShotState {
    frames: u32,
    steps_sent: u32,
    /// The frame at which the scene was ready to be shot.
    done_at: Option<u32>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShotState>().add_systems(Update, drive.run_if(resource_exists::<ScreenshotPlan>));
}

fn drive(
    plan: Res<ScreenshotPlan>,
    mut state: ResMut<ShotState>,
    analysis: Res<Analysis>,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    editor: Res<Editor>,
    (art, server): (Res<Art>, Res<AssetServer>),
    mut requests: MessageWriter<Request>,
    mut actions: MessageWriter<Action>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    // Menu shots need no solver; level shots wait for it so the meter shows a number (or that the
    // level is too large to analyse), editor shots so its verdict does.
    let playing = *screen.get() == Screen::Playing;
    if playing && analysis.for_session(&session).is_none() && analysis.error.is_none() {
        return;
    }
    if *screen.get() == Screen::Editor && editor.verdict == Verdict::Analysing {
        return;
    }
    let (loaded, sprites) = art.progress(&server);
    if loaded < sprites {
        return;
    }
    state.frames += 1;
    let frame = state.frames;
    if (frame == 10 && plan.hint) || (frame == 12 && plan.why) {
        requests.write(Request::Hint);
    }
    if frame >= 10
        && frame.is_multiple_of(8)
        && plan.solved
        && !session.won()
        && let Some(mv) = analysis.hint(&session)
    {
        actions.write(Action::Move { mv, by_replay: false });
    }
    if frame >= 10 && frame.is_multiple_of(10) && state.steps_sent < plan.replay_moves {
        requests.write(Request::Step);
        state.steps_sent += 1;
    }
    let done = if plan.solved { session.won() } else { state.steps_sent >= plan.replay_moves };
    if state.done_at.is_none() && done && frame >= 20 {
        state.done_at = Some(frame);
    }
    let Some(done_at) = state.done_at else { return };
    if frame == done_at + 40 {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(plan.path.clone()));
    }
    if frame == done_at + 60 {
        exit.write(AppExit::Success);
    }
}
