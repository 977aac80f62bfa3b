//! A game controller headless: the shoulder buttons choose a piece, the d-pad and a flick of the
//! left stick move it, X undoes and R2 redoes, Select restarts, B goes back to the menu.

use crate::logic::{app_on, session};
use bevy::input::gamepad::{Gamepad, GamepadAxis, GamepadButton};
use bevy::prelude::*;
use gridlock::app_state::Screen;
use gridlock::play::keyboard::Selected;
use gridlock_core::model::Metric;
use gridlock_core::solver::{Algorithm, Limits, Solver};

/// Presses `button` on the pad for one frame, then lets it go.
fn press(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
    app.update();
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release(button);
    gamepad.digital_mut().clear();
    app.update();
}

fn lean(app: &mut App, pad: Entity, x: f32, y: f32) {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, y);
    app.update();
}

#[test]
fn a_pad_chooses_moves_undoes_and_leaves() {
    let mut app = app_on("rh-10-the-big-jam");
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.update();
    let s = session(&app);
    let first = Solver::new(s.rules().clone(), s.positions(), Metric::Moves, Algorithm::Bfs, Limits::default())
        .run()
        .solution()
        .expect("solvable")
        .moves[0];
    // The right shoulder steps through the pieces to the first move's.
    for _ in 0..=first.piece {
        press(&mut app, pad, GamepadButton::RightTrigger);
    }
    assert_eq!(app.world().resource::<Selected>().0, Some(first.piece));
    let towards = |from: u8, to: u8| (to as i16 - from as i16).signum();
    let (dx, dy) = (towards(first.from.x, first.to.x), towards(first.from.y, first.to.y));
    let dpad = match (dx, dy) {
        (1, _) => GamepadButton::DPadRight,
        (-1, _) => GamepadButton::DPadLeft,
        (_, 1) => GamepadButton::DPadDown,
        _ => GamepadButton::DPadUp,
    };
    press(&mut app, pad, dpad);
    assert_eq!(session(&app).history().len(), 1, "the d-pad moved it a cell");
    press(&mut app, pad, GamepadButton::West);
    assert!(session(&app).history().is_empty(), "X undid it");
    press(&mut app, pad, GamepadButton::RightTrigger2);
    assert_eq!(session(&app).history().len(), 1, "R2 redid it");
    // A flick of the stick the same way moves it once more (if the board lets it), once per flick.
    let before = session(&app).positions().to_vec();
    lean(&mut app, pad, dx as f32, -dy as f32);
    lean(&mut app, pad, dx as f32, -dy as f32);
    let moved = session(&app).positions() != before.as_slice();
    let history = session(&app).history().len();
    assert!(history <= 2, "one flick, one move at most: {history}");
    lean(&mut app, pad, 0.0, 0.0);
    press(&mut app, pad, GamepadButton::Select);
    assert!(session(&app).history().is_empty(), "Select restarted (after {moved:?} by the stick)");
    press(&mut app, pad, GamepadButton::East);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu, "B goes back to the menu");
}
