//! A picture of a board painted with egui: the level select's cards show a small one per level in flat
//! shapes (a few dozen each, no texture to keep); the title's self-solving board and the editor's
//! board draw it with the game's own art — the cars, the carved blocks, the bays and the tray's
//! hollows — handed over as egui textures ([`Sprites`]).

use super::palette::{self, Rgb, Scheme};
use crate::theme::palette::Paint;
use bevy_egui::egui::{Color32, CornerRadius, Painter, Pos2, Rect, TextureId, pos2, vec2};
use gridlock_core::draft::Draft;
use gridlock_core::model::{Board, Exit, Family, Piece, Pos, Side};

/// What a picture shows of a board — or of the editor's draft, which may not be a valid board yet.
pub struct Picture<'a> {
    pub family: Family,
    pub width: u8,
    pub height: u8,
    pub pieces: &'a [Piece],
    pub walls: &'a [Pos],
    pub exit: Exit,
}

impl<'a> From<&'a Board> for Picture<'a> {
    fn from(board: &'a Board) -> Self {
        Picture {
            family: board.family(),
            width: board.width(),
            height: board.height(),
            pieces: board.pieces(),
            walls: board.walls(),
            exit: board.exit(),
        }
    }
}

impl<'a> From<&'a Draft> for Picture<'a> {
    fn from(draft: &'a Draft) -> Self {
        Picture {
            family: draft.family,
            width: draft.width,
            height: draft.height,
            pieces: &draft.pieces,
            walls: &draft.walls,
            exit: draft.exit,
        }
    }
}

impl Picture<'_> {
    /// The size the picture takes inside `room`, keeping its cells square.
    pub fn fit(&self, room: Rect) -> Rect {
        let cell = (room.width() / self.width as f32).min(room.height() / self.height as f32);
        Rect::from_center_size(room.center(), vec2(cell * self.width as f32, cell * self.height as f32))
    }
}

/// The rectangle of `size` cells at `at` in a picture painted into `area`.
pub fn cells(area: Rect, columns: u8, at: Pos, (w, h): (u8, u8)) -> Rect {
    let cell = area.width() / columns as f32;
    Rect::from_min_size(area.min + vec2(at.x as f32, at.y as f32) * cell, vec2(w as f32, h as f32) * cell)
}

/// The board's art as egui textures: a piece's sprite (greys, tinted with its colour) where one is
/// drawn for its shape, and a cell's.
pub trait Sprites {
    fn piece(&self, family: Family, piece: &Piece) -> Option<TextureId>;
    fn cell(&self, family: Family) -> Option<TextureId>;
}

/// Paints a board into `room` (centred, cells square) with the pieces in `scheme`'s colours — drawn
/// with `sprites` where given, else as flat shapes — and returns where; `dim` greys it out, as for a
/// locked level or behind the title's menu.
pub fn paint<'a>(
    painter: &Painter,
    board: impl Into<Picture<'a>>,
    room: Rect,
    (scheme, sprites): (Scheme, Option<&dyn Sprites>),
    dim: bool,
) -> Rect {
    let board = board.into();
    let area = board.fit(room);
    let cell = area.width() / board.width as f32;
    let shade = |colour: Rgb| if dim { colour.egui().gamma_multiply(0.35) } else { colour.egui() };
    let cell_rect = |x: u8, y: u8, w: u8, h: u8| cells(area, board.width, Pos::new(x, y), (w, h));
    let whole = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
    // The drawn board's rim is the kerb or the tray, as on the playing screen.
    let rim = if sprites.is_some() { palette::rim(board.family) } else { palette::BOARD_FRAME };
    painter.rect_filled(area.expand(cell * 0.15), CornerRadius::same(3), shade(rim));
    match sprites.and_then(|s| s.cell(board.family)) {
        Some(texture) => {
            for (x, y) in (0..board.height).flat_map(|y| (0..board.width).map(move |x| (x, y))) {
                painter.image(texture, cell_rect(x, y, 1, 1).shrink(cell * 0.02), whole, shade(palette::WHITE));
            }
        }
        None => drop(painter.rect_filled(area, CornerRadius::ZERO, shade(palette::BOARD_CELL))),
    }
    for wall in board.walls {
        painter.rect_filled(cell_rect(wall.x, wall.y, 1, 1), CornerRadius::ZERO, shade(palette::WALL));
    }
    let gap = (cell * 0.08).max(0.5);
    for (index, piece) in board.pieces.iter().enumerate() {
        let rect = cell_rect(piece.at.x, piece.at.y, piece.size.0, piece.size.1).shrink(gap);
        let colour = shade(palette::piece_in(scheme, piece, index));
        match sprites.and_then(|s| s.piece(board.family, piece)) {
            Some(texture) => drop(painter.image(texture, rect, whole, colour)),
            None => drop(painter.rect_filled(rect, CornerRadius::same((cell * 0.2).min(255.0) as u8), colour)),
        }
    }
    let exit = exit_bar(&board, area, cell);
    painter.rect_filled(exit, CornerRadius::ZERO, if dim { Color32::from_gray(90) } else { palette::GOLD.egui() });
    area
}

/// The exit as a thin bar on the board's edge, as wide as the target's side that leaves through it.
fn exit_bar(board: &Picture, area: Rect, cell: f32) -> Rect {
    let size = board.pieces.iter().find(|p| p.is_target()).map_or((1, 1), |t| t.size);
    let thick = (cell * 0.18).max(1.5);
    let at = |offset: u8| offset as f32 * cell;
    let (width, height) = (size.0 as f32 * cell, size.1 as f32 * cell);
    let offset = board.exit.offset;
    match board.exit.side {
        Side::Right => Rect::from_min_size(Pos2::new(area.max.x, area.min.y + at(offset)), vec2(thick, height)),
        Side::Left => Rect::from_min_size(Pos2::new(area.min.x - thick, area.min.y + at(offset)), vec2(thick, height)),
        Side::Bottom => Rect::from_min_size(Pos2::new(area.min.x + at(offset), area.max.y), vec2(width, thick)),
        Side::Top => Rect::from_min_size(Pos2::new(area.min.x + at(offset), area.min.y - thick), vec2(width, thick)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridlock_core::notation::parse_board;

    #[test]
    fn a_board_keeps_square_cells_inside_its_room() {
        let klotski = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        let room = Rect::from_min_size(Pos2::new(10.0, 20.0), vec2(80.0, 80.0));
        let picture = Picture::from(&klotski);
        let fitted = picture.fit(room);
        assert_eq!((fitted.width(), fitted.height()), (64.0, 80.0), "16-pixel cells, 4 by 5");
        assert_eq!(fitted.center(), room.center());
        assert_eq!(
            cells(fitted, 4, Pos::new(1, 2), (2, 1)),
            Rect::from_min_size(fitted.min + vec2(16.0, 32.0), vec2(32.0, 16.0))
        );
        let exit = exit_bar(&picture, fitted, 16.0);
        assert_eq!((exit.min.x, exit.width(), exit.min.y), (fitted.min.x + 16.0, 32.0, fitted.max.y), "below the centre two");
    }
}
