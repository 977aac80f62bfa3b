//! Tools for developers, run from the command line: the screenshot mode that makes the README's
//! pictures, and the frame-time benchmark.

pub mod frame_bench;
pub mod screenshot;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((screenshot::plugin, frame_bench::plugin));
}
