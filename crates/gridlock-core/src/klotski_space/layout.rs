//! One Huarongdao layout as a key, every layout of a block mix, and a layout's names: the board string
//! the game reads and dnomd343/klotski's common code.
//!
//! The board is 4 columns by 5 rows, cell `y * 4 + x`. A key packs the layout in a `u64` by shape:
//! bits 0–19 the 1×1 blocks' cells, 20–39 the 1×2 (horizontal) blocks' left cells, 40–59 the 2×1
//! (upright) blocks' top cells, 60–63 the 2×2 block's top-left cell. Blocks of one shape are
//! alike, so a key names a layout once, and a move is a few bits flipped.

use crate::model::{Board, Pos};

pub const WIDTH: u32 = 4;
pub const HEIGHT: u32 = 5;
pub const CELLS: u32 = WIDTH * HEIGHT;
/// Every cell of the board.
pub const BOARD: u32 = (1 << CELLS) - 1;
/// The 2×2 block's top-left cell in a solution: bottom centre.
pub const GOAL_CELL: u32 = 13;

const FIELD: u32 = 20;
/// One field's bits.
const FIELD_MASK: u64 = (1 << FIELD) - 1;
pub const SINGLE_SHIFT: u32 = 0;
pub const WIDE_SHIFT: u32 = FIELD;
pub const TALL_SHIFT: u32 = 2 * FIELD;
pub const SQUARE_SHIFT: u32 = 3 * FIELD;

/// How many blocks of each shape besides the 2×2 (which every layout has once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mix {
    /// 1×1 blocks.
    pub singles: u8,
    /// 1×2: one row, two columns.
    pub wide: u8,
    /// 2×1: two rows, one column.
    pub tall: u8,
}

impl Mix {
    /// Empty cells: at least two in a layout.
    pub fn spaces(self) -> i32 {
        CELLS as i32 - 4 - i32::from(self.singles) - 2 * i32::from(self.wide + self.tall)
    }

    /// Roughly how many layouts the mix has, for taking the large ones first: the ways to order its
    /// blocks and empty cells along the 16 cells the 2×2 leaves (geometry ignored).
    pub fn rough_size(self) -> f64 {
        let factorial = |n: i32| (1..=n).map(f64::from).product::<f64>();
        let spaces = self.spaces();
        let (singles, wide, tall) = (i32::from(self.singles), i32::from(self.wide), i32::from(self.tall));
        factorial(singles + wide + tall + spaces) / (factorial(singles) * factorial(wide) * factorial(tall) * factorial(spaces))
    }

    /// Every mix with at least two empty cells, in dnomd343/klotski's `type_id` order (two-cell blocks,
    /// then upright ones, then singles); seven 2×1 blocks never fit, so 203 mixes.
    pub fn all() -> Vec<Mix> {
        let mut mixes = Vec::new();
        for two_cell in 0..=7u8 {
            for tall in 0..=two_cell {
                for singles in 0..=14 - 2 * two_cell {
                    if tall < 7 {
                        mixes.push(Mix { singles, wide: two_cell - tall, tall });
                    }
                }
            }
        }
        mixes
    }
}

/// The cells of a key's blocks, by shape.
#[derive(Clone, Copy, Debug)]
pub struct Cells {
    pub singles: u32,
    pub wide: u32,
    pub tall: u32,
    pub square: u32,
}

impl Cells {
    #[inline(always)]
    pub fn of(key: u64) -> Cells {
        let singles = singles_of(key);
        let wide = (key >> WIDE_SHIFT & FIELD_MASK) as u32;
        let tall = (key >> TALL_SHIFT & FIELD_MASK) as u32;
        let square = 0x33 << (key >> SQUARE_SHIFT);
        Cells { singles, wide, tall, square }
    }

    #[inline(always)]
    pub fn occupied(self) -> u32 {
        self.singles | self.wide | self.wide << 1 | self.tall | self.tall << WIDTH | self.square
    }
}

/// The cells of a key's 1×1 blocks.
#[inline(always)]
pub fn singles_of(key: u64) -> u32 {
    (key >> SINGLE_SHIFT & FIELD_MASK) as u32
}

/// A key without its 1×1 blocks: where the 2×2, 1×2 and 2×1 blocks stand.
#[inline(always)]
pub fn frame_of(key: u64) -> u64 {
    key & !(FIELD_MASK << SINGLE_SHIFT)
}

/// The 2×2 block's top-left cell.
#[inline(always)]
pub fn square_cell(key: u64) -> u32 {
    (key >> SQUARE_SHIFT) as u32
}

/// The layout's mirror image, left and right swapped. A row of a field is one of its nibbles, so all
/// three fields' rows are reversed at once (adjacent bits swapped, then adjacent pairs); a 1×2 block's
/// field holds its left cell, which after that names its right one, a column further.
#[inline(always)]
pub fn mirror(key: u64) -> u64 {
    const FIELDS: u64 = (1 << SQUARE_SHIFT) - 1;
    const WIDE: u64 = FIELD_MASK << WIDE_SHIFT;
    let fields = key & FIELDS;
    let swapped = (fields & 0x5555_5555_5555_5555) << 1 | fields >> 1 & 0x5555_5555_5555_5555;
    let reversed = (swapped & 0x3333_3333_3333_3333) << 2 | swapped >> 2 & 0x3333_3333_3333_3333;
    let square = square_cell(key);
    let column = square % WIDTH;
    let square = square - column + (2 - column);
    reversed & !WIDE | (reversed & WIDE) >> 1 | u64::from(square) << SQUARE_SHIFT
}

/// Whether the 2×2 block stands at the exit in the layout `key`.
pub fn is_goal(key: u64) -> bool {
    square_cell(key) == GOAL_CELL
}

/// Every layout of `mix`, in the order of their common codes (smallest first): the 2×2 block at each
/// top-left cell in turn, then the other cells filled in reading order, an empty cell before a 1×2
/// before a 2×1 before a 1×1, as the code's two-bit digits count.
pub fn layouts(mix: Mix) -> Vec<u64> {
    let mut found = Vec::new();
    if mix.spaces() < 2 {
        return found;
    }
    for square in (0..15).filter(|cell| cell % WIDTH != 3) {
        let key = u64::from(square) << SQUARE_SHIFT;
        fill(0x33 << square, key, mix, mix.spaces() as u8, &mut found);
    }
    found
}

fn fill(occupied: u32, key: u64, left: Mix, spaces: u8, found: &mut Vec<u64>) {
    let free = !occupied & BOARD;
    if free == 0 {
        found.push(key);
        return;
    }
    let cell = free.trailing_zeros();
    let bit = 1u32 << cell;
    if spaces > 0 {
        fill(occupied | bit, key, left, spaces - 1, found);
    }
    if left.wide > 0 && cell % WIDTH != 3 && occupied & bit << 1 == 0 {
        let key = key | u64::from(bit) << WIDE_SHIFT;
        fill(occupied | bit | bit << 1, key, Mix { wide: left.wide - 1, ..left }, spaces, found);
    }
    if left.tall > 0 && cell + WIDTH < CELLS && occupied & bit << WIDTH == 0 {
        let key = key | u64::from(bit) << TALL_SHIFT;
        fill(occupied | bit | bit << WIDTH, key, Mix { tall: left.tall - 1, ..left }, spaces, found);
    }
    if left.singles > 0 {
        let key = key | u64::from(bit) << SINGLE_SHIFT;
        fill(occupied | bit, key, Mix { singles: left.singles - 1, ..left }, spaces, found);
    }
}

/// A block's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The 2×2 block.
    Square,
    /// 1×2: one row, two columns.
    Wide,
    /// 2×1: two rows, one column.
    Tall,
    /// 1×1.
    Single,
}

impl Shape {
    /// Every shape, in the order of a layout's fields from the top.
    pub const ALL: [Shape; 4] = [Shape::Square, Shape::Wide, Shape::Tall, Shape::Single];

    /// The shape of a block of `size` (columns, rows), if a layout holds such blocks.
    pub fn of_size(size: (u8, u8)) -> Option<Shape> {
        match size {
            (2, 2) => Some(Shape::Square),
            (2, 1) => Some(Shape::Wide),
            (1, 2) => Some(Shape::Tall),
            (1, 1) => Some(Shape::Single),
            _ => None,
        }
    }

    /// The key of a layout of one block of this shape, its top-left cell `cell`: keys of blocks on
    /// cells apart OR into the key of them all.
    pub fn key_at(self, cell: u32) -> u64 {
        match self {
            Shape::Square => u64::from(cell) << SQUARE_SHIFT,
            Shape::Wide => 1 << cell << WIDE_SHIFT,
            Shape::Tall => 1 << cell << TALL_SHIFT,
            Shape::Single => 1 << cell << SINGLE_SHIFT,
        }
    }

    /// The top-left cells of the blocks of this shape in the layout `key`, smallest first.
    pub fn cells_of(self, key: u64) -> impl Iterator<Item = u32> {
        let cells = Cells::of(key);
        let mut bits = match self {
            Shape::Square => 1 << square_cell(key),
            Shape::Wide => cells.wide,
            Shape::Tall => cells.tall,
            Shape::Single => cells.singles,
        };
        std::iter::from_fn(move || {
            let cell = (bits != 0).then(|| bits.trailing_zeros())?;
            bits &= bits - 1;
            Some(cell)
        })
    }
}

/// The layout of a board's pieces standing at `positions` (in `Board::pieces` order), if each is a
/// block of a layout's shapes and exactly one is 2×2 (the board's size is the caller's to check).
pub fn layout_of(board: &Board, positions: &[Pos]) -> Option<u64> {
    let mut key = 0;
    let mut squares = 0;
    for (piece, at) in board.pieces().iter().zip(positions) {
        let shape = Shape::of_size(piece.size)?;
        squares += u32::from(shape == Shape::Square);
        key |= shape.key_at(u32::from(at.y) * WIDTH + u32::from(at.x));
    }
    (squares == 1).then_some(key)
}

/// Where a board's pieces stand in `layout` (in `Board::pieces` order): each shape's pieces, in board
/// order, on its blocks' cells smallest first — [`layout_of`] undone, up to which of the pieces alike
/// in shape stands where.
pub fn positions_of(board: &Board, layout: u64) -> Vec<Pos> {
    let mut positions = board.positions();
    for shape in Shape::ALL {
        let pieces = (0..positions.len()).filter(|&p| Shape::of_size(board.pieces()[p].size) == Some(shape));
        for (p, cell) in pieces.zip(shape.cells_of(layout)) {
            positions[p] = Pos::new((cell % WIDTH) as u8, (cell / WIDTH) as u8);
        }
    }
    positions
}

/// Each block of a layout, and each empty cell (`None`), in the reading order of its first cell, with
/// the cells it covers: the order both names of a layout follow.
fn in_reading_order(key: u64) -> impl Iterator<Item = (Option<Shape>, u32)> {
    let cells = Cells::of(key);
    let mut covered = 0;
    (0..CELLS).filter_map(move |cell| {
        let bit = 1 << cell;
        if covered & bit != 0 {
            return None;
        }
        let (shape, covers) = if cell == square_cell(key) {
            (Some(Shape::Square), cells.square)
        } else if cells.wide & bit != 0 {
            (Some(Shape::Wide), bit | bit << 1)
        } else if cells.tall & bit != 0 {
            (Some(Shape::Tall), bit | bit << WIDTH)
        } else if cells.singles & bit != 0 {
            (Some(Shape::Single), bit)
        } else {
            (None, bit)
        };
        covered |= covers;
        Some((shape, covers))
    })
}

/// dnomd343/klotski's common code as a number: the 2×2 block's cell, then a two-bit digit per block
/// or empty cell in reading order (00 empty, 01 1×2, 10 2×1, 11 1×1). Layouts sort by it.
pub fn common_code_value(key: u64) -> u64 {
    // The 2×2 block is the code's first digit, not one of these.
    let digit = |shape| match shape {
        Some(Shape::Square) => None,
        None => Some(0b00),
        Some(Shape::Wide) => Some(0b01),
        Some(Shape::Tall) => Some(0b10),
        Some(Shape::Single) => Some(0b11),
    };
    let digits = in_reading_order(key)
        .filter_map(|(shape, _)| digit(shape))
        .enumerate()
        .fold(0u32, |digits, (count, digit)| digits | digit << (30 - 2 * count));
    u64::from(square_cell(key)) << 32 | u64::from(digits)
}

/// The common code as he writes it: nine hex digits (`1A9BF0C00` is 横刀立马).
pub fn common_code(key: u64) -> String {
    format!("{:09X}", common_code_value(key))
}

/// The board string the game reads (rows joined by `/`, `.` empty): `A` the 2×2 block, the others
/// lettered from `B` in reading order.
pub fn board_string(key: u64) -> String {
    let mut text = [b'.'; CELLS as usize];
    let mut next = b'B';
    for (shape, covers) in in_reading_order(key).filter_map(|(shape, covers)| Some((shape?, covers))) {
        let label = if shape == Shape::Square {
            b'A'
        } else {
            next += 1;
            next - 1
        };
        for covered in (0..CELLS).filter(|c| covers & 1 << c != 0) {
            text[covered as usize] = label;
        }
    }
    let rows: Vec<&str> = text.chunks(WIDTH as usize).map(|row| std::str::from_utf8(row).expect("ASCII")).collect();
    rows.join("/")
}
