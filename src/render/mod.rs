//! Boards and their optimal solutions drawn without a window or a GPU, in the game's look: tiny-skia
//! paints, skrifa gives the label font's outlines, the `gif` crate encodes. `gridlock-cli gif` and the
//! game's "Save GIF" both use it.

mod animation;
mod glyphs;
mod scene;

pub use animation::{GifOptions, MAX_SIDE, RenderError, solution_gif};
pub use scene::Scene;
