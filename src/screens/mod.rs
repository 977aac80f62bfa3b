//! The screens the player sees, drawn with egui: the title, the level select, the pack of every 6×6
//! puzzle, the daily puzzles, the statistics, the playing screen's HUD, toolbar, win panel and
//! first-time tutorial, the editor, the settings window, the fades between screens, the loading panel,
//! notices for the player, and the About window. The board itself is drawn by [`crate::board`].

mod about;
mod board_art;
mod daily;
mod database;
mod editor;
mod gamepad;
mod hud;
mod keyboard_focus;
mod level_select;
mod loading;
mod notice;
mod screen_reader;
mod settings;
mod stats;
mod title;
mod title_demo;
mod toolbar;
mod transition;
mod tutorial;
mod win_panel;

pub use about::{AboutWindow, VERSION};
// The desktop's graphics probe names what it found as the About window does.
#[cfg(not(target_arch = "wasm32"))]
pub use about::api_name;
pub use database::Chosen;
pub use settings::SettingsWindow;

use crate::app_state::Screen;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::share::{GifJob, SaveGif, share_link};
use crate::player::notices::Notices;
use crate::theme;
use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, level_select::plugin, hud::plugin, win_panel::plugin, notice::plugin, editor::plugin))
        .add_plugins((
            settings::plugin,
            transition::plugin,
            loading::plugin,
            title_demo::plugin,
            toolbar::plugin,
            gamepad::plugin,
            keyboard_focus::plugin,
        ))
        .add_plugins((daily::plugin, stats::plugin, database::plugin, about::plugin, tutorial::plugin, board_art::plugin))
        .add_plugins(screen_reader::plugin)
        .add_systems(Update, log_screen.run_if(state_changed::<Screen>));
}

/// Each screen change in the log (the browser test follows the game by it).
fn log_screen(screen: Res<State<Screen>>) {
    info!("screen: {:?}", screen.get());
}

/// Whether Esc was pressed this frame (taken, so nothing else acts on it).
fn escape_pressed(ctx: &egui::Context) -> bool {
    ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
}

/// A screen's first line: "◀ Back" and its title. Whether Back was pressed.
fn back_and_title(ui: &mut egui::Ui, title: &str, tr: &Tr) -> bool {
    ui.horizontal(|ui| {
        let back = ui.button(egui::RichText::new(tr!(tr, "select-back")).size(18.0)).clicked();
        ui.add_space(12.0);
        ui.label(egui::RichText::new(title).size(28.0).strong());
        back
    })
    .inner
}

/// A screen as one column down the middle of the window, at most `max_width` wide (the whole width on
/// a phone), scrolled as a whole, under its Back and title. Whether Back was pressed.
fn centred_column(
    ctx: &egui::Context,
    (title, max_width): (&str, f32),
    compact: bool,
    tr: &Tr,
    body: impl FnOnce(&mut egui::Ui),
) -> bool {
    let screen = ctx.content_rect();
    let width = screen.width().min(max_width) - if compact { 16.0 } else { 48.0 };
    let left = egui::pos2(screen.center().x - width / 2.0, screen.min.y);
    let mut back = false;
    egui::Area::new(egui::Id::new(title)).order(egui::Order::Background).fixed_pos(left).show(ctx, |ui| {
        ui.set_width(width);
        ui.set_height(screen.height());
        theme::layout::dragged(egui::ScrollArea::vertical()).auto_shrink(false).show(ui, |ui| {
            ui.vertical(|ui| {
                ui.add_space(if compact { 8.0 } else { 24.0 });
                back = back_and_title(ui, title, tr);
                body(ui);
            });
        });
    });
    back
}

/// What a share code stands for, as the notice names it.
#[derive(Clone, Copy)]
enum Shared {
    /// The position on the board being played.
    Position,
    /// The editor's puzzle.
    Puzzle,
}

/// Copies a share code — in a browser its link — and tells the player what was copied and how to use
/// it.
fn copy_share_code(ctx: &egui::Context, code: &str, what: Shared, notices: &mut Notices, tr: &Tr) {
    let text = match (share_link(code), what) {
        (Some(link), what) => {
            ctx.copy_text(link.clone());
            match what {
                Shared::Position => tr!(tr, "share-copied-link", link = link, code = code),
                Shared::Puzzle => tr!(tr, "share-copied-puzzle-link", link = link, code = code),
            }
        }
        (None, Shared::Position) => {
            ctx.copy_text(code.to_string());
            tr!(tr, "share-copied-code", code = code)
        }
        (None, Shared::Puzzle) => {
            ctx.copy_text(code.to_string());
            tr!(tr, "share-copied-puzzle-code", code = code)
        }
    };
    notices.post(&tr!(tr, "share-title"), text);
}

/// "Save GIF": the level's optimal solution as an animated GIF (greyed while one is being made).
fn gif_button(ui: &mut egui::Ui, job: &GifJob, save_gif: &mut MessageWriter<SaveGif>, tr: &Tr) {
    let label = if job.is_running() { tr!(tr, "gif-saving") } else { tr!(tr, "gif-save") };
    if job.is_running() {
        // Its end is seen by polling the task each frame: the game must not sleep meanwhile.
        ui.ctx().request_repaint();
    }
    let hover = tr!(tr, "gif-hover");
    if ui.add_enabled(!job.is_running(), egui::Button::new(label)).on_hover_text(hover).clicked() {
        save_gif.write(SaveGif);
    }
}
