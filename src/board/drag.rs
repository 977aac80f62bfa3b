//! Dragging pieces with the mouse or a finger: the piece follows the pointer along its legal axis
//! (a Klotski block along the first axis the pointer moves on), clamped to its free span, and the drop
//! becomes a move to the nearest cell.

use super::geometry::{CELL, PieceView, cells_in, world_center};
use crate::play::session::{Action, Session};
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use gridlock_core::model::{Dir, Move, Movement, Pos};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dragging>().add_observer(make_draggable);
}

/// The drag in progress.
#[derive(Resource, Default, Debug)]
pub struct Dragging(Option<DragState>);

impl Dragging {
    /// The piece being dragged, if any.
    pub fn piece(&self) -> Option<usize> {
        self.0.map(|d| d.piece)
    }
}

#[derive(Debug, Clone, Copy)]
struct DragState {
    piece: usize,
    grab_world: Vec2,
    home: Vec2,
    /// Locked once the pointer has moved far enough: true for horizontal.
    horizontal: Option<bool>,
}

fn make_draggable(added: On<Add, PieceView>, mut commands: Commands) {
    commands.entity(added.entity).observe(on_drag_start).observe(on_drag).observe(on_drag_end);
}

fn pointer_world(camera: &Query<(&Camera, &GlobalTransform)>, screen: Vec2) -> Option<Vec2> {
    let (camera, transform) = camera.single().ok()?;
    camera.viewport_to_world_2d(transform, screen).ok()
}

fn on_drag_start(
    event: On<Pointer<DragStart>>,
    views: Query<&PieceView>,
    camera: Query<(&Camera, &GlobalTransform)>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    mut actions: MessageWriter<Action>,
    mut commands: Commands,
) {
    let Ok(view) = views.get(event.entity) else { return };
    if session.won() {
        return;
    }
    actions.write(Action::Grab(view.0));
    let Some(grab_world) = pointer_world(&camera, event.pointer_location.position) else { return };
    let piece = &session.level().board.pieces()[view.0];
    // Stop any slide still playing: the drag starts from the logical cell, never from a tween's midpoint.
    let home = world_center(&session.level().board, session.positions()[view.0], piece.size);
    commands.entity(event.entity).remove::<TweenAnim>().insert(Transform::from_translation(home.extend(1.0)));
    let horizontal = match piece.movement {
        Movement::Horizontal => Some(true),
        Movement::Vertical => Some(false),
        Movement::Free => None,
    };
    dragging.0 = Some(DragState { piece: view.0, grab_world, home, horizontal });
}

/// How far (in world units) the dragged piece may go each way along its axis.
fn span(session: &Session, piece: usize, horizontal: bool) -> (f32, f32) {
    let (back, forth) = if horizontal { (Dir::Left, Dir::Right) } else { (Dir::Down, Dir::Up) };
    let run = |dir| session.rules().free_run(session.positions(), piece, dir) as f32 * CELL;
    (-run(back), run(forth))
}

fn on_drag(
    event: On<Pointer<Drag>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    mut transforms: Query<&mut Transform>,
) {
    let Some(drag) = dragging.0.as_mut() else { return };
    let Some(world) = pointer_world(&camera, event.pointer_location.position) else { return };
    let offset = world - drag.grab_world;
    if drag.horizontal.is_none() && offset.length() > CELL * 0.15 {
        drag.horizontal = Some(offset.x.abs() >= offset.y.abs());
    }
    let Some(horizontal) = drag.horizontal else { return };
    let (lo, hi) = span(&session, drag.piece, horizontal);
    let along = if horizontal { offset.x } else { offset.y }.clamp(lo, hi);
    let at = drag.home + if horizontal { Vec2::new(along, 0.0) } else { Vec2::new(0.0, along) };
    if let Ok(mut transform) = transforms.get_mut(event.entity) {
        transform.translation = at.extend(1.0);
    }
}

fn on_drag_end(
    _event: On<Pointer<DragEnd>>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    transforms: Query<(&PieceView, &Transform)>,
    mut actions: MessageWriter<Action>,
) {
    let Some(drag) = dragging.0.take() else { return };
    let Some((_, transform)) = transforms.iter().find(|(v, _)| v.0 == drag.piece) else { return };
    let (dx, dy) = cells_in(transform.translation.truncate() - drag.home);
    // Less than half a cell: no move; the board settles the piece back on its cell.
    if dx == 0 && dy == 0 {
        return;
    }
    let from = session.positions()[drag.piece];
    let to = Pos::new((from.x as i16 + dx) as u8, (from.y as i16 + dy) as u8);
    let label = session.level().board.pieces()[drag.piece].label;
    actions.write(Action::Move { mv: Move { piece: drag.piece, label, from, to }, by_replay: false });
}
