//! Every colour the game shows, by what it is for. The web page's loading screen uses the same colours
//! (`web/index.html`'s CSS variables; a test keeps them in step).

use crate::core::model::Piece;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

/// An sRGB colour that Bevy's sprites, egui's text and the web page can all use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn color(self) -> Color {
        Color::srgb_u8(self.0, self.1, self.2)
    }

    pub fn with_alpha(self, alpha: f32) -> Color {
        self.color().with_alpha(alpha)
    }

    pub fn egui(self) -> Color32 {
        Color32::from_rgb(self.0, self.1, self.2)
    }

    /// As CSS writes it: `#181c24`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// The window behind everything.
pub const BACKGROUND: Rgb = Rgb(24, 28, 36);
pub const BOARD_FRAME: Rgb = Rgb(38, 44, 56);
pub const BOARD_CELL: Rgb = Rgb(52, 60, 75);
pub const WALL: Rgb = Rgb(20, 22, 28);
pub const WALL_MARK: Rgb = Rgb(70, 75, 85);
/// The red car, and the title.
pub const TARGET: Rgb = Rgb(229, 57, 53);
/// The exit, the unlock-order badges and the stars.
pub const GOLD: Rgb = Rgb(255, 213, 79);
/// The hint's arrow and ghost, and blocker arrows.
pub const HINT: Rgb = Rgb(255, 241, 118);
/// Deadlocks: stuck pieces and the arrows of their cycles.
pub const DANGER: Rgb = Rgb(255, 82, 82);
pub const WHITE: Rgb = Rgb(255, 255, 255);
/// Dark text on gold badges.
pub const INK: Rgb = Rgb(30, 30, 30);
/// The loading screen's text and its spinner's track (web page only).
pub const LOADING_TEXT: Rgb = Rgb(224, 224, 224);
pub const SPINNER_TRACK: Rgb = Rgb(58, 65, 80);

/// Piece colours, told apart by hue and lightness; the target is always [`TARGET`].
pub const PIECES: [Rgb; 14] = [
    Rgb(66, 133, 244),
    Rgb(251, 188, 5),
    Rgb(52, 168, 83),
    Rgb(171, 71, 188),
    Rgb(0, 172, 193),
    Rgb(255, 112, 67),
    Rgb(124, 179, 66),
    Rgb(92, 107, 192),
    Rgb(240, 98, 146),
    Rgb(141, 110, 99),
    Rgb(0, 137, 123),
    Rgb(192, 202, 51),
    Rgb(255, 167, 38),
    Rgb(120, 144, 156),
];

/// A piece's colour: the target's red, else the `index`-th of [`PIECES`].
pub fn piece(piece: &Piece, index: usize) -> Rgb {
    if piece.is_target() { TARGET } else { PIECES[index % PIECES.len()] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_page_uses_the_theme_colours() {
        let page = include_str!("../../../web/index.html");
        let expected =
            [("background", BACKGROUND), ("text", LOADING_TEXT), ("title", TARGET), ("track", SPINNER_TRACK), ("accent", GOLD)];
        for (name, colour) in expected {
            let declaration = format!("--{name}: {};", colour.hex());
            assert!(page.contains(&declaration), "web/index.html should declare `{declaration}`");
        }
        // Any other colour literal would drift from the theme: the page uses only the variables.
        for (at, _) in page.match_indices('#') {
            let word: String = page[at + 1..].chars().take_while(char::is_ascii_alphanumeric).collect();
            let is_colour = matches!(word.len(), 3 | 6 | 8) && word.chars().all(|c| c.is_ascii_hexdigit());
            let line = page[..at].rsplit('\n').next().unwrap_or_default();
            assert!(!is_colour || line.trim_start().starts_with("--"), "web/index.html: colour #{word} outside a theme variable");
        }
    }
}
