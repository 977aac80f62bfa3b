//! The levels the game ships, embedded at build time from `levels/` and parsed at start-up.

use crate::core::level::{Level, LevelError};
use bevy::prelude::*;
use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// Every shipped level, sorted by tier, then family, then id.
#[derive(Resource, Clone, Debug)]
pub struct Catalog {
    pub levels: Vec<Level>,
}

impl Catalog {
    pub fn embedded() -> Result<Catalog, LevelError> {
        let mut levels = LEVEL_FILES
            .iter()
            .map(|(name, text)| Level::parse(text, &Path::new("levels").join(name)))
            .collect::<Result<Vec<_>, _>>()?;
        levels.sort_by(|a, b| (a.tier, a.board.family as u8, &a.id).cmp(&(b.tier, b.board.family as u8, &b.id)));
        Ok(Catalog { levels })
    }

    /// A level by id (`rh-01-first-gear`) or by its file path.
    pub fn find(&self, id_or_path: &str) -> Option<usize> {
        let id = Path::new(id_or_path).file_stem().map_or(id_or_path.into(), |s| s.to_string_lossy());
        self.levels.iter().position(|l| l.id == id)
    }
}
