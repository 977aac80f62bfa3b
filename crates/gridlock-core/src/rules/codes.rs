//! How a piece's position becomes a small *code* (its column for a horizontal vehicle, its row for a
//! vertical one, its top-left cell for a free block) and how codes sit in a key's *fields*. The rules,
//! their labelled-layout moves and the mirror all read these.

use super::sliced::ByteSliced;
use crate::model::{Board, Movement, Pos};

/// No position: a step off the board.
pub(super) const NONE: u8 = u8::MAX;
/// Codes per piece: a free piece on an 8×8 board has at most 64 positions.
pub(super) const CODES: usize = 64;

/// One field of a key: a single piece's code, or the position set of a group of interchangeable pieces.
#[derive(Clone, Debug)]
pub(super) struct Field {
    /// The piece whose tables the field uses (for a group, its first member).
    pub piece: usize,
    /// Pieces stored in this field, in piece order.
    pub members: Vec<usize>,
    pub shift: u32,
    /// The field's bits, unshifted.
    pub mask: u64,
    /// For a group: bit `r` of the field stands for code `code_of_rank[r]`.
    pub code_of_rank: Vec<u8>,
    pub rank_of_code: Vec<u8>,
    /// For a group: its pieces' codes as a bitboard (bit `code` set), from its bits.
    pub codes_of_bits: Option<ByteSliced>,
}

impl Field {
    pub fn is_group(&self) -> bool {
        self.members.len() > 1
    }
}

/// A piece's position as its code.
pub(super) fn encode(board: &Board, p: usize, at: Pos) -> u8 {
    match board.pieces()[p].movement {
        Movement::Horizontal => at.x,
        Movement::Vertical => at.y,
        Movement::Free => at.y * board.width() + at.x,
    }
}

/// The position a code stands for, if the piece fits the board there.
pub(super) fn decode(board: &Board, p: usize, code: u8) -> Option<Pos> {
    let piece = &board.pieces()[p];
    let at = match piece.movement {
        Movement::Horizontal => Pos::new(code, piece.at.y),
        Movement::Vertical => Pos::new(piece.at.x, code),
        Movement::Free => Pos::new(code % board.width(), code / board.width()),
    };
    let inside = (code as u16) < board.width() as u16 * board.height() as u16
        && at.x + piece.size.0 <= board.width()
        && at.y + piece.size.1 <= board.height();
    inside.then_some(at)
}
