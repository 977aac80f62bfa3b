//! Player input: dragging pieces with the mouse or a finger (the piece follows the pointer along its
//! legal axis, clamped to the free span, and snaps to the nearest cell), and the keyboard.

use super::Screen;
use super::audio::Muted;
use super::board::{CELL, PieceView, Selected, world_center};
use super::overlay::AnalysisOverlay;
use super::replay::{Replay, Request};
use super::session::{Action, Session};
use crate::core::model::{Dir, Move, Movement, Pos};
use bevy::prelude::*;
use bevy_tweening::TweenAnim;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selected>()
        .init_resource::<UiHasKeyboard>()
        .init_resource::<Dragging>()
        .add_systems(Update, keyboard.in_set(super::GameSet::Input).run_if(in_state(Screen::Playing)));
}

/// Set by the UI layer while a text field or window owns the keyboard.
#[derive(Resource, Default)]
pub struct UiHasKeyboard(pub bool);

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

fn pointer_world(camera: &Query<(&Camera, &GlobalTransform)>, screen: Vec2) -> Option<Vec2> {
    let (camera, transform) = camera.single().ok()?;
    camera.viewport_to_world_2d(transform, screen).ok()
}

pub(super) fn on_drag_start(
    event: On<Pointer<DragStart>>,
    views: Query<&PieceView>,
    camera: Query<(&Camera, &GlobalTransform)>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    mut replay: ResMut<Replay>,
    mut selected: ResMut<Selected>,
    mut commands: Commands,
) {
    let Ok(view) = views.get(event.entity) else { return };
    if session.won {
        return;
    }
    replay.stop();
    let Some(grab_world) = pointer_world(&camera, event.pointer_location.position) else { return };
    let piece = &session.level.board.pieces[view.0];
    // Stop any slide still playing: the drag starts from the logical cell, never from a tween's midpoint.
    let home = world_center(&session, session.positions[view.0], piece.size);
    commands.entity(event.entity).remove::<TweenAnim>().insert(Transform::from_translation(home.extend(1.0)));
    let horizontal = match piece.movement {
        Movement::Horizontal => Some(true),
        Movement::Vertical => Some(false),
        Movement::Free => None,
    };
    selected.0 = Some(view.0);
    dragging.0 = Some(DragState { piece: view.0, grab_world, home, horizontal });
}

/// How far (in world units) the dragged piece may go each way along its axis.
fn span(session: &Session, piece: usize, horizontal: bool) -> (f32, f32) {
    let (back, forth) = if horizontal { (Dir::Left, Dir::Right) } else { (Dir::Down, Dir::Up) };
    let run = |dir| session.rules.free_run(&session.positions, piece, dir) as f32 * CELL;
    (-run(back), run(forth))
}

pub(super) fn on_drag(
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

pub(super) fn on_drag_end(
    _event: On<Pointer<DragEnd>>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    transforms: Query<(&PieceView, &Transform)>,
    mut actions: MessageWriter<Action>,
) {
    let Some(drag) = dragging.0.take() else { return };
    let Some((_, transform)) = transforms.iter().find(|(v, _)| v.0 == drag.piece) else { return };
    let moved = transform.translation.truncate() - drag.home;
    let (dx, dy) = ((moved.x / CELL).round() as i16, (-moved.y / CELL).round() as i16);
    // Less than half a cell: no move; the board settles the piece back on its cell.
    if dx == 0 && dy == 0 {
        return;
    }
    let from = session.positions[drag.piece];
    let to = Pos::new((from.x as i16 + dx) as u8, (from.y as i16 + dy) as u8);
    let label = session.level.board.pieces[drag.piece].label;
    actions.write(Action::Move { mv: Move { piece: drag.piece, label, from, to }, by_replay: false });
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiHasKeyboard>,
    session: Res<Session>,
    mut selected: ResMut<Selected>,
    mut actions: MessageWriter<Action>,
    mut requests: MessageWriter<Request>,
    mut next_screen: ResMut<NextState<Screen>>,
    // Present only with the rendering plugins.
    mut overlay: Option<ResMut<AnalysisOverlay>>,
    mut muted: Option<ResMut<Muted>>,
) {
    if ui.0 {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::SuperLeft, KeyCode::SuperRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let pieces = &session.level.board.pieces;
    for &key in keys.get_just_pressed() {
        match key {
            KeyCode::KeyZ if ctrl && shift => drop(actions.write(Action::Redo)),
            KeyCode::KeyZ if ctrl => drop(actions.write(Action::Undo)),
            KeyCode::KeyY if ctrl => drop(actions.write(Action::Redo)),
            KeyCode::Tab => {
                let n = pieces.len();
                selected.0 = Some(match selected.0 {
                    None if shift => n - 1,
                    None => 0,
                    Some(i) if shift => (i + n - 1) % n,
                    Some(i) => (i + 1) % n,
                });
            }
            KeyCode::ArrowUp | KeyCode::ArrowDown | KeyCode::ArrowLeft | KeyCode::ArrowRight => {
                let Some(piece) = selected.0 else { continue };
                let (dx, dy) = match key {
                    KeyCode::ArrowUp => (0, -1),
                    KeyCode::ArrowDown => (0, 1),
                    KeyCode::ArrowLeft => (-1, 0),
                    _ => (1, 0),
                };
                let from = session.positions[piece];
                let to = Pos::new((from.x as i16 + dx).clamp(0, 255) as u8, (from.y as i16 + dy).clamp(0, 255) as u8);
                actions.write(Action::Move { mv: Move { piece, label: pieces[piece].label, from, to }, by_replay: false });
            }
            KeyCode::Escape => next_screen.set(Screen::Menu),
            _ if ctrl => {}
            KeyCode::F1 | KeyCode::Slash => drop(requests.write(Request::Hint)),
            KeyCode::F2 => {
                if let Some(overlay) = overlay.as_mut() {
                    overlay.on = !overlay.on;
                }
            }
            KeyCode::F3 => {
                if let Some(muted) = muted.as_mut() {
                    muted.0 = !muted.0;
                }
            }
            KeyCode::Space => drop(requests.write(Request::Solve)),
            KeyCode::Period => drop(requests.write(Request::Step)),
            KeyCode::Equal | KeyCode::NumpadAdd => drop(requests.write(Request::Faster)),
            KeyCode::Minus | KeyCode::NumpadSubtract => drop(requests.write(Request::Slower)),
            KeyCode::Backspace => drop(actions.write(Action::Reset)),
            KeyCode::PageDown => drop(actions.write(Action::NextLevel)),
            KeyCode::PageUp => drop(actions.write(Action::PreviousLevel)),
            _ => {
                // A letter or digit selects the piece with that label.
                if let Some(label) = key_label(key)
                    && let Some(i) = pieces.iter().position(|p| p.label.eq_ignore_ascii_case(&label))
                {
                    selected.0 = Some(i);
                }
            }
        }
    }
}

fn key_label(key: KeyCode) -> Option<char> {
    let name = format!("{key:?}");
    let c = name.strip_prefix("Key").or_else(|| name.strip_prefix("Digit"))?;
    (c.len() == 1).then(|| c.chars().next().expect("one char"))
}
