//! Gridlock, the game: `cargo run --release`. See `--help` for the screenshot and demo modes.
//!
//! Reads the options (the command line, or the page's query string in a browser), finds the level to
//! start on, and builds the app: Bevy's default plugins, the game's plugins, then whatever the options
//! ask for.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use clap::Parser;
use gridlock::core::draft::Draft;
use gridlock::core::model::Family;
use gridlock::core::puzzle::{Puzzle, names_level_file};
use gridlock::core::solver::memory::parse_bytes;
use gridlock::game::catalog::Catalog;
use gridlock::game::dev::frame_bench::FrameBench;
use gridlock::game::dev::screenshot::ScreenshotPlan;
use gridlock::game::editor::Editor;
use gridlock::game::my_levels::MyLevels;
use gridlock::game::notices::Notices;
use gridlock::game::progress::{Progress, Store};
use gridlock::game::replay::Demo;
use gridlock::game::screens::SettingsWindow;
use gridlock::game::session::Session;
use gridlock::game::solver_task::AnalysisBudget;
use gridlock::game::toggles::Toggle;
use gridlock::game::{Screen, plugin};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "gridlock", version, about = "Rush Hour and Klotski sliding-block puzzles")]
struct Args {
    /// Start on this level: an id as `gridlock-cli list` prints it, or a level file.
    #[arg(long, conflicts_with = "board")]
    level: Option<String>,
    /// Start on a shared puzzle: its share code, a board string (`BAAC/BAAC/DEEF/DGHF/I..J`, or
    /// Fogleman's 36 characters for 6×6 Rush Hour).
    #[arg(long)]
    board: Option<String>,
    /// Open the editor on a share code, a board string, a level id or a level file (with no value: on
    /// an empty 6×6 Rush Hour board).
    #[arg(long, num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["level", "board"])]
    edit: Option<String>,
    /// Cycle through the levels playing their optimal solutions.
    #[arg(long)]
    demo: bool,
    /// Render, save the window to this PNG file and exit.
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// With --screenshot: show the hint first.
    #[arg(long)]
    hint: bool,
    /// With --screenshot: play this many optimal moves first.
    #[arg(long, default_value_t = 0)]
    replay_moves: u32,
    /// With --screenshot: play the optimal moves to the win and shoot the win panel.
    #[arg(long)]
    solved: bool,
    /// With --screenshot: show the analysis overlay.
    #[arg(long)]
    analysis: bool,
    /// Open the settings window on the first screen (for a screenshot of it, say).
    #[arg(long)]
    settings: bool,
    /// Open on the level select (on the pack of --level, if given).
    #[arg(long)]
    level_select: bool,
    /// Keep progress in this file instead of the platform's data directory (also with --screenshot,
    /// which otherwise starts from no progress and saves none).
    #[arg(long)]
    progress: Option<PathBuf>,
    /// Measure this many frames with the solver busy on the level, then as many idle; print and exit.
    #[arg(long)]
    bench_frames: Option<usize>,
    /// Memory the background analysis of a level may take, e.g. 4GB (default 1.8GB; 400MB in a
    /// browser). A level whose analysis needs more plays without hints.
    #[arg(long, value_parser = parse_bytes)]
    max_memory: Option<usize>,
    /// Window size, WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x800", value_parser = parse_size)]
    size: (u32, u32),
}

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .ok_or_else(|| "takes WIDTHxHEIGHT, like 1280x800".to_string())
}

/// The command line; in a browser, the page's query string (`?level=rh-01-first-gear&demo`). A
/// wrong command line ends the program with clap's message; what is wrong in a page's address is
/// returned, to be shown on the page.
fn args() -> (Args, Vec<String>) {
    #[cfg(target_arch = "wasm32")]
    {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        return args_from_query(&query);
    }
    #[cfg(not(target_arch = "wasm32"))]
    (Args::parse(), Vec::new())
}

/// A query string as options. Each `key=value` pair is tried on its own, so one bad pair (an unknown
/// key, a bad value) is reported and the others still count.
#[cfg(any(target_arch = "wasm32", test))]
fn args_from_query(query: &str) -> (Args, Vec<String>) {
    let mut words = vec!["gridlock".to_string()];
    let mut problems = Vec::new();
    for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let mut tried = words.clone();
        tried.push(format!("--{}", percent_decoded(key)));
        tried.extend(Some(percent_decoded(value)).filter(|v| !v.is_empty()));
        match Args::try_parse_from(&tried) {
            Ok(_) => words = tried,
            Err(e) => {
                let why = e.to_string();
                let why = why.lines().next().unwrap_or_default().trim_start_matches("error: ");
                problems.push(format!("`{pair}` in the page's address was ignored: {why}."));
            }
        }
    }
    (Args::try_parse_from(&words).unwrap_or_else(|_| Args::parse_from(["gridlock"])), problems)
}

/// `%2F` and `+` as the characters they stand for.
#[cfg(any(target_arch = "wasm32", test))]
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn main() -> ExitCode {
    let (args, mut problems) = args();
    let mut catalog = match Catalog::embedded() {
        Ok(catalog) => catalog,
        Err(e) => return fail(e),
    };
    let mut notices = Notices::default();
    // One budget for every search the game makes: the analysis, and solving a shared or kept puzzle.
    let budget = args.max_memory.map_or_else(AnalysisBudget::default, AnalysisBudget);
    // The player's own levels first, so a level named on the command line comes after them.
    let mine = if args.screenshot.is_none() && args.progress.is_none() { MyLevels::default_store() } else { None };
    let mine = mine.map(|store| MyLevels::load(store, budget.limits(), &mut catalog, &mut notices)).unwrap_or_default();
    let opened = match (&args.level, &args.board) {
        (Some(name), _) => Some(catalog.open(name)),
        (None, Some(code)) => Some(catalog.open_shared(code, budget.limits())),
        (None, None) => None,
    };
    let edited = args.edit.as_deref().map(|text| draft_to_edit(text, &mut catalog)).transpose();
    let (Ok(edited), Ok(start)) = (refused_or_told(edited, &mut problems), refused_or_told(opened.transpose(), &mut problems))
    else {
        return ExitCode::FAILURE;
    };
    let mut app = App::new();
    app.insert_resource(mine).insert_resource(budget);
    let editing = edited.is_some();
    if let Some(draft) = edited {
        app.insert_resource(Editor::on(draft));
    }
    for problem in problems {
        notices.post("The page's address", problem);
    }
    app.insert_resource(notices);
    app.add_plugins(default_plugins(args.size));
    app.insert_resource(Session::new(&catalog, start.unwrap_or(0), 0)).insert_resource(catalog);
    // Screenshots must not depend on (or change) the player's saved progress.
    let store = match &args.progress {
        Some(path) => Some(Store::File(path.clone())),
        None if args.screenshot.is_none() => Progress::default_store(),
        None => None,
    };
    if let Some(store) = store {
        app.insert_resource(Progress::load(store));
    }
    app.add_plugins(plugin);
    apply_modes(&mut app, &args, start.is_some(), editing);
    app.run();
    ExitCode::SUCCESS
}

/// The draft `--edit` opens: an empty board for no text, else a level (by id or file) or a board string.
fn draft_to_edit(text: &str, catalog: &mut Catalog) -> Result<Draft, String> {
    if text.trim().is_empty() {
        return Ok(Draft::empty(Family::RushHour, 6, 6));
    }
    if names_level_file(text) || catalog.find(text).is_some() {
        let index = catalog.open(text).map_err(|e| e.to_string())?;
        return Ok(Draft::from_board(&catalog.levels[index].board));
    }
    Puzzle::from_board_string(text, None).map(|puzzle| Draft::from_board(&puzzle.board)).map_err(|e| e.to_string())
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

/// Bevy's plugins with the window the game wants.
fn default_plugins((width, height): (u32, u32)) -> impl PluginGroup {
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
        // The game loads no asset files; never ask a web server for .meta files.
        .set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() })
}

/// The first screen, and the demo, benchmark and screenshot modes the options ask for.
fn apply_modes(app: &mut App, args: &Args, level_given: bool, editing: bool) {
    if args.demo {
        app.insert_resource(Demo::default()).add_systems(Startup, |mut demo: ResMut<Demo>| demo.start());
    }
    if editing {
        app.insert_state(Screen::Editor);
    } else if args.level_select {
        app.insert_state(Screen::LevelSelect);
    } else if level_given || args.demo {
        app.insert_state(Screen::Playing);
    }
    if args.settings {
        app.insert_resource(SettingsWindow(true));
    }
    if let Some(frames) = args.bench_frames {
        app.insert_resource(FrameBench { frames });
    }
    if args.analysis {
        app.add_systems(Startup, |mut toggles: MessageWriter<Toggle>| {
            toggles.write(Toggle::Analysis);
        });
    }
    if let Some(path) = args.screenshot.clone() {
        app.insert_resource(ScreenshotPlan { path, hint: args.hint, replay_moves: args.replay_moves, solved: args.solved });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_pair_in_the_address_is_reported_and_the_rest_still_counts() {
        let (args, problems) = args_from_query("?level=rh-01-first-gear&bogus=1&size=huge&demo");
        assert_eq!(args.level.as_deref(), Some("rh-01-first-gear"));
        assert!(args.demo);
        assert_eq!(args.size, (1280, 800));
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].starts_with("`bogus=1` in the page's address was ignored: unexpected argument '--bogus'"),
            "{problems:?}"
        );
        assert!(problems[1].starts_with("`size=huge` in the page's address was ignored: invalid value 'huge'"), "{problems:?}");
        assert_eq!(percent_decoded("AA..%2F..+x"), "AA../.. x");
        assert_eq!(percent_decoded("100%"), "100%");
    }

    #[test]
    fn a_share_link_names_its_board() {
        let (args, problems) = args_from_query("?board=BAAC%2FBAAC/DEEF/DGHF/I..J");
        assert_eq!((args.board.as_deref(), problems.len()), (Some("BAAC/BAAC/DEEF/DGHF/I..J"), 0));
        let (args, problems) = args_from_query("?level=rh-01-first-gear&board=BAAC/BAAC/DEEF/DGHF/I..J");
        assert_eq!(args.level.as_deref(), Some("rh-01-first-gear"));
        assert!(problems[0].contains("cannot be used with"), "one puzzle at a time: {problems:?}");
    }
}
