//! Pieces slide: each move is tweened along its path, corner to corner, and a safety net slides any
//! piece that is drawn off its logical cell back home.

use super::drag::Dragging;
use super::geometry::{CELL, PieceView, world_center};
use crate::play::session::{Blocked, PieceMoved, Session};
use crate::player::settings::Settings;
use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Sequence, Tween, TweenAnim};
use gridlock_core::model::corners;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (animate_moves, bump_refused, settle_pieces).chain().in_set(super::BoardSystems::Move));
}

/// How far a refused piece nudges towards where it was asked to go, in world units, and how long the
/// nudge and its return each take at normal speed.
const BUMP: f32 = 10.0;
const BUMP_MS: f32 = 60.0;

/// A refused move nudges its piece a little the way it was asked to go and back, as a block meets
/// another, with the refusal's sound (not with reduced motion; never a piece already sliding).
fn bump_refused(
    mut refused: MessageReader<Blocked>,
    session: Res<Session>,
    settings: Res<Settings>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform), Without<TweenAnim>>,
) {
    let board = &session.level().board;
    for Blocked(mv) in refused.read() {
        let Some((entity, _, transform)) = pieces.iter().find(|(_, view, _)| view.0 == mv.piece) else { continue };
        let Some(piece) = board.pieces().get(mv.piece) else { continue };
        let way = (world_center(board, mv.to, piece.size) - world_center(board, mv.from, piece.size)).normalize_or_zero();
        if settings.reduce_motion || way == Vec2::ZERO {
            continue;
        }
        let home = transform.translation;
        let out = home + (way * BUMP).extend(0.0);
        let lens = |start, end| TransformPositionLens { start, end };
        let there = Tween::new(EaseFunction::QuadraticOut, settings.duration(BUMP_MS), lens(home, out));
        let back = Tween::new(EaseFunction::QuadraticIn, settings.duration(BUMP_MS), lens(out, home));
        commands.entity(entity).insert(TweenAnim::new(there.then(back)));
    }
}

/// An eased slide over `cells` cells: quick for one, never sluggish for many; at the settings' speed.
pub fn slide(from: Vec3, to: Vec3, cells: f32, settings: &Settings) -> Tween {
    let ms = (90.0 + 45.0 * cells).min(260.0);
    Tween::new(EaseFunction::QuadraticOut, settings.duration(ms), TransformPositionLens { start: from, end: to })
}

/// Tweens each moved piece through the corners of its path from wherever it is drawn now, so a move
/// made mid-animation still ends exactly on the logical cell.
fn animate_moves(
    mut moved: MessageReader<PieceMoved>,
    session: Res<Session>,
    settings: Res<Settings>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform)>,
) {
    let board = &session.level().board;
    // A move made before a level (re)started in the same frame belongs to the board just replaced.
    for PieceMoved { piece, from, path, .. } in moved.read().filter(|m| m.generation == session.generation()) {
        let Some((entity, _, transform)) = pieces.iter().find(|(_, view, _)| view.0 == *piece) else { continue };
        let size = board.pieces()[*piece].size;
        let mut at = transform.translation.with_z(1.0);
        let mut sequence: Option<Sequence> = None;
        for corner in corners(*from, path) {
            let to = world_center(board, corner, size).extend(1.0);
            let step = slide(at, to, at.distance(to) / CELL, &settings);
            sequence = Some(match sequence {
                None => Sequence::from_single(step),
                Some(sequence) => sequence.then(step),
            });
            at = to;
        }
        if let Some(sequence) = sequence {
            commands.entity(entity).insert(TweenAnim::new(sequence));
        }
    }
}

/// The safety net that keeps the picture honest: a piece that is neither sliding nor dragged, yet not
/// drawn on its logical cell (a refused drop, a drag shorter than half a cell), slides back there.
fn settle_pieces(
    session: Res<Session>,
    settings: Res<Settings>,
    dragging: Res<Dragging>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform), Without<TweenAnim>>,
) {
    if session.won() {
        return;
    }
    let board = &session.level().board;
    for (entity, view, transform) in &pieces {
        let home = world_center(board, session.positions()[view.0], board.pieces()[view.0].size).extend(1.0);
        if dragging.piece() != Some(view.0) && transform.translation.distance(home) > 0.5 {
            let cells = transform.translation.distance(home) / CELL;
            commands.entity(entity).insert(TweenAnim::new(slide(transform.translation, home, cells, &settings)));
        }
    }
}
