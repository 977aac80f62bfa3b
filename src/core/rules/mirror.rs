//! Left–right reflection of states. When the board, its walls and its goal look the same in a mirror,
//! a state and its reflection are equally far from solved, so a search may store one of the two (the
//! smaller key) and do half the work: 横刀立马's states, for one, pair up this way.

use super::sliced::ByteSliced;
use super::{CODES, Field, NONE, Rules};
use crate::core::model::{Board, Movement, Pos};

/// How to reflect a key, field by field.
#[derive(Clone, Debug)]
pub(super) struct Mirror {
    /// A one-piece field: its shift, its mask and each code's reflection.
    singles: Vec<(u32, u64, [u8; CODES])>,
    /// A group's field: its shift and its bits reflected (a permutation of its bits: one per position).
    groups: Vec<(u32, ByteSliced)>,
}

impl Mirror {
    /// The reflection of `board`'s states, if the board is its own mirror image: walls and goal
    /// symmetric, and every piece's reflection a position of the same piece (a vertical vehicle
    /// off the centre column has none).
    pub fn of(board: &Board, fields: &[Field], cells: &[u64]) -> Option<Mirror> {
        let w = board.width;
        let reflect = |p: usize, at: Pos| Pos::new(w - board.pieces[p].width() - at.x, at.y);
        let walls_symmetric = board.walls.iter().all(|&c| board.walls.contains(&Pos::new(w - 1 - c.x, c.y)));
        let t = board.target_index();
        if !walls_symmetric || reflect(t, board.goal()) != board.goal() {
            return None;
        }
        // Each piece's code → its reflection's code, or `None` when some position has no reflection.
        let reflected_codes = |p: usize| -> Option<[u8; CODES]> {
            let mut table = [NONE; CODES];
            for code in (0..CODES as u8).filter(|&c| cells[p * CODES + c as usize] != 0) {
                let at = Rules::decode(board, p, code)?;
                let to = reflect(p, at);
                if board.pieces[p].movement == Movement::Vertical && to.x != at.x {
                    return None;
                }
                table[code as usize] = Rules::encode(board, p, to);
            }
            Some(table)
        };
        let mut mirror = Mirror { singles: Vec::new(), groups: Vec::new() };
        for field in fields {
            let codes = reflected_codes(field.piece)?;
            if !field.is_group() {
                mirror.singles.push((field.shift, field.mask, codes));
                continue;
            }
            let reflected = ByteSliced::new(field.code_of_rank.len(), |rank| {
                1u64 << field.rank_of_code[codes[field.code_of_rank[rank] as usize] as usize]
            });
            mirror.groups.push((field.shift, reflected));
        }
        Some(mirror)
    }

    /// The key of `key`'s mirror image.
    #[inline]
    pub fn reflect(&self, key: u64) -> u64 {
        let mut out = 0u64;
        for &(shift, mask, ref codes) in &self.singles {
            out |= (codes[((key >> shift) & mask) as usize] as u64) << shift;
        }
        for (shift, reflected) in &self.groups {
            out |= reflected.of(key >> shift) << shift;
        }
        out
    }
}
