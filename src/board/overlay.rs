//! The analysis overlay (F2 or the toolbar): who blocks whom drawn over the board as arrows, the unlock
//! order as numbered badges, pieces that cannot be freed outlined and their cycles in red.

use super::geometry::{CELL, PieceView};
use super::labels::BoardLabel;
use crate::play::session::Session;
use crate::play::toggles::Toggle;
use crate::theme::palette::Paint;
use crate::theme::{self, palette};
use bevy::prelude::*;
use gridlock_core::analysis::{Dependencies, dependencies};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnalysisOverlay>()
        .add_systems(Update, toggle_overlay.in_set(crate::app_state::GameSet::Logic))
        .add_systems(Update, (update_badges, draw_graph).chain().in_set(super::BoardSystems::Effects));
}

/// Whether the overlay is on, and the analysis of the position it shows.
#[derive(Resource, Default)]
pub struct AnalysisOverlay {
    pub on: bool,
    shown: Option<(u64, u64, Dependencies)>,
}

#[derive(Component)]
struct Badge;

fn toggle_overlay(mut toggles: MessageReader<Toggle>, mut overlay: ResMut<AnalysisOverlay>) {
    for toggle in toggles.read() {
        if *toggle == Toggle::Analysis {
            overlay.on = !overlay.on;
        }
    }
}

/// Recomputes the analysis when the position changes and lays out the unlock-order badges.
fn update_badges(
    mut overlay: ResMut<AnalysisOverlay>,
    session: Res<Session>,
    mut commands: Commands,
    badges: Query<Entity, With<Badge>>,
    pieces: Query<(Entity, &PieceView)>,
) {
    let stamp = (session.generation(), session.key());
    let current = overlay.shown.as_ref().map(|(g, k, _)| (*g, *k));
    // A won level has nothing left to unlock: the car that drove out takes no badge with it.
    let showing = overlay.on && !session.won();
    let stale = showing && current != Some(stamp);
    if !stale && (showing || badges.is_empty()) {
        return;
    }
    for badge in &badges {
        commands.entity(badge).despawn();
    }
    if !showing {
        overlay.shown = None;
        return;
    }
    let deps = dependencies(session.rules(), session.positions());
    for (step, need) in deps.unlock_order.iter().enumerate() {
        let Some((entity, _)) = pieces.iter().find(|(_, v)| v.0 == need.piece) else { continue };
        commands.entity(entity).with_children(|parent| {
            parent.spawn((
                Badge,
                Sprite::from_color(palette::GOLD.color(), Vec2::splat(theme::BADGE_SIZE)),
                Transform::from_xyz(-CELL * 0.3, CELL * 0.3, 0.5),
                Pickable::IGNORE,
                children![(
                    BoardLabel::new((step + 1).to_string(), theme::BADGE_LABEL_SIZE, palette::INK.color()),
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
        let color = if in_cycle(edge.blocker) && in_cycle(edge.blocked) { palette::DANGER } else { palette::HINT }.color();
        // Stop short of the centres so the arrowheads stay visible on the blocks.
        let (a, b) = (from.lerp(to, 0.15), from.lerp(to, 0.85));
        gizmos.arrow_2d(a, b, color).with_tip_length(theme::ARROW_TIP);
    }
    for &p in &deps.stuck {
        let Some(at) = center(p) else { continue };
        let size = session.level().board.pieces()[p].size;
        let extent = Vec2::new(size.0 as f32, size.1 as f32) * CELL;
        gizmos.rect_2d(Isometry2d::from_translation(at), extent, palette::DANGER.color());
    }
}
