//! The level select: every level as a card, grouped by tier, with its best result.

use crate::core::level::Tier;
use crate::game::Screen;
use crate::game::catalog::Catalog;
use crate::game::progress::Progress;
use crate::game::session::{Action, Session};
use crate::game::theme::widget::stars_text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, level_select.run_if(in_state(Screen::LevelSelect)));
}

fn level_select(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    session: Res<Session>,
    progress: Res<Progress>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut actions: MessageWriter<Action>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - 80.0;
    egui::Window::new("Choose a level")
        .collapsible(false)
        .resizable(false)
        .fixed_size([960.0, height])
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for tier in Tier::ALL {
                    ui.heading(tier.to_string());
                    ui.horizontal_wrapped(|ui| {
                        for (i, level) in catalog.levels.iter().enumerate().filter(|(_, l)| l.tier == tier) {
                            let best = progress.best.get(&catalog.record_key(i));
                            // Finished only with the solver's help: watched, not yet earned.
                            let watched = if best.is_some_and(|b| b.stars == 0) { "  watched" } else { "" };
                            let text = format!(
                                "{}\n{} · {}×{} · {} {}\n{}{watched}",
                                level.name,
                                level.board.family,
                                level.board.width,
                                level.board.height,
                                level.optimum.count,
                                level.optimum.metric,
                                stars_text(best.map_or(0, |b| b.stars)),
                            );
                            let button = egui::Button::new(text).min_size(egui::vec2(226.0, 64.0)).selected(i == session.index);
                            if ui.add(button).clicked() {
                                actions.write(Action::Load(i));
                                next_screen.set(Screen::Playing);
                            }
                        }
                    });
                    ui.add_space(8.0);
                }
                if ui.button("◀ Back").clicked() {
                    next_screen.set(Screen::Menu);
                }
            });
        });
    Ok(())
}
