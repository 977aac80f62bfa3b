//! The ring around the piece the keyboard moves.

use super::geometry::{PieceView, piece_extent};
use super::textures::RoundedTexture;
use crate::play::keyboard::Selected;
use crate::play::session::Session;
use crate::theme::palette::Paint;
use crate::theme::{SELECTION_RING, palette};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(add_ring).add_systems(Update, highlight_selection.in_set(super::BoardSystems::Effects));
}

#[derive(Component)]
struct SelectionRing;

/// Every piece gets a ring, hidden until it is selected.
fn add_ring(
    added: On<Add, PieceView>,
    views: Query<&PieceView>,
    session: Res<Session>,
    texture: Res<RoundedTexture>,
    mut commands: Commands,
) {
    let Ok(view) = views.get(added.entity) else { return };
    let size = piece_extent(&session.level().board.pieces()[view.0]) + SELECTION_RING;
    commands.entity(added.entity).with_child((
        SelectionRing,
        texture.sprite(palette::WHITE.with_alpha(0.0), size),
        Transform::from_xyz(0.0, 0.0, -0.1),
        Pickable::IGNORE,
    ));
}

fn highlight_selection(
    selected: Res<Selected>,
    pieces: Query<(&PieceView, &Children)>,
    mut rings: Query<&mut Sprite, With<SelectionRing>>,
    added: Query<(), Added<SelectionRing>>,
) {
    if !selected.is_changed() && added.is_empty() {
        return;
    }
    for (view, children) in &pieces {
        for child in children.iter() {
            if let Ok(mut sprite) = rings.get_mut(child) {
                let alpha = if selected.0 == Some(view.0) { 0.9 } else { 0.0 };
                sprite.color = palette::WHITE.with_alpha(alpha);
            }
        }
    }
}
