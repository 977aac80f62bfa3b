//! Text as filled outlines: the game's board labels are egui's Hack, with Gridlock CJK for the
//! Huarongdao cast, so the renderer reads the same fonts' glyph outlines (skrifa) and fills them as
//! paths (tiny-skia). No font rasterizer of its own.

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use tiny_skia::{Path, PathBuilder};

/// The board's label fonts, in the order a character is looked for: Hack, then Gridlock CJK.
pub struct Glyphs {
    fonts: [FontRef<'static>; 2],
}

impl Glyphs {
    pub fn new() -> Glyphs {
        let hack = FontRef::new(epaint_default_fonts::HACK_REGULAR).expect("egui ships a valid Hack");
        let cjk = FontRef::new(crate::look::CJK_FONT).expect("the CJK subset is a valid font (its test reads it)");
        Glyphs { fonts: [hack, cjk] }
    }

    /// `text` at `size` pixels, centred on `(x, y)` (Hack's capitals' middle on `y`); `None` if no
    /// character of it has an outline.
    pub fn centred(&self, text: &str, size: f32, x: f32, y: f32) -> Option<Path> {
        let (size, location) = (Size::new(size), LocationRef::default());
        // Each character from the first font that has it, with that font's advance.
        let glyphs: Vec<_> = text
            .chars()
            .filter_map(|c| self.fonts.iter().find_map(|font| Some((font, font.charmap().map(c)?))))
            .map(|(font, glyph)| (font, glyph, font.glyph_metrics(size, location).advance_width(glyph).unwrap_or(0.0)))
            .collect();
        let width: f32 = glyphs.iter().map(|g| g.2).sum();
        let metrics = self.fonts[0].metrics(size, location);
        let cap_height = metrics.cap_height.unwrap_or(metrics.ascent * 0.7);
        let mut pen = Pen { path: PathBuilder::new(), x: x - width / 2.0, baseline: y + cap_height / 2.0 };
        for (font, glyph, advance) in glyphs {
            if let Some(outline) = font.outline_glyphs().get(glyph) {
                // A glyph that cannot be drawn is left out; the rest of the label still shows.
                let _ = outline.draw(DrawSettings::unhinted(size, location), &mut pen);
            }
            pen.x += advance;
        }
        pen.path.finish()
    }
}

/// Turns a glyph's outline (y up, from its origin) into path segments on the picture (y down).
struct Pen {
    path: PathBuilder,
    x: f32,
    baseline: f32,
}

impl Pen {
    fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.x + x, self.baseline - y)
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.line_to(x, y);
    }

    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        let ((cx, cy), (x, y)) = (self.at(cx, cy), self.at(x, y));
        self.path.quad_to(cx, cy, x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let ((cx0, cy0), (cx1, cy1), (x, y)) = (self.at(cx0, cy0), self.at(cx1, cy1), self.at(x, y));
        self.path.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }

    fn close(&mut self) {
        self.path.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_is_centred_where_asked() {
        let glyphs = Glyphs::new();
        let path = glyphs.centred("AB", 40.0, 100.0, 50.0).unwrap();
        let bounds = path.bounds();
        assert!((bounds.left() + bounds.right() - 200.0).abs() < 4.0, "{bounds:?}");
        assert!((bounds.top() + bounds.bottom() - 100.0).abs() < 4.0, "{bounds:?}");
        assert!(bounds.height() > 20.0 && bounds.height() < 40.0, "capitals of a 40-pixel font: {bounds:?}");
        let cao = glyphs.centred("曹操", 40.0, 100.0, 50.0).expect("the CJK font has the cast").bounds();
        assert!((cao.left() + cao.right() - 200.0).abs() < 4.0 && cao.width() > 60.0, "two full-width characters: {cao:?}");
        assert!(glyphs.centred("\u{1F600}", 40.0, 0.0, 0.0).is_none(), "no font has an emoji");
    }
}
