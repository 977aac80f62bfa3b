//! The tutorial's hand on the board: it presses on the lesson's piece and slides a ghost of it along the
//! move's first stretch, fading in and out, again and again until the lesson ends; an arrow shows the
//! same way. With reduced motion hand and ghost stand still on the piece beside the arrow.

use super::art::Art;
use super::geometry::{CELL, piece_extent, scoped, world_center, world_dir};
use super::textures::RoundedTexture;
use crate::play::session::Session;
use crate::play::tutorial::Tutorial;
use crate::player::settings::Settings;
use crate::theme::palette::Paint;
use crate::theme::{TUTORIAL_HAND, TUTORIAL_HAND_TIP, palette};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (place_the_hand, move_the_hand).chain().in_set(super::BoardSystems::Effects));
}

/// The hand or the ghost of the piece it slides: the stretch of the board they go along (world units)
/// and their colour when fully shown.
#[derive(Component)]
struct Gesture {
    from: Vec2,
    to: Vec2,
    colour: Color,
}

/// One round of the hand's gesture: it fades in on the piece, slides, rests, fades out, and waits.
const FADE_IN: f32 = 0.3;
const SLIDE: f32 = 1.0;
const REST: f32 = 0.5;
const FADE_OUT: f32 = 0.4;
const ROUND: f32 = FADE_IN + SLIDE + REST + FADE_OUT + 0.3;

/// A new lesson (or none) puts its hand on the board, or takes it away.
fn place_the_hand(
    tutorial: Res<Tutorial>,
    session: Res<Session>,
    (art, texture): (Res<Art>, Res<RoundedTexture>),
    gestures: Query<Entity, With<Gesture>>,
    mut commands: Commands,
) {
    if !tutorial.is_changed() && !session.is_changed() {
        return;
    }
    for gesture in &gestures {
        commands.entity(gesture).despawn();
    }
    let board = &session.level().board;
    let Some(mv) = tutorial.0.and_then(|lesson| lesson.shown_move) else { return };
    let Some(piece) = board.pieces().get(mv.piece).filter(|_| session.positions().get(mv.piece) == Some(&mv.from)) else {
        return;
    };
    let from = world_center(board, mv.from, piece.size);
    let (dir, steps) = session.rules().first_step(session.positions(), &mv);
    let to = from + world_dir(dir) * steps as f32 * CELL;
    // The fingertip at the sprite's anchor: it is what touches the piece.
    let (size, tip) = (Vec2::from(TUTORIAL_HAND), Vec2::from(TUTORIAL_HAND_TIP));
    let anchor = Vec2::new(tip.x / size.x - 0.5, 0.5 - tip.y / size.y);
    commands.spawn((
        Gesture { from, to, colour: Color::WHITE },
        scoped(),
        Sprite { image: art.hand(), custom_size: Some(size), ..default() },
        Anchor(anchor),
        Transform::from_translation(from.extend(5.0)),
        Pickable::IGNORE,
    ));
    let ghost = palette::HINT.with_alpha(0.45);
    commands.spawn((
        Gesture { from, to, colour: ghost },
        scoped(),
        texture.sprite(ghost, piece_extent(piece)),
        Transform::from_translation(from.extend(4.0)),
        Pickable::IGNORE,
    ));
}

fn move_the_hand(
    mut gestures: Query<(&Gesture, &mut Transform, &mut Sprite)>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut gizmos: Gizmos,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The hand and the ghost go the same way: one arrow, and one frame asked for, for both.
    let Some(&Gesture { from, to, .. }) = gestures.iter().next().map(|(part, _, _)| part) else { return };
    gizmos.arrow_2d(from, to, palette::HINT.color());
    if !settings.reduce_motion {
        redraw.write(RequestRedraw);
    }
    let (along, seen) = if settings.reduce_motion { (0.0, 1.0) } else { gesture(time.elapsed_secs() % ROUND) };
    for (part, mut transform, mut sprite) in &mut gestures {
        transform.translation = part.from.lerp(part.to, along).extend(transform.translation.z);
        sprite.color = part.colour.with_alpha(part.colour.alpha() * seen);
    }
}

/// How far along its slide the hand is (0 to 1) and how opaque, `t` seconds into a round.
fn gesture(t: f32) -> (f32, f32) {
    let smooth = |x: f32| x * x * (3.0 - 2.0 * x);
    if t < FADE_IN {
        (0.0, t / FADE_IN)
    } else if t < FADE_IN + SLIDE {
        (smooth((t - FADE_IN) / SLIDE), 1.0)
    } else if t < FADE_IN + SLIDE + REST {
        (1.0, 1.0)
    } else {
        (1.0, (1.0 - (t - FADE_IN - SLIDE - REST) / FADE_OUT).max(0.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hand_fades_in_slides_rests_and_fades_out() {
        assert_eq!(gesture(0.0), (0.0, 0.0));
        assert_eq!(gesture(FADE_IN), (0.0, 1.0));
        let (halfway, seen) = gesture(FADE_IN + SLIDE / 2.0);
        assert!((halfway - 0.5).abs() < 1e-6 && seen == 1.0);
        assert_eq!(gesture(FADE_IN + SLIDE + REST / 2.0), (1.0, 1.0));
        assert_eq!(gesture(ROUND - 0.1), (1.0, 0.0), "gone before the next round");
    }
}
