//! "My levels": puzzles the player keeps — a shared code, a level file or a made puzzle saved under a
//! name. Kept as one RON list of names and share codes: on the desktop `my-levels.ron` in the data
//! folder (written atomically), in a browser in local storage. They open at start-up in the level
//! select's *My levels* pack, each with its own record. A damaged list is set aside, never
//! overwritten, and the player is told.

use super::catalog::Catalog;
use super::notices::Notices;
use super::store::Store;
use bevy::prelude::*;
use gridlock_core::notation::share_code;
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::Limits;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveLevel>().init_resource::<MyLevels>().add_systems(Update, save_levels);
}

/// Asks to keep the catalog's level `index` under `name`.
#[derive(Message, Clone, Debug)]
pub struct SaveLevel {
    pub index: usize,
    pub name: String,
}

/// What the list is called in what the player is told.
const SAVE: &str = "list of levels";

/// The longest name a level is kept under.
pub const MAX_NAME: usize = 40;

/// Where the player's levels are kept (`None`: nowhere, as in tests and screenshots), and whether the
/// list there may be written.
#[derive(Resource, Debug, Default)]
pub struct MyLevels {
    pub store: Option<Store>,
    writable: bool,
}

/// The list as written.
#[derive(Debug, Default, Serialize, Deserialize)]
struct SavedLevels {
    levels: Vec<SavedLevel>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedLevel {
    name: String,
    board: String,
}

impl MyLevels {
    /// The platform's store: `~/.local/share/gridlock/my-levels.ron` on Linux, local storage on the web.
    pub fn default_store() -> Option<Store> {
        Store::platform("my-levels")
    }

    /// Reads the kept levels into the catalog, each solved within `limits`; what could not be read is
    /// reported in `notices`.
    pub fn load(store: Store, limits: Limits, catalog: &mut Catalog, notices: &mut Notices) -> MyLevels {
        let opened = store.open(SAVE, parse);
        if let Some(notice) = opened.notice {
            notices.post("My levels", notice);
        }
        for level in opened.value.map_or_else(Vec::new, |saved| saved.levels) {
            match Puzzle::shared_level(&level.board, &level.name, limits.clone()) {
                Ok(playable) => drop(catalog.add_opened(playable, "mine")),
                Err(e) => notices.post("My levels", format!("'{}' could not be opened: {e}.", level.name)),
            }
        }
        MyLevels { store: Some(store), writable: opened.writable }
    }

    /// Adds one level to the stored list (read again first: another window may have saved meanwhile).
    fn keep(&self, name: &str, board: String) -> Result<(), String> {
        let Some(store) = &self.store else { return Ok(()) };
        if !self.writable {
            return Err(format!("the {SAVE} could not be read, so it is not overwritten"));
        }
        // A list damaged since it was loaded is kept aside, as at start-up, and a new one begun.
        let mut saved = match store.read()? {
            Some(text) => parse(&text).or_else(|_| store.set_aside(&text).map(|_| SavedLevels::default()))?,
            None => SavedLevels::default(),
        };
        saved.levels.retain(|l| l.board != board);
        saved.levels.push(SavedLevel { name: name.to_string(), board });
        store.write(&ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?)
    }
}

fn parse(text: &str) -> Result<SavedLevels, String> {
    ron::from_str(text).map_err(|e| format!("line {}, column {}: {}", e.span.start.line, e.span.start.col, e.code))
}

/// Why a name cannot be used, if it cannot.
pub fn check_name(name: &str) -> Result<&str, String> {
    let name = name.trim();
    match name.chars().count() {
        0 => Err("a level needs a name".into()),
        n if n > MAX_NAME => Err(format!("a name is at most {MAX_NAME} characters; this one has {n}")),
        _ if name.chars().any(char::is_control) => Err("a name is one line of text".into()),
        _ => Ok(name),
    }
}

fn save_levels(
    mut asked: MessageReader<SaveLevel>,
    mut catalog: ResMut<Catalog>,
    mine: Res<MyLevels>,
    mut notices: ResMut<Notices>,
) {
    for SaveLevel { index, name } in asked.read() {
        let result = check_name(name).and_then(|name| {
            if catalog.is_shipped(*index) {
                return Err("it comes with the game".into());
            }
            let level = catalog.levels.get(*index).ok_or("no such level")?;
            let code = share_code(&level.board).map_err(|e| format!("it cannot be written as a share code ({e})"))?;
            mine.keep(name, code)?;
            Ok(name.to_string())
        });
        match result {
            Ok(name) => {
                catalog.levels[*index].name = name.clone();
                notices.post("My levels", format!("Saved as '{name}' in My levels."));
            }
            Err(why) => notices.post("My levels", format!("The level was not saved: {why}.")),
        }
    }
}
