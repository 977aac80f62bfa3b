//! The puzzle core's refusals in the player's language: what the level loader, the board-string
//! reader, the board's rules, the editor's drafts and the analysis say when the game shows them. The
//! core's own English (its `Display`) stays for the command-line tool. What a parser or the system says
//! in its own words (RON's syntax messages, an I/O error) is passed through inside a translated frame.

use super::Tr;
use super::words;
use crate::catalog::CatalogError;
use crate::i18n::tr;
use gridlock_core::cluster::ClusterError;
use gridlock_core::draft::{EditError, MAX_LABELS};
use gridlock_core::files::FileError;
use gridlock_core::level::{LevelError, MAX_LEVEL_BYTES};
use gridlock_core::model::{BoardError, ExitBlocked, Family, MAX_SIDE, Movement, Side};
use gridlock_core::notation::{MAX_BOARD_CHARS, NotationError};
use gridlock_core::puzzle::PuzzleError;
use gridlock_core::rules::TooManyPieces;
use gridlock_core::solver::memory::human_bytes;
use std::path::Path;

fn path(path: &Path) -> String {
    path.display().to_string()
}

pub fn catalog_error(tr: &Tr, error: &CatalogError) -> String {
    match error {
        CatalogError::NoSuchLevel(name) => tr!(tr, "error-no-such-level", name = name.as_str()),
        CatalogError::Puzzle(e) => puzzle_error(tr, e),
    }
}

pub fn puzzle_error(tr: &Tr, error: &PuzzleError) -> String {
    match error {
        PuzzleError::Level(e) => level_error(tr, e),
        PuzzleError::BoardString { text, source } => {
            let why = notation_error(tr, source);
            match PuzzleError::shown(text) {
                None => why,
                Some(text) => tr!(tr, "error-in-board-string", text = text, why = why),
            }
        }
        PuzzleError::Unsolvable { source_name, source } => {
            tr!(tr, "error-in", source = source_name.as_str(), why = too_many_pieces(tr, source))
        }
    }
}

pub fn level_error(tr: &Tr, error: &LevelError) -> String {
    match error {
        LevelError::Io { path: p, source } => tr!(tr, "error-cannot-read", path = path(p), why = source.to_string()),
        LevelError::Syntax { path: p, line, col, message } => {
            tr!(tr, "error-at", path = path(p), line = *line, column = *col, why = message.as_str())
        }
        LevelError::Invalid { path: p, source } => tr!(tr, "error-in", source = path(p), why = board_error(tr, source)),
        LevelError::Write { path: p, message } => tr!(tr, "error-cannot-write", path = path(p), why = message.as_str()),
        LevelError::TooLarge { path: p, size } => {
            tr!(tr, "error-level-too-large", path = path(p), size = *size, most = MAX_LEVEL_BYTES)
        }
        LevelError::File(e) => file_error(tr, e),
    }
}

pub fn file_error(tr: &Tr, error: &FileError) -> String {
    match error {
        FileError::NotRegular { path: p, kind } => tr!(tr, "error-not-a-file", path = path(p), kind = *kind),
        FileError::TooLarge { path: p, size, max, .. } => {
            tr!(tr, "error-file-too-large", path = path(p), size = *size, most = *max)
        }
        FileError::NotText { path: p, line, col, byte } => {
            let byte = format!("0x{byte:02X}");
            tr!(tr, "error-not-text", path = path(p), line = *line, column = *col, byte = byte)
        }
        FileError::Missing { path: p } => tr!(tr, "error-missing", path = path(p)),
        FileError::DanglingLink { path: p } => tr!(tr, "error-dangling-link", path = path(p)),
        FileError::Io { path: p, source } => tr!(tr, "error-in", source = path(p), why = source.to_string()),
        FileError::NotReadBack { path: p } => tr!(tr, "error-not-read-back", path = path(p)),
    }
}

pub fn notation_error(tr: &Tr, error: &NotationError) -> String {
    match error {
        NotationError::Empty => tr!(tr, "notation-empty"),
        NotationError::TooLong(length) => tr!(tr, "notation-too-long", length = *length, most = MAX_BOARD_CHARS),
        NotationError::EmptyRow(row) => tr!(tr, "notation-empty-row", row = *row),
        NotationError::FoglemanLength(length) => tr!(tr, "notation-fogleman-length", length = *length),
        NotationError::RaggedRow { row, len, expected } => {
            tr!(tr, "notation-ragged-row", row = *row, length = *len, expected = *expected)
        }
        NotationError::TooLarge(width, height) => {
            tr!(tr, "notation-too-large", width = *width, height = *height, most = MAX_SIDE)
        }
        NotationError::BadChar { ch, row, col } => {
            tr!(tr, "notation-bad-character", character = ch.to_string(), row = *row, column = *col)
        }
        NotationError::NotRectangle(label) => tr!(tr, "notation-not-rectangle", label = label.to_string()),
        NotationError::UnknownGame => tr!(tr, "notation-unknown-game"),
        NotationError::NoCentre(width, board) => tr!(tr, "notation-no-centre", width = *width, board = *board),
        NotationError::NotExpressible(why) => tr!(tr, "notation-not-expressible", why = why.as_str()),
        NotationError::Board(e) => board_error(tr, e),
    }
}

/// What each family allows of a piece's shape.
fn allowed_shapes(tr: &Tr, family: Family) -> String {
    match family {
        Family::RushHour => tr!(tr, "shapes-rush-hour"),
        Family::Klotski => tr!(tr, "shapes-klotski"),
    }
}

pub fn board_error(tr: &Tr, error: &BoardError) -> String {
    let label = |c: &char| c.to_string();
    match error {
        BoardError::BadSize(width, height) => tr!(tr, "board-bad-size", width = *width, height = *height, most = MAX_SIDE),
        BoardError::MissingTarget => tr!(tr, "board-no-target"),
        BoardError::DuplicateLabel(c) => tr!(tr, "board-duplicate-label", label = label(c)),
        BoardError::InvisibleLabel(c) => tr!(tr, "board-invisible-label", label = format!("{c:?}")),
        BoardError::EmptyPiece(c) => tr!(tr, "board-empty-piece", label = label(c)),
        BoardError::OutOfBounds(c, width, height) => {
            tr!(tr, "board-piece-outside", label = label(c), width = *width, height = *height)
        }
        BoardError::WallOutOfBounds(at) => tr!(tr, "board-wall-outside", cell = at.to_string()),
        BoardError::Overlap(c, other) => tr!(tr, "board-overlap", label = label(c), other = other.as_str()),
        BoardError::BadShape { label: c, w, h, family, .. } => tr!(
            tr,
            "board-bad-shape",
            label = label(c),
            width = *w,
            height = *h,
            family = words::family(tr, *family),
            allowed = allowed_shapes(tr, *family)
        ),
        BoardError::BadMovement { label: c, movement, w, h, family } => {
            let movement = match movement {
                Movement::Horizontal => tr!(tr, "movement-across"),
                Movement::Vertical => tr!(tr, "movement-up-and-down"),
                Movement::Free => tr!(tr, "movement-free"),
            };
            let family = words::family(tr, *family);
            tr!(tr, "board-bad-movement", label = label(c), movement = movement, width = *w, height = *h, family = family)
        }
        BoardError::BadExit { side, offset } => {
            let side = match side {
                Side::Top => tr!(tr, "side-top"),
                Side::Bottom => tr!(tr, "side-bottom"),
                Side::Left => tr!(tr, "side-left"),
                Side::Right => tr!(tr, "side-right"),
            };
            tr!(tr, "board-bad-exit", side = side, offset = *offset)
        }
        BoardError::TargetCannotReachExit(blocked) => {
            let why = match blocked {
                ExitBlocked::WrongAxis => tr!(tr, "exit-wrong-axis"),
                ExitBlocked::CannotMoveTowards => tr!(tr, "exit-cannot-move-towards"),
                ExitBlocked::Walled => tr!(tr, "exit-walled"),
            };
            tr!(tr, "board-target-cannot-exit", why = why)
        }
    }
}

pub fn edit_error(tr: &Tr, error: &EditError) -> String {
    match error {
        EditError::NoSuchPiece(n) => tr!(tr, "edit-no-such-piece", piece = *n),
        EditError::DoesNotFit(w, h, width, height) => {
            tr!(tr, "edit-does-not-fit", piece_width = *w, piece_height = *h, width = *width, height = *height)
        }
        EditError::BadShape { family, w, h, .. } => {
            let allowed = allowed_shapes(tr, *family);
            tr!(tr, "edit-bad-shape", family = words::family(tr, *family), width = *w, height = *h, allowed = allowed)
        }
        EditError::NoLabel => tr!(tr, "edit-no-label", most = MAX_LABELS),
        EditError::TargetStays => tr!(tr, "edit-target-stays"),
        EditError::OutsideBoard(at) => tr!(tr, "edit-outside", cell = at.to_string()),
        EditError::BadArrangement { given, pieces } => tr!(tr, "edit-bad-arrangement", given = *given, pieces = *pieces),
    }
}

pub fn too_many_pieces(tr: &Tr, error: &TooManyPieces) -> String {
    tr!(tr, "error-too-many-pieces", bits = error.bits)
}

/// Why the analysis stopped: the budget it ran into, or the player.
pub fn cluster_error(tr: &Tr, error: &ClusterError) -> String {
    match error {
        ClusterError::LimitReached { states, bytes, budget } => {
            let (bytes, budget) = (human_bytes(*bytes), human_bytes(*budget));
            tr!(tr, "error-limit-reached", states = *states, bytes = bytes, budget = budget)
        }
        ClusterError::Cancelled => tr!(tr, "error-cancelled"),
    }
}
