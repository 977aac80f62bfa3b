//! The playing screen's heads-up display: level, counters, optimum, the live "moves from solved" meter,
//! and the toolbar with the replay controls and view switches.

use super::settings::SettingsWindow;
use crate::Screen;
use crate::audio::Muted;
use crate::board::overlay::AnalysisOverlay;
use crate::catalog::Catalog;
use crate::editor::{Editor, EditorAction};
use crate::keyboard::UiHasKeyboard;
use crate::my_levels::{MAX_NAME, SaveLevel, check_name};
use crate::notices::Notices;
use crate::replay::{Replay, Request};
use crate::session::{Action, Session};
use crate::share::{GifJob, SaveGif, position_code};
use crate::solver_task::{Analysis, StopAnalysis};
use crate::theme::icons::{Icon, Icons};
use crate::toggles::Toggle;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::cluster::ClusterError;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (status_bar, toolbar).chain().run_if(in_state(Screen::Playing)))
        .add_systems(EguiPrimaryContextPass, track_keyboard_focus);
}

/// The game's keys stand back while a text field, or the settings window, has the keyboard.
fn track_keyboard_focus(mut contexts: EguiContexts, mut ui: ResMut<UiHasKeyboard>, settings: Res<SettingsWindow>) -> Result {
    ui.0 = contexts.ctx_mut()?.egui_wants_keyboard_input() || settings.0;
    Ok(())
}

fn status_bar(
    mut contexts: EguiContexts,
    session: Res<Session>,
    catalog: Res<Catalog>,
    analysis: Res<Analysis>,
    replay: Res<Replay>,
    mut stop: MessageWriter<StopAnalysis>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let c = session.counters();
    let level = &session.level();
    let room = ctx.content_rect().width() - 40.0;
    egui::Area::new(egui::Id::new("status")).anchor(egui::Align2::CENTER_TOP, [0.0, 10.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(room);
            ui.horizontal_wrapped(|ui| {
                ui.heading(level.display_name());
                // A tier is a shipped pack's; a level from a file or a code has none.
                let tier = if catalog.is_shipped(session.index()) { level.tier.to_string() } else { "opened".into() };
                ui.label(format!("{tier} · {} · {}×{}", level.board.family(), level.board.width(), level.board.height()));
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("Moves {}   Slides {}   Steps {}", c.moves, c.slides, c.steps));
                ui.separator();
                ui.label(format!("Optimum {}", catalog.par(session.index()).describe(level.optimum.metric)));
                ui.separator();
                let (meter, detail) = match (analysis.distance(&session), &analysis.error) {
                    (Some(0), _) => ("solved!".to_string(), None),
                    (Some(d), _) => (format!("{d} {} from solved", level.optimum.metric), None),
                    (None, _) if analysis.is_pending() => ("analysing…".to_string(), None),
                    (None, Some(ClusterError::Cancelled)) => ("analysis stopped".to_string(), Some("You stopped it".into())),
                    (None, Some(error)) => ("too large to analyse".to_string(), Some(error.to_string())),
                    (None, None) => ("no solution from here".to_string(), None),
                };
                let meter = ui.strong(meter);
                if let Some(detail) = detail {
                    meter.on_hover_text(format!("{detail}. Hints and replays are off for this level; it plays as usual."));
                }
                // A large board can take a while (and most of the memory budget): the player may stop it.
                if analysis.is_pending() && ui.small_button("Stop").on_hover_text("Stop analysing this level").clicked() {
                    stop.write(StopAnalysis);
                }
                if replay.is_active() {
                    ui.separator();
                    ui.label(format!("replay: {} left at {:.1}/s", replay.queue.len(), replay.speed));
                }
            });
        });
    });
    Ok(())
}

fn toolbar(
    mut contexts: EguiContexts,
    replay: Res<Replay>,
    session: Res<Session>,
    mut actions: MessageWriter<Action>,
    mut requests: MessageWriter<Request>,
    mut toggles: MessageWriter<Toggle>,
    mut next_screen: ResMut<NextState<Screen>>,
    overlay: Res<AnalysisOverlay>,
    mut notices: ResMut<Notices>,
    mut save_gif: MessageWriter<SaveGif>,
    gif_job: Res<GifJob>,
    (catalog, mut keep, mut naming): (Res<Catalog>, MessageWriter<SaveLevel>, Local<Option<String>>),
    muted: Res<Muted>,
    analysis: Res<Analysis>,
    (editor, mut edit): (Res<Editor>, MessageWriter<EditorAction>),
    (mut settings, icons): (ResMut<SettingsWindow>, Res<Icons>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A level too large to analyse has no hints or replays to offer.
    let analysable = analysis.error.is_none();
    // On a narrow window (a phone held upright) the buttons wrap onto more rows instead of running off.
    let room = ctx.content_rect().width() - 40.0;
    egui::Area::new(egui::Id::new("toolbar")).anchor(egui::Align2::CENTER_BOTTOM, [0.0, -10.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(room);
            ui.horizontal_wrapped(|ui| {
                if ui.button("☰ Menu").on_hover_text("Esc").clicked() {
                    next_screen.set(Screen::Menu);
                }
                if editor.testing == Some(session.index()) {
                    if ui.button("◀ Back to editor").on_hover_text("The editor, as you left it").clicked() {
                        next_screen.set(Screen::Editor);
                    }
                } else if ui.button("Edit").on_hover_text("Open this position in the editor").clicked() {
                    edit.write(EditorAction::OpenBoard(session.level().board.with_positions(session.positions())));
                }
                if ui.button("◀ Prev").on_hover_text("Page Up").clicked() {
                    actions.write(Action::PreviousLevel);
                }
                if ui
                    .add_enabled(!session.history().is_empty(), icons.button(Icon::Undo, "Undo"))
                    .on_hover_text("Ctrl+Z")
                    .clicked()
                {
                    actions.write(Action::Undo);
                }
                if ui
                    .add_enabled(!session.undone().is_empty(), icons.button(Icon::Redo, "Redo"))
                    .on_hover_text("Ctrl+Y")
                    .clicked()
                {
                    actions.write(Action::Redo);
                }
                if ui.button("⟲ Reset").on_hover_text("Backspace").clicked() {
                    actions.write(Action::Reset);
                }
                if ui.add_enabled(analysable, icons.button(Icon::Hint, "Hint")).on_hover_text("F1 or /").clicked() {
                    requests.write(Request::Hint);
                }
                let play = if replay.playing { icons.button(Icon::Pause, "Pause") } else { icons.button(Icon::Play, "Solve") };
                if ui.add_enabled(analysable, play).on_hover_text("Space").clicked() {
                    requests.write(Request::Solve);
                }
                if ui.add_enabled(analysable, icons.button(Icon::Step, "Step")).on_hover_text(".").clicked() {
                    requests.write(Request::Step);
                }
                if ui.button("−").on_hover_text("slower (-)").clicked() {
                    requests.write(Request::Slower);
                }
                if ui.button("+").on_hover_text("faster (=)").clicked() {
                    requests.write(Request::Faster);
                }
                let analysis = egui::Button::selectable(overlay.on, "Analysis");
                if ui.add(analysis).on_hover_text("F2: who blocks whom, unlock order, cycles").clicked() {
                    toggles.write(Toggle::Analysis);
                }
                let sound =
                    if muted.0 { icons.button(Icon::SoundOff, "Sound off") } else { icons.button(Icon::SoundOn, "Sound on") };
                if ui.add(sound).on_hover_text("F3").clicked() {
                    toggles.write(Toggle::Sound);
                }
                if ui
                    .add(icons.button(Icon::Settings, "Settings"))
                    .on_hover_text("Volume, speed, motion, colours, fullscreen")
                    .clicked()
                {
                    settings.0 = true;
                }
                if ui.button("Share").on_hover_text("Copy this position's share code (in a browser, its link)").clicked() {
                    share(ui.ctx(), &session, &mut notices);
                }
                super::gif_button(ui, &gif_job, &mut save_gif);
                // A shared, opened or made puzzle can be kept under a name in My levels.
                if !catalog.is_shipped(session.index()) && ui.button("Keep…").on_hover_text("Save it in My levels").clicked() {
                    *naming = Some(String::new());
                }
                if ui.button("Next ▶").on_hover_text("Page Down").clicked() {
                    actions.write(Action::NextLevel);
                }
            });
        });
    });
    if let Some(name) = naming.as_mut() {
        let (mut open, mut done) = (true, false);
        egui::Window::new("Keep in My levels").open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
            let field = ui.add(egui::TextEdit::singleline(name).hint_text("Its name").char_limit(MAX_NAME));
            field.request_focus();
            let check = check_name(name);
            if let Err(why) = &check {
                ui.label(egui::RichText::new(why).small());
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.add_enabled(check.is_ok(), egui::Button::new("Keep")).clicked() || (enter && check.is_ok()) {
                keep.write(SaveLevel { index: session.index(), name: name.clone() });
                done = true;
            }
        });
        if done || !open {
            *naming = None;
        }
    }
    Ok(())
}

/// Copies the position's share code, or in a browser its link, and says what was copied.
fn share(ctx: &egui::Context, session: &Session, notices: &mut Notices) {
    match position_code(session) {
        Some(code) => super::copy_share_code(ctx, &code, "this position", notices),
        None => {
            notices.post("Share", "This board cannot be written as a share code (its exit or pieces are not the standard ones).")
        }
    }
}
