//! Start-up: reads the options (the command line, or the page's query string in a browser), finds the
//! level to start on, loads what the player keeps, and builds the app — Bevy's default plugins, the
//! game's plugins, then whatever the options ask for. The top room: it may use every other.

#[cfg(not(target_arch = "wasm32"))]
pub mod graphics;
mod options;

use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Language, LanguageOverride, Tr, errors};
use crate::play::demo::Demo;
use crate::play::resume::Resume;
use crate::play::session::Session;
use crate::player::notices::Notices;
use crate::player::progress::{Progress, Store};
use crate::plugin;
use crate::puzzles::daily::{PlayDaily, Today};
use crate::puzzles::editor::Editor;
use crate::puzzles::my_levels::MyLevels;
use crate::puzzles::puzzle_database::{DATABASE_FILE, DatabaseSearch};
use crate::screens::{AboutWindow, Chosen, SettingsWindow, VERSION};
use crate::theme::layout::Pointer;
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use gridlock_core::daily::Daily;
use gridlock_core::draft::Draft;
use gridlock_core::model::Family;
use gridlock_core::puzzle::{Puzzle, names_level_file};
use options::Options;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Runs the game until its window closes; what `main` does.
pub fn run() -> ExitCode {
    let (args, ignored) = Options::read();
    if args.version {
        println!("gridlock {VERSION}");
        #[cfg(not(target_arch = "wasm32"))]
        if args.verbose {
            println!("{}", graphics::Probe::run().report());
        }
        return ExitCode::SUCCESS;
    }
    let mut catalog = match Catalog::embedded() {
        Ok(catalog) => catalog,
        Err(e) => return fail(e),
    };
    let mut notices = Notices::default();
    // What is said before the settings are read: in the language asked for, else the system's.
    let tr = Tr::new(args.lang.unwrap_or_else(Language::system));
    let mut problems: Vec<String> = ignored.into_iter().map(|i| tr!(tr, "address-ignored", pair = i.pair, why = i.why)).collect();
    let budget = args.budget();
    // The player's own levels first, so a level named on the command line comes after them. Nothing
    // is solved before the window opens: the analysis of the level played finds its optimum.
    let mine = if !args.shooting() && args.progress.is_none() { MyLevels::default_store() } else { None };
    let mine = mine.map(|store| MyLevels::load(store, &mut catalog, &mut notices, &tr)).unwrap_or_default();
    let opened = match (&args.level, &args.board) {
        (Some(name), _) => Some(catalog.open(name)),
        (None, Some(code)) => Some(catalog.open_shared(code, &tr!(tr, "shared-puzzle"))),
        (None, None) => None,
    };
    let opened = opened.map(|opened| opened.map_err(|e| errors::catalog_error(&tr, &e)));
    let edited = args.edit.as_deref().map(|text| draft_to_edit(text, &mut catalog, &tr)).transpose();
    let (Ok(edited), Ok(start)) = (refused_or_told(edited, &mut problems), refused_or_told(opened.transpose(), &mut problems))
    else {
        return ExitCode::FAILURE;
    };
    // What the desktop game draws with, found before any window opens: where nothing can draw, the
    // player is told why instead of meeting a panic.
    #[cfg(not(target_arch = "wasm32"))]
    let probe = graphics::Probe::run();
    #[cfg(not(target_arch = "wasm32"))]
    if probe.chosen().is_none() {
        return graphics::tell_no_graphics(&tr, &graphics::no_graphics_message(&tr, &probe, None));
    }
    let mut app = App::new();
    app.insert_resource(mine).insert_resource(budget);
    if let Some(language) = args.lang {
        app.insert_resource(LanguageOverride(language));
    }
    let editing = edited.is_some();
    if let Some(draft) = edited {
        app.insert_resource(Editor::on(draft));
    }
    for problem in problems {
        notices.post(&tr!(tr, "notice-address"), problem);
    }
    let (folder, search) = asset_folder();
    if let Some(search) = search {
        app.insert_resource(search);
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let plugins = probe.with_renderer(default_plugins(args.size, folder).build());
        if let Err(code) = graphics::starting_the_renderer(&tr, &probe, || _ = app.add_plugins(plugins)) {
            return code;
        }
        app.insert_resource(probe).add_plugins(graphics::plugin);
    }
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(default_plugins(args.size, folder));
    // The play left last time, offered on the title: kept beside the progress (a screenshot shows the
    // one beside its --progress, and writes none). Read once the log is set up, which tells of it.
    let resume = match &args.progress {
        Some(path) => Some(Store::File(path.with_file_name("resume.ron"))),
        None if !args.shooting() => Resume::default_store(),
        None => None,
    };
    let mut resume = resume.map(|store| Resume::load(store, &mut catalog, &mut notices, &tr)).unwrap_or_default();
    if args.shooting() {
        resume.write_nothing();
    }
    app.insert_resource(resume).insert_resource(notices);
    app.insert_resource(Session::new(&catalog, start.unwrap_or(0), 0)).insert_resource(catalog);
    // Screenshots must not depend on (or change) the player's saved progress.
    let store = match &args.progress {
        Some(path) => Some(Store::File(path.clone())),
        None if !args.shooting() => Progress::default_store(),
        None => None,
    };
    if let Some(store) = store {
        let mut progress = Progress::load(store);
        if args.shooting() {
            // Shown, never written: a screenshot changes nothing of the player's (its wins are played
            // by the solver).
            progress.store = None;
        }
        // The game plays with the settings last saved.
        app.insert_resource(progress.settings).insert_resource(progress);
    }
    app.add_plugins(plugin);
    apply_modes(&mut app, &args, start.is_some(), editing);
    app.run();
    ExitCode::SUCCESS
}

/// The draft `--edit` opens: an empty board for no text, else a level (by id or file) or a board string.
fn draft_to_edit(text: &str, catalog: &mut Catalog, tr: &Tr) -> Result<Draft, String> {
    if text.trim().is_empty() {
        return Ok(Draft::empty(Family::RushHour, 6, 6));
    }
    if names_level_file(text) || catalog.find(text).is_some() {
        let index = catalog.open(text).map_err(|e| errors::catalog_error(tr, &e))?;
        return Ok(Draft::from_board(&catalog.levels[index].board));
    }
    let puzzle = Puzzle::from_board_string(text, None).map_err(|e| errors::puzzle_error(tr, &e))?;
    Ok(Draft::from_board(&puzzle.board))
}

/// What a named level, code or file opened. If it cannot be opened, the desktop game ends with the
/// message; a page cannot print to a terminal, so it says so on screen and opens without it.
fn refused_or_told<T, E: std::fmt::Display>(
    opened: Result<Option<T>, E>,
    problems: &mut Vec<String>,
) -> Result<Option<T>, ExitCode> {
    match opened {
        Ok(opened) => Ok(opened),
        Err(e) if cfg!(target_arch = "wasm32") => {
            problems.push(format!("{e}."));
            Ok(None)
        }
        Err(e) => Err(fail(e)),
    }
}

fn fail(error: impl std::fmt::Display) -> ExitCode {
    eprintln!("gridlock: {error}");
    ExitCode::FAILURE
}

/// Bevy's plugins with the window the game wants, reading assets from `folder`.
fn default_plugins((width, height): (u32, u32), folder: String) -> impl PluginGroup {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Gridlock".into(),
                resolution: WindowResolution::new(width, height),
                // In a browser: draw into the page's canvas and fill its container.
                canvas: Some("#gridlock".into()),
                fit_canvas_to_parent: true,
                prevent_default_event_handling: true,
                ..default()
            }),
            ..default()
        })
        // Never ask a web server for .meta files: the game loads no asset that has one.
        .set(AssetPlugin { file_path: folder, meta_check: AssetMetaCheck::Never, ..default() })
}

/// Where the asset files read at run time are (only the database of every 6×6 puzzle: the rest is
/// built in), and, when no folder holds the database, where the game looked (the pack says so). In a
/// browser, `assets/` beside the page. On the desktop the first that holds the database of: the source
/// tree's `assets/` when cargo runs the game, `assets/` beside the executable (the Linux tarball, the
/// Windows zip), `../share/gridlock/assets` from it (the .deb's `/usr/bin/gridlock`), and the source
/// tree the binary was built from (a developer's `target/release/gridlock`, run from anywhere). Not
/// embedded: 36.7 MB would almost triple the game's binary, which every package already carries the
/// file beside, and a build tree that is not on the player's machine is not named to them.
fn asset_folder() -> (String, Option<DatabaseSearch>) {
    let default = AssetPlugin::default().file_path;
    if cfg!(target_arch = "wasm32") {
        return (default, None);
    }
    let beside_the_executable = std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf));
    let under_cargo = std::env::var_os("CARGO_MANIFEST_DIR").map(|source| Path::new(&source).join("assets"));
    let packaged = beside_the_executable.iter().flat_map(|dir| [dir.join("assets"), dir.join("../share/gridlock/assets")]);
    let built_from = Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")).filter(|folder| folder.is_dir());
    let folders: Vec<PathBuf> = under_cargo.into_iter().chain(packaged).chain(built_from).collect();
    match folders.iter().find(|folder| folder.join(DATABASE_FILE).is_file()) {
        Some(folder) => (folder.to_string_lossy().into_owned(), None),
        None => {
            let looked_in = folders.iter().map(|folder| folder.to_string_lossy().into_owned()).collect();
            (default, Some(DatabaseSearch { looked_in }))
        }
    }
}

/// The first screen, and the demo, benchmark and screenshot modes the options ask for.
fn apply_modes(app: &mut App, args: &Options, level_given: bool, editing: bool) {
    if args.demo {
        app.insert_resource(Demo::default()).add_systems(Startup, |mut demo: ResMut<Demo>| demo.start());
    }
    if editing {
        app.insert_state(Screen::Editor);
    } else if args.level_select {
        app.insert_state(Screen::LevelSelect);
    } else if let Some(family) = args.daily {
        app.insert_state(Screen::Daily);
        if let Some(family) = family {
            app.add_systems(Startup, move |today: Res<Today>, mut play: MessageWriter<PlayDaily>| {
                play.write(PlayDaily(Daily { date: today.date, family }));
            });
        }
    } else if args.stats {
        app.insert_state(Screen::Stats);
    } else if let Some(moves) = args.every_puzzle {
        app.insert_state(Screen::Database);
        let shown = Chosen::default();
        app.insert_resource(Chosen { moves: moves.unwrap_or(shown.moves), walls: args.walls });
    } else if level_given || args.demo {
        app.insert_state(Screen::Playing);
    }
    if args.settings {
        app.insert_resource(SettingsWindow(true));
    }
    if args.about {
        app.insert_resource(AboutWindow(true));
    }
    if args.touch {
        app.insert_resource(Pointer::Finger);
    }
    if let Some(date) = args.today {
        app.insert_resource(Today::fixed(date));
    }
    #[cfg(feature = "dev")]
    crate::dev::apply(app, &args.dev);
}
