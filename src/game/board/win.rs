//! The win on the board: the target drives out through the exit, confetti bursts from it, and the exit
//! sign hides (board text is painted above every sprite, so the car would pass under it).

use super::animation::slide;
use super::geometry::{CELL, PieceView, scoped, world_center, world_dir};
use crate::game::session::{Session, Won};
use crate::game::theme;
use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Tween, TweenAnim};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (drive_out_on_win, hide_exit_sign_when_won).in_set(super::BoardSystems::Effects));
}

/// The exit's sign.
#[derive(Component)]
pub struct ExitSign;

fn hide_exit_sign_when_won(session: Res<Session>, mut signs: Query<&mut Visibility, With<ExitSign>>) {
    let shown = if session.won { Visibility::Hidden } else { Visibility::Inherited };
    for mut sign in &mut signs {
        sign.set_if_neq(shown);
    }
}

fn drive_out_on_win(
    mut won: MessageReader<Won>,
    session: Res<Session>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform)>,
) {
    if won.read().count() == 0 {
        return;
    }
    let board = &session.level.board;
    let goal = world_center(board, board.goal(), board.target().size).extend(1.0);
    if let Some((entity, _, transform)) = pieces.iter().find(|(_, v, _)| v.0 == board.target_index()) {
        let out = world_dir(board.exit.side.outward()).extend(0.0) * CELL * 3.0;
        let drive = Tween::new(
            EaseFunction::QuadraticIn,
            Duration::from_millis(700),
            TransformPositionLens { start: goal, end: goal + out },
        );
        let arrive = slide(transform.translation, goal, 1.0);
        commands.entity(entity).insert(TweenAnim::new(arrive.then(drive)));
    }
    // Confetti: a burst of small tiles from the exit, spread by a fixed pattern.
    let origin = goal.with_z(5.0);
    for i in 0..36 {
        let angle = i as f32 * 2.399_963; // golden angle: an even, deterministic spread
        let reach = 150.0 + (i * 37 % 11) as f32 * 25.0;
        let end = origin + Vec3::new(angle.cos() * reach, angle.sin() * reach, 0.0);
        let color = Color::hsl(i as f32 * 47.0 % 360.0, 0.85, 0.6);
        let tween = Tween::new(EaseFunction::CubicOut, Duration::from_millis(900), TransformPositionLens { start: origin, end });
        commands.spawn((
            scoped(),
            Sprite::from_color(color, Vec2::splat(theme::CONFETTI_SIZE)),
            Transform::from_translation(origin),
            TweenAnim::new(tween),
        ));
    }
}
