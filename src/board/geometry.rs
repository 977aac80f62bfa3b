//! Where the board is drawn: the world↔cell mapping every view shares, and the components that tie an
//! entity to the puzzle. The camera scales the world to the window, so a cell is always [`CELL`] units.

use crate::app_state::Screen;
use crate::theme::PIECE_GAP;
use bevy::prelude::*;
use gridlock_core::model::{Board, Dir, Piece, Pos};

/// World units per cell.
pub use gridlock_render::look::CELL;

/// A piece's entity: which piece of the session it shows.
#[derive(Component, Debug, Clone, Copy)]
pub struct PieceView(pub usize);

/// Everything spawned for the current board; despawned when it is rebuilt.
#[derive(Component)]
pub struct BoardPart;

/// Despawned with the board, and when leaving the playing screen.
pub fn scoped() -> (BoardPart, DespawnOnExit<Screen>) {
    (BoardPart, DespawnOnExit(Screen::Playing))
}

/// The world position of the centre of a `size` piece whose top-left cell is `at`.
pub fn world_center(board: &Board, at: Pos, size: (u8, u8)) -> Vec2 {
    let x = (at.x as f32 + size.0 as f32 / 2.0 - board.width() as f32 / 2.0) * CELL;
    let y = (board.height() as f32 / 2.0 - at.y as f32 - size.1 as f32 / 2.0) * CELL;
    Vec2::new(x, y)
}

/// Whole cells in a world-space offset, rounded to the nearest: `(columns right, rows down)`.
pub fn cells_in(offset: Vec2) -> (i16, i16) {
    ((offset.x / CELL).round() as i16, (-offset.y / CELL).round() as i16)
}

/// A direction on the board as a unit vector in the world (whose y grows upwards).
pub fn world_dir(dir: Dir) -> Vec2 {
    let (dx, dy) = dir.delta();
    Vec2::new(dx as f32, -dy as f32)
}

/// A piece's drawn size: its cells, less the gap that keeps neighbours apart.
pub fn piece_extent(piece: &Piece) -> Vec2 {
    Vec2::new(piece.width() as f32, piece.height() as f32) * CELL - PIECE_GAP
}
