//! Every colour the game shows, by what it is for, as plain sRGB: the game's theme turns them into
//! Bevy and egui colours, the solution renderer paints with them, and the web page's loading screen
//! uses the same ones (`web/index.html`'s CSS variables; a test keeps them in step).

use crate::core::model::Piece;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
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
