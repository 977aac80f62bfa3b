//! A layout's number among its mix's layouts, computed instead of looked up in a table of every
//! layout. A layout is a *frame* — where the 2×2, 1×2 and 2×1 blocks stand — and a choice of which
//! of the frame's free cells hold the 1×1 blocks (any choice leaves the rest empty, so every one is a
//! layout). The frames of a mix are few (hundreds to thousands, a small table that stays in cache);
//! the choice's rank among all choices of as many cells is arithmetic (the combinatorial number
//! system). So most moves — a 1×1 block's — need no look-up at all beyond the frame's.

use super::layout::{BOARD, CELLS, Cells, Mix, frame_of, singles_of};
use rustc_hash::FxHashMap;

/// `BINOMIAL[n][k]`: n choose k, for the 20 cells and up to 14 blocks.
const BINOMIAL: [[u32; 16]; 21] = {
    let mut table = [[0u32; 16]; 21];
    let mut n = 0;
    while n <= 20 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 16 && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
};

/// The numbering of one mix's layouts: `0..len`.
pub struct Index {
    frames: FxHashMap<u64, Frame>,
    len: u32,
}

/// One frame: its layouts' first number, and each free cell's place among its free cells.
#[derive(Clone, Copy)]
pub struct Frame {
    first: u32,
    places: [u8; CELLS as usize],
}

impl Frame {
    /// The number of the frame's layout whose 1×1 blocks stand on `singles`: the rank of that
    /// choice among all choices of as many free cells, in colex order (the sum of C(place, i) over
    /// the chosen cells in increasing order, i counted from 1).
    #[inline(always)]
    pub fn number(&self, mut singles: u32) -> u32 {
        let mut rank = 0;
        let mut i = 1;
        while singles != 0 {
            rank += BINOMIAL[usize::from(self.places[singles.trailing_zeros() as usize])][i];
            singles &= singles - 1;
            i += 1;
        }
        self.first + rank
    }
}

impl Index {
    /// The numbering of `mix`'s layouts, given every one of them.
    pub fn new(mix: Mix, layouts: &[u64]) -> Index {
        let mut frames = FxHashMap::default();
        let mut len = 0;
        for &key in layouts {
            frames.entry(frame_of(key)).or_insert_with(|| {
                let free = free_of_frame(key);
                let mut places = [0; CELLS as usize];
                let mut place = 0;
                for cell in (0..CELLS).filter(|cell| free & 1 << cell != 0) {
                    places[cell as usize] = place;
                    place += 1;
                }
                let first = len;
                len += BINOMIAL[usize::from(place)][usize::from(mix.singles)];
                Frame { first, places }
            });
        }
        Index { frames, len }
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// The frame of `key`, a layout of the mix.
    #[inline(always)]
    pub fn frame(&self, key: u64) -> &Frame {
        &self.frames[&frame_of(key)]
    }

    /// The number of `key`, a layout of the mix.
    #[inline(always)]
    pub fn of(&self, key: u64) -> u32 {
        self.frame(key).number(singles_of(key))
    }
}

/// The cells the frame of `key` leaves to the 1×1 blocks and the empty cells.
fn free_of_frame(key: u64) -> u32 {
    let cells = Cells::of(key);
    BOARD & !(cells.occupied() & !cells.singles)
}
