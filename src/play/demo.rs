//! Demo mode (`--demo`): the levels' optimal solutions played one after another, a short pause after
//! each win; any move or command of the player's ends it.

use crate::play::replay::{Replay, ReplaySystems};
use crate::play::session::{Action, Session, Won};
use crate::play::solver_task::Analysis;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Demo>()
        .add_systems(Update, (end_on_player_action, run).chain().after(ReplaySystems).before(crate::app_state::GameSet::Logic))
        .add_systems(OnExit(crate::app_state::Screen::Playing), end);
}

/// How long a won level stays on screen before the demo moves on, in seconds.
const PAUSE_AFTER_WIN: f32 = 2.0;

/// Demo mode: replay each level's optimal solution, then move on.
#[derive(Resource, Default, Debug)]
pub struct Demo {
    pub on: bool,
    /// Seconds left before the next level after a win.
    pause: Option<f32>,
}

impl Demo {
    pub fn start(&mut self) {
        self.on = true;
        self.pause = None;
    }
}

/// The demo's own steps (a replay's moves, the next level) go on; anything else is the player's.
fn end_on_player_action(mut actions: MessageReader<Action>, mut demo: ResMut<Demo>) {
    let players = |action: &Action| !matches!(action, Action::Move { by_replay: true, .. } | Action::Load(_) | Action::NextLevel);
    if actions.read().any(players) {
        demo.on = false;
    }
}

fn end(mut demo: ResMut<Demo>) {
    demo.on = false;
}

fn run(
    time: Res<Time>,
    mut demo: ResMut<Demo>,
    mut replay: ResMut<Replay>,
    session: Res<Session>,
    analysis: Res<Analysis>,
    mut won: MessageReader<Won>,
    mut actions: MessageWriter<Action>,
) {
    if !demo.on {
        won.clear();
        return;
    }
    if won.read().count() > 0 {
        demo.pause = Some(PAUSE_AFTER_WIN);
    }
    if let Some(left) = demo.pause.as_mut() {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            demo.pause = None;
            actions.write(Action::NextLevel);
        }
        return;
    }
    if !replay.is_active() && !session.won() {
        replay.start(&analysis, &session);
    }
}
