//! The game's look in plain numbers, without Bevy: its colours ([`palette`]) and the board's
//! proportions. The game's theme draws with them in world units (a cell is [`CELL`] units); the
//! solution renderer ([`crate::render`]) scales them to its pixels, so a GIF looks like the game.

pub mod palette;

/// A board cell, in the units every size below is given in.
pub const CELL: f32 = 100.0;
/// Room between neighbouring pieces.
pub const PIECE_GAP: f32 = 8.0;
/// A board cell's tile is this much smaller than the cell, so the grid shows.
pub const CELL_INSET: f32 = 6.0;
/// The frame around the board, beyond its cells.
pub const FRAME_MARGIN: f32 = 40.0;
/// The exit's bright bar: its thickness and its distance from the board's edge.
pub const EXIT_BAR: f32 = 16.0;
pub const EXIT_BAR_OFFSET: f32 = 14.0;
/// The target's racing stripe, across its length.
pub const STRIPE_WIDTH: f32 = 10.0;
/// Text sizes on the board.
pub const PIECE_LABEL_SIZE: f32 = 34.0;
pub const WALL_MARK_SIZE: f32 = 40.0;
