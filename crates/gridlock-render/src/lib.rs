//! The game's look without Bevy, and boards and their optimal solutions drawn without a window or a GPU.
//!
//! [`look`] is the look in plain numbers: colours and the board's proportions, which the game's theme
//! draws with in world units. The renderer scales them to pixels, so a GIF looks like the game:
//! tiny-skia paints, skrifa gives the label font's outlines, the `gif` crate encodes. `gridlock-cli gif`
//! and the game's "Save GIF" both use it.

pub mod look;

mod animation;
mod glyphs;
mod scene;

pub use animation::{GifOptions, MAX_SIDE, RenderError, solution_gif};
pub use scene::Scene;
