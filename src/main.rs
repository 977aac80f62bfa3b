//! Gridlock, the game: `cargo run --release`. See `--help` for the screenshot and demo modes.
//!
//! Reads the options (the command line, or the page's query string in a browser), finds the level to
//! start on, and builds the app: Bevy's default plugins, the game's plugins, then whatever the options
//! ask for.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use clap::Parser;
use gridlock::game::catalog::Catalog;
use gridlock::game::dev::frame_bench::FrameBench;
use gridlock::game::dev::screenshot::ScreenshotPlan;
use gridlock::game::progress::Progress;
use gridlock::game::replay::Demo;
use gridlock::game::session::Session;
use gridlock::game::toggles::Toggle;
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
    #[arg(long, default_value = "1280x800", value_parser = parse_size)]
    size: (u32, u32),
}

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .ok_or_else(|| "takes WIDTHxHEIGHT, like 1280x800".to_string())
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
        Err(e) => return fail(e),
    };
    let start = match args.level.as_deref().map(|name| catalog.open(name)).transpose() {
        Ok(start) => start,
        Err(e) => return fail(e),
    };
    let mut app = App::new();
    app.add_plugins(default_plugins(args.size));
    app.insert_resource(Session::new(&catalog, start.unwrap_or(0), 0)).insert_resource(catalog);
    // Screenshots must not depend on (or change) the player's saved progress.
    if args.screenshot.is_none()
        && let Some(store) = Progress::default_store()
    {
        app.insert_resource(Progress::load(store));
    }
    app.add_plugins(plugin);
    apply_modes(&mut app, &args, start.is_some());
    app.run();
    ExitCode::SUCCESS
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
fn apply_modes(app: &mut App, args: &Args, level_given: bool) {
    if args.demo {
        app.insert_resource(Demo::default()).add_systems(Startup, |mut demo: ResMut<Demo>| demo.start());
    }
    if level_given || args.demo {
        app.insert_state(Screen::Playing);
    } else if args.level_select {
        app.insert_state(Screen::LevelSelect);
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
