//! The levels the game knows: those it ships, embedded at build time from `levels/` and parsed at
//! start-up, and any level file the player opens.

use crate::core::level::{Level, LevelError};
use crate::core::puzzle::{Puzzle, PuzzleError, names_level_file};
use bevy::prelude::*;
use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// Every level: first the shipped ones, sorted by tier, then family, then id; then any the player
/// opened.
#[derive(Resource, Clone, Debug)]
pub struct Catalog {
    pub levels: Vec<Level>,
    /// How many of `levels` are shipped.
    shipped: usize,
}

/// Why a level asked for by name cannot be played.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    #[error("no level '{0}' (ids are listed by `gridlock-cli list levels`)")]
    NoSuchLevel(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

impl Catalog {
    pub fn embedded() -> Result<Catalog, LevelError> {
        let mut levels = LEVEL_FILES
            .iter()
            .map(|(name, text)| Level::parse(text, &Path::new("levels").join(name)))
            .collect::<Result<Vec<_>, _>>()?;
        levels.sort_by(|a, b| (a.tier, a.board.family as u8, &a.id).cmp(&(b.tier, b.board.family as u8, &b.id)));
        Ok(Catalog { shipped: levels.len(), levels })
    }

    /// The key a level's best result is saved under: a shipped level's id, or for a player's own level
    /// a hash of its board, so that it never shares a record with a shipped level of the same name.
    pub fn record_key(&self, index: usize) -> String {
        let level = &self.levels[index];
        if index < self.shipped { level.id.clone() } else { format!("own-{:016x}", level.board.content_hash()) }
    }

    /// A shipped level by id (`rh-01-first-gear`) or by its file name.
    pub fn find(&self, id_or_path: &str) -> Option<usize> {
        let id = Path::new(id_or_path).file_stem().map_or(id_or_path.into(), |s| s.to_string_lossy());
        self.levels[..self.shipped].iter().position(|l| l.id == id)
    }

    /// The level to play for `name`: a shipped level's id, else a level file, which is loaded, checked
    /// to fit the solver, and added to the catalog. A `.ron` name is always read as a file.
    pub fn open(&mut self, name: &str) -> Result<usize, CatalogError> {
        if !names_level_file(name) {
            return self.find(name).ok_or_else(|| CatalogError::NoSuchLevel(name.to_string()));
        }
        self.levels.extend(Puzzle::load_level(Path::new(name))?.level);
        Ok(self.levels.len() - 1)
    }
}
