//! The title screen: continue, play, the daily puzzles, create a puzzle, the statistics, the settings,
//! watch the demo, about the game, or quit (on the desktop); the version in the corner.

use super::about::{AboutWindow, VERSION};
use super::settings::SettingsWindow;
use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, words};
use crate::play::demo::Demo;
use crate::play::resume::{Resume, continuable, take_up};
use crate::play::session::{Action, Session};
use crate::theme::layout::{EDGE, Room};
use crate::theme::palette;
use crate::theme::palette::Paint;
use crate::theme::widget::big_button;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::model::Metric;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, title.run_if(in_state(Screen::Menu)));
}

/// What the title's buttons do.
#[derive(Clone, Copy)]
enum Choice {
    Continue,
    Play,
    Daily,
    Create,
    Stats,
    Settings,
    Demo,
    About,
    Quit,
}

fn title(
    mut contexts: EguiContexts,
    mut next_screen: ResMut<NextState<Screen>>,
    mut demo: ResMut<Demo>,
    mut actions: MessageWriter<Action>,
    mut exit: MessageWriter<AppExit>,
    (mut settings, mut about): (ResMut<SettingsWindow>, ResMut<AboutWindow>),
    (mut resume, session, catalog): (ResMut<Resume>, Res<Session>, Res<Catalog>),
    room: Res<Room>,
    mut scrolls: Local<bool>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut choices = Vec::new();
    // The play left last time (or on the playing screen this run), where it was left.
    if let Some((index, moves)) = continuable(&resume, &session) {
        let level = &catalog.levels[index];
        let name = level.native_name.clone().unwrap_or_else(|| words::level_name(&tr, level));
        let moves = words::count(&tr, Metric::Moves, moves);
        choices.push((Choice::Continue, tr!(tr, "title-continue", name = name, moves = moves)));
    }
    choices.extend([
        (Choice::Play, tr!(tr, "title-play")),
        (Choice::Daily, tr!(tr, "title-daily")),
        (Choice::Create, tr!(tr, "title-create")),
        (Choice::Stats, tr!(tr, "title-stats")),
        (Choice::Settings, tr!(tr, "title-settings")),
        (Choice::Demo, tr!(tr, "title-demo")),
        (Choice::About, tr!(tr, "title-about")),
    ]);
    // A page is closed by its browser: "Quit" would only stop the game and leave it frozen.
    if cfg!(not(target_arch = "wasm32")) {
        choices.push((Choice::Quit, tr!(tr, "title-quit")));
    }
    // A phone on its side has room for a column of two buttons or so: the buttons go in two columns,
    // under a smaller name.
    let short = *room == Room::Short;
    let mut chosen = None;
    // A phone at a large text size is less than 220 points wide: the name and the buttons fit it.
    let (width, height) = (ctx.content_rect().width() - 2.0 * EDGE, ctx.content_rect().height() - 2.0 * EDGE);
    // Taller than the screen (a phone at a large text size), the menu scrolls from the top; it is
    // measured each frame, so it stands centred again once it fits.
    let mut menu = |ui: &mut egui::Ui| {
        ui.vertical_centered(|ui| {
            let name_size = (if short { 40.0_f32 } else { 64.0 }).min(width / 5.0);
            ui.label(egui::RichText::new("GRIDLOCK").size(name_size).strong().color(palette::TARGET.egui()));
            ui.label(egui::RichText::new(tr!(tr, "title-tagline")).size(18.0));
            ui.add_space(if short { 8.0 } else { 24.0 });
            if short {
                egui::Grid::new("title choices").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
                    for (i, (choice, label)) in choices.iter().enumerate() {
                        if ui.add(big_button(label, (width - 8.0) / 2.0)).clicked() {
                            chosen = Some(*choice);
                        }
                        if i % 2 == 1 {
                            ui.end_row();
                        }
                    }
                });
            } else {
                for (choice, label) in &choices {
                    if ui.add(big_button(label, width)).clicked() {
                        chosen = Some(*choice);
                    }
                }
            }
        });
    };
    let (anchor, offset) =
        if *scrolls { (egui::Align2::CENTER_TOP, [0.0, EDGE]) } else { (egui::Align2::CENTER_CENTER, [0.0, 0.0]) };
    let area = egui::Area::new(egui::Id::new("title")).order(egui::Order::Background).anchor(anchor, offset).show(ctx, |ui| {
        ui.set_max_width(width);
        if *scrolls {
            egui::ScrollArea::vertical().max_height(height).show(ui, |ui| menu(ui)).content_size.y
        } else {
            menu(ui);
            ui.min_rect().height()
        }
    });
    *scrolls = area.inner > height;
    // Which build this is, in the corner, as `gridlock --version` says it.
    egui::Area::new(egui::Id::new("version"))
        .order(egui::Order::Background)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-8.0, -6.0])
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(format!("Gridlock {VERSION}")).small().weak());
        });
    match chosen {
        Some(Choice::Continue) => {
            if let Some(resumed) = take_up(&mut resume) {
                actions.write(resumed);
            }
            next_screen.set(Screen::Playing);
        }
        Some(Choice::Play) => next_screen.set(Screen::LevelSelect),
        Some(Choice::Daily) => next_screen.set(Screen::Daily),
        Some(Choice::Create) => next_screen.set(Screen::Editor),
        Some(Choice::Stats) => next_screen.set(Screen::Stats),
        Some(Choice::Settings) => settings.0 = true,
        Some(Choice::About) => about.0 = true,
        Some(Choice::Demo) => {
            demo.start();
            actions.write(Action::Load(0));
            next_screen.set(Screen::Playing);
        }
        Some(Choice::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}
