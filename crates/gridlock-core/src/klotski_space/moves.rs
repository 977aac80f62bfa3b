//! A layout's neighbours in the classic count (one block's moves in a row, round corners included,
//! count as one): each block's reachable places are a flood fill over the places it fits, all on
//! 20-bit boards in registers.

use super::layout::{BOARD, Cells, SINGLE_SHIFT, SQUARE_SHIFT, TALL_SHIFT, WIDE_SHIFT, WIDTH};

const NOT_FIRST_COLUMN: u32 = BOARD & !0x1_1111;
const NOT_LAST_COLUMN: u32 = BOARD & !0x8_8888;

/// The places (top-left cells) `set` reaches in one step.
#[inline(always)]
fn step(set: u32) -> u32 {
    set | (set << WIDTH) & BOARD | set >> WIDTH | (set << 1) & NOT_FIRST_COLUMN | (set >> 1) & NOT_LAST_COLUMN
}

/// Every place reachable from `start` through `fits`, `start` included.
#[inline(always)]
fn flood(start: u32, fits: u32) -> u32 {
    let mut reach = start;
    loop {
        let next = step(reach) & fits;
        if next == reach {
            return reach;
        }
        reach = next;
    }
}

/// Calls `visit` with every layout one move from `key`.
#[inline]
pub fn for_each_neighbour(key: u64, mut visit: impl FnMut(u64)) {
    for_each_neighbour_by_kind(key, |next, _| visit(next));
}

/// Calls `visit(next, single)` with every layout one move from `key`, `single` true when the block
/// moved is a 1×1 (so `next` keeps `key`'s frame).
#[inline(always)]
pub fn for_each_neighbour_by_kind(key: u64, mut visit: impl FnMut(u64, bool)) {
    let cells = Cells::of(key);
    let free = BOARD & !cells.occupied();
    if free == 0 {
        return;
    }
    move_blocks(key, cells.singles, SINGLE_SHIFT, free, |open| open, |at| at, &mut |next| visit(next, true));
    move_blocks(key, cells.wide, WIDE_SHIFT, free, |open| open & open >> 1 & NOT_LAST_COLUMN, |at| at | at << 1, &mut |next| {
        visit(next, false)
    });
    move_blocks(key, cells.tall, TALL_SHIFT, free, |open| open & open >> WIDTH, |at| at | at << WIDTH, &mut |next| {
        visit(next, false)
    });
    // The 2×2 block's field holds its cell's number, not a bit.
    let square = 1u32 << (key >> SQUARE_SHIFT);
    let open = free | cells.square;
    let fits = open & open >> 1 & NOT_LAST_COLUMN;
    let mut places = flood(square, fits & fits >> WIDTH) & !square;
    while places != 0 {
        let to = places.trailing_zeros();
        places &= places - 1;
        visit(key & !(0xF << SQUARE_SHIFT) | u64::from(to) << SQUARE_SHIFT, false);
    }
}

/// The moves of every block of one shape: `blocks` their top-left cells, in the key at `shift`;
/// `fits` gives the places the shape fits on a set of open cells, `own` a block's cells at a place.
#[inline(always)]
fn move_blocks(
    key: u64,
    mut blocks: u32,
    shift: u32,
    free: u32,
    fits: impl Fn(u32) -> u32,
    own: impl Fn(u32) -> u32,
    visit: &mut impl FnMut(u64),
) {
    while blocks != 0 {
        let at = blocks & blocks.wrapping_neg();
        blocks &= blocks - 1;
        let mut places = flood(at, fits(free | own(at))) & !at;
        while places != 0 {
            let to = places & places.wrapping_neg();
            places &= places - 1;
            visit(key ^ u64::from(at | to) << shift);
        }
    }
}
