//! The level being played: the [`session`] (the only place the puzzle changes), the input that becomes
//! its actions ([`keyboard`], [`gamepad`], [`toggles`]), the solver in the background
//! ([`solver_task`]) and what it feeds — [`hint`], [`replay`], the [`demo`] —, the first-time
//! [`tutorial`], and what a play leaves behind: its [`records`], its [`playtime`], the play to
//! [`resume`], what to [`share`]. Logic only: it runs headless and knows no view.

pub mod demo;
pub(crate) mod gamepad;
pub mod hint;
pub mod keyboard;
pub(crate) mod playtime;
pub(crate) mod records;
pub mod replay;
pub mod resume;
pub mod session;
pub mod share;
pub mod solver_task;
pub mod toggles;
pub mod tutorial;

use bevy::prelude::*;

/// The session, its input, the solver's help, and what a play records.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        toggles::plugin,
        keyboard::plugin,
        gamepad::plugin,
        solver_task::plugin,
        replay::plugin,
        hint::plugin,
        demo::plugin,
        tutorial::plugin,
    ))
    .add_plugins((records::plugin, playtime::plugin, resume::plugin, share::plugin));
}
