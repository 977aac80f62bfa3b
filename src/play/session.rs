//! The logical puzzle being played: positions, history, counters and win detection. The only place the
//! game changes the puzzle; every input, hint and replay goes through [`Action`].

use crate::catalog::Catalog;
use crate::player::unlocking::Unlocked;
use bevy::prelude::*;
use gridlock_core::level::Level;
use gridlock_core::model::{Metric, Move, Pos, corners};
use gridlock_core::rules::Rules;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Action>()
        .add_message::<PieceMoved>()
        .add_message::<LevelStarted>()
        .add_message::<Won>()
        .add_message::<Blocked>()
        .add_systems(Update, (apply_actions, tick_clock).chain().in_set(crate::app_state::GameSet::Logic));
}

/// Everything that can change the puzzle.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Action {
    /// Move a piece; `by_replay` moves come from the replay and do not stop it.
    Move {
        mv: Move,
        by_replay: bool,
    },
    Undo,
    Redo,
    Reset,
    /// Load the catalog's level at this index.
    Load(usize),
    NextLevel,
    PreviousLevel,
    /// The player took hold of this piece (a drag began). Nothing moves, but it is the player's own
    /// doing: the piece becomes the selected one, and a replay or the demo ends.
    Grab(usize),
    /// Take up a play saved by an earlier run where it was left.
    Resume(Box<Resumable>),
}

/// A piece moved from `from` along `path` (its positions after each step) — for the animation. The
/// session `generation` it happened in tells a move of a level that was left in the same frame.
#[derive(Message, Clone, Debug)]
pub struct PieceMoved {
    pub piece: usize,
    pub from: Pos,
    pub path: Vec<Pos>,
    pub generation: u64,
    pub kind: MoveKind,
}

/// What a [`PieceMoved`] was: a move played (by the player or a replay), or one taken back or played again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Played,
    Undone,
    Redone,
}

/// A new level (or a restart of one) is in place.
#[derive(Message, Clone, Debug)]
pub struct LevelStarted;

/// The target reached the exit. Sent exactly once per solve.
#[derive(Message, Clone, Debug)]
pub struct Won;

/// The player tried a move the rules forbid (this one).
#[derive(Message, Clone, Debug)]
pub struct Blocked(pub Move);

/// A play to take up again (saved by [`crate::play::resume`]): the level, every move played with the undone
/// ones last, and how many of those are undone; its moves were checked against the level's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Resumable {
    pub index: usize,
    pub moves: Vec<Move>,
    pub undone: usize,
    pub clock: f32,
    pub assisted: bool,
    /// Hints shown in the attempt (the hint module counts them).
    pub hints: u32,
}

impl Resumable {
    /// The move counter when it is taken up (the undone moves wait for redo).
    pub fn moves_played(&self) -> u32 {
        counted(self.moves[..self.moves.len() - self.undone].iter().map(|mv| mv.piece))
    }
}

/// The move counter of a line of play: consecutive moves of one piece count as one move.
fn counted(pieces: impl Iterator<Item = usize>) -> u32 {
    let mut last = None;
    pieces.filter(|&piece| last.replace(piece) != Some(piece)).count() as u32
}

/// One move as played, with what it counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub mv: Move,
    pub slides: u32,
    pub steps: u32,
}

/// The level being played. Only this module changes it, by the rules (through [`Action`]s); the rest
/// of the game reads it through methods.
#[derive(Resource, Clone, Debug)]
pub struct Session {
    index: usize,
    level: Level,
    rules: Arc<Rules>,
    positions: Vec<Pos>,
    history: Vec<Played>,
    undone: Vec<Played>,
    won: bool,
    /// The solver played a move of this attempt (a replay): finishing it earns no stars.
    assisted: bool,
    /// Seconds spent on this attempt.
    clock: f32,
    /// Bumped whenever the level is (re)loaded; solver results carry it to be matched.
    generation: u64,
    /// Where the level's best result is saved (see [`Catalog::record_key`]).
    record_key: String,
}

/// Move, slide and step counts of the moves played so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub moves: u32,
    pub slides: u32,
    pub steps: u32,
}

impl Session {
    pub fn new(catalog: &Catalog, index: usize, generation: u64) -> Session {
        let level = catalog.levels[index].clone();
        let rules = Arc::new(Rules::new(&level.board).expect("shipped levels are verified to compile"));
        Session {
            index,
            positions: level.board.positions(),
            level,
            rules,
            history: Vec::new(),
            undone: Vec::new(),
            won: false,
            assisted: false,
            clock: 0.0,
            generation,
            record_key: catalog.record_key(index),
        }
    }

    /// The level's place in the catalog.
    pub fn index(&self) -> usize {
        self.index
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// Where each piece stands now, in the board's order.
    pub fn positions(&self) -> &[Pos] {
        &self.positions
    }

    /// The moves played, oldest first.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The moves undone and not played again, the next to redo last.
    pub fn undone(&self) -> &[Played] {
        &self.undone
    }

    /// The target has left: only undo (or another level) goes on from here.
    pub fn won(&self) -> bool {
        self.won
    }

    /// The solver played a move of this attempt (a replay): finishing it earns no stars.
    pub fn assisted(&self) -> bool {
        self.assisted
    }

    /// Seconds spent on this attempt.
    pub fn clock(&self) -> f32 {
        self.clock
    }

    /// Bumped whenever the level is (re)loaded; solver results carry it to be matched.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Where the level's best result is saved (see [`Catalog::record_key`]).
    pub fn record_key(&self) -> &str {
        &self.record_key
    }

    /// Counters derived from the history; consecutive moves of one piece count as one move.
    pub fn counters(&self) -> Counters {
        Counters {
            moves: counted(self.history.iter().map(|played| played.mv.piece)),
            slides: self.history.iter().map(|played| played.slides).sum(),
            steps: self.history.iter().map(|played| played.steps).sum(),
        }
    }

    pub fn key(&self) -> u64 {
        self.rules.key_of(&self.positions)
    }

    pub fn is_solved(&self) -> bool {
        self.rules.is_goal(self.key())
    }

    /// Stars for a finished level: three at the `optimum` (the level's [`crate::catalog::Par`], if the
    /// solver knows it), two within half as many again, else one — one also for a win against an
    /// optimum not known; none when the solver played part of it.
    pub fn stars(&self, optimum: Option<u32>) -> u8 {
        if self.assisted {
            return 0;
        }
        let Some(optimum) = optimum.map(|count| count.max(1)) else { return 1 };
        let played = match self.level.optimum.metric {
            Metric::Moves => self.counters().moves,
            Metric::Slides => self.counters().slides,
            Metric::Steps => self.counters().steps,
        };
        if played <= optimum {
            3
        } else if played * 2 <= optimum * 3 {
            2
        } else {
            1
        }
    }

    /// Puts the piece where a legal move takes it; returns the move's cell-by-cell path.
    fn shift(&mut self, mv: &Move, kind: MoveKind) -> PieceMoved {
        let path = self.rules.step_path(&self.positions, mv);
        self.positions[mv.piece] = mv.to;
        PieceMoved { piece: mv.piece, from: mv.from, path, generation: self.generation, kind }
    }

    /// Plays a legal move: shifts the piece and records what the move counted.
    fn play(&mut self, mv: Move) -> PieceMoved {
        let moved = self.shift(&mv, MoveKind::Played);
        let slides = corners(mv.from, &moved.path).len() as u32;
        self.history.push(Played { mv, slides, steps: moved.path.len() as u32 });
        self.undone.clear();
        moved
    }

    /// Takes the last move back.
    fn undo(&mut self) -> Option<PieceMoved> {
        let played = self.history.pop()?;
        let moved = self.shift(&Move { from: played.mv.to, to: played.mv.from, ..played.mv }, MoveKind::Undone);
        self.undone.push(played);
        self.won = false;
        Some(moved)
    }

    /// Plays the last undone move again.
    fn redo(&mut self) -> Option<PieceMoved> {
        let played = self.undone.pop()?;
        let moved = self.shift(&played.mv, MoveKind::Redone);
        self.history.push(played);
        Some(moved)
    }
}

fn apply_actions(
    mut actions: MessageReader<Action>,
    mut session: ResMut<Session>,
    catalog: Res<Catalog>,
    unlocked: Res<Unlocked>,
    mut moved: MessageWriter<PieceMoved>,
    mut started: MessageWriter<LevelStarted>,
    mut won: MessageWriter<Won>,
    mut blocked: MessageWriter<Blocked>,
) {
    for action in actions.read() {
        let was_won = session.won;
        match action {
            Action::Move { mv, by_replay } => {
                if session.won || !session.rules.is_legal(&session.positions, mv, Metric::Moves) {
                    blocked.write(Blocked(*mv));
                    continue;
                }
                session.assisted |= *by_replay;
                moved.write(session.play(*mv));
                log_counters(&session);
            }
            Action::Undo => {
                if let Some(back) = session.undo() {
                    moved.write(back);
                    log_counters(&session);
                }
            }
            Action::Redo => {
                // A won level is finished: only undo leaves it.
                if !session.won
                    && let Some(again) = session.redo()
                {
                    moved.write(again);
                    log_counters(&session);
                }
            }
            Action::Grab(_) => {}
            Action::Reset | Action::Load(_) | Action::NextLevel | Action::PreviousLevel => {
                let (here, n) = (session.index, catalog.levels.len());
                let index = match action {
                    Action::Load(index) => (*index).min(n - 1),
                    // Pack order, past the levels still locked.
                    Action::NextLevel => unlocked.next(here, n),
                    Action::PreviousLevel => unlocked.previous(here, n),
                    _ => here,
                };
                *session = Session::new(&catalog, index, session.generation + 1);
                info!("level started: {}", session.level.id);
                started.write(LevelStarted);
            }
            Action::Resume(play) => {
                *session = Session::new(&catalog, play.index.min(catalog.levels.len() - 1), session.generation + 1);
                // Checked when it was read; a move the rules refuse here ends the replay there.
                for mv in &play.moves {
                    if !session.rules.is_legal(&session.positions, mv, Metric::Moves) {
                        break;
                    }
                    session.play(*mv);
                }
                for _ in 0..play.undone {
                    session.undo();
                }
                (session.clock, session.assisted) = (play.clock, play.assisted);
                info!("level resumed: {} at {} moves", session.level.id, session.counters().moves);
                started.write(LevelStarted);
            }
        }
        if !was_won && session.is_solved() && !session.history.is_empty() {
            session.won = true;
            info!("solved {} in {} moves", session.level.id, session.counters().moves);
            won.write(Won);
        }
    }
}

/// One log line per move, undo and redo: the browser test reads the counters from the console.
fn log_counters(session: &Session) {
    let c = session.counters();
    info!("moves={} slides={} steps={}", c.moves, c.slides, c.steps);
}

/// Real time, not game time: the first frame after the game slept while the player thought takes a
/// short step of game time (see `pacing`), but the thinking counts.
fn tick_clock(time: Res<Time<Real>>, mut session: ResMut<Session>) {
    if !session.won && !session.history.is_empty() {
        session.clock += time.delta_secs();
    }
}
