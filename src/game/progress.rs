//! Saved progress: the best result per level, shown as stars in the level select. Stored as RON in the
//! platform's data directory and written atomically, so a crash never loses what was there.

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

/// Best results by level id, and where they are kept (`None`: not saved, as in tests).
#[derive(Resource, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    pub best: BTreeMap<String, Best>,
    #[serde(skip)]
    pub path: Option<PathBuf>,
}

impl Progress {
    /// The default save file, e.g. `~/.local/share/gridlock/progress.ron` on Linux.
    pub fn default_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "gridlock").map(|dirs| dirs.data_dir().join("progress.ron"))
    }

    /// Loads progress from `path`. A missing file is a fresh start; an unreadable one is reported and
    /// left untouched on disk (it is only replaced by the next successful save).
    pub fn load(path: PathBuf) -> Progress {
        let mut progress = match std::fs::read_to_string(&path) {
            Ok(text) => ron::from_str::<Progress>(&text).unwrap_or_else(|e| {
                warn!("{}:{}: cannot read saved progress: {}", path.display(), e.span.start, e.code);
                Progress::default()
            }),
            Err(_) => Progress::default(),
        };
        progress.path = Some(path);
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
        let Some(path) = &self.path else { return Ok(()) };
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        write_atomically(path, text.as_bytes())
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
        progress.path = Some(dir.join("progress.ron"));
        progress.save().unwrap();
        let again = Progress::load(dir.join("progress.ron"));
        assert_eq!(again.best, progress.best);
        std::fs::write(dir.join("broken.ron"), "(best: {").unwrap();
        assert!(Progress::load(dir.join("broken.ron")).best.is_empty());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
