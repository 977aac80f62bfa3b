//! One picture of a board as the game draws it: the frame, the cells, walls with their mark, the gold
//! exit bar, and the pieces in their colours with their letters (the target with its white stripe).
//! Sizes are the game's ([`crate::look`]), scaled from its world units to the picture's pixels.

use super::glyphs::Glyphs;
use crate::look::palette::{self, Rgb};
use crate::look::{
    CELL, CELL_INSET, EXIT_BAR, EXIT_BAR_OFFSET, FRAME_MARGIN, LINE_HEIGHT, PIECE_GAP, STRIPE_WIDTH, WALL_MARK_SIZE, label_size,
    piece_lines, target_marks,
};
use gridlock_core::model::{Board, Side};
use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Transform};

/// Room around the board, in cells: the frame, the exit bar and a little air.
pub const MARGIN: f32 = 0.6;
/// How round a tile's corners are, in world units.
const CORNER: f32 = 12.0;

/// Draws one board at a scale.
pub struct Scene<'a> {
    board: &'a Board,
    /// Pixels per world unit.
    scale: f32,
    glyphs: Glyphs,
}

impl<'a> Scene<'a> {
    /// A scene whose cells are `cell` pixels wide.
    pub fn new(board: &'a Board, cell: f32) -> Scene<'a> {
        Scene { board, scale: cell / CELL, glyphs: Glyphs::new() }
    }

    /// The picture's width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        let side = |cells: u8| ((cells as f32 + 2.0 * MARGIN) * CELL * self.scale).ceil() as u32;
        (side(self.board.width()), side(self.board.height()))
    }

    /// Paints the board with each piece's top-left cell at `places` (fractions while it slides; a
    /// piece may stand partly or wholly off the board, as the target does when it drives out).
    pub fn paint(&self, pixmap: &mut Pixmap, places: &[(f32, f32)]) {
        let b = self.board;
        pixmap.fill(colour(palette::BACKGROUND, 1.0));
        let (w, h) = (b.width() as f32 * CELL, b.height() as f32 * CELL);
        let m = FRAME_MARGIN / 2.0;
        self.fill(pixmap, &self.rounded(-m, -m, w + FRAME_MARGIN, h + FRAME_MARGIN), palette::BOARD_FRAME, 1.0);
        for y in 0..b.height() {
            for x in 0..b.width() {
                self.fill(pixmap, &self.tile(x as f32, y as f32, 1.0, 1.0, CELL_INSET), palette::BOARD_CELL, 1.0);
            }
        }
        self.fill(pixmap, &self.exit_bar(), palette::GOLD, 1.0);
        for wall in b.walls() {
            let (x, y) = (wall.x as f32, wall.y as f32);
            self.fill(pixmap, &self.tile(x, y, 1.0, 1.0, PIECE_GAP), palette::WALL, 1.0);
            self.label(pixmap, "x", WALL_MARK_SIZE, (x + 0.5) * CELL, (y + 0.5) * CELL, palette::WALL_MARK, 1.0);
        }
        for (index, (piece, &(x, y))) in b.pieces().iter().zip(places).enumerate() {
            let (pw, ph) = (piece.size.0 as f32, piece.size.1 as f32);
            let colour = palette::piece(piece, index);
            self.fill(pixmap, &self.tile(x, y, pw, ph, PIECE_GAP), colour, 1.0);
            let (cx, cy) = ((x + pw / 2.0) * CELL, (y + ph / 2.0) * CELL);
            let mut rise = 0.0;
            if piece.is_target() {
                // The stripe runs along the piece's length: the target is known without colour.
                let (long, across) = ((pw.max(ph) * CELL - PIECE_GAP) * 0.8, STRIPE_WIDTH);
                let (sw, sh) = if pw >= ph { (long, across) } else { (across, long) };
                let (text_rise, stripe_rise) = target_marks(piece);
                if let Some(stripe) = Rect::from_xywh(cx - sw / 2.0, cy - stripe_rise - sh / 2.0, sw, sh) {
                    self.fill(pixmap, &PathBuilder::from_rect(stripe), palette::WHITE, 0.85);
                }
                rise = text_rise;
            }
            let lines = piece_lines(b.family(), b.pieces(), index);
            let size = label_size(b.family(), piece);
            for (i, line) in lines.iter().enumerate() {
                let y = cy - rise + (i as f32 - (lines.len() - 1) as f32 / 2.0) * size * LINE_HEIGHT;
                self.label(pixmap, line, size, cx, y, colour.text_on(), 0.9);
            }
        }
    }

    /// A tile covering `w`×`h` cells from cell `(x, y)`, `gap` world units smaller than them.
    fn tile(&self, x: f32, y: f32, w: f32, h: f32, gap: f32) -> Path {
        self.rounded(x * CELL + gap / 2.0, y * CELL + gap / 2.0, w * CELL - gap, h * CELL - gap)
    }

    /// A rounded rectangle in world units from the board's top-left corner.
    fn rounded(&self, x: f32, y: f32, w: f32, h: f32) -> Path {
        let r = CORNER.min(w / 2.0).min(h / 2.0);
        let (l, t, rt, b) = (x, y, x + w, y + h);
        let mut p = PathBuilder::new();
        p.move_to(l + r, t);
        p.line_to(rt - r, t);
        p.quad_to(rt, t, rt, t + r);
        p.line_to(rt, b - r);
        p.quad_to(rt, b, rt - r, b);
        p.line_to(l + r, b);
        p.quad_to(l, b, l, b - r);
        p.line_to(l, t + r);
        p.quad_to(l, t, l + r, t);
        p.close();
        p.finish().expect("a rectangle is a path")
    }

    /// The exit: a bar just outside the board's edge, across the opening the target leaves by.
    fn exit_bar(&self) -> Path {
        let b = self.board;
        let (target, goal) = (b.target(), b.goal());
        let (tw, th) = (target.size.0 as f32 * CELL - 10.0, target.size.1 as f32 * CELL - 10.0);
        let (gx, gy) = ((goal.x as f32 + target.size.0 as f32 / 2.0) * CELL, (goal.y as f32 + target.size.1 as f32 / 2.0) * CELL);
        let (w, h) = (b.width() as f32 * CELL, b.height() as f32 * CELL);
        let (cx, cy, bw, bh) = match b.exit().side {
            Side::Right => (w + EXIT_BAR_OFFSET, gy, EXIT_BAR, th),
            Side::Left => (-EXIT_BAR_OFFSET, gy, EXIT_BAR, th),
            Side::Bottom => (gx, h + EXIT_BAR_OFFSET, tw, EXIT_BAR),
            Side::Top => (gx, -EXIT_BAR_OFFSET, tw, EXIT_BAR),
        };
        self.rounded(cx - bw / 2.0, cy - bh / 2.0, bw, bh)
    }

    fn label(&self, pixmap: &mut Pixmap, text: &str, size: f32, x: f32, y: f32, rgb: Rgb, alpha: f32) {
        let (px, py) = self.to_pixels(x, y);
        if let Some(path) = self.glyphs.centred(text, size * self.scale, px, py) {
            pixmap.fill_path(&path, &paint(rgb, alpha), FillRule::Winding, Transform::identity(), None);
        }
    }

    /// Fills a path given in world units.
    fn fill(&self, pixmap: &mut Pixmap, path: &Path, rgb: Rgb, alpha: f32) {
        let origin = MARGIN * CELL * self.scale;
        let transform = Transform::from_scale(self.scale, self.scale).post_translate(origin, origin);
        pixmap.fill_path(path, &paint(rgb, alpha), FillRule::Winding, transform, None);
    }

    fn to_pixels(&self, x: f32, y: f32) -> (f32, f32) {
        let origin = MARGIN * CELL;
        ((x + origin) * self.scale, (y + origin) * self.scale)
    }
}

fn colour(rgb: Rgb, alpha: f32) -> Color {
    Color::from_rgba8(rgb.0, rgb.1, rgb.2, (alpha * 255.0).round() as u8)
}

fn paint(rgb: Rgb, alpha: f32) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(colour(rgb, alpha));
    paint.anti_alias = true;
    paint
}
