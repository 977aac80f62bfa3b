//! The title screen: continue, play, the daily puzzles, create a puzzle, the statistics, the settings,
//! watch the demo, or quit (on the desktop).

use super::settings::SettingsWindow;
use crate::Screen;
use crate::catalog::Catalog;
use crate::demo::Demo;
use crate::i18n::{Tr, words};
use crate::resume::{Resume, continuable, take_up};
use crate::session::{Action, Session};
use crate::theme::palette;
use crate::theme::palette::Paint;
use crate::theme::widget::big_button;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::model::Metric;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, title.run_if(in_state(Screen::Menu)));
}

fn title(
    mut contexts: EguiContexts,
    mut next_screen: ResMut<NextState<Screen>>,
    mut demo: ResMut<Demo>,
    mut actions: MessageWriter<Action>,
    mut exit: MessageWriter<AppExit>,
    mut settings: ResMut<SettingsWindow>,
    (mut resume, session, catalog): (ResMut<Resume>, Res<Session>, Res<Catalog>),
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("title")).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("GRIDLOCK").size(64.0).strong().color(palette::TARGET.egui()));
            ui.label(egui::RichText::new(tr!(tr, "title-tagline")).size(18.0));
            ui.add_space(24.0);
            // The play left last time (or on the playing screen this run), where it was left.
            if let Some((index, moves)) = continuable(&resume, &session) {
                let level = &catalog.levels[index];
                let name = level.native_name.as_deref().unwrap_or(&level.name);
                let moves = words::count(&tr, Metric::Moves, moves);
                if ui.add(big_button(&tr!(tr, "title-continue", name = name, moves = moves))).clicked() {
                    if let Some(resumed) = take_up(&mut resume) {
                        actions.write(resumed);
                    }
                    next_screen.set(Screen::Playing);
                }
            }
            if ui.add(big_button(&tr!(tr, "title-play"))).clicked() {
                next_screen.set(Screen::LevelSelect);
            }
            if ui.add(big_button(&tr!(tr, "title-daily"))).clicked() {
                next_screen.set(Screen::Daily);
            }
            if ui.add(big_button(&tr!(tr, "title-create"))).clicked() {
                next_screen.set(Screen::Editor);
            }
            if ui.add(big_button(&tr!(tr, "title-stats"))).clicked() {
                next_screen.set(Screen::Stats);
            }
            if ui.add(big_button(&tr!(tr, "title-settings"))).clicked() {
                settings.0 = true;
            }
            if ui.add(big_button(&tr!(tr, "title-demo"))).clicked() {
                demo.start();
                actions.write(Action::Load(0));
                next_screen.set(Screen::Playing);
            }
            // A page is closed by its browser: "Quit" would only stop the game and leave it frozen.
            if cfg!(not(target_arch = "wasm32")) && ui.add(big_button(&tr!(tr, "title-quit"))).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}
