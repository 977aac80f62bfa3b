//! Hints and animated optimal replays from wherever the player is, and the demo mode that plays the
//! levels' optimal solutions one after another.

use super::session::{Action, Session, Won};
use super::solver_task::Analysis;
use crate::core::model::Move;
use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replay>()
        .init_resource::<Hint>()
        .init_resource::<Demo>()
        .add_message::<Request>()
        .add_systems(
            Update,
            // After this frame's input, so a level switch clears the old level's hint before its board goes.
            (handle_requests, stop_on_player_action, drive_replay, run_demo)
                .chain()
                .after(super::GameSet::Input)
                .before(super::GameSet::Logic),
        )
        .add_systems(OnExit(super::Screen::Playing), stop_on_leaving);
}

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

/// The hint on show: the next optimal move from the current position.
#[derive(Resource, Default, Debug)]
pub struct Hint(pub Option<Move>);

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
}

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

fn plan(analysis: &Analysis, session: &Session) -> Option<VecDeque<Move>> {
    analysis.solution(session).map(VecDeque::from)
}

fn handle_requests(
    mut requests: MessageReader<Request>,
    mut replay: ResMut<Replay>,
    mut hint: ResMut<Hint>,
    session: Res<Session>,
    analysis: Res<Analysis>,
    mut actions: MessageWriter<Action>,
) {
    for request in requests.read() {
        match request {
            Request::Hint => hint.0 = analysis.hint(&session),
            Request::Solve | Request::PauseResume if replay.is_active() => replay.playing = !replay.playing,
            Request::Solve | Request::PauseResume => {
                if let Some(queue) = plan(&analysis, &session) {
                    replay.queue = queue;
                    replay.playing = true;
                    replay.timer = 0.0;
                }
            }
            Request::Step => {
                if !replay.is_active() {
                    replay.queue = plan(&analysis, &session).unwrap_or_default();
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

/// Any move or command from the player ends the replay (and the demo), and any change of position
/// clears the hint. Loading a level does not: that is how the demo starts and moves on.
fn stop_on_player_action(
    mut actions: MessageReader<Action>,
    mut replay: ResMut<Replay>,
    mut hint: ResMut<Hint>,
    mut demo: ResMut<Demo>,
) {
    for action in actions.read() {
        hint.0 = None;
        let demo_step = demo.on && matches!(action, Action::Load(_) | Action::NextLevel);
        if !matches!(action, Action::Move { by_replay: true, .. }) && !demo_step {
            replay.stop();
            demo.on = false;
        }
    }
}

/// Leaving the board ends any replay and the demo.
fn stop_on_leaving(mut replay: ResMut<Replay>, mut demo: ResMut<Demo>, mut hint: ResMut<Hint>) {
    replay.stop();
    demo.on = false;
    hint.0 = None;
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

fn run_demo(
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
        demo.pause = Some(2.0);
    }
    if let Some(left) = demo.pause.as_mut() {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            demo.pause = None;
            actions.write(Action::NextLevel);
        }
        return;
    }
    if !replay.is_active()
        && !session.won
        && let Some(queue) = plan(&analysis, &session)
    {
        replay.queue = queue;
        replay.playing = true;
    }
}
