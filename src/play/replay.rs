//! Animated optimal replays from wherever the player is: started, paused, stepped and sped up on the
//! player's request, played one move at a time, and ended by any move of the player's own. The hint
//! ([`crate::play::hint`]) and the demo ([`crate::play::demo`]) answer the same requests and order themselves by
//! [`ReplaySystems`].

use crate::play::session::{Action, Session};
use crate::play::solver_task::Analysis;
use bevy::prelude::*;
use gridlock_core::model::Move;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replay>()
        .add_message::<Request>()
        // After this frame's input, so a level switch clears the old level's replay before its board goes.
        .configure_sets(Update, ReplaySystems.after(crate::app_state::GameSet::Input).before(crate::app_state::GameSet::Logic))
        .add_systems(Update, (handle_requests, stop_on_player_action, drive_replay).chain().in_set(ReplaySystems))
        .add_systems(OnExit(crate::app_state::Screen::Playing), stop_on_leaving);
}

/// The replay's systems, between the player's input and the session.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReplaySystems;

/// What the player can ask of the solver.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    Hint,
    /// Start (or resume) the optimal replay from the current position.
    Solve,
    PauseResume,
    /// Play one replay move.
    Step,
    Faster,
    Slower,
}

/// An optimal replay in progress.
#[derive(Resource, Debug)]
pub struct Replay {
    pub queue: VecDeque<Move>,
    pub playing: bool,
    /// Moves per second.
    pub speed: f32,
    timer: f32,
}

impl Default for Replay {
    fn default() -> Self {
        Replay { queue: VecDeque::new(), playing: false, speed: 2.5, timer: 0.0 }
    }
}

impl Replay {
    pub fn is_active(&self) -> bool {
        !self.queue.is_empty()
    }

    pub fn stop(&mut self) {
        self.queue.clear();
        self.playing = false;
    }

    /// Plays the optimal solution from the current position, if the analysis has one.
    pub fn start(&mut self, analysis: &Analysis, session: &Session) {
        if let Some(moves) = analysis.solution(session) {
            self.queue = VecDeque::from(moves);
            self.playing = true;
            self.timer = 0.0;
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<Request>,
    mut replay: ResMut<Replay>,
    session: Res<Session>,
    analysis: Res<Analysis>,
    mut actions: MessageWriter<Action>,
) {
    for request in requests.read() {
        match request {
            Request::Hint => {}
            Request::Solve | Request::PauseResume if replay.is_active() => replay.playing = !replay.playing,
            Request::Solve | Request::PauseResume => replay.start(&analysis, &session),
            Request::Step => {
                if !replay.is_active() {
                    replay.queue = analysis.solution(&session).map(VecDeque::from).unwrap_or_default();
                }
                replay.playing = false;
                if let Some(mv) = replay.queue.pop_front() {
                    actions.write(Action::Move { mv, by_replay: true });
                }
            }
            Request::Faster => replay.speed = (replay.speed * 1.5).min(20.0),
            Request::Slower => replay.speed = (replay.speed / 1.5).max(0.5),
        }
    }
}

/// Any move or command of the player's ends the replay: what it would play no longer fits.
fn stop_on_player_action(mut actions: MessageReader<Action>, mut replay: ResMut<Replay>) {
    if actions.read().any(|action| !matches!(action, Action::Move { by_replay: true, .. })) {
        replay.stop();
    }
}

/// Leaving the board ends any replay.
fn stop_on_leaving(mut replay: ResMut<Replay>) {
    replay.stop();
}

fn drive_replay(time: Res<Time>, mut replay: ResMut<Replay>, mut actions: MessageWriter<Action>) {
    if !replay.playing {
        return;
    }
    replay.timer += time.delta_secs() * replay.speed;
    if replay.timer >= 1.0 {
        replay.timer = 0.0;
        match replay.queue.pop_front() {
            Some(mv) => {
                actions.write(Action::Move { mv, by_replay: true });
            }
            None => replay.playing = false,
        }
    }
}
