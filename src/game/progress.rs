//! Saved progress: the best result per level, shown as stars in the level select. Stored as RON: on
//! the desktop in the platform's data directory, written atomically so a crash never loses what was
//! there; in a browser in local storage.

use super::session::{Session, Won};
use crate::core::level::write_atomically;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, record_wins.after(super::GameSet::Logic));
}

/// A level's best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    pub moves: u32,
    pub stars: u8,
}

/// Where progress is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Store {
    File(PathBuf),
    /// The browser's local storage, under this key.
    LocalStorage(&'static str),
}

/// Best results by level id, and where they are kept (`None`: not saved, as in tests).
#[derive(Resource, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    pub best: BTreeMap<String, Best>,
    #[serde(skip)]
    pub store: Option<Store>,
}

impl Progress {
    /// The platform's store: `~/.local/share/gridlock/progress.ron` on Linux, local storage on the web.
    pub fn default_store() -> Option<Store> {
        #[cfg(target_arch = "wasm32")]
        return Some(Store::LocalStorage("gridlock-progress"));
        #[cfg(not(target_arch = "wasm32"))]
        directories::ProjectDirs::from("", "", "gridlock").map(|dirs| Store::File(dirs.data_dir().join("progress.ron")))
    }

    /// Loads progress. A missing save is a fresh start; an unreadable one is reported and left
    /// untouched (it is only replaced by the next successful save).
    pub fn load(store: Store) -> Progress {
        let text = match &store {
            Store::File(path) => std::fs::read_to_string(path).ok(),
            Store::LocalStorage(key) => local_storage::get(key),
        };
        let mut progress = text.map_or_else(Progress::default, |text| {
            ron::from_str::<Progress>(&text).unwrap_or_else(|e| {
                warn!("{store:?}:{}: cannot read saved progress: {}", e.span.start, e.code);
                Progress::default()
            })
        });
        info!("progress: finished levels: {} (kept in {store:?})", progress.best.len());
        progress.store = Some(store);
        progress
    }

    /// Keeps the better of the stored and the new result.
    pub fn record(&mut self, id: &str, result: Best) {
        let best = self.best.entry(id.to_string()).or_insert(result);
        if (result.stars, std::cmp::Reverse(result.moves)) > (best.stars, std::cmp::Reverse(best.moves)) {
            *best = result;
        }
    }

    fn save(&self) -> std::io::Result<()> {
        let Some(store) = &self.store else { return Ok(()) };
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        match store {
            Store::File(path) => write_atomically(path, text.as_bytes()),
            Store::LocalStorage(key) => local_storage::set(key, &text),
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod local_storage {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    pub fn get(key: &str) -> Option<String> {
        storage()?.get_item(key).ok()?
    }

    pub fn set(key: &str, value: &str) -> std::io::Result<()> {
        let storage = storage().ok_or_else(|| std::io::Error::other("no local storage"))?;
        storage.set_item(key, value).map_err(|_| std::io::Error::other("local storage refused the write"))
    }
}

/// Off the web there is no local storage: nothing is stored there, and saving there is an error.
#[cfg(not(target_arch = "wasm32"))]
mod local_storage {
    pub fn get(_key: &str) -> Option<String> {
        None
    }

    pub fn set(_key: &str, _value: &str) -> std::io::Result<()> {
        Err(std::io::Error::other("local storage exists only in a browser"))
    }
}

fn record_wins(mut won: MessageReader<Won>, session: Res<Session>, mut progress: ResMut<Progress>) {
    if won.read().count() == 0 {
        return;
    }
    progress.record(&session.level.id, Best { moves: session.counters().moves, stars: session.stars() });
    if let Err(e) = progress.save() {
        warn!("cannot save progress: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_best_result_and_survives_a_round_trip() {
        let mut progress = Progress::default();
        progress.record("a", Best { moves: 12, stars: 2 });
        progress.record("a", Best { moves: 14, stars: 1 });
        progress.record("a", Best { moves: 9, stars: 3 });
        progress.record("a", Best { moves: 10, stars: 3 });
        assert_eq!(progress.best["a"], Best { moves: 9, stars: 3 });
        let dir = std::env::temp_dir().join(format!("gridlock-progress-{}", std::process::id()));
        progress.store = Some(Store::File(dir.join("progress.ron")));
        progress.save().unwrap();
        let again = Progress::load(Store::File(dir.join("progress.ron")));
        assert_eq!(again.best, progress.best);
        std::fs::write(dir.join("broken.ron"), "(best: {").unwrap();
        assert!(Progress::load(Store::File(dir.join("broken.ron"))).best.is_empty());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
