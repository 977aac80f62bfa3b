//! Where a free block (a piece that moves in all four directions) can go, worked out on bitboards.
//! A free block's code is its top-left cell, so a set of its positions is a bitboard too: the positions
//! it fits in are a few shifted ANDs of the free cells, and a step, a slide or a flood fill over them is
//! a few shifts per step, all in registers, instead of a table walk per position.

use crate::core::model::{Dir, Metric, Pos};

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
        let cells = super::rect_mask(width, Pos::new(0, 0), (width, height));
        let column = |x: u8| super::rect_mask(width, Pos::new(x, 0), (1, height));
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
    size: (u8, u8),
}

impl Block {
    pub fn new(width: u8, height: u8, size: (u8, u8)) -> Block {
        let corners = (0..=height.saturating_sub(size.1))
            .flat_map(|y| (0..=width.saturating_sub(size.0)).map(move |x| Pos::new(x, y)))
            .filter(|at| at.x + size.0 <= width && at.y + size.1 <= height);
        let inside = corners.fold(0, |m, at| m | super::rect_mask(width, at, (1, 1)));
        let right_columns = super::rect_mask(width, Pos::new(width.saturating_sub(size.0), 0), (size.0, height));
        Block { inside, room_on_right: inside & !right_columns, size }
    }

    /// The positions from which the block could step into one of the `free` cells (the ones whose
    /// halo meets them): `free` dilated by the block's outline, a few shifts for any number of pieces.
    #[inline(always)]
    pub fn touching(&self, grid: &Grid, free: u64) -> u64 {
        let (w, h) = (self.size.0 as u32, self.size.1 as u32);
        // Per position: a free cell in its column within the block's rows, and one in its row within
        // the block's columns; shifted by one cell to the left, right, above and below the block.
        let in_column = (1..h).fold(free, |m, dy| m | (free >> (dy * grid.width)));
        let in_row = (1..w).fold(free, |m, dx| m | (free >> dx));
        let left = (in_column << 1) & grid.not_first_column;
        let right = (in_column >> w) & self.room_on_right;
        let above = in_row << grid.width;
        let below = in_row >> (h * grid.width);
        (left | right | above | below) & self.inside
    }

    /// Positions whose every cell is free: the free cells ANDed with themselves shifted by each of the
    /// block's cells. A position near the right edge may pass by taking cells of the next row; `inside`
    /// removes those.
    #[inline(always)]
    fn fits(&self, grid: &Grid, free: u64) -> u64 {
        let row = (1..self.size.0 as u32).fold(free, |row, dx| row & (free >> dx));
        let rect = (1..self.size.1 as u32).fold(row, |rect, dy| rect & (row >> (dy * grid.width)));
        rect & self.inside
    }

    /// Every position the block reaches from `at` in one unit of `metric`, `at` itself excluded, as a
    /// set of codes. `free` holds the cells nothing else takes (the block's own cells included).
    #[inline(always)]
    pub fn destinations(&self, grid: &Grid, at: u8, free: u64, metric: Metric) -> u64 {
        let fits = self.fits(grid, free);
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
