//! The levels the game knows: those it ships, embedded at build time from `levels/` and parsed at
//! start-up, and any level file the player opens; and their packs (one family and board size each),
//! split into tiers. Which levels are open to play is [`crate::unlocking`]'s.

use bevy::prelude::*;
use gridlock_core::level::{Level, LevelError, Tier};
use gridlock_core::model::{Board, Family};
use gridlock_core::notation::parse_board;
use gridlock_core::puzzle::{Puzzle, PuzzleError, names_level_file};
use gridlock_core::solver::Limits;
use std::ops::Range;
use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// Every level: first the shipped ones in pack order (family, board size, tier, id — the generated
/// packs number their levels by difficulty), then any the player opened.
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

/// A run of the catalog shown as one section of the level select.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pack {
    /// "Rush Hour 6×6", "Huarongdao 4×5", or "My levels" (kept ones, level files, shared codes, made
    /// puzzles).
    pub title: String,
    pub levels: Range<usize>,
}

impl Catalog {
    pub fn embedded() -> Result<Catalog, LevelError> {
        let mut levels = LEVEL_FILES
            .iter()
            .map(|(name, text)| Level::parse(text, &Path::new("levels").join(name)))
            .collect::<Result<Vec<_>, _>>()?;
        levels.sort_by(|a, b| pack_order(a).cmp(&pack_order(b)));
        Ok(Catalog { shipped: levels.len(), levels })
    }

    /// The key a level's best result is saved under: a shipped level's id, or for a player's own level
    /// a hash of its board, so that it never shares a record with a shipped level of the same name.
    pub fn record_key(&self, index: usize) -> String {
        let level = &self.levels[index];
        if self.is_shipped(index) { level.id.clone() } else { format!("own-{:016x}", level.board.content_hash()) }
    }

    /// Whether the level came with the game (not from a file or a share code).
    pub fn is_shipped(&self, index: usize) -> bool {
        index < self.shipped
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

    /// A shared board string (`gridlock --board`, `?board=`, a pasted code), solved within `limits`
    /// and added to the catalog as a level of the player's own; an equal board already added is reused.
    pub fn open_shared(&mut self, code: &str, limits: Limits) -> Result<usize, CatalogError> {
        if let Some(known) = parse_board(code, None).ok().and_then(|board| self.opened(&board)) {
            return Ok(known);
        }
        Ok(self.add_opened(Puzzle::shared_level(code, "Shared puzzle", limits)?, "shared"))
    }

    /// Adds a level of the player's own (kept, shared, or made by "New puzzle") to the *My levels* pack, with
    /// an id from `kind` and its board — never a shipped id — unless its board is already there.
    pub fn add_opened(&mut self, mut level: Level, kind: &str) -> usize {
        if let Some(known) = self.opened(&level.board) {
            return known;
        }
        level.id = opened_id(kind, &level.board);
        self.levels.push(level);
        self.levels.len() - 1
    }

    /// The editor's draft as a level to play-test. One slot, *Editor draft* in My levels, taken over by
    /// each new draft — unless the board is already one of the player's levels, which is played instead.
    pub fn put_draft(&mut self, mut level: Level) -> usize {
        if let Some(known) = self.opened(&level.board) {
            return known;
        }
        let Some(slot) = (self.shipped..self.levels.len()).find(|&i| self.levels[i].id.starts_with(DRAFT)) else {
            return self.add_opened(level, DRAFT);
        };
        level.id = opened_id(DRAFT, &level.board);
        self.levels[slot] = level;
        slot
    }

    /// A level the player keeps from the editor: as [`Catalog::add_opened`]; if its board is the
    /// play-tested draft's, that slot becomes the kept level (the next play-test takes a new one).
    pub fn add_kept(&mut self, level: Level) -> usize {
        let index = self.add_opened(level, "mine");
        if self.levels[index].id.starts_with(DRAFT) {
            self.levels[index].id = opened_id("mine", &self.levels[index].board);
        }
        index
    }

    /// The opened level with this board, if any.
    fn opened(&self, board: &Board) -> Option<usize> {
        let hash = board.content_hash();
        (self.shipped..self.levels.len()).find(|&i| self.levels[i].board.content_hash() == hash)
    }

    /// A pack's tiers, easiest first.
    pub fn sections(&self, pack: &Pack) -> Vec<Section> {
        tier_sections(pack.levels.clone(), |i| self.levels[i].tier)
    }

    /// The packs in order: one per family and board size among the shipped levels, then the opened
    /// files, if any.
    pub fn packs(&self) -> Vec<Pack> {
        let board = |i: usize| &self.levels[i].board;
        let mut packs: Vec<Pack> = runs(0..self.shipped, |i| (board(i).family(), board(i).width(), board(i).height()))
            .into_iter()
            .map(|(_, levels)| Pack { title: pack_title(&self.levels[levels.start]), levels })
            .collect();
        if self.levels.len() > self.shipped {
            packs.push(Pack { title: "My levels".into(), levels: self.shipped..self.levels.len() });
        }
        packs
    }
}

/// The id kind of the editor's play-tested draft.
const DRAFT: &str = "draft";

/// The id of a level of the player's own: its kind and its board's hash.
fn opened_id(kind: &str, board: &Board) -> String {
    format!("{kind}-{:016x}", board.content_hash())
}

fn pack_order(level: &Level) -> (u8, u8, u8, Tier, &str) {
    let b = &level.board;
    (b.family() as u8, b.width(), b.height(), level.tier, &level.id)
}

/// One tier of a pack: its levels are a run of the catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub tier: Tier,
    pub levels: Range<usize>,
}

/// How the `levels` of a pack split into runs by tier.
pub fn tier_sections(levels: Range<usize>, tier_of: impl Fn(usize) -> Tier) -> Vec<Section> {
    runs(levels, tier_of).into_iter().map(|(tier, levels)| Section { tier, levels }).collect()
}

/// `range` split into its longest runs of indices with equal `key`, in order.
fn runs<K: PartialEq>(range: Range<usize>, key: impl Fn(usize) -> K) -> Vec<(K, Range<usize>)> {
    let mut runs: Vec<(K, Range<usize>)> = Vec::new();
    for index in range {
        let k = key(index);
        match runs.last_mut() {
            Some((last, run)) if *last == k => run.end = index + 1,
            _ => runs.push((k, index..index + 1)),
        }
    }
    runs
}

fn pack_title(level: &Level) -> String {
    let family = match level.board.family() {
        Family::RushHour => "Rush Hour",
        Family::Klotski => "Huarongdao",
    };
    format!("{family} {}×{}", level.board.width(), level.board.height())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_split_by_family_and_size_in_order() {
        let catalog = Catalog::embedded().unwrap();
        let titles: Vec<String> = catalog.packs().into_iter().map(|p| p.title).collect();
        assert_eq!(titles, ["Rush Hour 6×6", "Rush Hour 7×7", "Rush Hour 8×8", "Huarongdao 4×5"]);
        for pack in catalog.packs() {
            let tiers: Vec<Tier> = catalog.levels[pack.levels].iter().map(|l| l.tier).collect();
            assert!(tiers.is_sorted(), "{}: tiers in order", pack.title);
        }
    }

    #[test]
    fn a_share_code_becomes_a_level_of_its_own_once() {
        let mut catalog = Catalog::embedded().unwrap();
        let shipped = catalog.levels.len();
        let first = catalog.open_shared("BAAC/BAAC/DEEF/DGHF/I..J", Limits::default()).unwrap();
        assert_eq!(first, shipped);
        assert_eq!((catalog.levels[first].name.as_str(), catalog.levels[first].optimum.count), ("Shared puzzle", 81));
        assert!(catalog.levels[first].id.starts_with("shared-"), "{}", catalog.levels[first].id);
        assert!(catalog.record_key(first).starts_with("own-"), "its record is its own, not 横刀立马's");
        assert_eq!(catalog.open_shared(" BAAC/BAAC/DEEF/DGHF/I..J ", Limits::default()).unwrap(), first, "the same board again");
        assert_eq!(catalog.packs().last().unwrap().title, "My levels");
        let unsolvable = catalog.open_shared("AAB./..B.", Limits::default()).unwrap_err().to_string();
        assert_eq!(unsolvable, "AAB./..B.: the puzzle has no solution");
        let broken = catalog.open_shared("AAB/CC", Limits::default()).unwrap_err().to_string();
        assert!(broken.starts_with("AAB/CC: "), "the loader's own message: {broken}");
        let known = catalog.open_shared("BAAC/BAAC/DEEF/DGHF/I..J", Limits::with_bytes(10_000));
        assert_eq!(known.map_err(|e| e.to_string()), Ok(first), "a board already open needs no new solve");
        let large = catalog.open_shared("NAAO/PAAQ/.BB./HIJK/HIJK", Limits::with_bytes(10_000)).unwrap_err().to_string();
        assert!(large.starts_with("NAAO/PAAQ/.BB./HIJK/HIJK: the puzzle is too large to solve within "), "{large}");
        assert_eq!(catalog.levels.len(), shipped + 1, "nothing refused was added");
    }
}
