//! Every screen by the keyboard alone and by a controller alone, with the whole interface headless
//! ([`crate::interface`]): from the title to a won level and back, through the settings (text size,
//! high contrast), the About window, the level select, the pack of every puzzle, the daily puzzles and
//! the statistics, and through the editor to a level kept in My levels — checking on the way what a
//! screen reader is handed: the focused control's name and role, and the board's announcements.

use crate::interface::{ask, button, frames, frames_until, interface_app, key, letter, plug_in_a_pad, reader, screen};
// The solver's and the editor's verdicts come from background jobs, which a loaded machine slows: they
// are waited for with the same patience as elsewhere, not a count of frames.
use crate::logic::run_until;
use bevy::a11y::AccessibilityRequested;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::Role;
use gridlock::app_state::Screen;
use gridlock::narration::Narration;
use gridlock::play::session::Session;
use gridlock::player::settings::Settings;
use gridlock::puzzles::puzzle_database::PuzzleDatabase;
use gridlock_core::database::{Database, pack};
use gridlock_core::model::Metric;
use gridlock_core::solver::{Algorithm, Limits, Solver};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

fn memory() -> Arc<Mutex<BTreeMap<String, String>>> {
    Arc::new(Mutex::new(BTreeMap::new()))
}

fn focused(app: &App) -> (Role, String) {
    reader(app).focused.clone().unwrap_or((Role::Unknown, String::new()))
}

/// Tab until the focused control is named `name`.
#[track_caller]
fn tab_to(app: &mut App, name: &str) {
    tab_until(app, name, |focused| focused == name);
}

/// Tab until the focused control's name passes `is_it` (`what` says what is looked for).
#[track_caller]
fn tab_until(app: &mut App, what: &str, is_it: impl Fn(&str) -> bool) {
    for _ in 0..40 {
        if is_it(&focused(app).1) {
            return;
        }
        key(app, KeyCode::Tab);
    }
    panic!("Tab never reached {what:?}; the tree: {:?}", reader(app).nodes);
}

#[test]
fn the_title_names_its_buttons_and_the_keyboard_opens_the_level_select() {
    let mut app = interface_app(memory());
    assert_eq!(screen(&app), Screen::Menu);
    for name in ["Play", "Create", "Settings", "About", "Quit"] {
        assert!(reader(&app).has(Role::Button, name), "no button {name:?} in {:?}", reader(&app).nodes);
    }
    tab_to(&mut app, "Play");
    assert_eq!(focused(&app).0, Role::Button);
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
}

/// The optimal solution from where the session stands, as (piece label, dx, dy) slides.
fn solution(app: &App) -> Vec<(char, i16, i16)> {
    let s = app.world().resource::<Session>();
    let solved = Solver::new(s.rules().clone(), s.positions(), Metric::Moves, Algorithm::Bfs, Limits::default()).run();
    let moves = solved.solution().expect("solvable").moves.clone();
    moves.iter().map(|m| (m.label, m.to.x as i16 - m.from.x as i16, m.to.y as i16 - m.from.y as i16)).collect()
}

/// The arrow key and the d-pad button that slide a piece by (dx, dy).
fn towards(dx: i16, dy: i16) -> (KeyCode, GamepadButton) {
    match (dx.signum(), dy.signum()) {
        (1, _) => (KeyCode::ArrowRight, GamepadButton::DPadRight),
        (-1, _) => (KeyCode::ArrowLeft, GamepadButton::DPadLeft),
        (_, 1) => (KeyCode::ArrowDown, GamepadButton::DPadDown),
        _ => (KeyCode::ArrowUp, GamepadButton::DPadUp),
    }
}

/// The editor's draft (an upright car across the red car's row) is judged: two moves.
fn solvable_in_two(app: &App) -> bool {
    matches!(
        app.world().resource::<gridlock::puzzles::editor::Editor>().verdict,
        gridlock::puzzles::editor::Verdict::Solvable { moves: 2, .. }
    )
}

/// The notice that the draft was kept under the name the field suggested is up.
fn kept(app: &App) -> bool {
    let notices = app.world().resource::<gridlock::player::notices::Notices>();
    notices.queue.iter().any(|n| n.text == "Saved as 'Rush Hour 6×6, 2 moves' in My levels.")
}

fn said(app: &App) -> Vec<String> {
    app.world().resource::<Narration>().said().iter().map(|said| said.text.clone()).collect()
}

fn settings(app: &App) -> Settings {
    *app.world().resource::<Settings>()
}

#[test]
fn the_keyboard_alone_plays_a_level_to_its_win_and_a_screen_reader_hears_it() {
    let mut app = interface_app(memory());
    // A screen reader is listening (as AccessKit's adapter tells Bevy).
    app.world().resource::<AccessibilityRequested>().set(true);
    tab_to(&mut app, "Play");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
    // The cursor's card has the focus, named with its level and optimum.
    frames_until(&mut app, 30, |app| focused(app).1.starts_with("First Gear"));
    assert_eq!(focused(&app).0, Role::Button);
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Playing);
    frames_until(&mut app, 60, |app| said(app).iter().any(|s| s.starts_with("First Gear, Rush Hour 6×6")));
    // The first-time tutorial says how the board is heard.
    assert!(reader(&app).nodes.iter().any(|(_, name)| name.starts_with("By ear: the board was just read out")));
    // Tab is the board's (the next piece) while nothing in the bars has the focus.
    key(&mut app, KeyCode::Tab);
    assert!(reader(&app).focused.as_ref().is_none_or(|(role, _)| *role != Role::Button), "Tab stayed on the board");
    // A hint, heard with what it frees.
    key(&mut app, KeyCode::F1);
    run_until(&mut app, |app| said(app).last().is_some_and(|s| s.starts_with("Hint: slide")));
    for (label, dx, dy) in solution(&app) {
        key(&mut app, letter(label));
        let (arrow, _) = towards(dx, dy);
        for _ in 0..dx.abs().max(dy.abs()) {
            key(&mut app, arrow);
        }
    }
    frames_until(&mut app, 300, |app| app.world().resource::<Session>().won());
    assert!(said(&app).iter().any(|s| s.contains("Solved!")), "the win is heard: {:?}", said(&app));
    // The win panel's way on has the keys: Enter takes it.
    frames_until(&mut app, 60, |app| focused(app) == (Role::Button, "Next level".into()));
    let first = app.world().resource::<Session>().index();
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| app.world().resource::<Session>().index() == first + 1);
    // Esc goes back to the title.
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}

#[test]
fn the_keyboard_alone_works_every_setting_and_the_about_window() {
    let mut app = interface_app(memory());
    tab_to(&mut app, "Settings");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 30, |app| reader(app).has(Role::Slider, "Text size"));
    for name in ["Sound volume", "Animation speed"] {
        assert!(reader(&app).has(Role::Slider, name), "a slider named {name:?}: {:?}", reader(&app).nodes);
    }
    for name in ["Reduce motion", "High contrast", "Fullscreen", "Free play"] {
        assert!(reader(&app).has(Role::CheckBox, name), "a check box named {name:?}: {:?}", reader(&app).nodes);
    }
    // Text size: a step up with the arrow, and egui's zoom follows.
    tab_to(&mut app, "Text size");
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(settings(&app).text_size, 125);
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<gridlock::theme::layout::TextScale>().0, 1.25);
    // At 150 % the window is a phone on its side's, whose settings stand in one column: the slider
    // keeps the keys through the change.
    for _ in 0..5 {
        key(&mut app, KeyCode::ArrowRight);
    }
    assert_eq!(app.world().resource::<gridlock::theme::layout::Room>(), &gridlock::theme::layout::Room::Short);
    assert_eq!(settings(&app).text_size, 200, "and no further than 200 %");
    // High contrast: Space ticks it; the window's ground turns black.
    tab_to(&mut app, "High contrast");
    key(&mut app, KeyCode::Space);
    assert!(settings(&app).high_contrast);
    assert_eq!(app.world().resource::<ClearColor>().0, Color::srgb_u8(0, 0, 0));
    tab_to(&mut app, "Reduce motion");
    key(&mut app, KeyCode::Space);
    assert!(settings(&app).reduce_motion);
    tab_to(&mut app, "Sound volume");
    key(&mut app, KeyCode::ArrowLeft);
    assert!(settings(&app).volume < 80, "the volume turned down: {}", settings(&app).volume);
    // The About window from the settings, and Esc closes each in turn.
    tab_to(&mut app, "About Gridlock…");
    key(&mut app, KeyCode::Enter);
    let about_open = |app: &App| reader(app).has(Role::Button, "Third-party licences");
    frames_until(&mut app, 30, about_open);
    key(&mut app, KeyCode::Escape);
    assert!(!about_open(&app), "Esc closed the About window");
    assert!(reader(&app).has(Role::Slider, "Text size"), "and left the settings open");
    key(&mut app, KeyCode::Escape);
    assert!(!reader(&app).has(Role::Slider, "Text size"), "Esc closed the settings");
    assert_eq!(screen(&app), Screen::Menu);
}

#[test]
fn the_keyboard_alone_builds_a_level_in_the_editor_and_keeps_it() {
    let slots = memory();
    let mut app = interface_app(slots.clone());
    tab_to(&mut app, "Create");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Editor);
    // Tool 4, the upright car, across the red car's row: three right, two down, Enter.
    key(&mut app, KeyCode::Digit4);
    for arrow in [KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::ArrowDown] {
        key(&mut app, arrow);
    }
    assert_eq!(said(&app).last().map(String::as_str), Some("Row 3, column 4: empty"), "the cursor's cell is told");
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, solvable_in_two);
    let told = said(&app).last().cloned().unwrap_or_default();
    assert!(told.starts_with("Row 3, column 4: ") && !told.ends_with("empty"), "and what now stands on it: {told}");
    let board = app.world().resource::<Narration>().board().to_string();
    assert!(board.contains("upright, rows 3 to 4, column 4"), "the draft in words: {board}");
    // Tab goes into the side panel; "Keep" keeps it under the name the field suggests.
    tab_to(&mut app, "Keep");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 30, kept);
    // The notice's OK has the keys: Enter dismisses it, and Esc then leaves the editor.
    assert_eq!(focused(&app), (Role::Button, "OK".into()));
    key(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<gridlock::player::notices::Notices>().queue.is_empty());
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}

#[test]
fn a_controller_alone_plays_a_level_to_its_win_and_works_the_settings() {
    let mut app = interface_app(memory());
    let pad = plug_in_a_pad(&mut app);
    // The first push of the d-pad gives the title's first button the focus; then down to "Settings".
    button(&mut app, pad, GamepadButton::DPadDown);
    assert_eq!(focused(&app), (Role::Button, "Play".into()));
    while focused(&app).1 != "Settings" {
        button(&mut app, pad, GamepadButton::DPadDown);
    }
    button(&mut app, pad, GamepadButton::South);
    frames_until(&mut app, 30, |app| reader(app).has(Role::Slider, "Text size"));
    // RB is Tab: round to the text size, the d-pad changes it, B closes the window.
    while focused(&app).1 != "Text size" {
        button(&mut app, pad, GamepadButton::RightTrigger);
    }
    button(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(settings(&app).text_size, 125);
    while focused(&app).1 != "High contrast" {
        button(&mut app, pad, GamepadButton::RightTrigger);
    }
    button(&mut app, pad, GamepadButton::South);
    assert!(settings(&app).high_contrast, "A ticks the focused box");
    button(&mut app, pad, GamepadButton::East);
    assert!(!reader(&app).has(Role::Slider, "Text size"), "B closed the settings");

    // To the level select and into its first level.
    while focused(&app).1 != "Play" {
        button(&mut app, pad, GamepadButton::DPadUp);
    }
    button(&mut app, pad, GamepadButton::South);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
    button(&mut app, pad, GamepadButton::South);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Playing);
    // The shoulder buttons choose each move's piece, the d-pad slides it.
    for (label, dx, dy) in solution(&app) {
        let index = |app: &App| {
            let pieces = app.world().resource::<Session>().level().board.pieces().to_vec();
            pieces.iter().position(|p| p.label == label).expect("a piece of that label")
        };
        let want = index(&app);
        while app.world().resource::<gridlock::play::keyboard::Selected>().0 != Some(want) {
            button(&mut app, pad, GamepadButton::RightTrigger);
        }
        let (_, dpad) = towards(dx, dy);
        for _ in 0..dx.abs().max(dy.abs()) {
            button(&mut app, pad, dpad);
        }
    }
    frames_until(&mut app, 300, |app| app.world().resource::<Session>().won());
    assert!(said(&app).iter().any(|s| s.contains("Solved!")));
    // B goes back to the title.
    button(&mut app, pad, GamepadButton::East);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}

#[test]
fn a_controller_alone_builds_a_level_in_the_editor_and_keeps_it() {
    let mut app = interface_app(memory());
    let pad = plug_in_a_pad(&mut app);
    button(&mut app, pad, GamepadButton::DPadDown);
    while focused(&app).1 != "Create" {
        button(&mut app, pad, GamepadButton::DPadDown);
    }
    button(&mut app, pad, GamepadButton::South);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Editor);
    // R2 steps through the tools to the upright car (Move, Red car, car across, car upright).
    for _ in 0..3 {
        button(&mut app, pad, GamepadButton::RightTrigger2);
    }
    assert_eq!(app.world().resource::<gridlock::puzzles::editor::Editor>().tool, gridlock::puzzles::editor::Tool::Piece((1, 2)));
    for dpad in [
        GamepadButton::DPadRight,
        GamepadButton::DPadRight,
        GamepadButton::DPadRight,
        GamepadButton::DPadDown,
        GamepadButton::DPadDown,
    ] {
        button(&mut app, pad, dpad);
    }
    button(&mut app, pad, GamepadButton::South);
    run_until(&mut app, solvable_in_two);
    // RB takes the focus into the side panel and round it to "Keep"; A keeps the level.
    while focused(&app).1 != "Keep" {
        button(&mut app, pad, GamepadButton::RightTrigger);
    }
    button(&mut app, pad, GamepadButton::South);
    frames_until(&mut app, 30, kept);
    // A takes the notice's OK, which has the focus; B then leaves the editor.
    button(&mut app, pad, GamepadButton::South);
    assert!(app.world().resource::<gridlock::player::notices::Notices>().queue.is_empty());
    button(&mut app, pad, GamepadButton::East);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}

#[test]
fn the_keyboard_reaches_the_level_selects_header_the_pack_the_daily_puzzles_and_the_statistics() {
    let mut app = interface_app(memory());
    tab_to(&mut app, "Play");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
    frames_until(&mut app, 30, |app| focused(app).1.starts_with("First Gear"));
    // Tab switches packs while a card has the keys; F6 goes into the header instead, Esc back.
    key(&mut app, KeyCode::Tab);
    frames_until(&mut app, 30, |app| focused(app).1.starts_with("Rush Hour 7×7") || !focused(app).1.starts_with("First Gear"));
    let other_pack = focused(&app).1;
    key(&mut app, KeyCode::F6);
    assert_eq!(focused(&app), (Role::Button, "Back".into()), "F6: the header's first control");
    key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::LevelSelect, "Esc in the header gives the keys back to the cards");
    frames_until(&mut app, 30, |app| focused(app).1 == other_pack);
    key(&mut app, KeyCode::F6);
    tab_to(&mut app, "Every 6×6 puzzle");
    // Fogleman's database of every 5×5 puzzle stands in for the 6×6 one the game loads from its assets.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/enumerator/5x5.txt")).unwrap();
    let db = Database::read(pack(&text, 5).unwrap()).unwrap();
    app.insert_resource(PuzzleDatabase::Ready(Arc::new(db)));
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Database);
    // The cards are named buttons; Tab reaches the first, the arrows go on among them, Enter plays one.
    assert!(reader(&app).has(Role::Button, "2 puzzles take 20 moves"), "an optimum's chip says what it stands for");
    tab_until(&mut app, "the first card", |name| name.starts_with("No. 1\n"));
    key(&mut app, KeyCode::ArrowRight);
    let card = focused(&app).1;
    assert!(card.starts_with("No. 2\n"), "the arrows moved between the cards: {card}");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Playing);
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
    tab_to(&mut app, "Play");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
    key(&mut app, KeyCode::F6);
    tab_to(&mut app, "Every 6×6 puzzle");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Database);
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::LevelSelect);
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);

    tab_to(&mut app, "Daily puzzles");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Daily);
    tab_to(&mut app, "The month before");
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
    tab_to(&mut app, "Statistics");
    key(&mut app, KeyCode::Enter);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Stats);
    key(&mut app, KeyCode::Escape);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}

#[test]
fn a_screen_reader_focuses_and_presses_the_controls_it_names() {
    let mut app = interface_app(memory());
    let node = |app: &App, name: &str| reader(app).node(Role::Button, name).expect("a button of that name");
    // Focus, as a screen reader moves its cursor to a control, then a press.
    let settings = node(&app, "Settings");
    ask(&mut app, bevy_egui::egui::accesskit::Action::Focus, settings);
    assert_eq!(focused(&app), (Role::Button, "Settings".into()));
    let statistics = node(&app, "Statistics");
    ask(&mut app, bevy_egui::egui::accesskit::Action::Click, statistics);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Stats);
    let back = node(&app, "Back");
    ask(&mut app, bevy_egui::egui::accesskit::Action::Click, back);
    frames_until(&mut app, 60, |app| screen(app) == Screen::Menu);
}
