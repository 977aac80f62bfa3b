//! A layout's neighbours in each metric, all on 20-bit boards in registers: in the classic count (one
//! block's moves in a row, round corners included, count as one) a block's places are a flood fill
//! over the places its shape fits; a slide is one straight run, a step one cell.
//!
//! Only blocks that can take a step are tried: each shape's movable blocks come at once from the
//! empty cells shifted towards them (a layout has few empty cells, so most blocks cannot move, and
//! testing them one by one was most of the work).

use super::layout::{BOARD, Cells, SINGLE_SHIFT, SQUARE_SHIFT, TALL_SHIFT, WIDE_SHIFT, WIDTH};
use crate::model::Metric;

const NOT_FIRST_COLUMN: u32 = BOARD & !0x1_1111;
const NOT_LAST_COLUMN: u32 = BOARD & !0x8_8888;
/// The first two columns: where a 1×2 block may step right from.
const FIRST_TWO_COLUMNS: u32 = 0x3_3333;

const UP: fn(u32) -> u32 = |set| set >> WIDTH;
const DOWN: fn(u32) -> u32 = |set| set << WIDTH & BOARD;
const LEFT: fn(u32) -> u32 = |set| set >> 1 & NOT_LAST_COLUMN;
const RIGHT: fn(u32) -> u32 = |set| set << 1 & NOT_FIRST_COLUMN;

/// The places (top-left cells) `set` reaches in one step, `set` included.
#[inline(always)]
fn step(set: u32) -> u32 {
    set | DOWN(set) | UP(set) | RIGHT(set) | LEFT(set)
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

/// The places one straight run from `start` through `fits` reaches, one shift a cell.
#[inline(always)]
fn run(start: u32, fits: u32, shift: fn(u32) -> u32) -> u32 {
    let mut reach = 0;
    let mut at = shift(start) & fits;
    while at != 0 {
        reach |= at;
        at = shift(at) & fits;
    }
    reach
}

/// The places one move in `metric` takes a block at `start` (a single bit) to, through `fits`.
#[inline(always)]
fn reach(metric: Metric, start: u32, fits: u32) -> u32 {
    let reached = match metric {
        Metric::Moves => flood(start, fits),
        Metric::Steps => step(start) & fits,
        Metric::Slides => run(start, fits, UP) | run(start, fits, DOWN) | run(start, fits, LEFT) | run(start, fits, RIGHT),
    };
    reached & !start
}

/// Calls `visit` with every layout one unit of `metric` from `key`.
#[inline]
pub fn for_each_neighbour(key: u64, metric: Metric, mut visit: impl FnMut(u64)) {
    for_each_neighbour_by_kind(key, metric, |next, _| visit(next));
}

/// Calls `visit(next, single)` with every layout one unit of `metric` from `key`, `single` true when
/// the block moved is a 1×1 (so `next` keeps `key`'s frame).
#[inline(always)]
pub fn for_each_neighbour_by_kind(key: u64, metric: Metric, mut visit: impl FnMut(u64, bool)) {
    let cells = Cells::of(key);
    let free = BOARD & !cells.occupied();
    if free == 0 {
        return;
    }
    // A 1×1 block moves if a neighbour cell is empty.
    let singles = cells.singles & step(free);
    move_blocks(key, metric, singles, SINGLE_SHIFT, free, |open| open, |at| at, &mut |next| visit(next, true));
    // A 1×2 block: a cell empty beside it, or two side by side above or below it.
    let wide_room = free & LEFT(free);
    let wide = cells.wide & (RIGHT(free) | free >> 2 & FIRST_TWO_COLUMNS | DOWN(wide_room) | UP(wide_room));
    move_blocks(key, metric, wide, WIDE_SHIFT, free, |open| open & LEFT(open), |at| at | at << 1, &mut |next| visit(next, false));
    // A 2×1 block: a cell empty above or below it, or two one above the other beside it.
    let tall_room = free & UP(free);
    let tall = cells.tall & (DOWN(free) | free >> (2 * WIDTH) | RIGHT(tall_room) | LEFT(tall_room));
    move_blocks(key, metric, tall, TALL_SHIFT, free, |open| open & UP(open), |at| at | at << WIDTH, &mut |next| {
        visit(next, false)
    });
    // The 2×2 block's field holds its cell's number, not a bit.
    let square = 1u32 << (key >> SQUARE_SHIFT);
    let open = free | cells.square;
    let fits = open & LEFT(open);
    let mut places = reach(metric, square, fits & UP(fits));
    while places != 0 {
        let to = places.trailing_zeros();
        places &= places - 1;
        visit(key & !(0xF << SQUARE_SHIFT) | u64::from(to) << SQUARE_SHIFT, false);
    }
}

/// The moves of the movable blocks of one shape: `blocks` their top-left cells, in the key at `shift`;
/// `fits` gives the places the shape fits on a set of open cells, `own` a block's cells at a place.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn move_blocks(
    key: u64,
    metric: Metric,
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
        let mut places = reach(metric, at, fits(free | own(at)));
        while places != 0 {
            let to = places & places.wrapping_neg();
            places &= places - 1;
            visit(key ^ u64::from(at | to) << shift);
        }
    }
}
