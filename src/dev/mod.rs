//! Tools for developers (the `dev` feature, on for `cargo run`, left out of the web release build), run
//! from the command line: the screenshot mode that makes the README's pictures, and the frame-time
//! benchmark.

pub mod frame_bench;
pub mod screenshot;

use crate::play::toggles::Toggle;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use frame_bench::FrameBench;
use screenshot::ScreenshotPlan;
use std::path::PathBuf;

/// The developer tools' command-line options, flattened into the game's.
#[derive(clap::Args, Debug, Default)]
pub struct DevOptions {
    /// Render, save the window to this PNG file and exit (its folder must exist).
    #[arg(long, value_parser = parse_screenshot)]
    pub screenshot: Option<PathBuf>,
    /// With --screenshot: show the hint first.
    #[arg(long)]
    pub hint: bool,
    /// With --screenshot --hint: ask again, for why it is the move.
    #[arg(long, requires = "hint")]
    pub why: bool,
    /// With --screenshot: play this many optimal moves first.
    #[arg(long, default_value_t = 0)]
    pub replay_moves: u32,
    /// With --screenshot: play the optimal moves to the win and shoot the win panel.
    #[arg(long)]
    pub solved: bool,
    /// With --screenshot: show the analysis overlay.
    #[arg(long)]
    pub analysis: bool,
    /// Measure this many frames with the solver busy on the level, then as many idle; print and exit.
    #[arg(long)]
    pub bench_frames: Option<usize>,
}

/// A screenshot's path, refused at once when its folder is missing (not after the frames are played).
fn parse_screenshot(text: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(text);
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if folder.is_dir() { Ok(path) } else { Err(format!("{}: no such folder to save the screenshot in", folder.display())) }
}

pub fn plugin(app: &mut App) {
    app.add_plugins((screenshot::plugin, frame_bench::plugin))
        .add_systems(Last, draw_every_frame.run_if(resource_exists::<ScreenshotPlan>.or_else(resource_exists::<FrameBench>)));
}

/// Sets up the tools the options ask for.
pub fn apply(app: &mut App, options: &DevOptions) {
    if let Some(frames) = options.bench_frames {
        app.insert_resource(FrameBench { frames });
    }
    if options.analysis {
        app.add_systems(Startup, |mut toggles: MessageWriter<Toggle>| {
            toggles.write(Toggle::Analysis);
        });
    }
    if let Some(path) = options.screenshot.clone() {
        let DevOptions { hint, why, replay_moves, solved, .. } = *options;
        app.insert_resource(ScreenshotPlan { path, hint, why, replay_moves, solved });
    }
}

/// Both tools count frames: the game must not sleep between them.
fn draw_every_frame(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}
