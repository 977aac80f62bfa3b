//! The title menu and the level select, grouped by tier.

use super::Screen;
use super::catalog::Catalog;
use super::progress::Progress;
use super::replay::Demo;
use super::session::{Action, Session};
use crate::core::level::Tier;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, title.run_if(in_state(Screen::Menu)))
        .add_systems(EguiPrimaryContextPass, level_select.run_if(in_state(Screen::LevelSelect)));
}

fn title(
    mut contexts: EguiContexts,
    mut next_screen: ResMut<NextState<Screen>>,
    mut demo: ResMut<Demo>,
    mut actions: MessageWriter<Action>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("title")).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("GRIDLOCK").size(64.0).strong().color(egui::Color32::from_rgb(229, 57, 53)));
            ui.label(egui::RichText::new("Rush Hour and Klotski, with a solver that explains").size(18.0));
            ui.add_space(24.0);
            let big = |text: &str| egui::Button::new(egui::RichText::new(text).size(24.0)).min_size(egui::vec2(220.0, 44.0));
            if ui.add(big("Play")).clicked() {
                next_screen.set(Screen::LevelSelect);
            }
            if ui.add(big("Watch the demo")).clicked() {
                demo.start();
                actions.write(Action::Load(0));
                next_screen.set(Screen::Playing);
            }
            if ui.add(big("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
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
                            let best = progress.best.get(&level.id);
                            let stars = best.map_or(0, |b| b.stars as usize);
                            // Finished only with the solver's help: watched, not yet earned.
                            let watched = if best.is_some_and(|b| b.stars == 0) { "  watched" } else { "" };
                            let text = format!(
                                "{}\n{} · {}×{} · {} {}\n{}{}{watched}",
                                level.name,
                                level.board.family,
                                level.board.width,
                                level.board.height,
                                level.optimum.count,
                                level.optimum.metric,
                                "★".repeat(stars),
                                "☆".repeat(3 - stars)
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
