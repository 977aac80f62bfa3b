//! The game's logic plugins in a headless app (no window, no renderer), driven by real key presses;
//! time advances 20 ms a frame. Shared by the tests of the playing screen's logic and of the editor.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use gridlock::catalog::Catalog;
use gridlock::i18n::{Language, LanguageOverride, Tr};
use gridlock::play::session::{Session, Won};
use gridlock::play::solver_task::AnalysisBudget;
use gridlock::{app_state::Screen, logic_plugin};
use std::time::{Duration, Instant};

#[derive(Resource, Default)]
pub struct WinCount(pub usize);

fn count_wins(mut won: MessageReader<Won>, mut count: ResMut<WinCount>) {
    count.0 += won.read().count();
}

/// The messages the tests read.
pub fn english() -> Tr {
    Tr::new(Language::English)
}

pub fn app_on(level: &str) -> App {
    app_with_budget(level, AnalysisBudget::default())
}

pub fn app_with_budget(level: &str, budget: AnalysisBudget) -> App {
    let mut app = App::new();
    app.insert_resource(budget);
    // The tests read the English messages, whatever the machine's language.
    app.insert_resource(LanguageOverride(Language::English));
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)));
    let catalog = Catalog::embedded().expect("shipped levels load");
    let index = catalog.find(level).expect("level exists");
    app.insert_resource(Session::new(&catalog, index, 0)).insert_resource(catalog);
    app.init_resource::<ButtonInput<KeyCode>>().init_resource::<WinCount>();
    app.add_plugins(logic_plugin);
    app.add_systems(Update, count_wins);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    app.update();
    app
}

pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

/// Presses the keys together for one frame, then releases them.
pub fn press(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &key in keys {
        input.press(key);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
}

/// How long a test waits for a background job: the compute pool is shared with the tests running
/// beside it, so allow it time.
const PATIENCE: Duration = Duration::from_secs(300);

/// Sleeps a little at a time until `done`; fails, naming the caller's line, once [`PATIENCE`] is out.
#[track_caller]
pub fn wait_until(mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done() {
        assert!(Instant::now() < deadline, "waited {PATIENCE:?} in vain");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Runs frames until `done` holds after one of them.
#[track_caller]
pub fn run_until(app: &mut App, done: impl Fn(&App) -> bool) {
    wait_until(|| {
        app.update();
        done(app)
    });
}
