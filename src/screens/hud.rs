//! The playing screen's heads-up display: level, counters, optimum and the live "moves from solved"
//! meter — along the top of a wide window, in three short lines on a phone held upright, in the top-left
//! corner of a phone on its side. The room it takes is left out of the board's ([`BoardRoom`]); the
//! toolbar is [`super::toolbar`].

use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, errors, words};
use crate::play::hint::{Hint, HintReason};
use crate::play::replay::Replay;
use crate::play::session::Session;
use crate::play::solver_task::{Analysis, StopAnalysis};
use crate::theme::layout::{BOARD_GAP, BoardRoom, EDGE, Pointer, Room, TOUCH_TARGET, finger_sized};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::cluster::ClusterError;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, status_bar.run_if(in_state(Screen::Playing)));
}

/// The widest the corner panel of a phone on its side may be, in points.
const CORNER_WIDTH: f32 = 230.0;

pub(super) fn status_bar(
    mut contexts: EguiContexts,
    session: Res<Session>,
    catalog: Res<Catalog>,
    analysis: Res<Analysis>,
    replay: Res<Replay>,
    (room, pointer): (Res<Room>, Res<Pointer>),
    mut board_room: ResMut<BoardRoom>,
    mut stop: MessageWriter<StopAnalysis>,
    tr: Res<Tr>,
    (hint, reason): (Res<Hint>, Res<HintReason>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let c = session.counters();
    let level = &session.level();
    // A tier is a shipped pack's; a level from a file or a code has none.
    let tier = if catalog.is_shipped(session.index()) {
        words::tier(&tr, level.tier)
    } else if catalog.daily(session.index()).is_some() {
        tr!(tr, "hud-daily")
    } else {
        tr!(tr, "hud-opened")
    };
    let (family, size) =
        (words::family(&tr, level.board.family()), words::board_size(&tr, level.board.width(), level.board.height()));
    let about = tr!(tr, "hud-about", tier = tier, family = family, size = size);
    let metric = level.optimum.metric;
    let optimum = tr!(tr, "hud-optimum", par = words::par(&tr, catalog.par(session.index()), metric));
    let (meter, detail) = match (analysis.distance(&session), &analysis.error) {
        (Some(0), _) => (tr!(tr, "hud-solved"), None),
        (Some(d), _) => (tr!(tr, "hud-distance", distance = words::count(&tr, metric, d)), None),
        (None, _) if analysis.is_pending() => (tr!(tr, "hud-analysing"), None),
        (None, Some(ClusterError::Cancelled)) => (tr!(tr, "hud-stopped"), Some(tr!(tr, "hud-stopped-why"))),
        (None, Some(error)) => (tr!(tr, "hud-too-large"), Some(errors::cluster_error(&tr, error))),
        (None, None) => (tr!(tr, "hud-no-solution"), None),
    };
    // Why the hint is the move, once asked: a line of its own under the meter.
    let why = hint.0.zip(reason.0.as_deref()).map(|(mv, chain)| {
        let (dir, steps) = session.rules().first_step(session.positions(), &mv);
        let board = &level.board;
        let left = analysis.distance(&session).map(|d| d.saturating_sub(1));
        words::hint_reason(&tr, (board.family(), board.pieces()), (mv.piece, dir, steps as u8), chain, left)
    });
    // The meter, what it means when it is not a distance, and the way to stop a long analysis.
    let mut meter_and_stop = |ui: &mut egui::Ui| {
        let meter = ui.strong(&meter);
        if let Some(detail) = &detail {
            meter.on_hover_text(tr!(tr, "hud-meter-hover", why = detail.as_str()));
        }
        // A large board can take a while (and most of the memory budget): the player may stop it.
        let stop_button = if finger_sized(*room, *pointer) {
            egui::Button::new(tr!(tr, "hud-stop")).min_size(egui::vec2(TOUCH_TARGET, 0.0))
        } else {
            egui::Button::new(tr!(tr, "hud-stop")).small()
        };
        if analysis.is_pending() && ui.add(stop_button).on_hover_text(tr!(tr, "hud-stop-hover")).clicked() {
            stop.write(StopAnalysis);
        }
        if replay.is_active() {
            let speed = format!("{:.1}", replay.speed);
            ui.label(tr!(tr, "hud-replay", left = replay.queue.len(), speed = speed));
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
                    ui.heading(words::level_heading(&tr, level));
                    ui.label(&about);
                });
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr!(tr, "hud-counters-wide", moves = c.moves, slides = c.slides, steps = c.steps));
                    ui.separator();
                    ui.label(&optimum);
                    ui.separator();
                    meter_and_stop(ui);
                });
                if let Some(why) = &why {
                    ui.label(why);
                }
            }
            // Three short lines: the level, the moves against the optimum, the meter.
            Room::Narrow => {
                ui.set_max_width(screen.width() - 4.0 * EDGE);
                ui.vertical_centered(|ui| ui.heading(words::level_heading(&tr, level)).on_hover_text(&about));
                ui.vertical_centered(|ui| {
                    ui.label(tr!(tr, "hud-moves-and-optimum", moves = c.moves, optimum = optimum.as_str()))
                });
                ui.horizontal_wrapped(meter_and_stop);
                if let Some(why) = &why {
                    ui.label(why);
                }
            }
            Room::Short => {
                ui.set_max_width(CORNER_WIDTH.min(screen.width() / 4.0));
                ui.heading(words::level_heading(&tr, level));
                ui.label(&about);
                ui.label(tr!(tr, "hud-counters", moves = c.moves, slides = c.slides, steps = c.steps));
                ui.label(&optimum);
                ui.horizontal_wrapped(meter_and_stop);
                if let Some(why) = &why {
                    ui.label(why);
                }
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
