//! The first-time tutorial headless: it opens on First Gear and on the first Huarongdao level for a new
//! player, shows the solver's first move once the analysis has it, ends with the first move or "Skip",
//! is saved as seen (and not shown after a restart), and comes back when Settings asks for it.

use crate::logic::{app_on, run_until, session};
use bevy::prelude::*;
use gridlock::catalog::Catalog;
use gridlock::play::session::Action;
use gridlock::play::solver_task::Analysis;
use gridlock::play::tutorial::{SkipTutorial, Tutorial};
use gridlock::player::progress::{Progress, Store};
use gridlock::player::settings::{ChangeSettings, Settings, TutorialsSeen};
use gridlock_core::model::{Family, Metric};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

fn lesson_family(app: &App) -> Option<Family> {
    app.world().resource::<Tutorial>().0.map(|lesson| lesson.family)
}

/// A fresh start on `level` with the progress in `store`, as main.rs builds it.
fn start(level: &str, store: &Store) -> App {
    let mut app = app_on(level);
    let progress = Progress::load(store.clone());
    app.insert_resource(progress.settings).insert_resource(progress);
    app.update();
    app
}

/// A few frames: a move's message, the lesson's end, the settings' change and their save each take
/// one.
fn settle(app: &mut App) {
    for _ in 0..4 {
        app.update();
    }
}

fn load(app: &mut App, level: &str) {
    let index = app.world().resource::<Catalog>().find(level).unwrap();
    app.world_mut().write_message(Action::Load(index));
    settle(app);
}

#[test]
fn the_tutorial_shows_once_for_each_family_and_again_when_asked() {
    let store = Store::Memory { key: "gridlock-progress".into(), slots: Arc::new(Mutex::new(BTreeMap::new())) };
    let mut app = start("rh-01-first-gear", &store);
    assert_eq!(lesson_family(&app), Some(Family::RushHour), "a new player's First Gear");

    // Once the analysis is in, the hand shows the solver's first move.
    run_until(&mut app, |app| app.world().resource::<Analysis>().for_session(session(app)).is_some());
    app.update();
    let hint = app.world().resource::<Analysis>().hint(session(&app));
    assert!(hint.is_some());
    assert_eq!(app.world().resource::<Tutorial>().0.unwrap().shown_move, hint);

    // Another level of the family has no lesson; the first move on First Gear ends it and is saved.
    load(&mut app, "rh-02-school-run");
    assert_eq!(lesson_family(&app), None, "only on the family's first level");
    load(&mut app, "rh-01-first-gear");
    assert_eq!(lesson_family(&app), Some(Family::RushHour));
    let mv = session(&app).rules().moves(session(&app).positions(), Metric::Moves)[0];
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    settle(&mut app);
    assert_eq!(lesson_family(&app), None, "gone after the first move");
    assert!(Progress::load(store.clone()).settings.tutorials_seen.rush_hour, "saved as seen");

    // After a restart First Gear opens without it; the first Huarongdao level still has its own,
    // which "Skip" ends.
    let mut again = start("rh-01-first-gear", &store);
    assert_eq!(lesson_family(&again), None, "not shown again after a restart");
    load(&mut again, "klc-01-si-yuan-shi-jin");
    assert_eq!(lesson_family(&again), Some(Family::Klotski));
    assert!(again.world().resource::<Tutorial>().0.unwrap().shown_move.is_some(), "a move to show at once");
    again.world_mut().write_message(SkipTutorial);
    settle(&mut again);
    assert_eq!(lesson_family(&again), None, "skipped");
    let seen = Progress::load(store.clone()).settings.tutorials_seen;
    assert_eq!(seen, TutorialsSeen { rush_hour: true, klotski: true });

    // Settings' "Show the tutorials again".
    let settings = *again.world().resource::<Settings>();
    again.world_mut().write_message(ChangeSettings(Settings { tutorials_seen: TutorialsSeen::default(), ..settings }));
    settle(&mut again);
    assert_eq!(lesson_family(&again), Some(Family::Klotski), "the level on screen, not yet moved, shows it at once");
    assert_eq!(Progress::load(store).settings.tutorials_seen, TutorialsSeen::default());
}
