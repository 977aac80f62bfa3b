//! Gridlock, the game: `cargo run --release`. See `--help` for the screenshot and demo modes.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use clap::Parser;
use gridlock::core::level::Level;
use gridlock::core::rules::Rules;
use gridlock::game::catalog::Catalog;
use gridlock::game::frame_bench::FrameBench;
use gridlock::game::overlay::AnalysisOverlay;
use gridlock::game::progress::Progress;
use gridlock::game::replay::Demo;
use gridlock::game::screenshot::ScreenshotPlan;
use gridlock::game::session::Session;
use gridlock::game::{Screen, plugin};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "gridlock", version, about = "Rush Hour and Klotski sliding-block puzzles")]
struct Args {
    /// Start on this level: an id as `gridlock-cli list` prints it, or a level file.
    #[arg(long)]
    level: Option<String>,
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
    /// With --screenshot: shoot the level select instead of a level.
    #[arg(long)]
    level_select: bool,
    /// Measure this many frames with the solver busy on the level, then as many idle; print and exit.
    #[arg(long)]
    bench_frames: Option<usize>,
    /// Window size, WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x800")]
    size: String,
}

/// The command line; in a browser, the page's query string (`?level=rh-01-first-gear&demo`).
fn args() -> Args {
    #[cfg(target_arch = "wasm32")]
    {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        let words = query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()).flat_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            std::iter::once(format!("--{key}")).chain((!value.is_empty()).then(|| value.to_string()))
        });
        let words: Vec<String> = std::iter::once("gridlock".to_string()).chain(words).collect();
        return Args::try_parse_from(&words).unwrap_or_else(|e| {
            bevy::log::warn!("ignoring the page's query: {e}");
            Args::parse_from(["gridlock"])
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    Args::parse()
}

fn main() -> ExitCode {
    let args = args();
    let mut catalog = match Catalog::embedded() {
        Ok(catalog) => catalog,
        Err(e) => {
            eprintln!("gridlock: {e}");
            return ExitCode::FAILURE;
        }
    };
    let start = match &args.level {
        None => None,
        Some(id) => match catalog.find(id) {
            Some(i) if !id.ends_with(".ron") => Some(i),
            _ => match Level::load(std::path::Path::new(id)) {
                Ok(level) => {
                    // The level is valid; make sure the solver can also hold its states.
                    if let Err(e) = Rules::new(&level.board) {
                        eprintln!("gridlock: {id}: {e}");
                        return ExitCode::FAILURE;
                    }
                    catalog.levels.push(level);
                    Some(catalog.levels.len() - 1)
                }
                Err(e) if id.ends_with(".ron") => {
                    eprintln!("gridlock: {e}");
                    return ExitCode::FAILURE;
                }
                Err(_) => {
                    eprintln!("gridlock: no level '{id}' (ids are listed by `gridlock-cli list levels`)");
                    return ExitCode::FAILURE;
                }
            },
        },
    };
    let Some((width, height)) =
        args.size.split_once('x').and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
    else {
        eprintln!("gridlock: --size takes WIDTHxHEIGHT, like 1280x800");
        return ExitCode::from(2);
    };

    let mut app = App::new();
    app.add_plugins(
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
            .set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() }),
    );
    app.insert_resource(Session::new(&catalog, start.unwrap_or(0), 0)).insert_resource(catalog);
    // Screenshots must not depend on (or change) the player's saved progress.
    if args.screenshot.is_none()
        && let Some(store) = Progress::default_store()
    {
        app.insert_resource(Progress::load(store));
    }
    app.add_plugins(plugin);
    if args.demo {
        app.insert_resource(Demo::default()).add_systems(Startup, |mut demo: ResMut<Demo>| demo.start());
    }
    if start.is_some() || args.demo {
        app.insert_state(Screen::Playing);
    } else if args.level_select {
        app.insert_state(Screen::LevelSelect);
    }
    if let Some(frames) = args.bench_frames {
        app.insert_resource(FrameBench { frames });
    }
    if args.analysis {
        app.add_systems(Startup, |mut overlay: ResMut<AnalysisOverlay>| overlay.on = true);
    }
    if let Some(path) = args.screenshot {
        app.insert_resource(ScreenshotPlan { path, hint: args.hint, replay_moves: args.replay_moves, solved: args.solved });
    }
    app.run();
    ExitCode::SUCCESS
}
