//! A game controller on the playing screen (Bevy's gamepad input; gilrs reads the pads on the
//! desktop, the Gamepad API in a browser): the shoulder buttons choose a piece, the d-pad or a flick of
//! the left stick moves it a cell, A asks for a hint, X undoes and R2 redoes, Y plays the solution
//! from here (or pauses it), Select restarts, Start goes on to the next level, B back to the menu.
//! Everything becomes the [`Action`] or [`Request`] the keyboard's keys send. The menus take the pad
//! as arrow, Enter and Escape keys (`screens::gamepad`).

use crate::app_state::Screen;
use crate::play::keyboard::Selected;
use crate::play::replay::Request;
use crate::play::session::{Action, Session};
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use gridlock_core::model::{Move, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, play_with_a_pad.run_if(in_state(Screen::Playing)).in_set(crate::app_state::GameSet::Input));
}

/// What a button does on the playing screen.
enum Command {
    Act(Action),
    Ask(Request),
    Menu,
}

const BUTTONS: [(GamepadButton, Command); 7] = [
    (GamepadButton::South, Command::Ask(Request::Hint)),
    (GamepadButton::North, Command::Ask(Request::Solve)),
    (GamepadButton::West, Command::Act(Action::Undo)),
    (GamepadButton::RightTrigger2, Command::Act(Action::Redo)),
    (GamepadButton::Select, Command::Act(Action::Reset)),
    (GamepadButton::Start, Command::Act(Action::NextLevel)),
    (GamepadButton::East, Command::Menu),
];

/// How far the left stick must lean to count as a flick, and how far back to count as let go.
const FLICK: f32 = 0.6;
const CENTRED: f32 = 0.3;

/// Each pad's stick: whether it is leaning past [`FLICK`] (a flick moves once, until it comes back).
#[derive(Component, Default)]
pub struct StickLean(bool);

/// The direction a pad asks for this frame: a d-pad press, or the left stick's flick.
pub(crate) fn direction(pad: &Gamepad, lean: &mut StickLean) -> Option<(i16, i16)> {
    let pressed = [
        (GamepadButton::DPadUp, (0, -1)),
        (GamepadButton::DPadDown, (0, 1)),
        (GamepadButton::DPadLeft, (-1, 0)),
        (GamepadButton::DPadRight, (1, 0)),
    ]
    .into_iter()
    .find(|(button, _)| pad.just_pressed(*button));
    if let Some((_, step)) = pressed {
        return Some(step);
    }
    let stick = pad.left_stick();
    if stick.length() < CENTRED {
        lean.0 = false;
    }
    if lean.0 || stick.length() < FLICK {
        return None;
    }
    lean.0 = true;
    // The stick's y points up; the board's rows count down.
    Some(if stick.x.abs() > stick.y.abs() { (stick.x.signum() as i16, 0) } else { (0, -stick.y.signum() as i16) })
}

fn play_with_a_pad(
    mut pads: Query<(Entity, &Gamepad, Option<&mut StickLean>)>,
    mut commands: Commands,
    session: Res<Session>,
    mut selected: ResMut<Selected>,
    mut actions: MessageWriter<Action>,
    mut requests: MessageWriter<Request>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let pieces = session.level().board.pieces();
    for (entity, pad, lean) in &mut pads {
        let Some(mut lean) = lean else {
            commands.entity(entity).insert(StickLean::default());
            continue;
        };
        let n = pieces.len();
        if pad.just_pressed(GamepadButton::RightTrigger) {
            selected.0 = Some(selected.0.map_or(0, |i| (i + 1) % n));
        }
        if pad.just_pressed(GamepadButton::LeftTrigger) {
            selected.0 = Some(selected.0.map_or(n - 1, |i| (i + n - 1) % n));
        }
        if let Some((dx, dy)) = direction(pad, &mut lean) {
            // A first push with nothing chosen chooses the target.
            let piece = *selected.0.get_or_insert_with(|| pieces.iter().position(|p| p.is_target()).unwrap_or(0));
            let from = session.positions()[piece];
            let to = Pos::new((from.x as i16 + dx).clamp(0, 255) as u8, (from.y as i16 + dy).clamp(0, 255) as u8);
            actions.write(Action::Move { mv: Move { piece, label: pieces[piece].label, from, to }, by_replay: false });
        }
        for (button, command) in BUTTONS {
            if !pad.just_pressed(button) {
                continue;
            }
            match command {
                Command::Act(action) => drop(actions.write(action)),
                Command::Ask(request) => drop(requests.write(request)),
                Command::Menu => next_screen.set(Screen::Menu),
            }
        }
    }
}
