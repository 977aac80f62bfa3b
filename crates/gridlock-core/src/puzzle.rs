//! The one way in for a puzzle a player hands over — a level file or a board string — shared by
//! `gridlock-cli`, the game's `--level`, the web page's query and the editor's import. Whatever the
//! source, it is read under a size cap, validated by the same [`Board::new`] rules and compiled for
//! the solver, and every refusal names its source: file, line and column for a level file, the text
//! itself for a board string.

use super::files;
use super::level::{Level, LevelError, MAX_LEVEL_BYTES};
use super::model::{Board, Family};
use super::notation::{NotationError, parse_board};
use super::rules::{Rules, TooManyPieces};
use std::path::Path;

/// A validated puzzle, ready for the solver.
pub struct Puzzle {
    /// The validated board.
    pub board: Board,
    /// The level file it came from, if it did.
    pub level: Option<Level>,
    /// Its compiled rules.
    pub rules: Rules,
}

/// Why a puzzle was refused.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    /// A level file that could not be loaded.
    #[error(transparent)]
    Level(#[from] LevelError),
    /// A board string that could not be read.
    #[error("{}{source}", named(text))]
    BoardString {
        /// The text as given.
        text: String,
        /// What is wrong with it.
        source: NotationError,
    },
    /// A board whose state does not fit the solver's keys.
    #[error("{source_name}: {source}")]
    Unsolvable {
        /// The file or board it came from.
        source_name: String,
        /// How many bits it needs.
        source: TooManyPieces,
    },
}

/// A board string as an error names it (`TEXT: `; nothing for blank text).
fn named(text: &str) -> String {
    PuzzleError::shown(text).map_or_else(String::new, |text| format!("{text}: "))
}

impl PuzzleError {
    /// A board string as a refusal names it, cut if long; `None` for blank text, which is not named.
    pub fn shown(text: &str) -> Option<String> {
        let text = text.trim();
        (!text.is_empty()).then(|| shown(text))
    }
}

/// A board string as an error shows it: long input is cut, so a message stays one readable line.
fn shown(text: &str) -> String {
    const SHOWN: usize = 80;
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}… ({} characters)", &text[..cut], text.chars().count()),
        None => text.to_string(),
    }
}

/// Whether `text` names a level file rather than being a board string: a name ending in `.ron` (read
/// as a file even if missing, so the error says so), or anything on disk by that name — a folder or a
/// device is then refused as what it is, not parsed as a board — except a folder named only by dots
/// and slashes (`/`, `..`), which reads as the (empty) board it looks like.
pub fn names_level_file(text: &str) -> bool {
    let path = Path::new(text);
    let board_like_folder = || path.is_dir() && text.chars().all(|c| c == '/' || c == '.');
    text.ends_with(".ron") || (path.exists() && !board_like_folder())
}

impl Puzzle {
    /// A level file (see [`names_level_file`]) or else a board string; `game` forces a board string's
    /// family.
    pub fn open(text: &str, game: Option<Family>) -> Result<Puzzle, PuzzleError> {
        if names_level_file(text) {
            return Puzzle::load_level(Path::new(text));
        }
        Puzzle::from_board_string(text, game)
    }

    /// A level file.
    pub fn load_level(path: &Path) -> Result<Puzzle, PuzzleError> {
        Puzzle::from_level(Level::load(path)?, &path.display().to_string())
    }

    /// A board string alone.
    pub fn from_board_string(text: &str, game: Option<Family>) -> Result<Puzzle, PuzzleError> {
        let board = parse_board(text, game).map_err(|source| PuzzleError::BoardString { text: text.to_string(), source })?;
        let rules = compile(&board, || shown(text.trim()))?;
        Ok(Puzzle { board, level: None, rules })
    }

    /// Standard input's text: a level in RON (it starts with `(`) or else a board string, under a
    /// level file's cap; errors name it "standard input".
    pub fn read_standard_input(game: Option<Family>) -> Result<Puzzle, PuzzleError> {
        let text = files::read_standard_input(MAX_LEVEL_BYTES, "a level or board string")
            .map_err(|e| PuzzleError::Level(LevelError::File(e)))?;
        if text.trim_start().starts_with('(') {
            let name = files::STANDARD_INPUT_NAME;
            return Puzzle::from_level(Level::parse(&text, Path::new(name))?, name);
        }
        Puzzle::from_board_string(text.trim(), game)
    }

    /// A level already read (`source_name` names it in errors).
    pub fn from_level(level: Level, source_name: &str) -> Result<Puzzle, PuzzleError> {
        let rules = compile(&level.board, || source_name.to_string())?;
        Ok(Puzzle { board: level.board.clone(), level: Some(level), rules })
    }
}

fn compile(board: &Board, source_name: impl FnOnce() -> String) -> Result<Rules, PuzzleError> {
    Rules::new(board).map_err(|source| PuzzleError::Unsolvable { source_name: source_name(), source })
}
