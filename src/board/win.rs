//! The win on the board: the target drives out through the exit, confetti bursts from it — falls, fades
//! and is gone within [`CONFETTI_LIFETIME`] — and the exit sign hides (board text is painted above
//! every sprite, so the car would pass under it).

use super::animation::slide;
use super::geometry::{CELL, PieceView, scoped, world_center, world_dir};
use crate::play::session::{Session, Won};
use crate::player::settings::Settings;
use crate::theme;
use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Tween, TweenAnim};
use gridlock_core::model::Family;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (drive_out_on_win, hide_exit_sign_when_won, fly_confetti).in_set(super::BoardSystems::Effects));
}

/// How long a scrap of confetti lives, in seconds.
pub const CONFETTI_LIFETIME: f32 = 2.0;
/// Its fall, in world units per second squared (a cell is 100 units).
const GRAVITY: f32 = -1100.0;
/// How much of its speed the air takes each second.
const DRAG: f32 = 1.6;

/// A scrap of confetti in flight.
#[derive(Component, Debug)]
pub struct Confetti {
    velocity: Vec2,
    age: f32,
}

/// Throws, drops and fades each scrap; removes it at the end of its life.
fn fly_confetti(
    time: Res<Time>,
    mut commands: Commands,
    mut scraps: Query<(Entity, &mut Confetti, &mut Transform, &mut Sprite)>,
) {
    let dt = time.delta_secs();
    for (entity, mut scrap, mut transform, mut sprite) in &mut scraps {
        scrap.age += dt;
        if scrap.age >= CONFETTI_LIFETIME {
            commands.entity(entity).despawn();
            continue;
        }
        scrap.velocity.y += GRAVITY * dt;
        scrap.velocity *= (1.0 - DRAG * dt).max(0.0);
        transform.translation += (scrap.velocity * dt).extend(0.0);
        transform.rotate_z(7.0 * dt);
        sprite.color.set_alpha(1.0 - (scrap.age / CONFETTI_LIFETIME).powi(3));
    }
}

/// The exit's sign: "EXIT ▶" beside a Rush Hour board, "▼ EXIT" under a Huarongdao tray, in the
/// player's language.
#[derive(Component)]
pub struct ExitSign {
    pub family: Family,
    /// Which way is out.
    pub arrow: &'static str,
}

fn hide_exit_sign_when_won(session: Res<Session>, mut signs: Query<&mut Visibility, With<ExitSign>>) {
    let shown = if session.won() { Visibility::Hidden } else { Visibility::Inherited };
    for mut sign in &mut signs {
        sign.set_if_neq(shown);
    }
}

fn drive_out_on_win(
    mut won: MessageReader<Won>,
    session: Res<Session>,
    settings: Res<Settings>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform)>,
) {
    if won.read().count() == 0 {
        return;
    }
    let board = &session.level().board;
    let goal = world_center(board, board.goal(), board.target().size).extend(1.0);
    if let Some((entity, _, transform)) = pieces.iter().find(|(_, v, _)| v.0 == board.target_index()) {
        let out = world_dir(board.exit().side.outward()).extend(0.0) * CELL * 3.0;
        let drive = Tween::new(
            EaseFunction::QuadraticIn,
            settings.duration(700.0),
            TransformPositionLens { start: goal, end: goal + out },
        );
        let arrive = slide(transform.translation, goal, 1.0, &settings);
        commands.entity(entity).insert(TweenAnim::new(arrive.then(drive)));
    }
    // Confetti: a burst of small tiles from the exit, thrown up and out by a fixed pattern — unless
    // the player asked for less motion.
    if settings.reduce_motion {
        return;
    }
    let origin = goal.with_z(5.0);
    for i in 0..36 {
        let angle = i as f32 * 2.399_963; // golden angle: an even, deterministic spread
        let speed = 500.0 + (i * 37 % 11) as f32 * 60.0;
        let velocity = Vec2::new(angle.cos(), angle.sin().abs() + 0.3) * speed;
        let color = Color::hsl(i as f32 * 47.0 % 360.0, 0.85, 0.6);
        commands.spawn((
            scoped(),
            Confetti { velocity, age: 0.0 },
            Sprite::from_color(color, Vec2::splat(theme::CONFETTI_SIZE)),
            Transform::from_translation(origin),
        ));
    }
}
