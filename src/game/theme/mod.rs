//! The look shared by every view: the palette, the sizes the board is drawn at, the fonts, and small
//! UI widgets. No colour or size literal belongs anywhere else in the game.

mod fonts;
pub mod palette;
pub mod thumbnail;
pub mod widget;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND.color())).add_plugins(fonts::plugin);
}

/// Room between neighbouring pieces, in world units (a cell is [`crate::game::board::geometry::CELL`]).
pub const PIECE_GAP: f32 = 8.0;
/// A board cell's tile is this much smaller than the cell, so the grid shows.
pub const CELL_INSET: f32 = 6.0;
/// The frame around the board, beyond its cells.
pub const FRAME_MARGIN: f32 = 40.0;
/// How far the selection ring stands out around its piece.
pub const SELECTION_RING: f32 = 14.0;
/// The exit's bright bar: its thickness and its distance from the board's edge.
pub const EXIT_BAR: f32 = 16.0;
pub const EXIT_BAR_OFFSET: f32 = 14.0;
/// The target's racing stripe, across its length.
pub const STRIPE_WIDTH: f32 = 10.0;

/// Text sizes on the board, in world units: they scale with it.
pub const PIECE_LABEL_SIZE: f32 = 34.0;
pub const WALL_MARK_SIZE: f32 = 40.0;
pub const EXIT_LABEL_SIZE: f32 = 26.0;
pub const BADGE_SIZE: f32 = 34.0;
pub const BADGE_LABEL_SIZE: f32 = 24.0;
pub const CONFETTI_SIZE: f32 = 14.0;
pub const ARROW_TIP: f32 = 18.0;
