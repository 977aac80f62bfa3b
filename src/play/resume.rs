//! Resume: the level being played — its position, its history with what was undone, its clock — is
//! saved as the player plays and offered on the next start ("Continue: The Big Jam, 14 moves" on the
//! title, a mark on its card). Kept beside the progress (`resume.ron` in the data folder, local storage
//! key `gridlock-resume` in a browser), through the same [`Store`] and rules: written atomically, a
//! damaged save set aside and the player told, one that cannot be read never written over.
//!
//! A move (or an undo, a redo, another level) is written at once: a browser tab can be closed at any
//! moment, without a word to the game. The clock alone changes every frame, so a change of the clock
//! alone waits [`DEBOUNCE_SECS`] after the last write, and goes out when the game closes. A won level,
//! a fresh start and the demo leave nothing to resume.

use crate::catalog::Catalog;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::demo::Demo;
use crate::play::hint::HintsUsed;
use crate::play::session::{Action, Resumable, Session};
use crate::player::notices::Notices;
use crate::player::store::{Damage, SaveKind, SaveNotice, Store};
use bevy::prelude::*;
use gridlock_core::daily::Daily;
use gridlock_core::model::{Metric, Move};
use gridlock_core::notation::share_code;
use gridlock_core::rules::Rules;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resume>()
        .add_systems(Update, keep_the_play.after(crate::app_state::GameSet::Logic))
        .add_systems(Last, write_before_closing);
}

/// The least time between two writes of a play whose clock alone changed, in seconds.
pub const DEBOUNCE_SECS: f64 = 2.0;

/// A play as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct SavedPlay {
    /// A shipped level's id, or for a level of the player's own its share code.
    level: String,
    /// A level of the player's own: its name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// A daily puzzle: which (its win is that day's result, after a restart too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<Daily>,
    /// Every move played, the undone ones last (the most recently undone at the end).
    moves: Vec<Move>,
    /// How many of the last `moves` are undone.
    undone: usize,
    clock: f32,
    assisted: bool,
    /// Hints shown so far (saves from before hints were counted have none).
    #[serde(default)]
    hints: u32,
}

/// Where the play is kept, the play found at start-up and not yet taken up, and the writes' state.
#[derive(Resource, Debug, Default)]
pub struct Resume {
    store: Option<Store>,
    writable: bool,
    /// The play saved by the last run, until the player takes it up or starts another.
    pub offered: Option<Resumable>,
    /// What was last written (`None`: nothing to resume), and when (in real seconds).
    written: Option<Option<SavedPlay>>,
    written_at: f64,
    /// A play not yet written because the last write was too recent.
    waiting: Option<Option<SavedPlay>>,
}

impl Resume {
    /// The platform's store: `~/.local/share/gridlock/resume.ron` on Linux, local storage on the web.
    pub fn default_store() -> Option<Store> {
        Store::platform("resume")
    }

    /// Reads the saved play and checks it against its level's rules; a save that is damaged (or names
    /// a level no longer there, or a move the rules refuse) is set aside and the player told.
    pub fn load(store: Store, catalog: &mut Catalog, notices: &mut Notices, tr: &Tr) -> Resume {
        // The text read is kept: a save that parses but cannot be played is set aside as it was read.
        let mut read = String::new();
        let opened = store.open(|text| {
            read = text.to_string();
            ron::from_str::<Option<SavedPlay>>(text).map_err(Damage::from)
        });
        let title = tr!(tr, "notice-resume");
        if let Some(notice) = &opened.notice {
            notices.post(&title, notice.in_words(tr, SaveKind::Resume));
        }
        let mut saved = opened.value.flatten();
        let offered = match saved.as_ref().map(|saved| resumable(saved, catalog, tr)) {
            Some(Ok(resumable)) => Some(resumable),
            Some(Err(why)) => {
                // Readable but not playable: kept aside like a damaged save, never played wrong.
                let kept = store.set_aside(&read).map_or_else(|e| e, |kept| kept.in_words(tr));
                notices.post(&title, tr!(tr, "resume-unplayable", why = why, kept = kept));
                saved = None;
                None
            }
            None => None,
        };
        if let Some(play) = &offered {
            info!("resume: {} with {} moves", catalog.levels[play.index].id, play.moves_played());
        }
        // A save set aside leaves no file: the next write is a fresh one.
        let written = opened.notice.is_none().then_some(saved);
        Resume { store: Some(store), writable: opened.writable, offered, written, ..Resume::default() }
    }

    /// Keeps what was read, and writes nothing more (a screenshot changes nothing of the player's).
    pub fn write_nothing(&mut self) {
        self.store = None;
    }

    /// Writes `play` unless it is what the store holds; a failure is told once per kind.
    fn write(&mut self, play: Option<SavedPlay>, now: f64) -> Result<(), SaveNotice> {
        self.waiting = None;
        if self.written.as_ref() == Some(&play) {
            return Ok(());
        }
        let Some(store) = &self.store else { return Ok(()) };
        if !self.writable {
            return Err(SaveNotice::NotSaved(None));
        }
        let text = ron::ser::to_string_pretty(&play, ron::ser::PrettyConfig::default())
            .map_err(|e| SaveNotice::NotSaved(Some(e.to_string())))?;
        store.write(&text).map_err(|e| SaveNotice::NotSaved(Some(e)))?;
        (self.written, self.written_at) = (Some(play), now);
        Ok(())
    }
}

/// The saved play's level in this catalog, and its moves replayed by the rules.
fn resumable(saved: &SavedPlay, catalog: &mut Catalog, tr: &Tr) -> Result<Resumable, String> {
    let index = match &saved.name {
        None => catalog.find(&saved.level).ok_or_else(|| tr!(tr, "resume-no-level", level = saved.level.as_str()))?,
        Some(name) => match saved.daily {
            Some(daily) => catalog.open_daily(&saved.level, name, daily),
            None => catalog.open_shared(&saved.level, name),
        }
        .map_err(|e| crate::i18n::errors::catalog_error(tr, &e))?,
    };
    let board = &catalog.levels[index].board;
    let rules = Rules::new(board).map_err(|e| crate::i18n::errors::too_many_pieces(tr, &e))?;
    let mut positions = board.positions();
    // A move names its piece by label: a level of the player's own comes back from its share code,
    // which lists the pieces in reading order, not necessarily in the order the board was made with
    // (a daily's, a made puzzle's).
    let mut moves = Vec::with_capacity(saved.moves.len());
    for (n, mv) in saved.moves.iter().enumerate() {
        let piece = board.pieces().iter().position(|p| p.label == mv.label);
        let mv = Move { piece: piece.unwrap_or(usize::MAX), ..*mv };
        if piece.is_none() || !rules.is_legal(&positions, &mv, Metric::Moves) {
            return Err(tr!(tr, "resume-illegal-move", number = n + 1));
        }
        positions[mv.piece] = mv.to;
        moves.push(mv);
    }
    if saved.undone > saved.moves.len() || !saved.clock.is_finite() || saved.clock < 0.0 {
        return Err(tr!(tr, "resume-bad-counts"));
    }
    Ok(Resumable { index, moves, undone: saved.undone, clock: saved.clock, assisted: saved.assisted, hints: saved.hints })
}

/// The session as a play to save; `None` when there is nothing to take up (no move yet, or won).
fn saved_play(session: &Session, catalog: &Catalog, hints: HintsUsed) -> Option<SavedPlay> {
    if session.won() || (session.history().is_empty() && session.undone().is_empty()) {
        return None;
    }
    let level = session.level();
    let (level_ref, name) = if catalog.is_shipped(session.index()) {
        (level.id.clone(), None)
    } else {
        (share_code(&level.board).ok()?, Some(level.name.clone()))
    };
    let moves = session.history().iter().chain(session.undone().iter().rev()).map(|played| played.mv).collect();
    Some(SavedPlay {
        level: level_ref,
        name,
        daily: catalog.daily(session.index()),
        moves,
        undone: session.undone().len(),
        clock: session.clock(),
        assisted: session.assisted(),
        hints: hints.0,
    })
}

/// Saves the play as it changes, at most every [`DEBOUNCE_SECS`]. A play offered from the last run
/// stays saved until the player takes it up or plays something else.
fn keep_the_play(
    session: Res<Session>,
    hints: Res<HintsUsed>,
    catalog: Res<Catalog>,
    demo: Option<Res<Demo>>,
    time: Res<Time<Real>>,
    mut resume: ResMut<Resume>,
    mut notices: ResMut<Notices>,
    tr: Res<Tr>,
) {
    let now = time.elapsed_secs_f64();
    if (session.is_changed() || hints.is_changed()) && !demo.is_some_and(|demo| demo.on) {
        let play = saved_play(&session, &catalog, *hints);
        if play.is_some() {
            resume.offered = None;
        }
        if resume.offered.is_none() {
            resume.waiting = Some(play);
        }
    }
    let Some(play) = &resume.waiting else { return };
    let moved = resume.written.as_ref().is_none_or(|written| !same_but_the_clock(written, play));
    if !moved && now - resume.written_at < DEBOUNCE_SECS {
        return;
    }
    if let Some(play) = resume.waiting.take()
        && let Err(failed) = resume.write(play, now)
    {
        notices.post(&tr!(tr, "notice-resume"), failed.in_words(&tr, SaveKind::Resume));
    }
}

/// Whether two plays differ in their clocks at most.
fn same_but_the_clock(a: &Option<SavedPlay>, b: &Option<SavedPlay>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => SavedPlay { clock: b.clock, ..a.clone() } == *b,
        (a, b) => a == b,
    }
}

/// What is still waiting is written as the game closes.
fn write_before_closing(mut exit: MessageReader<AppExit>, time: Res<Time<Real>>, mut resume: ResMut<Resume>) {
    if exit.read().count() == 0 {
        return;
    }
    if let Some(play) = resume.waiting.take()
        && let Err(failed) = resume.write(play, time.elapsed_secs_f64())
    {
        warn!("resume: the play could not be saved as the game closed: {failed:?}");
    }
}

/// The play the title's "Continue" goes back to, as the catalog's index and its move counter: the one
/// offered from the last run, else the one left on the playing screen this run.
pub fn continuable(resume: &Resume, session: &Session) -> Option<(usize, u32)> {
    match &resume.offered {
        Some(play) => Some((play.index, play.moves_played())),
        None if !session.won() && !session.history().is_empty() => Some((session.index(), session.counters().moves)),
        None => None,
    }
}

/// What "Continue" asks of the session: to take up the offered play, or nothing (the play left this
/// run is still the session's).
pub fn take_up(resume: &mut Resume) -> Option<Action> {
    resume.offered.take().map(|play| Action::Resume(Box::new(play)))
}
