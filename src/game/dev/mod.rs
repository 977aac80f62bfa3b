//! Tools for developers, run from the command line: the screenshot mode that makes the README's
//! pictures, and the frame-time benchmark.

pub mod frame_bench;
pub mod screenshot;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((screenshot::plugin, frame_bench::plugin)).add_systems(
        Last,
        draw_every_frame
            .run_if(resource_exists::<screenshot::ScreenshotPlan>.or_else(resource_exists::<frame_bench::FrameBench>)),
    );
}

/// Both tools count frames: the game must not sleep between them.
fn draw_every_frame(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}
