//! The editor's board: the draft painted with the game's art (the board picture the title draws too),
//! each piece with its label, the pieces that overlap ringed in red, the picked-up piece in gold and
//! the keyboard's cell in white. The pointer (mouse or touch): a click uses the tool, a drag moves a piece, a right-click
//! deletes, and a tool dragged from the palette lands where it is dropped.

use crate::puzzles::editor::{Editor, EditorAction, Tool};
use crate::theme::palette::Paint;
use crate::theme::palette::Scheme;
use crate::theme::thumbnail::{self, Sprites, cells};
use crate::theme::{KEY_LABEL_SIZE, WALL_MARK_SIZE, label_size, palette, piece_lines};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind};
use gridlock_core::draft::Edit;
use gridlock_core::model::{Family, Pos};
use gridlock_render::look::CELL;

/// What the pointer is carrying.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
pub(super) enum Drag {
    #[default]
    Nothing,
    /// A piece of the board, held `grip` cells right and down of its top-left corner.
    Piece { piece: usize, grip: (u8, u8) },
    /// The tool in hand, taken from the palette.
    NewPiece,
}

/// Room around the board for the exit bar and the frame.
const MARGIN: f32 = 40.0;

pub(super) fn board(
    ui: &mut egui::Ui,
    editor: &Editor,
    (scheme, sprites): (Scheme, &dyn Sprites),
    drag: &mut Drag,
    asked: &mut MessageWriter<EditorAction>,
) -> egui::Rect {
    let draft = editor.draft();
    let room = ui.available_rect_before_wrap().shrink(MARGIN);
    let area = thumbnail::paint(ui.painter(), draft, room, (scheme, Some(sprites)), false);
    let response = ui.allocate_rect(area, Sense::click_and_drag());
    let painter = ui.painter();
    let cell_size = area.width() / draft.width as f32;
    let cell_at = |point: egui::Pos2| {
        let local = (point - area.min) / cell_size;
        let inside = local.x >= 0.0 && local.y >= 0.0 && local.x < draft.width as f32 && local.y < draft.height as f32;
        inside.then(|| Pos::new(local.x as u8, local.y as u8))
    };
    // The board's text at the game's proportions: its sizes are per hundred units of a cell.
    let font = |size: f32| FontId::proportional(size * cell_size / CELL);
    let overlapping = draft.overlapping();
    for (index, piece) in draft.pieces.iter().enumerate() {
        let rect = cells(area, draft.width, piece.at, piece.size);
        let text = piece_lines(draft.family, &draft.pieces, index).join("\n");
        let (size, ink) = (label_size(draft.family, piece), palette::piece_in(scheme, piece, index).text_on());
        painter.text(rect.center(), Align2::CENTER_CENTER, text, font(size), ink.egui());
        if draft.family == Family::Klotski {
            let corner = rect.left_top() + egui::vec2(1.0, 1.0) * KEY_LABEL_SIZE * cell_size / CELL;
            let key = ink.egui().gamma_multiply(0.55);
            painter.text(corner, Align2::CENTER_CENTER, piece.label, font(KEY_LABEL_SIZE), key);
        }
        if overlapping.contains(&index) {
            ring(painter, rect, palette::DANGER, cell_size);
        }
        if editor.selected == Some(index) {
            ring(painter, rect, palette::GOLD, cell_size);
        }
    }
    for wall in &draft.walls {
        let rect = cells(area, draft.width, *wall, (1, 1));
        painter.text(rect.center(), Align2::CENTER_CENTER, "x", font(WALL_MARK_SIZE), palette::WALL_MARK.egui());
    }
    let cursor = cells(area, draft.width, editor.cursor, (1, 1)).shrink(cell_size * 0.04);
    painter.rect_stroke(cursor, CornerRadius::same(4), Stroke::new(2.0, palette::WHITE.egui()), StrokeKind::Inside);

    let pointer_cell = ui.ctx().pointer_latest_pos().and_then(cell_at);
    if response.drag_started() {
        let pressed = ui.ctx().input(|i| i.pointer.press_origin()).and_then(cell_at);
        if let Some((cell, piece)) = pressed.and_then(|cell| Some((cell, draft.piece_at(cell)?))) {
            let at = draft.pieces[piece].at;
            *drag = Drag::Piece { piece, grip: (cell.x - at.x, cell.y - at.y) };
        }
    }
    match *drag {
        Drag::Piece { piece, grip } if piece < draft.pieces.len() => {
            let to = pointer_cell.map(|cell| Pos::new(cell.x.saturating_sub(grip.0), cell.y.saturating_sub(grip.1)));
            if let Some(to) = to {
                ghost(painter, cells(area, draft.width, to, draft.pieces[piece].size), cell_size);
            }
            if !response.dragged() {
                if let Some(to) = to {
                    asked.write(EditorAction::Edit(Edit::Move { piece, to }));
                }
                *drag = Drag::Nothing;
            }
        }
        Drag::NewPiece => {
            let size = match editor.tool {
                Tool::Piece(size) => size,
                Tool::Target => draft.target_size(),
                _ => (1, 1),
            };
            if let Some(cell) = pointer_cell {
                ghost(painter, cells(area, draft.width, cell, size), cell_size);
            }
            if ui.ctx().input(|i| !i.pointer.any_down()) {
                if let Some(cell) = pointer_cell {
                    asked.write(EditorAction::UseTool(cell));
                }
                *drag = Drag::Nothing;
            }
        }
        _ => *drag = Drag::Nothing,
    }
    let clicked_cell = response.interact_pointer_pos().and_then(cell_at);
    if response.clicked()
        && let Some(cell) = clicked_cell
    {
        asked.write(EditorAction::UseTool(cell));
    }
    if response.secondary_clicked()
        && let Some(cell) = clicked_cell
    {
        asked.write(EditorAction::Erase(cell));
    }
    area
}

/// A coloured ring just inside a piece's rectangle.
fn ring(painter: &egui::Painter, rect: Rect, colour: palette::Rgb, cell: f32) {
    let stroke = Stroke::new((cell * 0.06).max(2.0), colour.egui());
    painter.rect_stroke(rect.shrink(cell * 0.05), CornerRadius::same((cell * 0.2) as u8), stroke, StrokeKind::Inside);
}

/// Where a dragged piece will land.
fn ghost(painter: &egui::Painter, rect: Rect, cell: f32) {
    let fill = palette::WHITE.egui().gamma_multiply(0.25);
    painter.rect_filled(rect.shrink(cell * 0.05), CornerRadius::same((cell * 0.2) as u8), fill);
}
