//! The hint on the board: a ghost of the piece at its destination and an arrow to it.

use super::geometry::{piece_extent, scoped, world_center};
use super::textures::RoundedTexture;
use crate::play::hint::Hint;
use crate::play::session::Session;
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_hint.in_set(super::BoardSystems::Effects));
}

#[derive(Component)]
struct HintGhost;

fn show_hint(
    hint: Res<Hint>,
    session: Res<Session>,
    texture: Res<RoundedTexture>,
    mut commands: Commands,
    ghosts: Query<Entity, With<HintGhost>>,
    mut gizmos: Gizmos,
) {
    let board = &session.level().board;
    // Drawn only while it describes the position on screen (a hint of a level just left does not).
    let current = hint.0.filter(|mv| session.positions().get(mv.piece) == Some(&mv.from));
    let (Some(mv), Some(piece)) = (current, current.and_then(|mv| board.pieces().get(mv.piece))) else {
        for ghost in &ghosts {
            commands.entity(ghost).despawn();
        }
        return;
    };
    let from = world_center(board, mv.from, piece.size);
    let to = world_center(board, mv.to, piece.size);
    gizmos.arrow_2d(from, to, palette::HINT.color());
    if hint.is_changed() {
        for ghost in &ghosts {
            commands.entity(ghost).despawn();
        }
        commands.spawn((
            HintGhost,
            scoped(),
            texture.sprite(palette::HINT.with_alpha(0.35), piece_extent(piece)),
            Transform::from_translation(to.extend(0.8)),
            Pickable::IGNORE,
        ));
    }
}
