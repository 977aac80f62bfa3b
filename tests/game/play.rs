//! The game's logic plugins, headless (no window, no renderer): real key presses go in, and the tests
//! check what a player would: legal moves only, counters, undo/redo, one win, hints and replays that
//! are optimal, and stale solver results ignored.

use crate::logic::{WinCount, app_on, app_with_budget, english, press, run_until, session, wait_until};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use gridlock::catalog::{Catalog, PackKind, Par};
use gridlock::i18n::words;
use gridlock::play::demo::Demo;
use gridlock::play::hint::{Hint, HintReason, HintsUsed};
use gridlock::play::keyboard::Selected;
use gridlock::play::session::{Action, Session};
use gridlock::play::share::{GifFolder, SaveGif, position_code};
use gridlock::play::solver_task::{Analysis, AnalysisBudget};
use gridlock::player::notices::Notices;
use gridlock::player::progress::Progress;
use gridlock::player::progress::Store;
use gridlock::player::settings::Settings;
use gridlock::puzzles::my_levels::{MyLevels, SaveLevel};
use gridlock::puzzles::random_puzzle::{Band, Kind, MakePuzzle, PuzzleMaker};
use gridlock::{app_state::Screen, logic_plugin};
use gridlock_core::cluster::ClusterError;
use gridlock_core::model::{Family, Metric, Pos};
use gridlock_core::puzzle::Puzzle;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, Solution, Solver, solve};
use gridlock_render::GifOptions;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Duration;

/// Runs frames until the background analysis for the current level is in.
fn wait_for_solver(app: &mut App) {
    run_until(app, |app| app.world().resource::<Analysis>().for_session(session(app)).is_some());
}

/// An optimal solution from the session's position, by a fresh BFS that shares nothing with the game.
fn optimal_solution(session: &Session) -> Solution {
    optimal_solution_at(session.rules(), session.positions())
}

/// An optimal solution from `positions`, likewise.
fn optimal_solution_at(rules: &Arc<Rules>, positions: &[Pos]) -> Solution {
    let solver = Solver::new(Arc::clone(rules), positions, Metric::Moves, Algorithm::Bfs, Limits::default());
    solver.run().solution().expect("solvable").clone()
}

/// The optimum from the session's position.
fn optimum_from_here(session: &Session) -> u32 {
    optimal_solution(session).count
}

#[test]
fn keyboard_moves_are_legal_and_counted() {
    // ooBBoo / oooDEF / AAoDEF: the target can step right once, then D is in the way.
    let mut app = app_on("rh-01-first-gear");
    let start = session(&app).positions().to_vec();
    press(&mut app, &[KeyCode::KeyA]);
    press(&mut app, &[KeyCode::ArrowRight]);
    let a = session(&app).level().board.target_index();
    assert_eq!(session(&app).positions()[a].x, start[a].x + 1);
    press(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!(session(&app).positions()[a].x, start[a].x + 1, "a blocked move must not happen");
    let before_up = session(&app).positions().to_vec();
    press(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(session(&app).positions(), before_up, "a vehicle never leaves its axis");
    press(&mut app, &[KeyCode::ArrowLeft]);
    let c = session(&app).counters();
    // Two steps of the same car in a row: one move, two slides, two steps.
    assert_eq!((c.moves, c.slides, c.steps), (1, 2, 2));
    assert_eq!(session(&app).positions(), start);

    // Tab walks to the next piece; it moves independently.
    press(&mut app, &[KeyCode::Tab]);
    let picked = app.world().resource::<Selected>().0.expect("Tab selects a piece");
    assert_ne!(picked, a);
    let before = session(&app).history().len();
    for key in [KeyCode::ArrowLeft, KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::ArrowDown] {
        press(&mut app, &[key]);
    }
    let s = session(&app);
    assert!(s.history().len() > before, "the arrows moved the piece Tab selected");
    assert!(s.history()[before..].iter().all(|played| played.mv.piece == picked));
    assert!(s.history().iter().all(|p| p.steps == 1));
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut app = app_on("rh-01-first-gear");
    let start = session(&app).positions().to_vec();
    press(&mut app, &[KeyCode::KeyA]);
    press(&mut app, &[KeyCode::ArrowRight]);
    let after = session(&app).positions().to_vec();
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(session(&app).positions(), start);
    assert_eq!(session(&app).counters().moves, 0);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(session(&app).positions(), after);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ]);
    assert_eq!(session(&app).positions(), after);
    assert_eq!(session(&app).counters().moves, 1);
    // Nothing left to redo: a further redo changes nothing.
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(session(&app).history().len(), 1);
}

#[test]
fn the_hint_is_an_optimal_move_from_the_current_position() {
    let mut app = app_on("rh-03-side-street");
    wait_for_solver(&mut app);
    // Leave the level's start first: the hint must be about where the player is.
    let s = session(&app);
    let detour = s.rules().moves(s.positions(), Metric::Moves).into_iter().last().unwrap();
    app.world_mut().write_message(Action::Move { mv: detour, by_replay: false });
    app.update();
    let here = optimum_from_here(session(&app));
    press(&mut app, &[KeyCode::F1]);
    let hint = app.world().resource::<Hint>().0.expect("a hint is shown");
    let after = Rules::apply(session(&app).positions(), &hint);
    assert_eq!(optimal_solution_at(session(&app).rules(), &after).count, here - 1);
}

#[test]
fn a_hint_asked_again_says_why_in_words_and_the_level_counts_its_hints() {
    for (level, names) in
        [("rh-10-the-big-jam", ["the red car"].as_slice()), ("klc-32-heng-dao-li-ma", ["曹操", "soldier"].as_slice())]
    {
        let mut app = app_on(level);
        wait_for_solver(&mut app);
        press(&mut app, &[KeyCode::F1]);
        let hint = app.world().resource::<Hint>().0.expect("a hint is shown");
        assert_eq!(app.world().resource::<HintsUsed>().0, 1);
        assert!(app.world().resource::<HintReason>().0.is_none(), "the first press shows the move alone");
        press(&mut app, &[KeyCode::F1]);
        let chain = app.world().resource::<HintReason>().0.clone().expect("the second press says why");
        assert_eq!(app.world().resource::<HintsUsed>().0, 1, "the same hint, explained, counts once");
        let s = session(&app);
        let board = &s.level().board;
        if let [first, .., last] = chain.as_slice() {
            assert_eq!(first.0, hint.piece, "{level}: the chain starts at the moved piece");
            assert_eq!(last.0, board.target_index(), "{level}: and ends at the target");
        }
        let (dir, steps) = s.rules().first_step(s.positions(), &hint);
        let why =
            words::hint_reason(&english(), (board.family(), board.pieces()), (hint.piece, dir, steps as u8), &chain, Some(1));
        let moved = words::piece(&english(), board.family(), board.pieces(), hint.piece);
        assert!(why.starts_with(&format!("Why: {moved} ")) && why.ends_with('.'), "{level}: {why}");
        assert!(chain.len() < 2 || names.iter().any(|name| why.contains(name)), "{level}: {why}");
        // The move made, the hint and its reason go; the next hint counts again.
        app.world_mut().write_message(Action::Move { mv: hint, by_replay: false });
        app.update();
        assert!(app.world().resource::<HintReason>().0.is_none());
        press(&mut app, &[KeyCode::F1]);
        assert_eq!(app.world().resource::<HintsUsed>().0, 2);
    }
}

#[test]
fn the_replay_solves_in_exactly_the_optimum_and_the_win_counts_once_without_stars() {
    for level in ["rh-02-school-run", "kl-01-only-18"] {
        let mut app = app_on(level);
        wait_for_solver(&mut app);
        let optimum = session(&app).level().optimum.count;
        press(&mut app, &[KeyCode::Space]);
        for _ in 0..(optimum * 30) {
            app.update();
        }
        let s = session(&app);
        assert!(s.won(), "{level}: the replay did not reach the goal");
        assert_eq!(s.counters().moves, optimum, "{level}");
        assert!(s.assisted());
        assert_eq!(s.stars(Some(optimum)), 0, "{level}: a win the solver played earns no stars");
        assert_eq!(app.world().resource::<WinCount>().0, 1, "{level}: one win, announced once");
        let best = app.world().resource::<Progress>().best[level];
        assert_eq!((best.moves, best.stars), (optimum, 0), "{level}: the win is recorded in the progress");
        // After the win, a step the rules allow the target is refused, and no second win is announced.
        let s = session(&app);
        let won_at = s.positions().to_vec();
        let target = s.level().board.target_index();
        let step =
            s.rules().moves(&won_at, Metric::Steps).into_iter().find(|mv| mv.piece == target).expect("the target can step back");
        let key = match (step.to.x as i16 - step.from.x as i16, step.to.y as i16 - step.from.y as i16) {
            (-1, 0) => KeyCode::ArrowLeft,
            (1, 0) => KeyCode::ArrowRight,
            (0, -1) => KeyCode::ArrowUp,
            _ => KeyCode::ArrowDown,
        };
        press(&mut app, &[KeyCode::KeyA]);
        assert_eq!(app.world().resource::<Selected>().0, Some(target));
        press(&mut app, &[key]);
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(session(&app).positions(), won_at, "{level}: a move after the win is refused");
        assert_eq!(app.world().resource::<WinCount>().0, 1);
    }
}

#[test]
fn a_win_played_by_hand_at_the_optimum_earns_three_stars() {
    let mut app = app_on("rh-02-school-run");
    let optimum = optimal_solution(session(&app));
    for &mv in &optimum.moves {
        app.world_mut().write_message(Action::Move { mv, by_replay: false });
        app.update();
    }
    let s = session(&app);
    assert!(s.won() && !s.assisted());
    assert_eq!(s.stars(Some(optimum.count)), 3);
    let best = app.world().resource::<Progress>().best["rh-02-school-run"];
    assert_eq!((best.moves, best.stars), (optimum.count, 3));
}

#[test]
fn player_input_stops_the_replay() {
    let mut app = app_on("rh-05-double-park");
    wait_for_solver(&mut app);
    press(&mut app, &[KeyCode::Space]);
    for _ in 0..60 {
        app.update();
    }
    let played = session(&app).history().len();
    assert!(played > 0);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(session(&app).history().len(), played - 1, "the replay went on after the player's undo");
}

#[test]
fn the_demo_solves_a_level_then_moves_on_to_the_next() {
    let mut app = app_on("rh-01-first-gear");
    let first = session(&app).index();
    // As the menu's "Watch the demo" does it.
    app.world_mut().resource_mut::<Demo>().start();
    app.world_mut().write_message(Action::Load(first));
    for _ in 0..600 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
        if session(&app).index() != first {
            break;
        }
    }
    assert_eq!(app.world().resource::<WinCount>().0, 1, "the demo solved the first level");
    assert_ne!(session(&app).index(), first, "and moved on");
    assert!(app.world().resource::<Demo>().on);
    // Any key from the player ends the demo.
    press(&mut app, &[KeyCode::Tab]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    press(&mut app, &[KeyCode::ArrowDown]);
    assert!(!app.world().resource::<Demo>().on);
}

#[test]
fn next_level_follows_the_pack_and_skips_locked_tiers_until_free_play() {
    let mut app = app_on("rh6-beginner-102");
    app.world_mut().write_message(Action::NextLevel);
    app.update();
    assert_eq!(session(&app).level().id, "rh7-intermediate-001", "6×6 intermediate is locked: on to the 7×7 pack");
    app.world_mut().write_message(Action::PreviousLevel);
    app.update();
    assert_eq!(session(&app).level().id, "rh6-beginner-102");
    app.world_mut().resource_mut::<Settings>().free_play = true;
    app.update();
    app.world_mut().write_message(Action::NextLevel);
    app.update();
    assert_eq!(session(&app).level().id, "rh-03-side-street", "free play: the next tier's first level");
}

/// A broken code ends the desktop game before any window opens, with the loader's message. (A code
/// that reads as a board opens at once, whatever its size: `opening.rs`.)
#[test]
fn a_broken_board_on_the_command_line_is_refused_with_the_loaders_message() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock")).args(["--board", "AAB/CC"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("gridlock: AAB/CC: "), "{:?}", out);
}

/// A new puzzle of each family, made in the background: it opens in play in My levels, with an
/// optimum in the band asked for that the solver confirms.
#[test]
fn a_new_puzzle_is_made_in_the_background_and_opens_in_play() {
    for (kind, band, family) in
        [(Kind::RushHour { size: 6 }, Band::Easy, Family::RushHour), (Kind::Huarongdao, Band::Hard, Family::Klotski)]
    {
        let mut app = app_on("rh-01-first-gear");
        app.world_mut().write_message(MakePuzzle { kind, band });
        app.update();
        assert!(app.world().resource::<PuzzleMaker>().progress().is_some(), "under way, frames go on");
        run_until(&mut app, |app| session(app).level().name == "New puzzle");
        let s = session(&app);
        assert_eq!(s.level().board.family(), family);
        assert!(band.moves(kind).contains(&s.level().optimum.count), "{kind:?}: {}", s.level().optimum.count);
        assert!(s.level().id.starts_with("new-"), "{}", s.level().id);
        let catalog = app.world().resource::<Catalog>();
        assert!(!catalog.is_shipped(s.index()) && catalog.packs().last().unwrap().kind == PackKind::Mine);
        let optimum = solve(s.rules(), Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default());
        assert!(matches!(optimum, Outcome::Solved(ref o) if o.count == s.level().optimum.count), "the stated optimum is exact");
        assert!(app.world().resource::<PuzzleMaker>().progress().is_none());
    }
}

#[test]
fn a_kept_level_comes_back_in_my_levels_and_bad_names_or_lists_lose_nothing() {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    let store = Store::Memory { key: "gridlock-my-levels".into(), slots: slots.clone() };
    let mut app = app_on("rh-01-first-gear");
    let index = app.world_mut().resource_mut::<Catalog>().open_shared("BAAC/BAAC/DEEF/DGHF/I..J", "Shared puzzle").unwrap();
    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    app.insert_resource(MyLevels::load(store.clone(), &mut catalog, &mut notices, &english()));
    // Played first, so that its analysis finds the optimum it is kept with.
    app.world_mut().write_message(Action::Load(index));
    wait_for_solver(&mut app);
    assert_eq!(app.world().resource::<Catalog>().par(index), Par::Known(81));
    let keep = |app: &mut App, name: &str| {
        app.world_mut().write_message(SaveLevel { index, name: name.into() });
        app.update();
        app.world_mut().resource_mut::<Notices>().queue.pop_front().map(|n| n.text)
    };
    assert_eq!(keep(&mut app, "   ").as_deref(), Some("The level was not saved: a level needs a name."));
    assert!(slots.lock().unwrap().is_empty(), "nothing written for a refused name");
    assert_eq!(keep(&mut app, " My first ").as_deref(), Some("Saved as 'My first' in My levels."));
    assert_eq!(app.world().resource::<Catalog>().levels[index].name, "My first");
    let shipped = app.world().resource::<Catalog>().find("rh-02-school-run").unwrap();
    app.world_mut().write_message(SaveLevel { index: shipped, name: "Mine now".into() });
    app.update();
    let refused = app.world_mut().resource_mut::<Notices>().queue.pop_front().unwrap().text;
    assert_eq!(refused, "The level was not saved: it comes with the game.");

    // The next start: the kept level is in My levels under its name, with its optimum, a claim until
    // it is played and checked again.
    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    MyLevels::load(store.clone(), &mut catalog, &mut notices, &english());
    let mine = catalog.packs().pop().unwrap();
    assert_eq!(mine.kind, PackKind::Mine);
    let kept = &catalog.levels[mine.levels.start];
    assert_eq!(
        (kept.name.as_str(), catalog.par(mine.levels.start), mine.levels.len()),
        ("My first", Par::Unchecked(Some(81)), 1)
    );
    assert!(notices.queue.is_empty());

    // A damaged list is set aside, reported, and the game starts without it.
    slots.lock().unwrap().insert("gridlock-my-levels".into(), "(levels: [(name: \"x\"".into());
    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    MyLevels::load(store, &mut catalog, &mut notices, &english());
    assert!(notices.queue[0].text.starts_with("Your list of levels was damaged (line 1"), "{:?}", notices.queue);
    assert!(slots.lock().unwrap().keys().any(|k| k.starts_with("gridlock-my-levels.corrupt-")));
    assert_eq!(catalog.levels.len(), Catalog::embedded().unwrap().levels.len());
}

#[test]
fn save_gif_writes_the_optimal_solution_and_says_where() {
    let folder = std::env::temp_dir().join(format!("gridlock-gifs-{}", std::process::id()));
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(GifFolder(Some(folder.clone())));
    app.world_mut().write_message(SaveGif);
    run_until(&mut app, |app| !app.world().resource::<Notices>().queue.is_empty());
    let notice = app.world().resource::<Notices>().queue[0].text.clone();
    let path = folder.join("gridlock-rh-01-first-gear.gif");
    assert_eq!(notice, format!("The optimal solution was saved as {}.", path.display()));
    let mut decoder = gif::DecodeOptions::new().read_info(std::fs::File::open(&path).unwrap()).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    std::fs::remove_dir_all(&folder).unwrap();
    assert_eq!(frames, GifOptions::default().frame_count(session(&app).level().optimum.count as usize));
}

#[test]
fn a_position_s_share_code_reads_back_as_that_position() {
    let mut app = app_on("rh-01-first-gear");
    let before = position_code(session(&app)).unwrap();
    assert_eq!(before.len(), 36, "Fogleman's notation for 6×6: {before}");
    let mv = session(&app).rules().moves(session(&app).positions(), Metric::Moves)[0];
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    let after = position_code(session(&app)).unwrap();
    assert_ne!(after, before);
    let shared = Puzzle::from_board_string(&after, None).unwrap();
    let mut read: Vec<_> = shared.board.pieces().iter().map(|p| (p.label, p.at)).collect();
    let s = session(&app);
    let mut played: Vec<_> = s.level().board.pieces().iter().zip(s.positions()).map(|(p, &at)| (p.label, at)).collect();
    read.sort();
    played.sort();
    assert_eq!(read, played);
}

#[test]
fn results_for_a_level_the_player_left_never_reach_the_screen() {
    // The analysis finishes but is not collected yet; then the player moves on. On a busy machine the
    // analysis can finish within the level's first frame and be collected in it, before the test can
    // step in: then the scene is set again.
    let caught = |app: &App| app.world().resource::<Analysis>().is_ready();
    let mut app = (0..20)
        .map(|_| {
            let app = app_on("rh-01-first-gear");
            wait_until(|| caught(&app) || app.world().resource::<Analysis>().cluster.is_some());
            app
        })
        .find(|app| caught(app))
        .expect("an analysis finished and not yet collected");
    app.world_mut().write_message(Action::NextLevel);
    app.update();
    let analysis = app.world().resource::<Analysis>();
    assert!(analysis.cluster.is_none(), "the finished result of the level left behind was dropped, not shown");
    assert!(analysis.is_pending(), "the new level's analysis runs");
    wait_for_solver(&mut app);
    let (analysis, s) = (app.world().resource::<Analysis>(), session(&app));
    assert_eq!(s.level().id, "rh-02-school-run");
    assert_eq!(analysis.distance(s), Some(s.level().optimum.count), "the meter describes the level on screen");
}

#[test]
fn hints_and_replays_start_from_the_solution_before_the_whole_cluster() {
    // Rush Hour Plus: the analysis reaches its first goal, an optimal solution from the start, about a
    // quarter of the way through.
    let mut app = app_on("rh7-02-rush-hour-plus");
    run_until(&mut app, |app| app.world().resource::<Analysis>().distance(session(app)).is_some());
    let (analysis, s) = (app.world().resource::<Analysis>(), session(&app));
    assert!(analysis.for_session(s).is_none(), "the solution came before the cluster");
    assert_eq!(analysis.distance(s), Some(s.level().optimum.count));
    press(&mut app, &[KeyCode::F1]);
    let hint = app.world().resource::<Hint>().0.expect("a hint from the solution");
    press(&mut app, &[KeyCode::Period]);
    let s = session(&app);
    assert_eq!(s.history().len(), 1, "one replay step");
    assert_eq!(s.positions(), Rules::apply(&s.level().board.positions(), &hint), "the step is the hinted move");
    assert_eq!(optimum_from_here(s), s.level().optimum.count - 1, "and it is optimal");
    if app.world().resource::<Analysis>().for_session(session(&app)).is_none() {
        assert_eq!(app.world().resource::<Analysis>().distance(session(&app)), Some(s.level().optimum.count - 1));
    }
}

#[test]
fn a_level_too_large_to_analyse_still_plays_without_hints() {
    let mut app = app_with_budget("rh7-02-rush-hour-plus", AnalysisBudget(200_000));
    run_until(&mut app, |app| !app.world().resource::<Analysis>().is_pending());
    let analysis = app.world().resource::<Analysis>();
    assert!(matches!(analysis.error, Some(ClusterError::LimitReached { budget: 200_000, .. })), "{:?}", analysis.error);
    press(&mut app, &[KeyCode::F1]);
    assert_eq!(app.world().resource::<Hint>().0, None, "no hint without an analysis");
    press(&mut app, &[KeyCode::Space]);
    assert!(session(&app).history().is_empty(), "no replay without an analysis");
    let s = session(&app);
    let mv = s.rules().moves(s.positions(), Metric::Moves)[0];
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    assert_eq!(session(&app).positions()[mv.piece], mv.to, "the pieces still move");
    assert_eq!(session(&app).counters().moves, 1);
}

#[test]
fn a_players_level_named_like_a_shipped_one_keeps_its_own_record() {
    let dir = std::env::temp_dir().join(format!("gridlock-own-level-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("rh-02-school-run.ron");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/levels/rh-02-school-run.ron"), &copy).unwrap();
    let mut catalog = Catalog::embedded().unwrap();
    let shipped = catalog.find("rh-02-school-run").unwrap();
    let own = catalog.open(copy.to_str().unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_ne!(own, shipped);
    assert!(catalog.record_key(own).starts_with("own-"), "{}", catalog.record_key(own));

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(Session::new(&catalog, own, 0)).insert_resource(catalog);
    app.init_resource::<ButtonInput<KeyCode>>().add_plugins(logic_plugin);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    for mv in optimal_solution(session(&app)).moves {
        app.world_mut().write_message(Action::Move { mv, by_replay: false });
        app.update();
    }
    assert!(session(&app).won());
    let best = &app.world().resource::<Progress>().best;
    assert!(!best.contains_key("rh-02-school-run"), "the shipped level's record is untouched: {best:?}");
    assert_eq!(best.len(), 1);
}

#[test]
fn a_broken_level_file_gets_the_same_message_in_the_game_as_everywhere() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/malformed/levels");
    let mut catalog = Catalog::embedded().unwrap();
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path().display().to_string();
        let in_game = catalog.open(&path).map(|_| ()).unwrap_err().to_string();
        let everywhere = Puzzle::open(&path, None).err().expect("the corpus is refused").to_string();
        assert_eq!(in_game, everywhere);
        checked += 1;
    }
    assert!(checked >= 40);
    assert_eq!(catalog.levels.len(), Catalog::embedded().unwrap().levels.len(), "nothing broken was added");
}

#[test]
fn a_restart_keeps_the_levels_analysis() {
    let mut app = app_on("rh-03-side-street");
    wait_for_solver(&mut app);
    let before = Arc::clone(app.world().resource::<Analysis>().cluster.as_ref().unwrap());
    press(&mut app, &[KeyCode::Backspace]);
    let (analysis, s) = (app.world().resource::<Analysis>(), session(&app));
    assert_eq!(s.generation(), 1, "the restart is a new attempt");
    assert!(!analysis.is_pending(), "nothing to solve again");
    assert!(Arc::ptr_eq(analysis.cluster.as_ref().unwrap(), &before));
    assert_eq!(analysis.distance(s), Some(s.level().optimum.count), "hints work at once");
}
