//! The playing screen's heads-up display: level, counters, optimum and the live "moves from solved"
//! meter — along the top of a wide window, in three short lines on a phone held upright, in the top-left
//! corner of a phone on its side. The room it takes is left out of the board's ([`BoardRoom`]); the
//! toolbar is [`super::toolbar`].

use super::settings::SettingsWindow;
use crate::Screen;
use crate::catalog::Catalog;
use crate::keyboard::UiHasKeyboard;
use crate::replay::Replay;
use crate::session::Session;
use crate::solver_task::{Analysis, StopAnalysis};
use crate::theme::layout::{BOARD_GAP, BoardRoom, EDGE, Room, TOUCH_TARGET};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::cluster::ClusterError;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, status_bar.run_if(in_state(Screen::Playing)))
        .add_systems(EguiPrimaryContextPass, track_keyboard_focus);
}

/// The widest the corner panel of a phone on its side may be, in points.
const CORNER_WIDTH: f32 = 230.0;

/// The game's keys stand back while a text field, or the settings window, has the keyboard.
fn track_keyboard_focus(mut contexts: EguiContexts, mut ui: ResMut<UiHasKeyboard>, settings: Res<SettingsWindow>) -> Result {
    ui.0 = contexts.ctx_mut()?.egui_wants_keyboard_input() || settings.0;
    Ok(())
}

pub(super) fn status_bar(
    mut contexts: EguiContexts,
    session: Res<Session>,
    catalog: Res<Catalog>,
    analysis: Res<Analysis>,
    replay: Res<Replay>,
    room: Res<Room>,
    mut board_room: ResMut<BoardRoom>,
    mut stop: MessageWriter<StopAnalysis>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let c = session.counters();
    let level = &session.level();
    // A tier is a shipped pack's; a level from a file or a code has none.
    let tier = if catalog.is_shipped(session.index()) { level.tier.to_string() } else { "opened".into() };
    let about = format!("{tier} · {} · {}×{}", level.board.family(), level.board.width(), level.board.height());
    let optimum = format!("Optimum {}", catalog.par(session.index()).describe(level.optimum.metric));
    let (meter, detail) = match (analysis.distance(&session), &analysis.error) {
        (Some(0), _) => ("solved!".to_string(), None),
        (Some(d), _) => (format!("{d} {} from solved", level.optimum.metric), None),
        (None, _) if analysis.is_pending() => ("analysing…".to_string(), None),
        (None, Some(ClusterError::Cancelled)) => ("analysis stopped".to_string(), Some("You stopped it".into())),
        (None, Some(error)) => ("too large to analyse".to_string(), Some(error.to_string())),
        (None, None) => ("no solution from here".to_string(), None),
    };
    // The meter, what it means when it is not a distance, and the way to stop a long analysis.
    let mut meter_and_stop = |ui: &mut egui::Ui| {
        let meter = ui.strong(&meter);
        if let Some(detail) = &detail {
            meter.on_hover_text(format!("{detail}. Hints and replays are off for this level; it plays as usual."));
        }
        // A large board can take a while (and most of the memory budget): the player may stop it.
        let stop_button = if room.is_compact() {
            egui::Button::new("Stop").min_size(egui::vec2(TOUCH_TARGET, 0.0))
        } else {
            egui::Button::new("Stop").small()
        };
        if analysis.is_pending() && ui.add(stop_button).on_hover_text("Stop analysing this level").clicked() {
            stop.write(StopAnalysis);
        }
        if replay.is_active() {
            ui.label(format!("replay: {} left at {:.1}/s", replay.queue.len(), replay.speed));
        }
    };
    let (anchor, offset) = match *room {
        Room::Short => (egui::Align2::LEFT_TOP, [EDGE, EDGE]),
        Room::Wide | Room::Narrow => (egui::Align2::CENTER_TOP, [0.0, EDGE]),
    };
    let bar = egui::Area::new(egui::Id::new("status")).anchor(anchor, offset).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| match *room {
            Room::Wide => {
                ui.set_max_width(screen.width() - 4.0 * EDGE);
                ui.horizontal_wrapped(|ui| {
                    ui.heading(level.display_name());
                    ui.label(&about);
                });
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("Moves {}   Slides {}   Steps {}", c.moves, c.slides, c.steps));
                    ui.separator();
                    ui.label(&optimum);
                    ui.separator();
                    meter_and_stop(ui);
                });
            }
            // Three short lines: the level, the moves against the optimum, the meter.
            Room::Narrow => {
                ui.set_max_width(screen.width() - 4.0 * EDGE);
                ui.vertical_centered(|ui| ui.heading(level.display_name()).on_hover_text(&about));
                ui.vertical_centered(|ui| ui.label(format!("Moves {} · {optimum}", c.moves)));
                ui.horizontal_wrapped(meter_and_stop);
            }
            Room::Short => {
                ui.set_max_width(CORNER_WIDTH.min(screen.width() / 4.0));
                ui.heading(level.display_name());
                ui.label(&about);
                ui.label(format!("Moves {} · Slides {} · Steps {}", c.moves, c.slides, c.steps));
                ui.label(&optimum);
                ui.horizontal_wrapped(meter_and_stop);
            }
        });
    });
    let taken = bar.response.rect;
    match *room {
        Room::Short => *board_room = BoardRoom { left: taken.max.x - screen.min.x + BOARD_GAP, top: 0.0, ..*board_room },
        Room::Wide | Room::Narrow => {
            *board_room = BoardRoom { top: taken.max.y - screen.min.y + BOARD_GAP, left: 0.0, ..*board_room }
        }
    }
    Ok(())
}
