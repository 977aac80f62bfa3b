//! Left–right reflection of states. When the board, its walls and its goal look the same in a mirror,
//! a state and its reflection are equally far from solved, so a search may store one of the two (the
//! smaller key) and do half the work: 横刀立马's states, for one, pair up this way.

use super::codes::{CODES, Field, NONE, decode, encode};
use super::sliced::ByteSliced;
use crate::model::{Board, Movement, Pos};

/// How to reflect a key: each field's slices looked up in tables of reflected bits.
#[derive(Clone, Debug)]
pub(super) struct Mirror(ByteSliced);

impl Mirror {
    /// The reflection of `board`'s states, if the board is its own mirror image: walls and goal
    /// symmetric, and every piece's reflection a position of the same piece (a vertical vehicle
    /// off the centre column has none).
    pub fn of(board: &Board, fields: &[Field], cells: &[u64]) -> Option<Mirror> {
        let w = board.width();
        let reflect = |p: usize, at: Pos| Pos::new(w - board.pieces()[p].width() - at.x, at.y);
        let walls_symmetric = board.walls().iter().all(|&c| board.walls().contains(&Pos::new(w - 1 - c.x, c.y)));
        let t = board.target_index();
        if !walls_symmetric || reflect(t, board.goal()) != board.goal() {
            return None;
        }
        // Each piece's code → its reflection's code, or `None` when some position has no reflection.
        let reflected_codes = |p: usize| -> Option<[u8; CODES]> {
            let mut table = [NONE; CODES];
            for code in (0..CODES as u8).filter(|&c| cells[p * CODES + c as usize] != 0) {
                let at = decode(board, p, code)?;
                let to = reflect(p, at);
                if board.pieces()[p].movement == Movement::Vertical && to.x != at.x {
                    return None;
                }
                table[code as usize] = encode(board, p, to);
            }
            Some(table)
        };
        let mut sliced = ByteSliced::default();
        for field in fields {
            let codes = reflected_codes(field.piece)?;
            let shift = field.shift;
            if field.is_group() {
                let rank_of = |rank: usize| field.rank_of_code[codes[field.code_of_rank[rank] as usize] as usize];
                sliced.add_bits(shift, field.code_of_rank.len(), |rank| 1u64 << (shift + rank_of(rank) as u32));
            } else {
                let width = field.mask.count_ones();
                sliced.add_value(shift, width, |code| {
                    (codes.get(code as usize).copied().unwrap_or(NONE) as u64 & field.mask) << shift
                });
            }
        }
        Some(Mirror(sliced))
    }

    /// The key of `key`'s mirror image.
    #[inline]
    pub fn reflect(&self, key: u64) -> u64 {
        self.0.of(key)
    }
}
