//! The look shared by every view: the palette, the sizes the board is drawn at, the fonts, egui's
//! visuals (the focus ring, high contrast), and small UI widgets. No colour or size literal belongs
//! anywhere else in the game.

mod fonts;
pub mod icons;
pub mod layout;
pub mod palette;
pub mod style;
pub mod thumbnail;
pub mod widget;

use crate::theme::palette::Paint;
use bevy::prelude::*;
pub use gridlock_render::look::{
    CELL_INSET, EXIT_BAR, EXIT_BAR_OFFSET, FRAME_MARGIN, KEY_LABEL_SIZE, PIECE_GAP, PIECE_LABEL_SIZE, STRIPE_WIDTH,
    WALL_MARK_SIZE, label_size, piece_lines, target_marks,
};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND.color())).add_plugins((fonts::plugin, icons::plugin, layout::plugin));
}

/// A PNG embedded in the binary (and the wasm), loaded through the asset system as
/// `embedded://gridlock/{name}.png`: nothing to find beside an installed game, and its loading can be
/// followed like any asset's.
pub fn embedded_image(world: &mut World, name: &str, png: &'static [u8]) -> Handle<Image> {
    let path = std::path::Path::new("gridlock").join(format!("{name}.png"));
    world.resource::<bevy::asset::io::embedded::EmbeddedAssetRegistry>().insert_asset(std::path::PathBuf::new(), &path, png);
    world.resource::<AssetServer>().load(format!("embedded://{}", path.display()))
}

/// The tutorial's hand in world units (its PNG is drawn at twice that), and where its fingertip is.
pub const TUTORIAL_HAND: (f32, f32) = (90.0, 110.0);
pub const TUTORIAL_HAND_TIP: (f32, f32) = (32.0, 6.0);
/// The white edge around each piece in high contrast, in world units.
pub const CONTRAST_OUTLINE: f32 = 3.0;
/// How far the selection ring stands out around its piece.
pub const SELECTION_RING: f32 = 14.0;
/// Text sizes on the board, in world units: they scale with it.
pub const EXIT_LABEL_SIZE: f32 = 26.0;
pub const BADGE_SIZE: f32 = 34.0;
pub const BADGE_LABEL_SIZE: f32 = 24.0;
pub const CONFETTI_SIZE: f32 = 14.0;
pub const ARROW_TIP: f32 = 18.0;
/// Room around the board's frame in the window, in cells, on every side; on the exit's side also room
/// for the exit's sign: Rush Hour's "EXIT ▶" beside the board, Huarongdao's "▼ EXIT" under it.
pub const BOARD_MARGIN: f32 = 0.4;
pub const RUSH_HOUR_EXIT_SIGN: f32 = 1.35;
pub const KLOTSKI_EXIT_SIGN: f32 = 0.8;
