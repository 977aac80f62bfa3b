//! The levels the game knows: those it ships, checked and embedded at build time from `levels/` (as
//! JSON, read at start-up: see build.rs), and any level file the player opens; and their packs (one
//! family and board size each), split into tiers. Which levels are open to play is
//! [`crate::player::unlocking`]'s.
//!
//! A level's optimum is what the solver says ([`Par`]): a shipped level's is checked by CI (`gridlock-cli
//! verify levels`); any other level's claim — a level file's, a kept level's — is only a claim until
//! the background analysis of the level checks it, and a shared board string claims nothing. Nothing
//! is solved while a level is opened, so opening never holds up a frame, whatever the board.

use bevy::prelude::*;
use gridlock_core::daily::Daily;
use gridlock_core::level::{Level, LevelError, LevelFile, Optimum, Tier};
use gridlock_core::model::{Board, Family, Metric};
use gridlock_core::notation::parse_board;
use gridlock_core::puzzle::{Puzzle, PuzzleError, names_level_file};
use std::ops::Range;
use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// Every level: first the shipped ones in pack order (family, board size, tier, id — the generated
/// packs number their levels by difficulty), then any the player opened.
#[derive(Resource, Clone, Debug)]
pub struct Catalog {
    pub levels: Vec<Level>,
    /// What is known of each level's optimum, in step with `levels`.
    pars: Vec<Par>,
    /// How many of `levels` are shipped.
    shipped: usize,
}

/// What the game knows of a level's optimum, in the level's own metric. Stars are given only against
/// a known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Par {
    /// Found by the solver (the analysis, the editor's verdict, the generator), or a shipped level's,
    /// which CI verifies.
    Known(u32),
    /// Not checked yet: what the level's file or list claims, if anything. The analysis of the level,
    /// when it is played, checks it.
    Unchecked(Option<u32>),
    /// The analysis could not check the claim (if any) within its memory budget.
    TooLarge(Option<u32>),
    /// The analysis found that the level cannot be solved.
    NoSolution,
}

impl Par {
    pub fn known(self) -> Option<u32> {
        match self {
            Par::Known(count) => Some(count),
            _ => None,
        }
    }

    /// The optimum claimed but not (yet) checked.
    pub fn claimed(self) -> Option<u32> {
        match self {
            Par::Unchecked(claim) | Par::TooLarge(claim) => claim,
            Par::Known(_) | Par::NoSolution => None,
        }
    }
}

/// What the analysis found of a level's optimum, for [`Catalog::settle`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    Optimum(u32),
    NoSolution,
    TooLarge,
}

/// A level's claimed optimum that the analysis found wrong: it is `found` moves (in the level's metric),
/// or the level cannot be solved (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refuted {
    pub claimed: u32,
    pub found: Option<u32>,
}

/// Why a level asked for by name cannot be played.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    #[error("no level '{0}' (ids are listed by `gridlock-cli list levels`)")]
    NoSuchLevel(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// A shipped level as build.rs embedded it: the JSON of its file, which the engine's loader read and
/// checked at build time. An error here means the build and the engine disagree; it still names the file.
fn read_embedded(name: &str, json: &str) -> Result<Level, LevelError> {
    let path = Path::new("levels").join(name);
    let file: LevelFile = serde_json::from_str(json).map_err(|e| LevelError::Syntax {
        path: path.clone(),
        line: e.line(),
        col: e.column(),
        message: format!("the build's embedded copy does not read back: {e}"),
    })?;
    Level::from_file_at(file, &path)
}

/// A run of the catalog shown as one section of the level select.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pack {
    pub kind: PackKind,
    pub levels: Range<usize>,
}

/// What a pack holds (`i18n::words::pack` names it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackKind {
    /// The shipped levels of one family and board size: "Rush Hour 6×6", "Huarongdao 4×5".
    Shipped { family: Family, width: u8, height: u8 },
    /// "My levels": kept ones, level files, shared codes, made puzzles.
    Mine,
}

impl Catalog {
    pub fn embedded() -> Result<Catalog, LevelError> {
        let mut levels = LEVEL_FILES.iter().map(|(name, json)| read_embedded(name, json)).collect::<Result<Vec<_>, _>>()?;
        levels.sort_by(|a, b| pack_order(a).cmp(&pack_order(b)));
        let pars = levels.iter().map(|level| Par::Known(level.optimum.count)).collect();
        Ok(Catalog { shipped: levels.len(), levels, pars })
    }

    /// What is known of the level's optimum.
    pub fn par(&self, index: usize) -> Par {
        self.pars[index]
    }

    /// Records what the analysis found of the level's optimum. Returns what the player should be told
    /// when it refutes what the level claimed.
    pub fn settle(&mut self, index: usize, found: Found) -> Option<Refuted> {
        let before = self.pars[index];
        let claim = before.claimed();
        self.pars[index] = match (found, before) {
            // A shipped level's, or one found already, stands; a later, larger search cannot add to it.
            (_, Par::Known(count)) => Par::Known(count),
            (Found::Optimum(count), _) => Par::Known(count),
            (Found::NoSolution, _) => Par::NoSolution,
            (Found::TooLarge, _) => Par::TooLarge(claim),
        };
        match (claim, self.pars[index]) {
            (Some(claimed), Par::Known(found)) if claimed != found => Some(Refuted { claimed, found: Some(found) }),
            (Some(claimed), Par::NoSolution) => Some(Refuted { claimed, found: None }),
            _ => None,
        }
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

    /// Whether the level is the first shipped one of its family (First Gear, 似远实近): the one the
    /// family's first-time tutorial opens on.
    pub fn first_of_its_family(&self, index: usize) -> bool {
        let family = |i: usize| self.levels[i].board.family();
        self.is_shipped(index) && (0..index).all(|i| family(i) != family(index))
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
        let path = Path::new(name);
        let level = Level::load(path).map_err(PuzzleError::from)?;
        // Checked to fit the solver before it is added.
        Puzzle::from_level(level.clone(), &path.display().to_string())?;
        let claim = Par::Unchecked(Some(level.optimum.count));
        self.levels.push(level);
        self.pars.push(claim);
        Ok(self.levels.len() - 1)
    }

    /// A shared board string (`gridlock --board`, `?board=`, a pasted code) added to the catalog as a
    /// level of the player's own named `name` ("Shared puzzle"); an equal board already added is reused. The board is
    /// read and checked against the rules, never solved here: the analysis finds its optimum once it
    /// is played, in the background.
    pub fn open_shared(&mut self, code: &str, name: &str) -> Result<usize, CatalogError> {
        self.open_code(code, name, "shared", None)
    }

    /// A level the player kept (a board string under a name, claiming an optimum in moves if the list
    /// says one), as [`Catalog::open_shared`].
    pub fn open_kept(&mut self, code: &str, name: &str, claim: Option<u32>) -> Result<usize, CatalogError> {
        self.open_code(code, name, "mine", claim)
    }

    fn open_code(&mut self, code: &str, name: &str, kind: &str, claim: Option<u32>) -> Result<usize, CatalogError> {
        if let Some(known) = parse_board(code, None).ok().and_then(|board| self.opened(&board)) {
            return Ok(known);
        }
        let puzzle = Puzzle::from_board_string(code, None)?;
        // What the level claims is its `Par`; a board string with no claim counts 0 until the analysis
        // finds its optimum, and nothing reads that 0 (stars wait for the analysis).
        let level = Level::new(name, Optimum { metric: Metric::Moves, count: claim.unwrap_or(0) }, puzzle.board);
        Ok(self.add_opened(level, kind, Par::Unchecked(claim)))
    }

    /// Adds a level of the player's own (kept, shared, or made by "New puzzle") to the *My levels* pack, with
    /// an id from `kind` and its board — never a shipped id — unless its board is already there.
    pub fn add_opened(&mut self, mut level: Level, kind: &str, par: Par) -> usize {
        if let Some(known) = self.opened(&level.board) {
            return known;
        }
        level.id = opened_id(kind, &level.board);
        self.levels.push(level);
        self.pars.push(par);
        self.levels.len() - 1
    }

    /// A daily puzzle, made with its optimum (in moves), under an id that says which
    /// (`daily-2026-12-04-rush-hour-…`): a win of it is that day's result, even after a restart.
    pub fn add_daily(&mut self, level: Level, daily: Daily, par: Par) -> usize {
        let index = self.add_opened(level, &daily_kind(daily), par);
        self.named_daily(index, daily)
    }

    /// A daily puzzle taken up again from its share code (the play left unfinished).
    pub fn open_daily(&mut self, code: &str, name: &str, daily: Daily) -> Result<usize, CatalogError> {
        let index = self.open_code(code, name, &daily_kind(daily), None)?;
        Ok(self.named_daily(index, daily))
    }

    /// Gives an opened level the daily's id: the same board opened before under another kind (shared,
    /// say) is this daily now.
    fn named_daily(&mut self, index: usize, daily: Daily) -> usize {
        self.levels[index].id = opened_id(&daily_kind(daily), &self.levels[index].board);
        index
    }

    /// Which daily puzzle the level is, if it is one.
    pub fn daily(&self, index: usize) -> Option<Daily> {
        let rest = self.levels[index].id.strip_prefix(DAILY)?;
        let (date, rest) = rest.split_at_checked(10)?;
        let family = Daily::FAMILIES.into_iter().find(|f| rest.strip_prefix('-').is_some_and(|r| r.starts_with(f.cli_name())))?;
        Some(Daily { date: date.parse().ok()?, family })
    }

    /// The editor's draft, its optimum found by the editor's verdict, as a level to play-test. One slot,
    /// *Editor draft* in My levels, taken over by each new draft — unless the board is already one of the
    /// player's levels, which is played instead.
    pub fn put_draft(&mut self, mut level: Level) -> usize {
        if let Some(known) = self.opened(&level.board) {
            return known;
        }
        let par = Par::Known(level.optimum.count);
        let Some(slot) = (self.shipped..self.levels.len()).find(|&i| self.levels[i].id.starts_with(DRAFT)) else {
            return self.add_opened(level, DRAFT, par);
        };
        level.id = opened_id(DRAFT, &level.board);
        self.levels[slot] = level;
        self.pars[slot] = par;
        slot
    }

    /// A level the player keeps from the editor (its optimum found by the editor's verdict): as
    /// [`Catalog::add_opened`]; if its board is the play-tested draft's, that slot becomes the kept
    /// level (the next play-test takes a new one).
    pub fn add_kept(&mut self, level: Level) -> usize {
        let par = Par::Known(level.optimum.count);
        let index = self.add_opened(level, "mine", par);
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
            .map(|((family, width, height), levels)| Pack { kind: PackKind::Shipped { family, width, height }, levels })
            .collect();
        if self.levels.len() > self.shipped {
            packs.push(Pack { kind: PackKind::Mine, levels: self.shipped..self.levels.len() });
        }
        packs
    }
}

/// The id kind of the editor's play-tested draft.
const DRAFT: &str = "draft";

/// How the ids of daily puzzles begin.
const DAILY: &str = "daily-";

/// The id kind of a daily puzzle: `daily-2026-12-04-rush-hour`.
fn daily_kind(daily: Daily) -> String {
    format!("{DAILY}{}-{}", daily.date, daily.family.cli_name())
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_split_by_family_and_size_in_order() {
        let catalog = Catalog::embedded().unwrap();
        let kinds: Vec<PackKind> = catalog.packs().into_iter().map(|p| p.kind).collect();
        let shipped = |family, width, height| PackKind::Shipped { family, width, height };
        let (rush_hour, klotski) = (Family::RushHour, Family::Klotski);
        assert_eq!(kinds, [shipped(rush_hour, 6, 6), shipped(rush_hour, 7, 7), shipped(rush_hour, 8, 8), shipped(klotski, 4, 5)]);
        for pack in catalog.packs() {
            let tiers: Vec<Tier> = catalog.levels[pack.levels].iter().map(|l| l.tier).collect();
            assert!(tiers.is_sorted(), "{:?}: tiers in order", pack.kind);
        }
    }

    /// build.rs embeds each level as JSON: what the game reads back is the level its RON file describes,
    /// every field, and every file under `levels/` is there.
    #[test]
    fn the_embedded_levels_are_the_level_files() {
        let catalog = Catalog::embedded().unwrap();
        let files = gridlock_core::level::level_paths(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("levels")]).unwrap();
        assert_eq!(files.len(), catalog.levels.len());
        for file in files {
            let from_file = Level::load(&file).unwrap();
            let embedded = catalog.levels.iter().find(|l| l.id == from_file.id).expect("every level file is embedded");
            assert_eq!(embedded, &from_file, "{}", file.display());
        }
    }

    #[test]
    fn a_share_code_becomes_a_level_of_its_own_once() {
        let mut catalog = Catalog::embedded().unwrap();
        let shipped = catalog.levels.len();
        let first = catalog.open_shared("BAAC/BAAC/DEEF/DGHF/I..J", "Shared puzzle").unwrap();
        assert_eq!(first, shipped);
        assert_eq!(catalog.levels[first].name, "Shared puzzle");
        assert_eq!(catalog.par(first), Par::Unchecked(None), "opened unsolved: the analysis finds its optimum");
        assert!(catalog.levels[first].id.starts_with("shared-"), "{}", catalog.levels[first].id);
        assert!(catalog.record_key(first).starts_with("own-"), "its record is its own, not 横刀立马's");
        assert_eq!(catalog.open_shared(" BAAC/BAAC/DEEF/DGHF/I..J ", "Shared puzzle").unwrap(), first, "the same board again");
        assert_eq!(catalog.packs().last().unwrap().kind, PackKind::Mine);
        let broken = catalog.open_shared("AAB/CC", "Shared puzzle").unwrap_err().to_string();
        assert!(broken.starts_with("AAB/CC: "), "the loader's own message: {broken}");
        assert_eq!(catalog.levels.len(), shipped + 1, "nothing refused was added");
    }

    #[test]
    fn a_daily_puzzle_is_known_by_its_id_even_when_taken_up_again() {
        let mut catalog = Catalog::embedded().unwrap();
        let daily = Daily { date: "2026-12-04".parse().unwrap(), family: Family::Klotski };
        let shared = catalog.open_shared("BAAC/BAAC/DEEF/DGHF/I..J", "Shared puzzle").unwrap();
        assert_eq!(catalog.daily(shared), None);
        let level = catalog.levels[shared].clone();
        let index = catalog.add_daily(level, daily, Par::Known(81));
        assert_eq!((index, catalog.daily(index)), (shared, Some(daily)), "the board opened before is the daily now");
        let mut fresh = Catalog::embedded().unwrap();
        let again = fresh.open_daily("BAAC/BAAC/DEEF/DGHF/I..J", "Daily", daily).unwrap();
        assert_eq!(fresh.daily(again), Some(daily));
        assert_eq!(fresh.daily(0), None, "a shipped level is no daily");
    }

    #[test]
    fn the_solver_s_optimum_replaces_a_claim_and_a_wrong_claim_is_told() {
        let mut catalog = Catalog::embedded().unwrap();
        let shipped_par = catalog.par(0);
        assert!(matches!(shipped_par, Par::Known(_)), "shipped levels are verified by CI");
        assert_eq!(catalog.settle(0, Found::TooLarge), None);
        assert_eq!(catalog.par(0), shipped_par, "a verified optimum stands");

        let honest = catalog.open_kept("BAAC/BAAC/DEEF/DGHF/I..J", "Honest", Some(81)).unwrap();
        assert_eq!(catalog.settle(honest, Found::Optimum(81)), None, "a true claim needs no word");
        assert_eq!(catalog.par(honest), Par::Known(81));

        let code = gridlock_core::notation::share_code(&catalog.levels[0].board).unwrap();
        let liar = catalog.open_kept(&code, "Liar", Some(5)).unwrap();
        assert_eq!(catalog.par(liar).claimed(), Some(5));
        assert_eq!(catalog.settle(liar, Found::Optimum(9)), Some(Refuted { claimed: 5, found: Some(9) }));
        assert_eq!(catalog.par(liar), Par::Known(9));

        let large = catalog.open_kept("NAAO/PAAQ/.BB./HIJK/HIJK", "Large", Some(7)).unwrap();
        assert_eq!(catalog.settle(large, Found::TooLarge), None);
        assert_eq!(catalog.par(large), Par::TooLarge(Some(7)), "the claim stays a claim");

        let stuck = catalog.open_kept("AAB./..B.", "Stuck", Some(2)).unwrap();
        assert_eq!(catalog.settle(stuck, Found::NoSolution), Some(Refuted { claimed: 2, found: None }));
        assert_eq!(catalog.par(stuck).known(), None);
    }
}
