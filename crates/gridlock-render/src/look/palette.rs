//! Every colour the game shows, by what it is for, as plain sRGB: the game's theme turns them into
//! Bevy and egui colours, the solution renderer paints with them, and the web page's loading screen
//! uses the same ones (`web/index.html`'s CSS variables; a test keeps them in step).

use gridlock_core::model::{Family, Piece};
use serde::{Deserialize, Serialize};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// As CSS writes it: `#181c24`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// The colour text on this colour is written in: ink on light colours, white on dark ones.
    pub fn text_on(self) -> Rgb {
        let luma = 0.299 * self.0 as f32 + 0.587 * self.1 as f32 + 0.114 * self.2 as f32;
        if luma > 165.0 { INK } else { WHITE }
    }
}

/// The pieces' colours the player chose in the settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scheme {
    #[default]
    Standard,
    /// Okabe and Ito's colours, told apart with every common colour-vision deficiency, and a target
    /// no other piece comes near.
    ColourBlind,
}

impl Scheme {
    pub const ALL: [Scheme; 2] = [Scheme::Standard, Scheme::ColourBlind];

    pub fn name(self) -> &'static str {
        match self {
            Scheme::Standard => "Standard",
            Scheme::ColourBlind => "Colour-blind safe",
        }
    }
}

/// The window behind everything.
pub const BACKGROUND: Rgb = Rgb(24, 28, 36);
pub const BOARD_FRAME: Rgb = Rgb(38, 44, 56);
pub const BOARD_CELL: Rgb = Rgb(52, 60, 75);
/// The kerb around a Rush Hour car park, and the rim of Huarongdao's wooden tray.
pub const KERB: Rgb = Rgb(96, 102, 114);
pub const TRAY: Rgb = Rgb(132, 92, 58);

/// The board's rim for a family: the kerb or the tray.
pub fn rim(family: Family) -> Rgb {
    match family {
        Family::RushHour => KERB,
        Family::Klotski => TRAY,
    }
}
/// The ground of a parking bay and of the tray's hollows, as `scripts/make-art.py` paints the cells:
/// the exit's gap in the kerb or rim shows it.
pub const ASPHALT: Rgb = Rgb(59, 65, 77);
pub const TRAY_HOLLOW: Rgb = Rgb(92, 67, 48);
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

/// High contrast: a black ground, the cells' art darkened by this tint, white rims and a white
/// outline around every piece and wall, walls light with a black mark. The pieces keep the palette's
/// colours (the standard or the colour-blind one), now edged against the black.
pub const CONTRAST_GROUND: Rgb = Rgb(0, 0, 0);
pub const CONTRAST_CELL_TINT: Rgb = Rgb(72, 72, 72);
pub const CONTRAST_OUTLINE: Rgb = WHITE;
pub const CONTRAST_WALL: Rgb = Rgb(210, 210, 210);
pub const CONTRAST_WALL_MARK: Rgb = INK;
/// The interface in high contrast: white text on black, controls edged in white.
pub const CONTRAST_TEXT: Rgb = WHITE;
pub const CONTRAST_PANEL: Rgb = Rgb(0, 0, 0);
pub const CONTRAST_CONTROL: Rgb = Rgb(28, 28, 28);
/// The keyboard's focus ring, in both looks: the exit's gold, which nothing else around a control is.
pub const FOCUS: Rgb = GOLD;

/// The window behind everything in the normal look or in high contrast.
pub fn background(high_contrast: bool) -> Rgb {
    if high_contrast { CONTRAST_GROUND } else { BACKGROUND }
}

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

/// The colour-blind-safe scheme's pieces (Okabe and Ito's sky blue, bluish green, yellow, blue,
/// reddish purple and grey) and its target (their vermillion).
pub const SAFE_PIECES: [Rgb; 6] =
    [Rgb(86, 180, 233), Rgb(0, 158, 115), Rgb(240, 228, 66), Rgb(0, 114, 178), Rgb(204, 121, 167), Rgb(160, 160, 160)];
pub const SAFE_TARGET: Rgb = Rgb(213, 94, 0);

/// A piece's colour in the standard scheme: the target's red, else the `index`-th of [`PIECES`].
pub fn piece(piece: &Piece, index: usize) -> Rgb {
    piece_in(Scheme::Standard, piece, index)
}

/// A piece's colour in `scheme`.
pub fn piece_in(scheme: Scheme, piece: &Piece, index: usize) -> Rgb {
    let (target, others): (Rgb, &[Rgb]) = match scheme {
        Scheme::Standard => (TARGET, &PIECES),
        Scheme::ColourBlind => (SAFE_TARGET, &SAFE_PIECES),
    };
    if piece.is_target() { target } else { others[index % others.len()] }
}
