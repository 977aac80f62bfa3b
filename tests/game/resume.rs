//! Resume headless: a play left mid-level comes back on the next start with the same position,
//! history (undo and redo), counters and clock; a move is written at once, the clock alone after the
//! debounce or as the game closes; a won level leaves nothing to resume; a damaged or unplayable save
//! is set aside and told.

use crate::logic::{app_on, english, session};
use bevy::prelude::*;
use gridlock::catalog::Catalog;
use gridlock::play::hint::HintsUsed;
use gridlock::play::resume::{DEBOUNCE_SECS, Resume, continuable, take_up};
use gridlock::play::session::{Action, Session};
use gridlock::player::notices::Notices;
use gridlock::player::progress::Store;
use gridlock_core::model::{Metric, Move};
use gridlock_core::solver::{Algorithm, Limits, Solver};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

const KEY: &str = "gridlock-resume";

fn memory() -> (Store, Arc<Mutex<BTreeMap<String, String>>>) {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    (Store::Memory { key: KEY.into(), slots: slots.clone() }, slots)
}

/// The game started with the play this store holds (as `main.rs` starts it), on `level`.
fn start(level: &str, store: &Store) -> (App, Notices) {
    let mut app = app_on(level);
    let mut catalog = app.world_mut().resource_mut::<Catalog>().clone();
    let mut notices = Notices::default();
    let resume = Resume::load(store.clone(), &mut catalog, &mut notices, &english());
    app.insert_resource(catalog).insert_resource(resume);
    app.update();
    (app, notices)
}

fn optimal_moves(session: &Session) -> Vec<Move> {
    let solver = Solver::new(session.rules().clone(), session.positions(), Metric::Moves, Algorithm::Bfs, Limits::default());
    solver.run().solution().expect("solvable").moves.clone()
}

/// Frames enough for the debounce to pass (the tests' clock steps 20 ms a frame).
fn wait_out_the_debounce(app: &mut App) {
    for _ in 0..(DEBOUNCE_SECS * 50.0) as usize + 2 {
        app.update();
    }
}

#[test]
fn a_play_left_mid_level_comes_back_where_it_was() {
    let (store, slots) = memory();
    let (mut app, _) = start("rh-10-the-big-jam", &store);
    app.world_mut().resource_mut::<HintsUsed>().0 = 3;
    for mv in optimal_moves(session(&app)).into_iter().take(5) {
        app.world_mut().write_message(Action::Move { mv, by_replay: false });
        app.update();
    }
    app.world_mut().write_message(Action::Undo);
    app.update();
    let written = || slots.lock().unwrap()[KEY].clone();
    assert!(written().contains("rh-10-the-big-jam") && written().contains("undone: 1"), "at once: {}", written());
    // The clock alone waits for the debounce.
    let before = written();
    app.update();
    assert_eq!(written(), before, "a frame later, the clock alone: not yet");
    wait_out_the_debounce(&mut app);
    assert_ne!(written(), before, "the clock, once the debounce has passed");
    // A redo is written at once; the clock after it goes out as the game closes.
    app.world_mut().write_message(Action::Redo);
    app.update();
    assert!(written().contains("undone: 0"), "{}", written());
    let at_the_redo = written();
    app.update();
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_ne!(written(), at_the_redo, "the clock, on the way out");
    let left = session(&app).clone();

    let (mut again, notices) = start("rh-01-first-gear", &store);
    assert!(notices.queue.is_empty(), "{:?}", notices.queue);
    let offered = continuable(again.world().resource::<Resume>(), session(&again));
    assert_eq!(offered, Some((left.index(), left.counters().moves)), "the title's Continue names it");
    let action = take_up(&mut again.world_mut().resource_mut::<Resume>()).expect("a play to take up");
    again.world_mut().write_message(action);
    again.update();
    again.update();
    assert_eq!(again.world().resource::<HintsUsed>().0, 3, "the hints it had used");
    let now = session(&again);
    assert_eq!(now.level().id, "rh-10-the-big-jam");
    assert_eq!(now.positions(), left.positions());
    assert_eq!(now.history(), left.history());
    assert_eq!(now.undone(), left.undone());
    assert_eq!(now.counters(), left.counters());
    assert!((now.clock() - left.clock()).abs() < 0.1, "{} against {}", now.clock(), left.clock());
    // Undo and redo go on from there.
    again.world_mut().write_message(Action::Undo);
    again.update();
    assert_eq!(session(&again).history().len(), left.history().len() - 1);
}

#[test]
fn a_won_level_leaves_nothing_to_resume() {
    let (store, slots) = memory();
    let (mut app, _) = start("rh-01-first-gear", &store);
    let moves = optimal_moves(session(&app));
    for (n, mv) in moves.iter().enumerate() {
        app.world_mut().write_message(Action::Move { mv: *mv, by_replay: false });
        app.update();
        if n == 1 {
            wait_out_the_debounce(&mut app);
            assert!(slots.lock().unwrap()[KEY].contains("rh-01-first-gear"), "mid-level it is saved");
        }
    }
    assert!(session(&app).won());
    wait_out_the_debounce(&mut app);
    assert_eq!(slots.lock().unwrap()[KEY].trim(), "None");
    let (again, _) = start("rh-01-first-gear", &store);
    assert_eq!(continuable(again.world().resource::<Resume>(), session(&again)), None);
}

#[test]
fn a_damaged_or_unplayable_resume_is_set_aside_and_told() {
    let refusals = [
        ("Some((level: \"rh-10-the-big-jam\", moves: [", "damaged"),
        ("Some((level: \"no-such-level\", moves: [], undone: 0, clock: 1.0, assisted: false))", "no level 'no-such-level'"),
        (
            "Some((level: \"rh-10-the-big-jam\", moves: [(piece: 1, label: 'C', from: (x: 4, y: 0), to: (x: 0, y: 0))], undone: 0, clock: 1.0, assisted: false))",
            "move 1 is not allowed",
        ),
    ];
    for (text, why) in refusals {
        let (store, slots) = memory();
        slots.lock().unwrap().insert(KEY.into(), text.into());
        let (app, notices) = start("rh-01-first-gear", &store);
        let told: Vec<&str> = notices.queue.iter().map(|n| n.text.as_str()).collect();
        assert!(told.len() == 1 && told[0].contains(why) && told[0].contains(".corrupt-"), "{text}: {told:?}");
        assert_eq!(continuable(app.world().resource::<Resume>(), session(&app)), None, "{text}");
        let slots = slots.lock().unwrap();
        let aside: Vec<&String> = slots.keys().filter(|k| k.starts_with("gridlock-resume.corrupt-")).collect();
        assert_eq!(aside.len(), 1, "{text}: {slots:?}");
        assert_eq!(slots[aside[0]], text, "kept whole");
    }
}

#[test]
fn a_daily_left_unfinished_comes_back_as_that_daily() {
    use gridlock::catalog::Par;
    use gridlock_core::daily::Daily;
    use gridlock_core::level::{Level, Optimum};
    use gridlock_core::model::Family;
    let (store, slots) = memory();
    let (mut app, _) = start("rh-01-first-gear", &store);
    let daily = Daily { date: "2026-12-04".parse().unwrap(), family: Family::Klotski };
    let made = daily.huarongdao_maker().finish().expect("the day's puzzle");
    let level = Level::new("Daily", Optimum { metric: Metric::Moves, count: made.moves }, made.board);
    let index = app.world_mut().resource_mut::<Catalog>().add_daily(level, daily, Par::Known(made.moves));
    app.world_mut().write_message(Action::Load(index));
    app.update();
    let mv = optimal_moves(session(&app))[0];
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    assert!(slots.lock().unwrap()[KEY].contains("2026-12-04/klotski"), "{}", slots.lock().unwrap()[KEY]);

    let (mut again, notices) = start("rh-01-first-gear", &store);
    assert!(notices.queue.is_empty(), "{:?}", notices.queue);
    let action = take_up(&mut again.world_mut().resource_mut::<Resume>()).expect("a play to take up");
    again.world_mut().write_message(action);
    again.update();
    again.update();
    assert_eq!(again.world().resource::<Catalog>().daily(session(&again).index()), Some(daily), "its win is that day's");
    assert_eq!(session(&again).history().len(), 1);
}
