//! The analysis overlay (F2 or the toolbar): who blocks whom drawn over the board as arrows, the unlock
//! order as numbered badges, pieces that cannot be freed outlined and their cycles in red.

use super::Screen;
use super::board::{CELL, PieceView};
use super::labels::BoardLabel;
use super::session::Session;
use crate::core::analysis::{Dependencies, dependencies};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnalysisOverlay>()
        .add_systems(Update, (update_badges, draw_graph).chain().after(super::GameSet::Logic).run_if(in_state(Screen::Playing)));
}

/// Whether the overlay is on, and the analysis of the position it shows.
#[derive(Resource, Default)]
pub struct AnalysisOverlay {
    pub on: bool,
    shown: Option<(u64, u64, Dependencies)>,
}

#[derive(Component)]
struct Badge;

/// Recomputes the analysis when the position changes and lays out the unlock-order badges.
fn update_badges(
    mut overlay: ResMut<AnalysisOverlay>,
    session: Res<Session>,
    mut commands: Commands,
    badges: Query<Entity, With<Badge>>,
    pieces: Query<(Entity, &PieceView)>,
) {
    let stamp = (session.generation, session.key());
    let current = overlay.shown.as_ref().map(|(g, k, _)| (*g, *k));
    let stale = overlay.on && current != Some(stamp);
    if !stale && (overlay.on || badges.is_empty()) {
        return;
    }
    for badge in &badges {
        commands.entity(badge).despawn();
    }
    if !overlay.on {
        overlay.shown = None;
        return;
    }
    let deps = dependencies(&session.rules, &session.positions);
    for (step, need) in deps.unlock_order.iter().enumerate() {
        let Some((entity, _)) = pieces.iter().find(|(_, v)| v.0 == need.piece) else { continue };
        commands.entity(entity).with_children(|parent| {
            parent.spawn((
                Badge,
                Sprite::from_color(Color::srgb_u8(255, 213, 79), Vec2::splat(34.0)),
                Transform::from_xyz(-CELL * 0.3, CELL * 0.3, 0.5),
                Pickable::IGNORE,
                children![(
                    BoardLabel::new((step + 1).to_string(), 24.0, Color::srgb_u8(30, 30, 30)),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                    Pickable::IGNORE,
                )],
            ));
        });
    }
    overlay.shown = Some((stamp.0, stamp.1, deps));
}

/// Arrows from each blocker to the piece it blocks, following the pieces as they slide.
fn draw_graph(overlay: Res<AnalysisOverlay>, session: Res<Session>, pieces: Query<(&PieceView, &Transform)>, mut gizmos: Gizmos) {
    let Some((_, _, deps)) = overlay.shown.as_ref().filter(|_| overlay.on) else { return };
    let center = |p: usize| pieces.iter().find(|(v, _)| v.0 == p).map(|(_, t)| t.translation.truncate());
    let in_cycle = |p: usize| deps.cycles.iter().any(|c| c.contains(&p));
    for edge in &deps.edges {
        let (Some(from), Some(to)) = (center(edge.blocker), center(edge.blocked)) else { continue };
        let color = if in_cycle(edge.blocker) && in_cycle(edge.blocked) {
            Color::srgb_u8(255, 82, 82)
        } else {
            Color::srgb_u8(255, 241, 118)
        };
        // Stop short of the centres so the arrowheads stay visible on the blocks.
        let (a, b) = (from.lerp(to, 0.15), from.lerp(to, 0.85));
        gizmos.arrow_2d(a, b, color).with_tip_length(18.0);
    }
    for &p in &deps.stuck {
        let Some(at) = center(p) else { continue };
        let size = session.level.board.pieces[p].size;
        let extent = Vec2::new(size.0 as f32, size.1 as f32) * CELL;
        gizmos.rect_2d(Isometry2d::from_translation(at), extent, Color::srgb_u8(255, 82, 82));
    }
}
