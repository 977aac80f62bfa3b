//! Where a free block (a piece that moves in all four directions) can go, worked out on bitboards.
//! A free block's code is its top-left cell, so a set of its positions is a bitboard too: the positions
//! it fits in are a few shifted ANDs of the free cells, and a step, a slide or a flood fill over them is
//! a few shifts per step, all in registers, instead of a table walk per position.

use crate::model::{Dir, Metric, Pos};

/// The board-wide masks a block's moves need.
#[derive(Clone, Copy, Debug)]
pub(super) struct Grid {
    width: u32,
    /// Every cell of the board.
    cells: u64,
    /// Cells a step right may land on (not the first column: a step right from the last column would
    /// wrap onto the next row), and a step left (not the last column).
    not_first_column: u64,
    not_last_column: u64,
}

impl Grid {
    pub fn new(width: u8, height: u8) -> Grid {
        let cells = cells_where(width, height, |_| true);
        let column = |x: u8| cells_where(width, height, |at| at.x == x);
        Grid { width: width as u32, cells, not_first_column: cells & !column(0), not_last_column: cells & !column(width - 1) }
    }

    /// The cells `occupied` leaves free.
    #[inline(always)]
    pub fn free(&self, occupied: u64) -> u64 {
        self.cells & !occupied
    }

    /// Every position of `set` moved one cell towards `dir` (positions leaving the board dropped).
    #[inline(always)]
    fn shift(&self, set: u64, dir: Dir) -> u64 {
        match dir {
            Dir::Up => set >> self.width,
            Dir::Down => set << self.width,
            Dir::Left => (set >> 1) & self.not_last_column,
            Dir::Right => (set << 1) & self.not_first_column,
        }
    }

    /// Every position one cell away from one of `set`.
    #[inline(always)]
    fn spread(&self, set: u64) -> u64 {
        Dir::ALL.into_iter().fold(0, |around, dir| around | self.shift(set, dir))
    }
}

/// A free piece's size and the positions where it is wholly on the board.
#[derive(Clone, Copy, Debug)]
pub(super) struct Block {
    inside: u64,
    /// The positions with a column on the board to the block's right.
    room_on_right: u64,
    /// The shifts that spread a bitboard over the block's width, and over its height (see [`Window`]).
    across: Window,
    down: Window,
    /// The shifts from a position to the cell right of the block and to the cell below it.
    width: u32,
    below: u32,
}

/// The shifts that combine every bitboard `set >> (k * unit)` for `k` in `0..n`, `n` up to 8, in four
/// steps whatever `n`: three doublings (window 1 → 2 → 4 → 8, or a shift of 0, which changes nothing)
/// and one last step that overlaps the power-of-two window with itself to cover the rest. Straight-line
/// code: the blocks' sizes vary at run time, and a loop over a size is a branch that mispredicts as the
/// shapes alternate (a fifth of the simulated mispredictions of 横刀立马's BFS went with the loops).
#[derive(Clone, Copy, Debug)]
struct Window([u32; 4]);

impl Window {
    fn new(n: u8, unit: u32) -> Window {
        assert!((1..=8).contains(&n), "a free block is 1 to 8 cells wide and high");
        let mut shifts = [0; 4];
        let mut window = 1;
        for step in shifts.iter_mut().take(3) {
            if window * 2 <= n as u32 {
                *step = window * unit;
                window *= 2;
            }
        }
        shifts[3] = (n as u32 - window) * unit;
        Window(shifts)
    }

    /// The positions whose whole window lies in `set`.
    #[inline(always)]
    fn all(self, set: u64) -> u64 {
        self.0.iter().fold(set, |m, &k| m & (m >> k))
    }

    /// The positions whose window meets `set`.
    #[inline(always)]
    fn any(self, set: u64) -> u64 {
        self.0.iter().fold(set, |m, &k| m | (m >> k))
    }
}

impl Block {
    pub fn new(width: u8, height: u8, size: (u8, u8)) -> Block {
        let inside = cells_where(width, height, |at| at.x + size.0 <= width && at.y + size.1 <= height);
        let room_on_right = cells_where(width, height, |at| at.x + size.0 < width && at.y + size.1 <= height);
        Block {
            inside,
            room_on_right,
            across: Window::new(size.0, 1),
            down: Window::new(size.1, width as u32),
            width: size.0 as u32,
            below: size.1 as u32 * width as u32,
        }
    }

    /// The positions from which the block could step into one of the `free` cells (the ones whose
    /// halo meets them): `free` dilated by the block's outline, a few shifts for any number of pieces.
    #[inline(always)]
    pub fn touching(&self, grid: &Grid, free: u64) -> u64 {
        // Per position: a free cell in its column within the block's rows, and one in its row within
        // the block's columns; shifted by one cell to the left, right, above and below the block.
        let in_column = self.down.any(free);
        let in_row = self.across.any(free);
        let left = (in_column << 1) & grid.not_first_column;
        let right = (in_column >> self.width) & self.room_on_right;
        let above = in_row << grid.width;
        let below = in_row >> self.below;
        (left | right | above | below) & self.inside
    }

    /// Positions whose every cell is free: the free cells ANDed with themselves shifted by each of the
    /// block's cells. A position near the right edge may pass by taking cells of the next row; `inside`
    /// removes those.
    #[inline(always)]
    fn fits(&self, free: u64) -> u64 {
        self.down.all(self.across.all(free)) & self.inside
    }

    /// Every position the block reaches from `at` in one unit of `metric`, `at` itself excluded, as a
    /// set of codes. `free` holds the cells nothing else takes (the block's own cells included).
    #[inline(always)]
    pub fn destinations(&self, grid: &Grid, at: u8, free: u64, metric: Metric) -> u64 {
        let fits = self.fits(free);
        let from = 1u64 << at;
        match metric {
            Metric::Steps => grid.spread(from) & fits,
            Metric::Slides => Dir::ALL.into_iter().fold(0, |reached, dir| {
                let (mut reached, mut front) = (reached, from);
                loop {
                    front = grid.shift(front, dir) & fits;
                    if front == 0 {
                        return reached;
                    }
                    reached |= front;
                }
            }),
            Metric::Moves => {
                // Flood fill: every position reached without another piece moving.
                let (mut reached, mut front) = (from, from);
                loop {
                    front = grid.spread(front) & fits & !reached;
                    if front == 0 {
                        return reached & !from;
                    }
                    reached |= front;
                }
            }
        }
    }
}

/// The bitboard of the cells of a `width` × `height` board that pass `keep`.
fn cells_where(width: u8, height: u8, keep: impl Fn(Pos) -> bool) -> u64 {
    (0..height)
        .flat_map(|y| (0..width).map(move |x| Pos::new(x, y)))
        .filter(|&at| keep(at))
        .fold(0, |m, at| m | 1u64 << (at.y as u32 * width as u32 + at.x as u32))
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn a_window_combines_every_shift_below_its_size() {
        let mut set = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200 {
            set = set.rotate_left(7) ^ set.wrapping_mul(0xff51_afd7_ed55_8ccd);
            for n in 1..=8u8 {
                for unit in [1, 4, 8] {
                    let window = Window::new(n, unit);
                    let all = (0..n as u32).fold(u64::MAX, |m, k| m & (set >> (k * unit)));
                    let any = (0..n as u32).fold(0, |m, k| m | (set >> (k * unit)));
                    assert_eq!(window.all(set), all, "all, n {n}, unit {unit}");
                    assert_eq!(window.any(set), any, "any, n {n}, unit {unit}");
                }
            }
        }
    }
}
