//! The board's art handed to egui: every sprite as an egui texture, once, so the pictures egui paints
//! — the title's self-solving board, the editor's board — show the cars and carved blocks the playing
//! screen shows ([`thumbnail::Sprites`]).

use crate::board::art::{Art, cell_sprite, piece_sprite};
use crate::theme::thumbnail;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use gridlock_core::model::{Family, Piece};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardArt>().add_systems(EguiPrimaryContextPass, hand_art_to_egui);
}

/// The sprites as egui knows them, by name, once handed over.
#[derive(Resource, Default)]
pub(super) struct BoardArt(Vec<(&'static str, egui::TextureId)>);

impl BoardArt {
    fn texture(&self, name: &str) -> Option<egui::TextureId> {
        self.0.iter().find(|(n, _)| *n == name).map(|&(_, id)| id)
    }
}

impl thumbnail::Sprites for BoardArt {
    fn piece(&self, family: Family, piece: &Piece) -> Option<egui::TextureId> {
        self.texture(piece_sprite(family, piece)?)
    }

    fn cell(&self, family: Family) -> Option<egui::TextureId> {
        self.texture(cell_sprite(family))
    }
}

fn hand_art_to_egui(mut contexts: EguiContexts, art: Res<Art>, mut board_art: ResMut<BoardArt>) {
    if board_art.0.is_empty() {
        board_art.0 = art
            .images()
            .iter()
            .map(|(name, image)| (*name, contexts.add_image(EguiTextureHandle::Strong(image.clone()))))
            .collect();
    }
}
