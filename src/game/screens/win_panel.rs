//! The win panel: stars, the moves against the optimum, and what next.

use crate::game::Screen;
use crate::game::editor::Editor;
use crate::game::session::{Action, Session};
use crate::game::share::{GifJob, SaveGif};
use crate::game::theme::palette;
use crate::game::theme::widget::stars_text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, win_panel.run_if(in_state(Screen::Playing)));
}

fn win_panel(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut actions: MessageWriter<Action>,
    gif_job: Res<GifJob>,
    mut save_gif: MessageWriter<SaveGif>,
    editor: Res<Editor>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    if !session.won {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let c = session.counters();
    let stars = session.stars();
    egui::Window::new("Solved!").collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(
        ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(stars_text(stars)).size(40.0).color(palette::GOLD.egui()));
                ui.label(format!("{} moves — the optimum is {}", c.moves, session.level.optimum.count));
                if session.assisted {
                    ui.label("The solver played part of it: retry on your own for stars.");
                }
                ui.label(format!("{} slides, {} steps, {:.1} s", c.slides, c.steps, session.clock));
                ui.horizontal(|ui| {
                    if ui.button("Retry").clicked() {
                        actions.write(Action::Reset);
                    }
                    super::gif_button(ui, &gif_job, &mut save_gif);
                    // A play-test goes back to its editor, not on to the next level.
                    if editor.testing == Some(session.index) {
                        if ui.button("◀ Back to editor").clicked() {
                            next_screen.set(Screen::Editor);
                        }
                    } else if ui.button("Next level ▶").clicked() {
                        actions.write(Action::NextLevel);
                    }
                });
            });
        },
    );
    Ok(())
}
