//! What a screen reader says while a level is played, in the player's language: the level and its
//! board on entering it, each move (with the counter and the distance to the goal once the solver
//! knows it), an undo, a redo, a refused slide, a hint and why, the win against the optimum, and the
//! piece the keys now move with where it can slide. F4 (or a pad's left trigger, L2) reads the board again.
//!
//! In the editor it tells the draft and the cell under the cursor ([`draft`]).
//!
//! This is logic, headless like the rest: [`Narration`] holds what was said, newest last, and the
//! board's description as it stands. The views hand both on — to AccessKit on the desktop
//! (`screens::screen_reader`) and to the page's live region in a browser — and the tests read them
//! from here. Everything is said politely: a replay's steps come at the replay's pace, a drag once as
//! it ends, and several things in one frame go out as one announcement.

use crate::app_state::{GameSet, Screen};
use crate::catalog::Catalog;
use crate::i18n::{Tr, description, tr, words};
use crate::play::hint::Hint;
use crate::play::keyboard::{Selected, UiHasKeyboard};
use crate::play::replay::{ReplaySystems, Request};
use crate::play::session::{Blocked, MoveKind, PieceMoved, Session, Won};
use crate::play::solver_task::Analysis;
use bevy::prelude::*;
use gridlock_core::analysis::chain_to_target;
use gridlock_core::describe::slides;
use gridlock_core::model::{Board, Pos};

mod draft;

pub fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .add_systems(
            Update,
            (read_the_board_key.in_set(GameSet::Input), narrate.after(GameSet::Logic).after(ReplaySystems))
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(Update, draft::narrate_the_draft.after(GameSet::Logic).run_if(in_state(Screen::Editor)))
        .add_systems(OnExit(Screen::Playing), forget_the_level)
        .add_systems(OnExit(Screen::Editor), forget_the_level);
}

/// How many announcements are kept (the tests and a late-starting screen reader read back).
const KEPT: usize = 32;

/// What has been said, and the board as it stands in words.
#[derive(Resource, Default, Debug)]
pub struct Narration {
    said: Vec<Announcement>,
    spoken: u64,
    board: String,
    /// The level (session generation) last introduced; `None` after leaving the playing screen.
    introduced: Option<u64>,
    /// The player asked for the board again.
    reread: bool,
}

/// One announcement: its text and its number in the run, so that a view sees a repeat of the same
/// words as new.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub serial: u64,
    pub text: String,
}

impl Narration {
    /// Every kept announcement, the newest last.
    pub fn said(&self) -> &[Announcement] {
        &self.said
    }

    /// The newest announcement.
    pub fn latest(&self) -> Option<&Announcement> {
        self.said.last()
    }

    /// The board as it stands, in words (empty off the playing screen).
    pub fn board(&self) -> &str {
        &self.board
    }

    fn say(&mut self, text: String) {
        self.spoken += 1;
        self.said.push(Announcement { serial: self.spoken, text });
        if self.said.len() > KEPT {
            self.said.remove(0);
        }
    }
}

fn read_the_board_key(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    ui: Res<UiHasKeyboard>,
    mut narration: ResMut<Narration>,
) {
    if (keys.just_pressed(KeyCode::F4) && !ui.0) || pads.iter().any(|pad| pad.just_pressed(GamepadButton::LeftTrigger2)) {
        narration.reread = true;
    }
}

#[allow(clippy::too_many_arguments)]
fn narrate(
    mut narration: ResMut<Narration>,
    session: Res<Session>,
    catalog: Res<Catalog>,
    (tr, analysis, hint, selected): (Res<Tr>, Res<Analysis>, Res<Hint>, Res<Selected>),
    mut moved: MessageReader<PieceMoved>,
    mut blocked: MessageReader<Blocked>,
    mut won: MessageReader<Won>,
    mut requests: MessageReader<Request>,
    mut last_selected: Local<Option<usize>>,
) {
    let board = &session.level().board;
    let mut lines = Vec::new();
    if narration.introduced != Some(session.generation()) {
        narration.introduced = Some(session.generation());
        moved.clear();
        blocked.clear();
        *last_selected = None;
        let level = session.level();
        lines.push(tr!(
            tr,
            "say-level",
            level = words::level_heading(&tr, level),
            family = words::family(&tr, level.board.family()),
            size = words::board_size(&tr, board.width(), board.height()),
            board = description::board(&tr, board, session.positions())
        ));
    } else if narration.reread {
        lines.push(description::board(&tr, board, session.positions()));
    }
    narration.reread = false;
    let now = session.generation();
    for m in moved.read().filter(|m| m.generation == now) {
        let slide = said_slides(&tr, board, m.piece, m.from, &m.path);
        lines.push(match m.kind {
            MoveKind::Undone => tr!(tr, "say-undone", slide = slide),
            MoveKind::Redone => tr!(tr, "say-redone", slide = slide),
            MoveKind::Played => {
                let moves = session.counters().moves;
                match analysis.distance(&session).filter(|_| !session.won()) {
                    Some(left) => tr!(tr, "say-moved-to-go", slide = slide, moves = moves, left = left),
                    None => tr!(tr, "say-moved", slide = slide, moves = moves),
                }
            }
        });
    }
    for Blocked(mv) in blocked.read() {
        if let Some(&(dir, _)) = slides(mv.from, &[mv.to]).first() {
            let piece = words::piece(&tr, board.family(), board.pieces(), mv.piece);
            lines.push(tr!(tr, "say-blocked", piece = piece, direction = words::direction(&tr, dir)));
        }
    }
    if requests.read().any(|request| *request == Request::Hint) {
        lines.push(hint_said(&tr, &session, &analysis, &hint));
    }
    if won.read().count() > 0 {
        let par = catalog.par(session.index());
        let optimum = words::par(&tr, par, session.level().optimum.metric);
        let result = tr!(tr, "win-moves", moves = session.counters().moves, optimum = optimum);
        lines.push(tr!(tr, "say-won", title = tr!(tr, "win-title"), result = result));
    }
    if selected.0 != *last_selected {
        *last_selected = selected.0;
        if let Some(piece) = selected.0.filter(|&p| p < board.pieces().len()) {
            lines.push(description::focused(&tr, board, session.positions(), piece));
        }
    }
    if session.is_changed() || tr.is_changed() || narration.board.is_empty() {
        narration.board = description::board(&tr, board, session.positions());
    }
    if !lines.is_empty() {
        narration.say(lines.join(&tr!(tr, "describe-sentence-separator")));
    }
}

/// A move's slides in words: "C down 2", or "曹操 向右移 1 格, 向下移 1 格" when it turns a corner.
fn said_slides(tr: &Tr, board: &Board, piece: usize, from: Pos, path: &[Pos]) -> String {
    let parts: Vec<String> =
        slides(from, path).into_iter().map(|(dir, cells)| description::slide(tr, board, piece, dir, cells)).collect();
    parts.join(&tr!(tr, "describe-list-separator"))
}

/// The hint on show, with why (the pieces it frees in turn), or that the solver is not done.
fn hint_said(tr: &Tr, session: &Session, analysis: &Analysis, hint: &Hint) -> String {
    let Some(mv) = hint.0 else { return tr!(tr, "say-hint-waiting") };
    let board = &session.level().board;
    let path = session.rules().step_path(session.positions(), &mv);
    let slide = said_slides(tr, board, mv.piece, mv.from, &path);
    let chain = chain_to_target(session.rules(), session.positions(), mv.piece);
    match chain.as_slice() {
        [] => tr!(tr, "say-hint-room", slide = slide, left = analysis.distance(session).unwrap_or(0)),
        [_] => tr!(tr, "say-hint-exit", slide = slide),
        [_, (next, _), ..] => {
            tr!(tr, "say-hint-frees", slide = slide, next = words::piece(tr, board.family(), board.pieces(), *next))
        }
    }
}

fn forget_the_level(mut narration: ResMut<Narration>) {
    narration.introduced = None;
    narration.board.clear();
}
