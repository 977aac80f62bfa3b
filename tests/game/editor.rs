//! The editor's logic headless: pieces placed and moved by actions and by real key presses, the
//! loader's messages for a wrong draft, a live optimum that follows every edit and is checked against
//! a fresh solve, the hardest start, play-test and back, keeping a draft in My levels, and share codes
//! in and out.

use crate::logic::{app_on, english, press, run_until, session};
use bevy::prelude::*;
use gridlock::app_state::Screen;
use gridlock::catalog::{Catalog, Par};
use gridlock::player::notices::Notices;
use gridlock::player::progress::Store;
use gridlock::puzzles::editor::{Editor, EditorAction, Tool, Verdict};
use gridlock::puzzles::my_levels::MyLevels;
use gridlock_core::draft::{Draft, Edit};
use gridlock_core::model::{Family, Metric, Pos};
use gridlock_core::notation::{parse_board, share_code};
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Limits, Outcome, solve};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// An app in the editor on an empty board of `family` and size.
fn editor_app(family: Family, width: u8, height: u8) -> App {
    let mut app = app_on("rh-01-first-gear");
    ask(&mut app, EditorAction::New { family, width, height });
    app.update();
    assert_eq!(screen(&app), Screen::Editor);
    app
}

fn ask(app: &mut App, action: EditorAction) {
    app.world_mut().write_message(action);
    app.update();
}

fn editor(app: &App) -> &Editor {
    app.world().resource::<Editor>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames until the draft's verdict is in.
fn verdict(app: &mut App) -> Verdict {
    run_until(app, |app| editor(app).verdict != Verdict::Analysing);
    editor(app).verdict.clone()
}

/// The draft's optimum by a solver that shares nothing with the editor.
fn fresh_optimum(draft: &Draft) -> Option<u32> {
    let rules = Rules::new(&draft.board().ok()?).ok()?;
    match solve(&rules, Metric::Moves, Algorithm::Bfs, Limits::default()) {
        Outcome::Solved(s) => Some(s.count),
        _ => None,
    }
}

fn moves(verdict: &Verdict) -> Option<u32> {
    match verdict {
        Verdict::Solvable { moves, .. } => Some(*moves),
        _ => None,
    }
}

#[test]
fn placing_and_moving_pieces_with_the_loaders_overlap_message() {
    let mut app = editor_app(Family::RushHour, 6, 6);
    ask(&mut app, EditorAction::PickTool(Tool::Piece((1, 3))));
    ask(&mut app, EditorAction::UseTool(Pos::new(1, 1)));
    let draft = editor(&app).draft().clone();
    assert_eq!((draft.pieces[1].label, draft.pieces[1].at, draft.pieces[1].size), ('B', Pos::new(1, 1), (1, 3)));
    let Verdict::Invalid(why) = verdict(&mut app) else { panic!("a valid board") };
    assert_eq!(why.words(&english()), "piece 'B' overlaps piece 'A'", "the level loader's words");
    assert_eq!(editor(&app).draft().overlapping(), vec![0, 1]);

    ask(&mut app, EditorAction::Edit(Edit::Move { piece: 1, to: Pos::new(3, 0) }));
    let solved = verdict(&mut app);
    assert_eq!(moves(&solved), fresh_optimum(editor(&app).draft()));
    assert_eq!(moves(&solved), Some(2), "the truck steps down out of the lane, then the car leaves");

    // A refused edit leaves the draft alone and says why.
    let before = editor(&app).draft().clone();
    ask(&mut app, EditorAction::Edit(Edit::Remove { piece: 0 }));
    assert_eq!(editor(&app).draft(), &before);
    assert_eq!(editor(&app).refusal.as_deref(), Some("the target stays on the board: move it instead"));
}

#[test]
fn the_live_optimum_follows_every_edit_and_never_shows_a_stale_answer() {
    let mut app = editor_app(Family::RushHour, 6, 6);
    assert_eq!(moves(&verdict(&mut app)), Some(1), "an empty road: one move out");
    // Three edits in one frame: only the last draft's answer may be shown.
    for (size, at) in [((1, 3), Pos::new(2, 0)), ((1, 2), Pos::new(4, 1)), ((2, 1), Pos::new(4, 3))] {
        app.world_mut().write_message(EditorAction::Edit(Edit::Place { size, at }));
    }
    app.update();
    let now = verdict(&mut app);
    assert_eq!(moves(&now), fresh_optimum(editor(&app).draft()));
    let Verdict::Solvable { cluster, ref hardest, .. } = now else { panic!("{now:?}") };
    assert!(cluster > 1 && hardest.1 >= moves(&now).unwrap());

    // A wall that seals the lane: unsolvable, with the cluster's size.
    ask(&mut app, EditorAction::PickTool(Tool::Wall));
    ask(&mut app, EditorAction::UseTool(Pos::new(5, 2)));
    assert!(
        matches!(verdict(&mut app), Verdict::Invalid(ref why) if why.words(&english()).contains("a wall stands in front of the exit"))
    );
    ask(&mut app, EditorAction::UseTool(Pos::new(5, 2)));
    ask(&mut app, EditorAction::UseTool(Pos::new(3, 2)));
    assert!(matches!(verdict(&mut app), Verdict::Unsolvable { cluster } if cluster > 0));
    // A right-click takes the wall away whatever the tool, and the piece on top of a cell next.
    ask(&mut app, EditorAction::PickTool(Tool::Piece((2, 1))));
    ask(&mut app, EditorAction::Erase(Pos::new(3, 2)));
    assert!(editor(&app).draft().walls.is_empty());
    let pieces = editor(&app).draft().pieces.len();
    ask(&mut app, EditorAction::Erase(Pos::new(2, 0)));
    assert_eq!(editor(&app).draft().pieces.len(), pieces - 1, "the truck on (2, 0) is gone");
}

#[test]
fn the_keyboard_places_turns_undoes_and_redoes() {
    let mut app = editor_app(Family::Klotski, 4, 5);
    // Tool 5 is the 2×1 block; the cursor goes two right and four down.
    press(&mut app, &[KeyCode::Digit5]);
    assert_eq!(editor(&app).tool, Tool::Piece((2, 1)));
    for key in
        [KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::ArrowDown]
    {
        press(&mut app, &[key]);
    }
    press(&mut app, &[KeyCode::Enter]);
    let placed = editor(&app).draft().pieces[1].clone();
    assert_eq!((placed.at, placed.size), (Pos::new(2, 4), (2, 1)));
    press(&mut app, &[KeyCode::KeyR]);
    assert_eq!(editor(&app).draft().pieces[1].size, (1, 2), "turned, and moved in to stay on the board");
    assert_eq!(editor(&app).draft().pieces[1].at, Pos::new(2, 3));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(editor(&app).draft().pieces[1].size, (2, 1));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(editor(&app).draft().pieces.len(), 1);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(editor(&app).draft().pieces[1].size, (1, 2));
    // The Move tool picks the block up; arrows carry it; Enter puts it down.
    press(&mut app, &[KeyCode::Digit1]);
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(editor(&app).selected, Some(1));
    press(&mut app, &[KeyCode::ArrowLeft]);
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!((editor(&app).draft().pieces[1].at, editor(&app).selected), (Pos::new(1, 3), None));
    press(&mut app, &[KeyCode::Delete]);
    assert_eq!(editor(&app).draft().pieces.len(), 1);
}

#[test]
fn the_cursor_stays_on_a_smaller_board_brought_back_by_redo() {
    let mut app = editor_app(Family::RushHour, 8, 8);
    ask(&mut app, EditorAction::New { family: Family::Klotski, width: 4, height: 5 });
    ask(&mut app, EditorAction::Undo);
    for _ in 0..7 {
        press(&mut app, &[KeyCode::ArrowRight]);
        press(&mut app, &[KeyCode::ArrowDown]);
    }
    assert_eq!(editor(&app).cursor, Pos::new(7, 7));
    ask(&mut app, EditorAction::Redo);
    assert_eq!((editor(&app).draft().width, editor(&app).cursor), (4, Pos::new(3, 4)));
}

#[test]
fn the_hardest_start_moves_every_piece_to_the_clusters_hardest_position() {
    // A truck parked below the red car's lane: one move out, where two is the worst.
    let mut app = editor_app(Family::RushHour, 6, 6);
    ask(&mut app, EditorAction::Edit(Edit::Place { size: (1, 3), at: Pos::new(3, 3) }));
    let Verdict::Solvable { moves, hardest, cluster } = verdict(&mut app) else { panic!() };
    assert_eq!((moves, hardest.1), (1, 2));
    ask(&mut app, EditorAction::HardestStart);
    assert_eq!(editor(&app).draft().pieces.iter().map(|p| p.at).collect::<Vec<_>>(), hardest.0);
    let Verdict::Solvable { moves: now, cluster: same, hardest: still } = verdict(&mut app) else { panic!() };
    assert_eq!((now, same, still.1), (hardest.1, cluster, hardest.1), "the same cluster, from its hardest start");
    assert_eq!(fresh_optimum(editor(&app).draft()), Some(hardest.1));
}

#[test]
fn play_test_and_come_back_to_the_editor_as_it_was() {
    let mut app = editor_app(Family::RushHour, 6, 6);
    ask(&mut app, EditorAction::Edit(Edit::Place { size: (1, 2), at: Pos::new(3, 1) }));
    let Verdict::Solvable { moves, .. } = verdict(&mut app) else { panic!() };
    ask(&mut app, EditorAction::PlayTest);
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    let draft = editor(&app).draft().clone();
    let s = session(&app);
    assert_eq!(
        (&s.level().board, s.level().optimum.count, s.level().name.as_str()),
        (&draft.board().unwrap(), moves, "Editor draft")
    );
    assert_eq!(editor(&app).testing, Some(s.index()));
    let slot = s.index();

    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Editor);
    app.update();
    assert_eq!((screen(&app), editor(&app).draft(), editor(&app).testing), (Screen::Editor, &draft, None));
    assert!(editor(&app).editing.can_undo(), "the history survives the play-test");

    // The next play-test takes the same slot in My levels.
    ask(&mut app, EditorAction::Edit(Edit::Move { piece: 1, to: Pos::new(4, 1) }));
    verdict(&mut app);
    ask(&mut app, EditorAction::PlayTest);
    app.update();
    assert_eq!(session(&app).index(), slot);
    assert_eq!(app.world().resource::<Catalog>().levels.len(), slot + 1);

    // A play-tested draft that is kept keeps its place: the next play-test takes a new slot.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Editor);
    app.update();
    ask(&mut app, EditorAction::Save("Kept after testing".into()));
    app.update();
    let catalog = app.world().resource::<Catalog>();
    assert!(catalog.levels[slot].id.starts_with("mine-"), "{}", catalog.levels[slot].id);
    ask(&mut app, EditorAction::Edit(Edit::Move { piece: 1, to: Pos::new(5, 1) }));
    verdict(&mut app);
    ask(&mut app, EditorAction::PlayTest);
    app.update();
    let catalog = app.world().resource::<Catalog>();
    assert_eq!((session(&app).index(), catalog.levels[slot].name.as_str()), (slot + 1, "Kept after testing"));
}

#[test]
fn a_kept_draft_comes_back_in_my_levels() {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    let store = Store::Memory { key: "gridlock-my-levels".into(), slots: slots.clone() };
    let mut app = editor_app(Family::Klotski, 4, 5);
    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    app.insert_resource(MyLevels::load(store.clone(), &mut catalog, &mut notices, &english()));
    ask(&mut app, EditorAction::Edit(Edit::Place { size: (1, 2), at: Pos::new(1, 1) }));
    ask(&mut app, EditorAction::Save("Broken".into()));
    assert_eq!(editor(&app).refusal.as_deref(), Some("it cannot be kept: piece 'B' overlaps piece 'A'"));
    ask(&mut app, EditorAction::Edit(Edit::Move { piece: 1, to: Pos::new(1, 2) }));
    let Verdict::Solvable { moves, .. } = verdict(&mut app) else { panic!() };
    ask(&mut app, EditorAction::Save("  ".into()));
    assert_eq!(editor(&app).refusal.as_deref(), Some("a level needs a name"));
    ask(&mut app, EditorAction::Save("Tiny tray".into()));
    app.update();
    let told: Vec<_> = app.world_mut().resource_mut::<Notices>().queue.drain(..).map(|n| n.text).collect();
    assert_eq!(told, ["Saved as 'Tiny tray' in My levels."]);

    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    MyLevels::load(store, &mut catalog, &mut notices, &english());
    let mine = catalog.packs().pop().unwrap();
    let kept = &catalog.levels[mine.levels.start];
    // Kept with the optimum the verdict found, a claim the analysis checks when it is played.
    assert_eq!((kept.name.as_str(), catalog.par(mine.levels.start)), ("Tiny tray", Par::Unchecked(Some(moves))));
    assert_eq!(kept.board, editor(&app).draft().board().unwrap());
}

#[test]
fn share_codes_open_in_the_editor_and_bad_ones_get_the_loaders_message() {
    let mut app = app_on("rh-01-first-gear");
    let code = "BAAC/BAAC/DEEF/DGHF/I..J";
    ask(&mut app, EditorAction::OpenCode(code.into()));
    app.update();
    assert_eq!(screen(&app), Screen::Editor);
    let board = editor(&app).draft().board().unwrap();
    assert_eq!((board.clone(), share_code(&board).unwrap()), (parse_board(code, None).unwrap(), code.to_string()));
    verdict(&mut app);
    assert_eq!(editor(&app).share_code.as_deref(), Some(code), "the code the screen shows");
    ask(&mut app, EditorAction::Undo);
    assert_eq!(editor(&app).draft(), &Draft::empty(Family::RushHour, 6, 6), "opening is an edit like any other");

    ask(&mut app, EditorAction::OpenCode("AAB/CC".into()));
    let told = app.world_mut().resource_mut::<Notices>().queue.pop_front().unwrap().text;
    assert_eq!(told, "That puzzle cannot be edited: AAB/CC: row 2 has 2 cells but row 1 has 3.");
    assert_eq!(editor(&app).refusal.as_deref(), Some("AAB/CC: row 2 has 2 cells but row 1 has 3"));
}

#[test]
fn a_position_in_play_opens_in_the_editor() {
    let mut app = app_on("rh-01-first-gear");
    let board = session(&app).level().board.with_positions(session(&app).positions());
    ask(&mut app, EditorAction::OpenBoard(board.clone()));
    app.update();
    assert_eq!((screen(&app), editor(&app).draft().board().unwrap()), (Screen::Editor, board));
}

/// `gridlock --edit` refuses a bad code before any window opens, with the loader's message.
#[test]
fn a_bad_code_for_the_editor_on_the_command_line_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock")).args(["--edit", "AAB/CC"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "gridlock: AAB/CC: row 2 has 2 cells but row 1 has 3\n");
}
