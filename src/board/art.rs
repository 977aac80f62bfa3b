//! The board's art: the vehicles, Huarongdao's wooden blocks, the board's cells and the tutorial's
//! hand, drawn as SVG in `assets/art/` and rendered to PNG by `scripts/make-art.py`. The PNGs are
//! embedded in the binary and the wasm — nothing to find beside an installed game, one download on the
//! web — and loaded through Bevy's asset system at start-up; the loading screen (`screens::loading`)
//! shows their progress.
//!
//! The pieces' sprites are greys, tinted with the piece's colour, so the settings' colour schemes
//! apply to the art too. A piece of a shape no sprite is drawn for (a board of the player's own may
//! hold a 3×3 block) keeps the plain rounded tile.

use crate::theme::embedded_image;
use bevy::prelude::*;
use gridlock_core::model::{Family, Piece};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Art>();
}

/// Every sprite: its name and its PNG.
const SPRITES: [(&str, &[u8]); 11] = [
    ("car", include_bytes!("../../assets/sprites/car.png")),
    ("car-upright", include_bytes!("../../assets/sprites/car-upright.png")),
    ("truck", include_bytes!("../../assets/sprites/truck.png")),
    ("truck-upright", include_bytes!("../../assets/sprites/truck-upright.png")),
    ("block-1x1", include_bytes!("../../assets/sprites/block-1x1.png")),
    ("block-1x2", include_bytes!("../../assets/sprites/block-1x2.png")),
    ("block-2x1", include_bytes!("../../assets/sprites/block-2x1.png")),
    ("block-2x2", include_bytes!("../../assets/sprites/block-2x2.png")),
    ("cell-lot", include_bytes!("../../assets/sprites/cell-lot.png")),
    ("cell-tray", include_bytes!("../../assets/sprites/cell-tray.png")),
    ("hand", include_bytes!("../../assets/sprites/hand.png")),
];

/// The sprites' handles, by name.
#[derive(Resource)]
pub struct Art {
    images: Vec<(&'static str, Handle<Image>)>,
}

impl FromWorld for Art {
    fn from_world(world: &mut World) -> Self {
        Art {
            images: SPRITES.iter().map(|&(name, png)| (name, embedded_image(world, &format!("sprites/{name}"), png))).collect(),
        }
    }
}

impl Art {
    fn image(&self, name: &str) -> Handle<Image> {
        self.images.iter().find(|(n, _)| *n == name).map(|(_, handle)| handle.clone()).expect("every sprite is listed")
    }

    /// Sprites loaded so far, and how many there are (a sprite that failed to load counts as done:
    /// its pieces are drawn without it).
    pub fn progress(&self, server: &AssetServer) -> (usize, usize) {
        let done = |handle: &Handle<Image>| server.is_loaded(handle) || server.load_state(handle).is_failed();
        (self.images.iter().filter(|(_, handle)| done(handle)).count(), self.images.len())
    }

    /// A piece's sprite, if one is drawn for its shape.
    pub fn piece(&self, family: Family, piece: &Piece) -> Option<Handle<Image>> {
        piece_sprite(family, piece).map(|name| self.image(name))
    }

    /// A board cell: a parking bay, or a hollow in the wooden tray.
    pub fn cell(&self, family: Family) -> Handle<Image> {
        self.image(cell_sprite(family))
    }

    /// The first-time tutorial's pointing hand.
    pub fn hand(&self) -> Handle<Image> {
        self.image("hand")
    }

    /// Every sprite, by name (for the pictures egui draws with them).
    pub fn images(&self) -> &[(&'static str, Handle<Image>)] {
        &self.images
    }
}

/// The name of a piece's sprite, if one is drawn for its shape.
pub fn piece_sprite(family: Family, piece: &Piece) -> Option<&'static str> {
    Some(match (family, piece.size) {
        (Family::RushHour, (2, 1)) => "car",
        (Family::RushHour, (1, 2)) => "car-upright",
        (Family::RushHour, (3, 1)) => "truck",
        (Family::RushHour, (1, 3)) => "truck-upright",
        (Family::Klotski, (1, 1)) => "block-1x1",
        (Family::Klotski, (1, 2)) => "block-1x2",
        (Family::Klotski, (2, 1)) => "block-2x1",
        (Family::Klotski, (2, 2)) => "block-2x2",
        _ => return None,
    })
}

/// The name of a cell's sprite: a parking bay, or a hollow in the wooden tray.
pub fn cell_sprite(family: Family) -> &'static str {
    match family {
        Family::RushHour => "cell-lot",
        Family::Klotski => "cell-tray",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridlock_render::look::{CELL, CELL_INSET, PIECE_GAP};

    /// A PNG's width and height, from its header.
    fn png_size(png: &[u8]) -> (u32, u32) {
        assert_eq!(&png[1..4], b"PNG");
        let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        (word(16), word(20))
    }

    /// The sprites are drawn at twice the world size they are shown at, so they stay sharp on HiDPI
    /// screens and are never squashed: a car is two cells less the gap between pieces.
    #[test]
    fn every_sprite_is_drawn_at_twice_its_size_on_the_board() {
        let piece = |cells: u8| 2 * (cells as u32 * CELL as u32 - PIECE_GAP as u32);
        let mut expected = vec![
            ("car", (piece(2), piece(1))),
            ("car-upright", (piece(1), piece(2))),
            ("truck", (piece(3), piece(1))),
            ("truck-upright", (piece(1), piece(3))),
        ];
        for (w, h) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
            expected.push((
                ["block-1x1", "block-1x2", "block-2x1", "block-2x2"][(w as usize - 1) * 2 + h as usize - 1],
                (piece(w), piece(h)),
            ));
        }
        let cell = 2 * (CELL - CELL_INSET) as u32;
        expected.extend([("cell-lot", (cell, cell)), ("cell-tray", (cell, cell))]);
        let (hand_width, hand_height) = crate::theme::TUTORIAL_HAND;
        expected.push(("hand", (2 * hand_width as u32, 2 * hand_height as u32)));
        assert_eq!(expected.len(), SPRITES.len());
        for (name, size) in expected {
            let png = SPRITES.iter().find(|(n, _)| *n == name).unwrap().1;
            assert_eq!(png_size(png), size, "{name}");
        }
    }
}
