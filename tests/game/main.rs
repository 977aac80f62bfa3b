//! The game's integration tests, headless (no window, no renderer), in one binary: [`logic`] builds an
//! app of the logic plugins driven by real key presses, [`views`] one with the board's views on top,
//! [`interface`] the whole interface (every screen, over bevy_egui) driven by key and pad events.

mod interface;
mod logic;
mod views;

mod board;
mod daily;
mod editor;
mod every_puzzle;
mod every_screen;
mod gamepad;
mod input_storm;
mod narration;
mod opening;
mod pacing;
mod play;
mod resume;
mod settings;
mod tutorial;
mod win;
