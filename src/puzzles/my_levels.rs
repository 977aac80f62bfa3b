//! "My levels": puzzles the player keeps — a shared code, a level file or a made puzzle saved under a
//! name. Kept as one RON list of names, share codes and optima: on the desktop `my-levels.ron` in the
//! data folder (written atomically), in a browser in local storage. They open at start-up in the level
//! select's *My levels* pack, each with its own record. A damaged list is set aside, never
//! overwritten, and the player is told.
//!
//! Start-up reads the list and checks each board against the rules, but solves none: a kept optimum is
//! a claim until the level is played and its analysis checks it. At most [`MAX_SHOWN`] levels are
//! opened; a longer list (only a hand-made one gets there) is kept whole and the player told.

use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, errors};
use crate::player::notices::Notices;
use crate::player::store::{Damage, SaveKind, Store};
use bevy::prelude::*;
use gridlock_core::model::Metric;
use gridlock_core::notation::share_code;
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

/// The longest name a level is kept under.
pub const MAX_NAME: usize = 40;

/// The most kept levels opened at start-up: far more than anyone keeps by hand, few enough that the
/// level select stays quick to lay out and the window opens at once.
pub const MAX_SHOWN: usize = 1_000;

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
    /// The optimum in moves when it was kept (lists from before it was saved lack it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    optimum: Option<u32>,
}

impl MyLevels {
    /// The platform's store: `~/.local/share/gridlock/my-levels.ron` on Linux, local storage on the web.
    pub fn default_store() -> Option<Store> {
        Store::platform("my-levels")
    }

    /// Reads the kept levels into the catalog (the first [`MAX_SHOWN`]); what could not be read is
    /// reported in `notices`.
    pub fn load(store: Store, catalog: &mut Catalog, notices: &mut Notices, tr: &Tr) -> MyLevels {
        let opened = store.open(parse);
        let title = tr!(tr, "notice-my-levels");
        if let Some(notice) = opened.notice {
            notices.post(&title, notice.in_words(tr, SaveKind::MyLevels));
        }
        let levels = opened.value.map_or_else(Vec::new, |saved| saved.levels);
        if levels.len() > MAX_SHOWN {
            notices.post(&title, tr!(tr, "my-levels-too-many", count = levels.len(), shown = MAX_SHOWN));
        }
        for level in levels.iter().take(MAX_SHOWN) {
            if let Err(e) = catalog.open_kept(&level.board, &level.name, level.optimum) {
                let why = errors::catalog_error(tr, &e);
                notices.post(&title, tr!(tr, "my-levels-unopenable", name = level.name.as_str(), why = why));
            }
        }
        MyLevels { store: Some(store), writable: opened.writable }
    }

    /// Adds one level to the stored list (read again first: another window may have saved meanwhile).
    fn keep(&self, name: &str, board: String, optimum: Option<u32>, tr: &Tr) -> Result<(), String> {
        let Some(store) = &self.store else { return Ok(()) };
        if !self.writable {
            return Err(SaveKind::MyLevels.why_not_saved(tr, None));
        }
        // A list damaged since it was loaded is kept aside, as at start-up, and a new one begun.
        let mut saved = match store.read()? {
            Some(text) => match parse(&text) {
                Ok(saved) => saved,
                Err(_) => store.set_aside(&text).map(|_| SavedLevels::default())?,
            },
            None => SavedLevels::default(),
        };
        saved.levels.retain(|l| l.board != board);
        saved.levels.push(SavedLevel { name: name.to_string(), board, optimum });
        store.write(&ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?)
    }
}

fn parse(text: &str) -> Result<SavedLevels, Damage> {
    Ok(ron::from_str(text)?)
}

/// Why a name cannot be used, if it cannot, in the player's language.
pub fn check_name<'a>(name: &'a str, tr: &Tr) -> Result<&'a str, String> {
    let name = name.trim();
    match name.chars().count() {
        0 => Err(tr!(tr, "name-empty")),
        n if n > MAX_NAME => Err(tr!(tr, "name-too-long", most = MAX_NAME, length = n)),
        _ if name.chars().any(char::is_control) => Err(tr!(tr, "name-not-one-line")),
        _ => Ok(name),
    }
}

fn save_levels(
    mut asked: MessageReader<SaveLevel>,
    mut catalog: ResMut<Catalog>,
    mine: Res<MyLevels>,
    mut notices: ResMut<Notices>,
    tr: Res<Tr>,
) {
    for SaveLevel { index, name } in asked.read() {
        let result = check_name(name, &tr).and_then(|name| {
            if catalog.is_shipped(*index) {
                return Err(tr!(tr, "keep-shipped"));
            }
            let level = catalog.levels.get(*index).ok_or_else(|| tr!(tr, "keep-no-such-level"))?;
            let code = share_code(&level.board).map_err(|_| tr!(tr, "keep-no-share-code"))?;
            // Kept in moves, the metric a share code's level is played in.
            let optimum = catalog.par(*index).known().filter(|_| level.optimum.metric == Metric::Moves);
            mine.keep(name, code, optimum, &tr)?;
            Ok(name.to_string())
        });
        let title = tr!(tr, "notice-my-levels");
        match result {
            Ok(name) => {
                catalog.levels[*index].name = name.clone();
                notices.post(&title, tr!(tr, "my-levels-saved", name = name));
            }
            Err(why) => notices.post(&title, tr!(tr, "my-levels-not-saved", why = why)),
        }
    }
}
