//! The playing screen's toolbar: menu, undo and redo, hint, solve, and the rest — replay step and
//! speed, previous and next level, reset, the analysis overlay, sound, settings, share, GIF, keep and
//! edit. Under a mouse on a wide window it is one row along the bottom. Where a finger points, the five
//! most used stay in the row, finger-sized, and the rest fold into a "⋯" menu: with their words on a
//! tablet, as icons alone on a phone held upright (on the narrowest, a foldable's cover screen, redo
//! folds too), and as a column on the right of a phone on its side. The room it takes is left out of the
//! board's ([`BoardRoom`]).

use super::settings::SettingsWindow;
use crate::app_state::Screen;
use crate::audio::Muted;
use crate::board::overlay::AnalysisOverlay;
use crate::catalog::Catalog;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::replay::{Replay, Request};
use crate::play::session::{Action, Session};
use crate::play::share::{GifJob, SaveGif, position_code};
use crate::play::solver_task::Analysis;
use crate::play::toggles::Toggle;
use crate::player::notices::Notices;
use crate::puzzles::editor::{Editor, EditorAction};
use crate::puzzles::my_levels::{MAX_NAME, SaveLevel, check_name};
use crate::theme::icons::{Icon, Icons};
use crate::theme::layout::{BOARD_GAP, BoardRoom, EDGE, Pointer, Room, TOUCH_TARGET, finger_sized};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        toolbar.after(super::hud::status_bar).before(super::tutorial::tutorial_banner).run_if(in_state(Screen::Playing)),
    );
}

/// What the toolbar's buttons read and ask for.
#[derive(SystemParam)]
struct Controls<'w, 's> {
    session: Res<'w, Session>,
    replay: Res<'w, Replay>,
    analysis: Res<'w, Analysis>,
    catalog: Res<'w, Catalog>,
    editor: Res<'w, Editor>,
    overlay: Res<'w, AnalysisOverlay>,
    muted: Res<'w, Muted>,
    icons: Res<'w, Icons>,
    gif_job: Res<'w, GifJob>,
    tr: Res<'w, Tr>,
    notices: ResMut<'w, Notices>,
    settings: ResMut<'w, SettingsWindow>,
    next_screen: ResMut<'w, NextState<Screen>>,
    actions: MessageWriter<'w, Action>,
    requests: MessageWriter<'w, Request>,
    toggles: MessageWriter<'w, Toggle>,
    save_gif: MessageWriter<'w, SaveGif>,
    edit: MessageWriter<'w, EditorAction>,
    /// Where this frame's row of controls was drawn.
    pressed: Local<'s, Vec<egui::Rect>>,
}

/// How a row of finger-sized buttons fits a width: the gap between them, and whether redo leaves the
/// row for the "⋯" menu; `None` when even the shortest row does not fit (a phone at a large text
/// size), and the buttons go in two rows.
fn fit_row(width: f32) -> Option<(f32, bool)> {
    let fits = |buttons: f32, gap: f32| buttons * TOUCH_TARGET + (buttons - 1.0) * gap <= width;
    // Menu, undo, redo, hint, solve and "⋯".
    [(8.0, false), (4.0, false), (4.0, true), (2.0, true)]
        .into_iter()
        .find(|&(gap, redo_folded)| fits(if redo_folded { 5.0 } else { 6.0 }, gap))
}

fn toolbar(
    mut contexts: EguiContexts,
    mut controls: Controls,
    (room, pointer): (Res<Room>, Res<Pointer>),
    mut board_room: ResMut<BoardRoom>,
    mut keep: MessageWriter<SaveLevel>,
    mut naming: Local<Option<String>>,
    mut reported: Local<Option<(usize, i32, i32, bool)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let (anchor, offset) = match *room {
        Room::Short => (egui::Align2::RIGHT_CENTER, [-EDGE, 0.0]),
        Room::Wide | Room::Narrow => (egui::Align2::CENTER_BOTTOM, [0.0, -EDGE]),
    };
    let bar = egui::Area::new(egui::Id::new("toolbar")).anchor(anchor, offset).show(ctx, |ui| {
        let margins = ui.spacing().menu_margin.sum().x;
        egui::Frame::popup(ui.style()).show(ui, |ui| match (*room, *pointer) {
            (Room::Wide, Pointer::Mouse) => {
                // A narrowish desktop window wraps the row instead of running off its sides.
                ui.set_max_width(screen.width() - 4.0 * EDGE);
                ui.horizontal_wrapped(|ui| {
                    controls.most_used(ui, false, false);
                    controls.the_rest(ui, &mut naming);
                });
            }
            (Room::Wide, Pointer::Finger) => {
                ui.horizontal(|ui| {
                    controls.most_used(ui, false, false);
                    more_menu(ui, &mut controls, &mut naming, false);
                });
            }
            (Room::Narrow, _) => {
                let width = screen.width() - 2.0 * EDGE - margins;
                let mut row = |ui: &mut egui::Ui, redo_folded: bool| {
                    controls.most_used(ui, true, redo_folded);
                    more_menu(ui, &mut controls, &mut naming, redo_folded);
                };
                match fit_row(width) {
                    Some((gap, redo_folded)) => {
                        ui.spacing_mut().item_spacing.x = gap;
                        ui.horizontal(|ui| row(ui, redo_folded));
                    }
                    None => {
                        ui.set_max_width(width);
                        ui.horizontal_wrapped(|ui| row(ui, false));
                    }
                }
            }
            (Room::Short, _) => {
                ui.vertical(|ui| {
                    controls.most_used(ui, true, false);
                    more_menu(ui, &mut controls, &mut naming, false);
                });
            }
        });
    });
    let taken = bar.response.rect;
    // What a finger has to press, for a person reading the log and for the browser test.
    if finger_sized(*room, *pointer) {
        let smallest = controls.pressed.iter().fold(egui::Vec2::INFINITY, |least, rect| least.min(rect.size()));
        let on_screen = controls.pressed.iter().all(|rect| screen.contains_rect(*rect));
        let told = (controls.pressed.len(), smallest.x.round() as i32, smallest.y.round() as i32, on_screen);
        if *reported != Some(told) {
            *reported = Some(told);
            info!("toolbar: {} controls, the smallest {}×{} points, all on screen: {on_screen}", told.0, told.1, told.2);
        }
    }
    controls.pressed.clear();
    match *room {
        Room::Short => *board_room = BoardRoom { right: screen.max.x - taken.min.x + BOARD_GAP, bottom: 0.0, ..*board_room },
        Room::Wide | Room::Narrow => {
            *board_room = BoardRoom { bottom: screen.max.y - taken.min.y + BOARD_GAP, right: 0.0, ..*board_room }
        }
    }
    keep_dialog(ctx, &controls.session, &mut keep, &mut naming, &controls.tr);
    Ok(())
}

/// "⋯" ("More" to a screen reader): the buttons that do not fit a finger's row.
fn more_menu(ui: &mut egui::Ui, controls: &mut Controls, naming: &mut Option<String>, redo_folded: bool) {
    let (more, _) = egui::containers::menu::MenuButton::from_button(glyph_button("⋯")).ui(ui, |ui| {
        ui.set_min_width(200.0);
        if redo_folded {
            controls.redo(ui, false, false);
        }
        controls.the_rest(ui, naming);
    });
    speak_as(&more, &tr!(&*controls.tr, "toolbar-more"));
    controls.pressed.push(more.rect);
}

/// Adds one of the row's buttons and notes where it is.
fn press(ui: &mut egui::Ui, pressed: &mut Vec<egui::Rect>, enabled: bool, button: egui::Button, hover: &str) -> egui::Response {
    let response = ui.add_enabled(enabled, button);
    pressed.push(response.rect);
    response.on_hover_text(hover)
}

/// Gives a glyph's button the name a screen reader says (an icon's is its alt text: `Icons::icon_button`).
fn speak_as(button: &egui::Response, name: &str) {
    button.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, button.enabled(), name));
}

/// A thumb-sized button with one large symbol.
fn glyph_button(glyph: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(glyph).size(24.0)).min_size(egui::Vec2::splat(TOUCH_TARGET))
}

impl Controls<'_, '_> {
    /// Menu, undo, redo (unless `redo_folded`), hint and solve; as icons alone on a phone.
    fn most_used(&mut self, ui: &mut egui::Ui, icons_only: bool, redo_folded: bool) {
        let tr = &*self.tr;
        let word = tr!(tr, "toolbar-menu");
        let menu = if icons_only { glyph_button("☰") } else { egui::Button::new(format!("☰ {word}")) };
        let response = press(ui, &mut self.pressed, true, menu, &tr!(tr, "toolbar-menu-hover"));
        speak_as(&response, &word);
        if response.clicked() {
            self.next_screen.set(Screen::Menu);
        }
        let word = tr!(tr, "toolbar-undo");
        let undo = self.icons.button_or_icon(Icon::Undo, &word, icons_only);
        if press(ui, &mut self.pressed, !self.session.history().is_empty(), undo, &tr!(tr, "toolbar-undo-hover")).clicked() {
            self.actions.write(Action::Undo);
        }
        if !redo_folded {
            self.redo(ui, icons_only, true);
        }
        // A level too large to analyse has no hints or replays to offer.
        let (analysable, tr) = (self.analysis.error.is_none(), &*self.tr);
        let word = tr!(tr, "toolbar-hint");
        let hint = self.icons.button_or_icon(Icon::Hint, &word, icons_only);
        if press(ui, &mut self.pressed, analysable, hint, &tr!(tr, "toolbar-hint-hover")).clicked() {
            self.requests.write(Request::Hint);
        }
        let (icon, word) =
            if self.replay.playing { (Icon::Pause, tr!(tr, "toolbar-pause")) } else { (Icon::Play, tr!(tr, "toolbar-solve")) };
        let solve = self.icons.button_or_icon(icon, &word, icons_only);
        if press(ui, &mut self.pressed, analysable, solve, &tr!(tr, "toolbar-solve-hover")).clicked() {
            self.requests.write(Request::Solve);
        }
    }

    /// Redo: in the row (where it is noted for the log) or in the "⋯" menu.
    fn redo(&mut self, ui: &mut egui::Ui, icon_only: bool, in_row: bool) {
        let tr = &*self.tr;
        let word = tr!(tr, "toolbar-redo");
        let button = self.icons.button_or_icon(Icon::Redo, &word, icon_only);
        let response = ui.add_enabled(!self.session.undone().is_empty(), button).on_hover_text(tr!(tr, "toolbar-redo-hover"));
        if in_row {
            self.pressed.push(response.rect);
        }
        if response.clicked() {
            self.actions.write(Action::Redo);
        }
    }

    /// Everything else: in the row under a mouse on a wide window, else in the "⋯" menu.
    fn the_rest(&mut self, ui: &mut egui::Ui, naming: &mut Option<String>) {
        let analysable = self.analysis.error.is_none();
        let (icons, tr) = (&*self.icons, &*self.tr);
        if ui.add_enabled(analysable, icons.button(Icon::Step, &tr!(tr, "toolbar-step"))).on_hover_text(".").clicked() {
            self.requests.write(Request::Step);
        }
        if ui.button(tr!(tr, "toolbar-slower")).on_hover_text(tr!(tr, "toolbar-slower-hover")).clicked() {
            self.requests.write(Request::Slower);
        }
        if ui.button(tr!(tr, "toolbar-faster")).on_hover_text(tr!(tr, "toolbar-faster-hover")).clicked() {
            self.requests.write(Request::Faster);
        }
        if ui.button(tr!(tr, "toolbar-reset")).on_hover_text("Backspace").clicked() {
            self.actions.write(Action::Reset);
        }
        if ui.button(tr!(tr, "toolbar-prev")).on_hover_text(tr!(tr, "toolbar-prev-hover")).clicked() {
            self.actions.write(Action::PreviousLevel);
        }
        if ui.button(tr!(tr, "toolbar-next")).on_hover_text(tr!(tr, "toolbar-next-hover")).clicked() {
            self.actions.write(Action::NextLevel);
        }
        let analysis = egui::Button::selectable(self.overlay.on, tr!(tr, "toolbar-analysis"));
        if ui.add(analysis).on_hover_text(tr!(tr, "toolbar-analysis-hover")).clicked() {
            self.toggles.write(Toggle::Analysis);
        }
        let sound = if self.muted.0 {
            icons.button(Icon::SoundOff, &tr!(tr, "toolbar-sound-off"))
        } else {
            icons.button(Icon::SoundOn, &tr!(tr, "toolbar-sound-on"))
        };
        if ui.add(sound).on_hover_text("F3").clicked() {
            self.toggles.write(Toggle::Sound);
        }
        let settings = icons.button(Icon::Settings, &tr!(tr, "toolbar-settings"));
        if ui.add(settings).on_hover_text(tr!(tr, "toolbar-settings-hover")).clicked() {
            self.settings.0 = true;
        }
        if ui.button(tr!(tr, "toolbar-share")).on_hover_text(tr!(tr, "toolbar-share-hover")).clicked() {
            share(ui.ctx(), &self.session, &mut self.notices, tr);
        }
        super::gif_button(ui, &self.gif_job, &mut self.save_gif, tr);
        // A shared, opened or made puzzle can be kept under a name in My levels.
        let keepable = !self.catalog.is_shipped(self.session.index());
        if keepable && ui.button(tr!(tr, "toolbar-keep")).on_hover_text(tr!(tr, "toolbar-keep-hover")).clicked() {
            *naming = Some(String::new());
        }
        if self.editor.testing == Some(self.session.index()) {
            let back = ui.button(tr!(tr, "toolbar-back-to-editor"));
            if back.on_hover_text(tr!(tr, "toolbar-back-to-editor-hover")).clicked() {
                self.next_screen.set(Screen::Editor);
            }
        } else if ui.button(tr!(tr, "toolbar-edit")).on_hover_text(tr!(tr, "toolbar-edit-hover")).clicked() {
            let board = self.session.level().board.with_positions(self.session.positions());
            self.edit.write(EditorAction::OpenBoard(board));
        }
    }
}

/// "Keep…": the name a kept level goes under.
fn keep_dialog(
    ctx: &egui::Context,
    session: &Session,
    keep: &mut MessageWriter<SaveLevel>,
    naming: &mut Option<String>,
    tr: &Tr,
) {
    let Some(name) = naming.as_mut() else { return };
    let (mut open, mut done) = (true, false);
    egui::Window::new(tr!(tr, "keep-title")).open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
        let field = ui.add(egui::TextEdit::singleline(name).hint_text(tr!(tr, "keep-name")).char_limit(MAX_NAME));
        field.request_focus();
        let check = check_name(name, tr);
        if let Err(why) = &check {
            ui.label(egui::RichText::new(why).small());
        }
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.add_enabled(check.is_ok(), egui::Button::new(tr!(tr, "keep"))).clicked() || (enter && check.is_ok()) {
            keep.write(SaveLevel { index: session.index(), name: name.clone() });
            done = true;
        }
        done |= ui.input(|i| i.key_pressed(egui::Key::Escape));
    });
    if done || !open {
        *naming = None;
    }
}

/// Copies the position's share code, or in a browser its link, and says what was copied.
fn share(ctx: &egui::Context, session: &Session, notices: &mut Notices, tr: &Tr) {
    match position_code(session) {
        Some(code) => super::copy_share_code(ctx, &code, super::Shared::Position, notices, tr),
        None => notices.post(&tr!(tr, "share-title"), tr!(tr, "share-impossible")),
    }
}

#[cfg(test)]
mod tests {
    use super::fit_row;

    #[test]
    fn the_row_of_finger_sized_buttons_fits_the_narrowest_phones() {
        // A 390-point phone: six buttons, the usual gap (its row is 370 less the frame's margins).
        assert_eq!(fit_row(358.0), Some((8.0, false)));
        // A 320-point one: a tighter gap.
        assert_eq!(fit_row(288.0), Some((4.0, false)));
        // A foldable's 280-point cover screen: redo folds into "⋯".
        assert_eq!(fit_row(248.0), Some((4.0, true)));
        assert_eq!(fit_row(228.0), Some((2.0, true)), "the least gap");
        // A 390-point phone at 200 % text is 195 points wide: two rows.
        assert_eq!(fit_row(163.0), None);
    }
}
