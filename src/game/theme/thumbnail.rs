//! A small picture of a board, painted with egui shapes: the level select's cards show one per level
//! (a few dozen shapes each, no texture to make or keep).

use super::palette::{self, Rgb};
use crate::core::model::{Board, Side};
use bevy_egui::egui::{Color32, CornerRadius, Painter, Pos2, Rect, vec2};

/// The size a board's picture takes inside `room`, keeping its cells square.
pub fn fit(board: &Board, room: Rect) -> Rect {
    let cell = (room.width() / board.width as f32).min(room.height() / board.height as f32);
    Rect::from_center_size(room.center(), vec2(cell * board.width as f32, cell * board.height as f32))
}

/// Paints `board` into `room` (centred, cells square); `dim` greys it out, as for a locked level.
pub fn paint(painter: &Painter, board: &Board, room: Rect, dim: bool) {
    let area = fit(board, room);
    let cell = area.width() / board.width as f32;
    let shade = |colour: Rgb| if dim { colour.egui().gamma_multiply(0.35) } else { colour.egui() };
    let cell_rect = |x: u8, y: u8, w: u8, h: u8| {
        Rect::from_min_size(area.min + vec2(x as f32, y as f32) * cell, vec2(w as f32, h as f32) * cell)
    };
    painter.rect_filled(area.expand(cell * 0.15), CornerRadius::same(3), shade(palette::BOARD_FRAME));
    painter.rect_filled(area, CornerRadius::ZERO, shade(palette::BOARD_CELL));
    for wall in &board.walls {
        painter.rect_filled(cell_rect(wall.x, wall.y, 1, 1), CornerRadius::ZERO, shade(palette::WALL));
    }
    let gap = (cell * 0.08).max(0.5);
    for (index, piece) in board.pieces.iter().enumerate() {
        let rect = cell_rect(piece.at.x, piece.at.y, piece.size.0, piece.size.1).shrink(gap);
        let radius = CornerRadius::same((cell * 0.2).min(255.0) as u8);
        painter.rect_filled(rect, radius, shade(palette::piece(piece, index)));
    }
    let exit = exit_bar(board, area, cell);
    painter.rect_filled(exit, CornerRadius::ZERO, if dim { Color32::from_gray(90) } else { palette::GOLD.egui() });
}

/// The exit as a thin bar on the board's edge, as wide as the target's side that leaves through it.
fn exit_bar(board: &Board, area: Rect, cell: f32) -> Rect {
    let target = board.target();
    let thick = (cell * 0.18).max(1.5);
    let at = |offset: u8| offset as f32 * cell;
    let (width, height) = (target.size.0 as f32 * cell, target.size.1 as f32 * cell);
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
    use crate::core::notation::parse_board;

    #[test]
    fn a_board_keeps_square_cells_inside_its_room() {
        let klotski = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        let room = Rect::from_min_size(Pos2::new(10.0, 20.0), vec2(80.0, 80.0));
        let fitted = fit(&klotski, room);
        assert_eq!((fitted.width(), fitted.height()), (64.0, 80.0), "16-pixel cells, 4 by 5");
        assert_eq!(fitted.center(), room.center());
        let exit = exit_bar(&klotski, fitted, 16.0);
        assert_eq!((exit.min.x, exit.width(), exit.min.y), (fitted.min.x + 16.0, 32.0, fitted.max.y), "below the centre two");
    }
}
