//! What the screen reader is given, read from the same [`Narration`] that feeds AccessKit and the
//! page's live region: the level and its board on entering, the focused piece, moves with the counter
//! and the distance left, a refused slide, undo and redo, a hint and why, a win against the optimum,
//! and the board again on F4 — all by real key presses.

use crate::logic::{app_on, english, press, run_until, session};
use bevy::prelude::*;
use gridlock::i18n::words;
use gridlock::narration::Narration;
use gridlock::play::hint::Hint;
use gridlock::play::session::Action;
use gridlock::play::solver_task::Analysis;
use gridlock_core::describe::slides;

fn latest(app: &App) -> String {
    app.world().resource::<Narration>().latest().map(|said| said.text.clone()).unwrap_or_default()
}

fn wait_for_solver(app: &mut App) {
    run_until(app, |app| app.world().resource::<Analysis>().for_session(session(app)).is_some());
}

#[test]
fn a_level_is_introduced_with_its_board_and_every_move_is_told() {
    let mut app = app_on("rh-01-first-gear");
    app.update();
    let intro = latest(&app);
    assert!(intro.starts_with("First Gear, Rush Hour 6×6. 6 pieces: the red car, across, row 3, columns 1 to 2;"), "{intro}");
    assert!(intro.contains("The exit is on the right edge, row 3. Between the red car and the exit: D, E, F."), "{intro}");
    assert!(intro.ends_with("F4 reads the board again; Tab picks a piece, the arrows slide it."), "{intro}");
    wait_for_solver(&mut app);

    press(&mut app, &[KeyCode::KeyD]);
    assert_eq!(latest(&app), "D, upright, rows 2 to 3, column 4. It can slide down 1.");
    press(&mut app, &[KeyCode::ArrowDown]);
    let left = app.world().resource::<Analysis>().distance(session(&app)).expect("the solver is done");
    assert_eq!(latest(&app), format!("D down 1: move 1, {left} to go."));
    press(&mut app, &[KeyCode::ArrowDown]);
    assert_eq!(latest(&app), "D cannot slide down.", "C is below it");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(latest(&app), "Undo: D up 1.");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(latest(&app), "Redo: D down 1.");

    press(&mut app, &[KeyCode::F4]);
    let board = app.world().resource::<Narration>().board().to_string();
    assert_eq!(latest(&app), board, "F4 reads the board as it stands");
    assert!(board.contains("D, upright, rows 3 to 4, column 4"), "{board}");
}

#[test]
fn a_hint_says_its_move_and_a_win_its_count_against_the_optimum() {
    let mut app = app_on("rh-01-first-gear");
    wait_for_solver(&mut app);
    let said_before = app.world().resource::<Narration>().latest().map(|said| said.serial);
    press(&mut app, &[KeyCode::F1]);
    let hint = app.world().resource::<Hint>().0.expect("a hint");
    let s = session(&app);
    let board = &s.level().board;
    let path = s.rules().step_path(s.positions(), &hint);
    let (dir, cells) = slides(hint.from, &path)[0];
    let piece = words::piece(&english(), board.family(), board.pieces(), hint.piece);
    let said = latest(&app);
    assert!(said.starts_with(&format!("Hint: slide {piece} {} {cells}.", words::direction(&english(), dir))), "{said}");
    assert_ne!(app.world().resource::<Narration>().latest().map(|said| said.serial), said_before);

    // Played to the end by the hints, the win is told with the count and the optimum.
    while !session(&app).won() {
        let next = app.world().resource::<Analysis>().hint(session(&app)).expect("a next move");
        app.world_mut().write_message(Action::Move { mv: next, by_replay: false });
        app.update();
    }
    let won =
        app.world().resource::<Narration>().said().iter().rev().map(|said| said.text.clone()).find(|t| t.contains("Solved!"));
    assert_eq!(won.as_deref().map(|t| t.ends_with("Solved! 5 moves — the optimum is 5 moves.")), Some(true), "{won:?}");
}

#[test]
fn a_klotski_board_names_its_figures_and_the_opening_below() {
    let app = app_on("klc-01-si-yuan-shi-jin");
    let board = app.world().resource::<Narration>().board().to_string();
    assert!(board.contains("The exit is on the bottom edge, columns 2 to 3."), "{board}");
    assert!(board.contains("曹操"), "{board}");
}
