//! Saved progress: the best result per level ([`crate::play::records`] records each win), shown as stars in
//! the level select; the [`Journal`] of daily results, time and hints the statistics are made of; and
//! the player's [`Settings`], saved whenever they change. Stored as RON: on the
//! desktop in the platform's data directory, in a browser in local storage.
//!
//! A player's records are never lost: every loaded value is checked; a save that cannot be parsed is
//! set aside (kept beside the store as `….corrupt-<unix time>`) before anything new is written, and the
//! player is told; a save that cannot be read at all is never overwritten; writes are atomic (and the
//! folder synced after the rename); and each write first merges what another running copy may have
//! saved meanwhile: the better record of each level, and each setting from the copy that changed it
//! last ([`Settings::merged`]), which the other copy then takes up too.

mod journal;

pub use journal::{DailyResult, Journal, Played};

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::player::notices::Notices;
use crate::player::settings::Settings;
pub use crate::player::store::Store;
use crate::player::store::{Damage, SaveKind, SaveNotice};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            save_changed_settings.after(crate::app_state::GameSet::Logic).run_if(resource_changed::<Settings>),
            take_up_merged_settings,
            post_notice,
        ),
    )
    .add_systems(PostUpdate, save_what_changed);
}

/// A level's best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    pub moves: u32,
    pub stars: u8,
}

/// More moves than any attempt is let run to (the history a level keeps): a record past it is not a
/// real one.
const MOST_MOVES: u32 = 100_000;

impl Best {
    /// Whether a player could have made it: one to three stars (none for a watched win), at least one
    /// move (no level starts solved), and not an absurd number of them.
    pub fn is_possible(&self) -> bool {
        self.stars <= 3 && (1..=MOST_MOVES).contains(&self.moves)
    }
}

/// The saved records as written: best results by record key (a shipped level's id, or a hash of a
/// player's own level). Unknown fields from a newer version are ignored.
#[derive(Debug, Default, Serialize, Deserialize)]
struct SavedProgress {
    best: BTreeMap<String, Best>,
    #[serde(default)]
    settings: Settings,
    #[serde(default)]
    journal: Journal,
}

/// Best results by record key, where they are kept (`None`: not saved, as in tests), and what the
/// player should be told about the save.
#[derive(Resource, Debug, Default)]
pub struct Progress {
    pub best: BTreeMap<String, Best>,
    pub journal: Journal,
    /// The settings as last saved (or loaded): the game plays with the [`Settings`] resource, which
    /// starts from these (`main.rs`), and is saved here whenever it changes.
    pub settings: Settings,
    /// The settings the store held when this copy last read or wrote it: what a merge tells this
    /// copy's changes from another copy's by.
    stored_settings: Settings,
    /// Settings another copy changed, taken up at the last save, for the [`Settings`] resource.
    merged_in: Option<Settings>,
    pub store: Option<Store>,
    /// What the player must be told (a damaged save set aside, a failed write), posted to [`Notices`].
    pub notice: Option<SaveNotice>,
    /// False when the save exists but could not be read: it is then never overwritten.
    writable: bool,
    /// Something changed this frame that is to be saved at its end ([`Progress::save_soon`]).
    unsaved: bool,
}

impl Progress {
    /// The platform's store: `~/.local/share/gridlock/progress.ron` on Linux, local storage on the web.
    pub fn default_store() -> Option<Store> {
        Store::platform("progress")
    }

    /// Loads progress. A missing save is a fresh start. A damaged one is set aside and reported; one
    /// that cannot be read is reported and left alone, and this run saves nothing over it.
    pub fn load(store: Store) -> Progress {
        let opened = store.open(parse);
        let mut progress =
            Progress { store: Some(store.clone()), writable: opened.writable, notice: opened.notice, ..Progress::default() };
        if let Some((saved, dropped)) = opened.value {
            (progress.best, progress.settings, progress.journal) = (saved.best, saved.settings.sanitised(), saved.journal);
            progress.stored_settings = progress.settings;
            if dropped > 0 {
                progress.notify(SaveNotice::Dropped(dropped));
            }
        }
        info!("progress: finished levels: {} (kept in {store:?})", progress.best.len());
        progress
    }

    pub fn notify(&mut self, notice: SaveNotice) {
        self.notice = Some(notice);
    }

    /// Keeps the better of the stored and the new result.
    pub fn record(&mut self, key: &str, result: Best) {
        merge(&mut self.best, key, result);
    }

    /// Saves at the end of the frame: a win records its result, its daily result and its time, and the
    /// store is written once for them all.
    pub fn save_soon(&mut self) {
        self.unsaved = true;
    }

    /// Writes what [`Progress::save_soon`] asked for now (the game is closing, say); a failure is told.
    pub fn save_if_changed(&mut self) {
        if std::mem::take(&mut self.unsaved)
            && let Err(failed) = self.save()
        {
            self.notify(failed);
        }
    }

    /// Writes the records, merged with whatever the store holds now (another running copy may have
    /// saved since this one loaded). A failure is a [`SaveNotice::NotSaved`].
    pub fn save(&mut self) -> Result<(), SaveNotice> {
        let Some(store) = self.store.clone() else { return Ok(()) };
        if !self.writable {
            return Err(SaveNotice::NotSaved(None));
        }
        let failed = |error: String| SaveNotice::NotSaved(Some(error));
        let mut settings = self.settings;
        if let Some(text) = store.read().map_err(failed)? {
            match parse(&text) {
                Ok((stored, _)) => {
                    stored.best.into_iter().for_each(|(key, best)| merge(&mut self.best, &key, best));
                    self.journal.merge(stored.journal);
                    settings = settings.merged(self.stored_settings, stored.settings.sanitised());
                }
                // Damaged since it was loaded: kept aside, as at start-up, and the player told where.
                Err(damage) => self.notify(SaveNotice::SetAside { damage, kept: store.set_aside(&text).map_err(failed)? }),
            }
        }
        let saved = SavedProgress { best: self.best.clone(), settings, journal: self.journal.clone() };
        let text = ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::default()).map_err(|e| failed(e.to_string()))?;
        store.write(&text).map_err(failed)?;
        if settings != self.settings {
            self.merged_in = Some(settings);
        }
        (self.settings, self.stored_settings) = (settings, settings);
        Ok(())
    }
}

fn merge(best: &mut BTreeMap<String, Best>, key: &str, result: Best) {
    let kept = best.entry(key.to_string()).or_insert(result);
    if (result.stars, std::cmp::Reverse(result.moves)) > (kept.stars, std::cmp::Reverse(kept.moves)) {
        *kept = result;
    }
}

/// A save's records and settings, and how many records were dropped for impossible values; or why it
/// cannot be parsed.
fn parse(text: &str) -> Result<(SavedProgress, usize), Damage> {
    let saved: SavedProgress = ron::from_str(text)?;
    let total = saved.best.len();
    let possible: Vec<(String, Best)> = saved.best.into_iter().filter(|(_, b)| b.is_possible()).collect();
    let (journal, dropped_daily) = saved.journal.checked();
    let dropped = total - possible.len() + dropped_daily;
    let mut best = BTreeMap::new();
    for (key, result) in possible {
        let key = RENAMED.iter().find(|(old, _)| *old == key).map_or(key, |(_, new)| new.to_string());
        merge(&mut best, &key, result);
    }
    Ok((SavedProgress { best, settings: saved.settings, journal }, dropped))
}

/// Shipped levels whose id changed, old to new, so that a save made before keeps their records.
const RENAMED: &[(&str, &str)] = &[("kl-03-heng-dao-li-ma", "klc-32-heng-dao-li-ma")];

/// Saves what changed this frame, once.
fn save_what_changed(mut progress: ResMut<Progress>) {
    // Looked at before it is cleared, as the notice below: a write every frame would mark the progress
    // changed every frame.
    if progress.unsaved {
        progress.save_if_changed();
    }
}

/// Saves the settings the player changed; a save that fails is reported, and the change still holds for
/// this run.
fn save_changed_settings(settings: Res<Settings>, mut progress: ResMut<Progress>, mut notices: ResMut<Notices>, tr: Res<Tr>) {
    if progress.settings == *settings {
        return;
    }
    progress.settings = *settings;
    if let Err(SaveNotice::NotSaved(error)) = progress.save() {
        let why = SaveKind::Progress.why_not_saved(&tr, error);
        notices.post(&tr!(tr, "notice-settings"), tr!(tr, "settings-not-saved", why = why));
    }
}

/// Plays on with the settings another running copy changed, once a save has merged them in.
fn take_up_merged_settings(mut progress: ResMut<Progress>, mut settings: ResMut<Settings>) {
    // Looked at before it is taken, as the notice below.
    if progress.merged_in.is_none() {
        return;
    }
    if let Some(merged) = progress.merged_in.take() {
        settings.set_if_neq(merged);
    }
}

fn post_notice(mut progress: ResMut<Progress>, mut notices: ResMut<Notices>, tr: Res<Tr>) {
    // Looked at before it is taken: a take every frame would mark the progress changed every frame,
    // and what follows its changes (the board's colours) would be redone every frame.
    if progress.notice.is_none() {
        return;
    }
    if let Some(notice) = progress.notice.take() {
        notices.post(&tr!(tr, "notice-progress"), notice.in_words(&tr, SaveKind::Progress));
    }
}

#[cfg(test)]
mod tests;
