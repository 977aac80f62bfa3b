//! The settings headless: a change is saved at once and comes back sanitised on the next start, F11
//! switches fullscreen from any screen, a save that fails keeps the change for the run and says so, and
//! two copies of the game keep each other's changes.

use crate::logic::{app_on, press};
use bevy::prelude::*;
use gridlock::app_state::Screen;
use gridlock::i18n::{Language, LanguageOverride, Tr};
use gridlock::player::notices::Notices;
use gridlock::player::progress::{Progress, Store};
use gridlock::player::settings::{ChangeSettings, Settings};
use gridlock_render::look::palette::Scheme;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

fn settings(app: &App) -> Settings {
    *app.world().resource::<Settings>()
}

#[test]
fn a_change_is_saved_at_once_and_read_back_within_range() {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    let store = Store::Memory { key: "gridlock-progress".into(), slots: slots.clone() };
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(Progress::load(store.clone()));
    let chosen = Settings { volume: 30, animation_speed: 150, palette: Scheme::ColourBlind, ..Settings::default() };
    app.world_mut().write_message(ChangeSettings(chosen));
    app.update();
    assert_eq!(settings(&app), chosen);
    assert_eq!(Progress::load(store.clone()).settings, chosen, "saved at once");

    // A hand-edited save with impossible numbers loads within range.
    let text = slots.lock().unwrap()["gridlock-progress"].replace("volume: 30", "volume: 255");
    slots.lock().unwrap().insert("gridlock-progress".into(), text);
    assert_eq!(Progress::load(store).settings.volume, 100);
}

#[test]
fn a_language_chosen_in_the_settings_speaks_at_once_and_after_a_restart() {
    let store = Store::Memory { key: "gridlock-progress".into(), slots: Arc::new(Mutex::new(BTreeMap::new())) };
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(Progress::load(store.clone()));
    let said = |app: &App| app.world().resource::<Tr>().message("title-play", None);
    assert_eq!(said(&app), "Play", "the tests' --lang English");
    let chosen = Settings { language: Some(Language::SimplifiedChinese), ..settings(&app) };
    app.world_mut().write_message(ChangeSettings(chosen));
    app.update();
    app.update();
    assert_eq!(said(&app), "开始游戏", "the next frame, over a language given for the run");
    assert!(!app.world().contains_resource::<LanguageOverride>(), "the player's choice ends it");
    assert_eq!(Progress::load(store.clone()).settings.language, Some(Language::SimplifiedChinese), "saved at once");

    // The next start, as main.rs builds it: the saved settings, no --lang.
    let mut again = app_on("rh-01-first-gear");
    again.world_mut().remove_resource::<LanguageOverride>();
    again.insert_resource(Progress::load(store.clone()).settings);
    again.update();
    assert_eq!(said(&again), "开始游戏");

    // Back to the system's language.
    let system = Settings { language: None, ..settings(&again) };
    again.world_mut().write_message(ChangeSettings(system));
    again.update();
    again.update();
    assert_eq!(again.world().resource::<Tr>().language(), Language::system());
}

#[test]
fn f11_switches_fullscreen_on_any_screen() {
    let mut app = app_on("rh-01-first-gear");
    for screen in [Screen::Playing, Screen::Menu, Screen::Editor, Screen::LevelSelect] {
        app.world_mut().resource_mut::<NextState<Screen>>().set(screen);
        app.update();
        let before = settings(&app).fullscreen;
        press(&mut app, &[KeyCode::F11]);
        assert_eq!(settings(&app).fullscreen, !before, "on {screen:?}");
    }
}

#[test]
fn a_failed_save_keeps_the_change_for_the_run_and_says_so() {
    let blocked = std::env::temp_dir().join(format!("gridlock-settings-{}", std::process::id()));
    std::fs::write(&blocked, "a file where a folder should be").unwrap();
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(Progress::load(Store::File(blocked.join("progress.ron"))));
    let quiet = Settings { volume: 0, ..Settings::default() };
    app.world_mut().write_message(ChangeSettings(quiet));
    app.update();
    std::fs::remove_file(&blocked).unwrap();
    assert_eq!(settings(&app).volume, 0);
    let told: Vec<String> = app.world_mut().resource_mut::<Notices>().queue.drain(..).map(|n| n.text).collect();
    assert!(told.iter().any(|t| t.starts_with("Your settings could not be saved: ")), "{told:?}");
}

/// Two copies of the game on one save: a setting changed in the other copy is not reverted when this
/// copy saves (a change of its own here; a win saves the same way), and this copy plays on with it.
#[test]
fn a_save_by_one_copy_keeps_the_settings_changed_in_another() {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    let store = Store::Memory { key: "gridlock-progress".into(), slots };
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(Progress::load(store.clone()));
    let mut other = Progress::load(store.clone());
    other.settings.palette = Scheme::ColourBlind;
    other.save().unwrap();

    let mut mine = settings(&app);
    mine.volume = 25;
    app.world_mut().write_message(ChangeSettings(mine));
    app.update();
    app.update();
    let saved = Progress::load(store).settings;
    assert_eq!((saved.volume, saved.palette), (25, Scheme::ColourBlind), "both changes are kept");
    assert_eq!(settings(&app).palette, Scheme::ColourBlind, "this copy took up the other's change");
}
