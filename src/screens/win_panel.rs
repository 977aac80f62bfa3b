//! The win panel: stars, the moves against the optimum, and what next.

use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, words};
use crate::play::hint::HintsUsed;
use crate::play::session::{Action, Session};
use crate::play::share::{GifJob, SaveGif};
use crate::player::settings::Settings;
use crate::puzzles::daily::DailyWin;
use crate::puzzles::editor::Editor;
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, win_panel.run_if(in_state(Screen::Playing)));
}

/// Where the panel's last button goes.
enum Onward {
    Screen(Screen),
    NextLevel,
}

/// The time between two stars appearing, at normal speed.
const STAR_BEAT_MS: f32 = 350.0;

fn win_panel(
    mut contexts: EguiContexts,
    session: Res<Session>,
    catalog: Res<Catalog>,
    mut actions: MessageWriter<Action>,
    gif_job: Res<GifJob>,
    mut save_gif: MessageWriter<SaveGif>,
    editor: Res<Editor>,
    mut next_screen: ResMut<NextState<Screen>>,
    (time, settings, tr, hints, mut shown_for): (Res<Time>, Res<Settings>, Res<Tr>, Res<HintsUsed>, Local<f32>),
    daily_win: Res<DailyWin>,
) -> Result {
    if !session.won() {
        *shown_for = 0.0;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let opening = *shown_for == 0.0;
    // A daily's share text is copied as the panel opens, as the daily word games do.
    if opening && let Some(text) = &daily_win.0 {
        ctx.copy_text(text.clone());
    }
    *shown_for += time.delta_secs();
    let c = session.counters();
    // The stars come one by one, each a beat after the last (all at once with reduced motion).
    let beat = settings.duration(STAR_BEAT_MS).as_secs_f32();
    let par = catalog.par(session.index());
    let earned = session.stars(par.known());
    let stars = if settings.reduce_motion { earned } else { earned.min((*shown_for / beat) as u8) };
    if stars < earned {
        // The next star is timed here; nothing else on screen moves meanwhile.
        ctx.request_repaint();
    }
    egui::Window::new(tr!(tr, "win-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(words::stars(stars)).size(40.0).color(palette::GOLD.egui()));
                let optimum = words::par(&tr, par, session.level().optimum.metric);
                ui.label(tr!(tr, "win-moves", moves = c.moves, optimum = optimum));
                if session.assisted() {
                    ui.label(tr!(tr, "win-assisted"));
                }
                let seconds = format!("{:.1}", session.clock());
                ui.label(tr!(tr, "win-counters", slides = c.slides, steps = c.steps, seconds = seconds));
                ui.label(tr!(tr, "win-hints", count = hints.0));
                if let Some(text) = &daily_win.0 {
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new(text).monospace());
                    ui.horizontal(|ui| {
                        ui.label(tr!(tr, "daily-share-copied"));
                        if ui.button(tr!(tr, "daily-share-copy")).clicked() {
                            ui.ctx().copy_text(text.clone());
                        }
                    });
                }
                ui.horizontal(|ui| {
                    if ui.button(tr!(tr, "win-retry")).clicked() {
                        actions.write(Action::Reset);
                    }
                    super::gif_button(ui, &gif_job, &mut save_gif, &tr);
                    // A play-test goes back to its editor, not on to the next level; a daily's "next" is
                    // the other daily, or another day's.
                    let (onward, to) = if editor.testing == Some(session.index()) {
                        (tr!(tr, "win-back-to-editor"), Onward::Screen(Screen::Editor))
                    } else if catalog.daily(session.index()).is_some() {
                        (tr!(tr, "win-back-to-daily"), Onward::Screen(Screen::Daily))
                    } else {
                        (tr!(tr, "win-next"), Onward::NextLevel)
                    };
                    let onward = ui.button(onward);
                    // The way on has the keys as the panel opens: Enter (a pad's A) takes it, and a
                    // screen reader names it.
                    if opening {
                        onward.request_focus();
                    }
                    if onward.clicked() {
                        match to {
                            Onward::Screen(screen) => next_screen.set(screen),
                            Onward::NextLevel => drop(actions.write(Action::NextLevel)),
                        }
                    }
                });
            });
        });
    Ok(())
}
