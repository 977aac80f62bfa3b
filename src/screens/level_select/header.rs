//! The level select's header: "Back", the title, and its tools (free play, the tally, a new puzzle,
//! every 6×6 puzzle, a share code to open or edit). The tools stand right of the title only where they
//! fit beside it — measured on the frame before, in the player's language and control size — and in
//! lines of their own under it otherwise (an upright tablet, a phone), so nothing is drawn over anything.

use bevy::log::info;
use bevy_egui::egui::{Rect, Vec2};

/// What the last frame's header measured, and what was last logged of it.
#[derive(Default)]
pub struct Header {
    /// The width the back button, the title and the tools take in one line, once measured.
    one_line: Option<f32>,
    reported: Option<(usize, i32, i32, bool, bool)>,
}

impl Header {
    /// Whether the tools go right of the title in a window `width` points wide (the first frame
    /// does not know yet: under it).
    pub fn tools_beside_title(&self, width: f32) -> bool {
        self.one_line.is_some_and(|needed| needed <= width)
    }

    /// Notes where this frame drew the header's controls (the back button first) and its texts (the
    /// title, the tally), with the gap between items, for the next frame's choice; logs the controls'
    /// sizes and whether anything overlaps or leaves the screen (for a person reading the log and for
    /// the browser test) when that changes.
    pub fn measured(&mut self, controls: &[Rect], texts: &[Rect], gap: f32, screen: Rect) {
        let items: Vec<Rect> = controls.iter().chain(texts).copied().collect();
        self.one_line = Some(items.iter().map(|rect| rect.width() + gap).sum::<f32>() + HEADER_SPACE + 2.0 * gap);
        let smallest = controls.iter().fold(Vec2::INFINITY, |least, rect| least.min(rect.size()));
        let on_screen = items.iter().all(|rect| screen.contains_rect(*rect));
        let overlapping = overlaps(&items);
        let told = (controls.len(), smallest.x.round() as i32, smallest.y.round() as i32, on_screen, overlapping);
        if self.reported != Some(told) {
            self.reported = Some(told);
            info!(
                "level select header: {} controls, the smallest {}×{} points, all on screen: {on_screen}, overlapping: {overlapping}",
                told.0, told.1, told.2
            );
        }
    }
}

/// The space the header keeps between the back button and the title, in points.
pub const HEADER_SPACE: f32 = 12.0;

/// Whether any two of `rects` share more than a hairline (egui's rects of neighbours touch).
fn overlaps(rects: &[Rect]) -> bool {
    rects.iter().enumerate().any(|(i, a)| {
        rects[i + 1..].iter().any(|b| {
            let shared = a.intersect(*b);
            shared.width() > 1.0 && shared.height() > 1.0
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::{pos2, vec2};

    fn at(x: f32, width: f32) -> Rect {
        Rect::from_min_size(pos2(x, 10.0), vec2(width, 44.0))
    }

    #[test]
    fn the_tools_go_beside_the_title_only_once_they_are_known_to_fit() {
        let mut header = Header::default();
        assert!(!header.tools_beside_title(5000.0), "the first frame: under the title");
        let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1280.0, 800.0));
        header.measured(&[at(0.0, 80.0), at(700.0, 100.0), at(808.0, 300.0)], &[at(92.0, 200.0)], 8.0, screen);
        // (80 + 100 + 300 + 200) + 4 gaps of 8 + 12 + 2 gaps = 740.
        assert!(header.tools_beside_title(1280.0) && header.tools_beside_title(740.0));
        assert!(!header.tools_beside_title(739.0), "an upright tablet's narrower window: under it");
    }

    #[test]
    fn overlapping_controls_are_told_apart_from_neighbours_that_touch() {
        assert!(!overlaps(&[at(0.0, 50.0), at(50.0, 50.0), at(100.5, 20.0)]));
        assert!(overlaps(&[at(0.0, 50.0), at(200.0, 10.0), at(40.0, 50.0)]));
    }
}
