//! Where the game keeps what the player saves: a file (written atomically), the browser's local
//! storage, or memory for tests; and the rules every save follows: a damaged save is set aside under a
//! new name before anything is written over it, one that cannot be read is never written over, and the
//! player is told either way.

use crate::i18n::Tr;
use crate::i18n::tr;
use gridlock_core::files;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The largest save read: thousands of records or kept levels take well under a megabyte; a larger
/// file is no save of ours.
const MAX_SAVE_BYTES: u64 = 16 * 1024 * 1024;

/// Where a save is kept.
#[derive(Clone, Debug)]
pub enum Store {
    File(PathBuf),
    /// The browser's local storage, under this key.
    LocalStorage(String),
    /// A key-value store in memory with local storage's behaviour, for tests.
    Memory {
        key: String,
        slots: Arc<Mutex<BTreeMap<String, String>>>,
    },
}

/// What a store held at start-up, and what the player must be told about it.
pub struct Opened<T> {
    /// The parsed save; `None` for a fresh start (nothing saved, or a damaged save set aside).
    pub value: Option<T>,
    /// False when the save exists but could not be read or set aside: it is then never overwritten.
    pub writable: bool,
    pub notice: Option<SaveNotice>,
}

/// Which save a notice is about, as the player knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveKind {
    Progress,
    MyLevels,
    Resume,
}

/// What the player is told about a save ([`SaveNotice::in_words`] words it, in their language).
/// The `error`s are the system's or the browser's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveNotice {
    /// The save was damaged and is kept under another name; a fresh one is begun.
    SetAside { damage: Damage, kept: Kept },
    /// The save is damaged and could not be set aside: nothing is saved over it.
    NotSetAside { damage: Damage, error: String },
    /// The save could not be read: nothing is saved over it.
    Unreadable { error: String },
    /// This many records held impossible values and were dropped.
    Dropped(usize),
    /// A write failed (`None`: the save could not be read at start, so it is not written over).
    NotSaved(Option<String>),
}

/// Where in a save its text stops making sense, and what the parser (RON) says of it, in its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    pub line: usize,
    pub column: usize,
    pub detail: String,
}

impl From<ron::error::SpannedError> for Damage {
    fn from(e: ron::error::SpannedError) -> Damage {
        Damage { line: e.span.start.line, column: e.span.start.col, detail: e.code.to_string() }
    }
}

/// Where a damaged save was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    File(PathBuf),
    LocalStorageKey(String),
}

impl SaveKind {
    /// "saved progress", "list of levels".
    fn in_words(self, tr: &Tr) -> String {
        match self {
            SaveKind::Progress => tr!(tr, "save-progress"),
            SaveKind::MyLevels => tr!(tr, "save-my-levels"),
            SaveKind::Resume => tr!(tr, "save-resume"),
        }
    }

    /// Why a save of this kind was not written: the system's words, or that the save could not be read
    /// at start.
    pub fn why_not_saved(self, tr: &Tr, error: Option<String>) -> String {
        error.unwrap_or_else(|| tr!(tr, "save-not-overwritten", what = self.in_words(tr)))
    }
}

impl Kept {
    /// Where a damaged save was kept: its path, or its local storage key.
    pub fn in_words(&self, tr: &Tr) -> String {
        match self {
            Kept::File(path) => path.display().to_string(),
            Kept::LocalStorageKey(key) => tr!(tr, "save-kept-key", key = key.as_str()),
        }
    }
}

impl SaveNotice {
    /// What the player is told about a save of `kind`.
    pub fn in_words(&self, tr: &Tr, kind: SaveKind) -> String {
        let what = kind.in_words(tr);
        match self {
            SaveNotice::SetAside { damage, kept } => {
                let kept = kept.in_words(tr);
                let (line, column, detail) = (damage.line, damage.column, damage.detail.as_str());
                tr!(tr, "save-set-aside", what = what, line = line, column = column, detail = detail, kept = kept)
            }
            SaveNotice::NotSetAside { damage, error } => {
                let (line, column, detail) = (damage.line, damage.column, damage.detail.as_str());
                tr!(tr, "save-not-set-aside", what = what, line = line, column = column, detail = detail, error = error.as_str())
            }
            SaveNotice::Unreadable { error } => tr!(tr, "save-unreadable", what = what, error = error.as_str()),
            SaveNotice::Dropped(count) => tr!(tr, "save-dropped", count = *count),
            SaveNotice::NotSaved(error) => tr!(tr, "save-failed", what = what, why = kind.why_not_saved(tr, error.clone())),
        }
    }
}

/// The game's data folder on the desktop: `~/.local/share/gridlock` on Linux.
#[cfg(not(target_arch = "wasm32"))]
pub fn data_folder() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "gridlock").map(|dirs| dirs.data_dir().to_path_buf())
}

impl Store {
    /// The platform's place for the save `name`: `<data folder>/<name>.ron` on the desktop, local
    /// storage key `gridlock-<name>` in a browser.
    pub fn platform(name: &str) -> Option<Store> {
        #[cfg(target_arch = "wasm32")]
        return Some(Store::LocalStorage(format!("gridlock-{name}")));
        #[cfg(not(target_arch = "wasm32"))]
        data_folder().map(|folder| Store::File(folder.join(format!("{name}.ron"))))
    }

    /// Reads and parses the save at start-up. A damaged save is set aside; one that cannot be read, or
    /// set aside, is left alone.
    pub fn open<T>(&self, parse: impl FnOnce(&str) -> Result<T, Damage>) -> Opened<T> {
        let refused = |notice: SaveNotice| Opened { value: None, writable: false, notice: Some(notice) };
        match self.read() {
            Ok(None) => Opened { value: None, writable: true, notice: None },
            Ok(Some(text)) => match parse(&text) {
                Ok(value) => Opened { value: Some(value), writable: true, notice: None },
                Err(damage) => match self.set_aside(&text) {
                    Ok(kept) => Opened { value: None, writable: true, notice: Some(SaveNotice::SetAside { damage, kept }) },
                    Err(error) => refused(SaveNotice::NotSetAside { damage, error }),
                },
            },
            Err(error) => refused(SaveNotice::Unreadable { error }),
        }
    }

    /// The stored text; `None` when nothing was saved yet.
    pub fn read(&self) -> Result<Option<String>, String> {
        match self {
            // A regular file only: a save path that is a device or a pipe is never read (nor, since it
            // cannot be read, written over or set aside).
            Store::File(path) => match files::read_text(path, MAX_SAVE_BYTES, "a save") {
                Ok(text) => Ok(Some(text)),
                Err(e) if e.is_not_found() => Ok(None),
                Err(e) => Err(e.to_string()),
            },
            Store::LocalStorage(key) => local_storage::get(key),
            Store::Memory { key, slots } => Ok(slots.lock().map_err(|e| e.to_string())?.get(key).cloned()),
        }
    }

    pub fn write(&self, text: &str) -> Result<(), String> {
        match self {
            Store::File(path) => files::write_atomically(path, text.as_bytes()).map_err(|e| e.to_string()),
            Store::LocalStorage(key) => local_storage::set(key, text),
            Store::Memory { key, slots } => {
                slots.lock().map_err(|e| e.to_string())?.insert(key.clone(), text.to_string());
                Ok(())
            }
        }
    }

    /// Keeps a damaged save beside the store under a new name; returns where.
    pub fn set_aside(&self, text: &str) -> Result<Kept, String> {
        let suffix = format!("corrupt-{}", seconds_now());
        match self {
            Store::File(path) => {
                let kept = PathBuf::from(format!("{}.{suffix}", path.display()));
                std::fs::rename(path, &kept).map_err(|e| format!("{}: {e}", path.display()))?;
                Ok(Kept::File(kept))
            }
            Store::LocalStorage(key) => {
                let kept = format!("{key}.{suffix}");
                local_storage::set(&kept, text)?;
                Ok(Kept::LocalStorageKey(kept))
            }
            Store::Memory { key, slots } => {
                let kept = format!("{key}.{suffix}");
                slots.lock().map_err(|e| e.to_string())?.insert(kept.clone(), text.to_string());
                Ok(Kept::LocalStorageKey(kept))
            }
        }
    }
}

fn seconds_now() -> u64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

#[cfg(target_arch = "wasm32")]
mod local_storage {
    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or_else(|| "no local storage".to_string())
    }

    pub fn get(key: &str) -> Result<Option<String>, String> {
        storage()?.get_item(key).map_err(|_| "local storage refused the read".to_string())
    }

    pub fn set(key: &str, value: &str) -> Result<(), String> {
        storage()?.set_item(key, value).map_err(|_| "local storage refused the write".to_string())
    }
}

/// Off the web there is no local storage: reading or writing it is an error.
#[cfg(not(target_arch = "wasm32"))]
mod local_storage {
    pub fn get(_key: &str) -> Result<Option<String>, String> {
        Err("local storage exists only in a browser".into())
    }

    pub fn set(_key: &str, _value: &str) -> Result<(), String> {
        Err("local storage exists only in a browser".into())
    }
}
