//! The editor's screen ("Create"): the palette and the history on the left, the board in the middle
//! ([`canvas`]), and on the right what the solver says of the draft, with play-test, hardest start,
//! the share code and "Keep". Everything it does is an [`EditorAction`] for `game::editor`.

mod canvas;

use super::board_art::BoardArt;
use crate::app_state::Screen;
use crate::i18n::tr;
use crate::i18n::{Tr, errors, words};
use crate::player::notices::Notices;
use crate::player::settings::Settings;
use crate::puzzles::editor::{Editor, EditorAction, Tool, Verdict};
use crate::puzzles::my_levels::{MAX_NAME, check_name};
use crate::theme::layout::{Pointer, Room, dragged, finger_sized};
use crate::theme::palette;
use crate::theme::palette::Paint;
use crate::theme::thumbnail;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use gridlock_core::draft::Edit;
use gridlock_core::model::Family;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, editor_screen.run_if(in_state(Screen::Editor)));
}

/// The boards a new draft starts from.
const NEW_BOARDS: [(Family, u8, u8); 4] =
    [(Family::RushHour, 6, 6), (Family::RushHour, 7, 7), (Family::RushHour, 8, 8), (Family::Klotski, 4, 5)];

/// Below this width (points) the panels go above and below the board.
const NARROW: f32 = 900.0;

/// What the screen's text fields hold between frames.
#[derive(Default)]
struct Fields {
    name: String,
    code: String,
}

fn editor_screen(
    mut contexts: EguiContexts,
    editor: Res<Editor>,
    mut asked: MessageWriter<EditorAction>,
    mut notices: ResMut<Notices>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut fields: Local<Fields>,
    mut drag: Local<canvas::Drag>,
    (settings, art): (Res<Settings>, Res<BoardArt>),
    (room, pointer): (Res<Room>, Res<Pointer>),
    mut layout: Local<Option<(egui::Rect, egui::Rect, egui::Rect)>>,
    tr: Res<Tr>,
) -> Result {
    let tr = &*tr;
    let ctx = contexts.ctx_mut()?;
    // The screen is one UI of panels on egui's background layer, under any window or notice.
    let builder = egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect());
    let mut screen = egui::Ui::new(ctx.clone(), "editor".into(), builder);
    // Side panels on a wide window or a phone on its side; on a narrower one (a phone or a tablet held
    // upright) the palette above the board and the verdict below it. Where a finger points the panels
    // keep to what a finger needs (no key help; new boards, the share code and keeping folded away).
    let compact = finger_sized(*room, *pointer);
    let sides = ctx.content_rect().width() >= NARROW || *room == Room::Short;
    let (palette_width, verdict_width) = if compact { (190.0, 230.0) } else { (210.0, 280.0) };
    let left =
        if sides { egui::Panel::left("editor palette").exact_size(palette_width) } else { egui::Panel::top("editor palette") };
    // A side panel scrolls where a short window cuts it; a top or bottom one is as tall as it needs.
    let scrolled = |ui: &mut egui::Ui, add: &mut dyn FnMut(&mut egui::Ui)| {
        ui.add_space(8.0);
        if sides {
            dragged(egui::ScrollArea::vertical()).show(ui, |ui| add(ui));
        } else {
            add(ui);
        }
    };
    let palette = left.resizable(false).show(&mut screen, |ui| {
        scrolled(ui, &mut |ui| palette_panel(ui, &editor, (sides, compact), &mut asked, &mut next_screen, &mut drag, tr));
    });
    let right = if sides {
        egui::Panel::right("editor verdict").exact_size(verdict_width)
    } else {
        egui::Panel::bottom("editor verdict")
    };
    right.resizable(false).show(&mut screen, |ui| {
        scrolled(ui, &mut |ui| {
            verdict(ui, &editor, compact, &mut asked, tr);
            let mut share_and_keep = |ui: &mut egui::Ui| {
                share(ui, &editor, &mut fields, &mut asked, &mut notices, tr);
                ui.separator();
                keep(ui, &editor, &mut fields.name, &mut asked, tr);
            };
            if compact {
                egui::CollapsingHeader::new(tr!(tr, "editor-share-and-keep")).id_salt("share and keep").show(ui, share_and_keep);
            } else {
                ui.separator();
                share_and_keep(ui);
            }
        });
    });
    let scheme = settings.palette;
    let look = (scheme, &*art as &dyn thumbnail::Sprites);
    let board = egui::CentralPanel::no_frame().show(&mut screen, |ui| canvas::board(ui, &editor, look, &mut drag, &mut asked));
    // Where the board and the palette are, for a person reading the log and for the browser test.
    let laid_out = (palette.response.rect, board.inner, ctx.content_rect());
    if *layout != Some(laid_out) {
        *layout = Some(laid_out);
        let (palette, board, window) = laid_out;
        let cell = board.width() / f32::from(editor.draft().width);
        info!(
            "editor laid out: a cell is {cell:.1} points, the board {board:?}, the palette {palette:?}, in a window of {:.0}×{:.0}",
            window.width(),
            window.height()
        );
    }
    Ok(())
}

/// The way back, the board's kind, new boards, the tools, undo and redo, turn and delete.
fn palette_panel(
    ui: &mut egui::Ui,
    editor: &Editor,
    (wide, compact): (bool, bool),
    asked: &mut MessageWriter<EditorAction>,
    next_screen: &mut NextState<Screen>,
    drag: &mut canvas::Drag,
    tr: &Tr,
) {
    let family = editor.draft().family;
    let draft = editor.draft();
    let (family_name, size) = (words::family(tr, family), words::board_size(tr, draft.width, draft.height));
    let about = tr!(tr, "editor-about", family = family_name, size = size, pieces = draft.pieces.len());
    let new_boards = |ui: &mut egui::Ui| {
        for (family, width, height) in NEW_BOARDS {
            let name = tr!(tr, "pack-shipped", family = words::family(tr, family), width = width, height = height);
            if ui.button(name).clicked() {
                asked.write(EditorAction::New { family, width, height });
            }
        }
    };
    if compact {
        // One line: the way back, new boards folded into a menu, what the draft is.
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!(tr, "editor-menu")).clicked() {
                next_screen.set(Screen::Menu);
            }
            ui.menu_button(tr!(tr, "editor-new-board-menu"), new_boards);
            ui.label(about);
        });
    } else {
        if ui.button(tr!(tr, "editor-menu")).on_hover_text("Esc").clicked() {
            next_screen.set(Screen::Menu);
        }
        ui.heading(tr!(tr, "editor-title"));
        ui.label(about);
        ui.add_space(6.0);
        ui.label(RichText::new(tr!(tr, "editor-new-board")).strong());
        ui.horizontal_wrapped(new_boards);
    }
    ui.separator();
    if !compact {
        ui.label(RichText::new(tr!(tr, "editor-tools")).strong());
        ui.label(RichText::new(tr!(tr, "editor-tools-hint")).small());
    }
    let mut tools = |ui: &mut egui::Ui| {
        for (i, tool) in Tool::palette(family).into_iter().enumerate() {
            let button = egui::Button::selectable(editor.tool == tool, format!("{}  {}", i + 1, tool.name(family, tr)));
            // On a touch screen a drag swipes the tools; a tool is taken by a tap.
            let button = button.sense(if compact { egui::Sense::click() } else { egui::Sense::click_and_drag() });
            let height = ui.spacing().interact_size.y.max(26.0);
            let response = if wide { ui.add_sized([190.0, height], button) } else { ui.add(button) };
            if response.clicked() || response.drag_started() {
                asked.write(EditorAction::PickTool(tool));
            }
            if response.drag_started() {
                *drag = canvas::Drag::NewPiece;
            }
        }
    };
    // A column beside the board; above it, a row (under a finger, one line to swipe through).
    if wide {
        tools(ui)
    } else if compact {
        dragged(egui::ScrollArea::horizontal()).show(ui, |ui| ui.horizontal(tools));
    } else {
        ui.horizontal_wrapped(tools);
    }
    ui.separator();
    let selected = editor.selected;
    let mut changes = |ui: &mut egui::Ui| {
        if ui.add_enabled(editor.editing.can_undo(), egui::Button::new(tr!(tr, "editor-undo"))).on_hover_text("Ctrl+Z").clicked()
        {
            asked.write(EditorAction::Undo);
        }
        if ui.add_enabled(editor.editing.can_redo(), egui::Button::new(tr!(tr, "editor-redo"))).on_hover_text("Ctrl+Y").clicked()
        {
            asked.write(EditorAction::Redo);
        }
        if !compact {
            ui.end_row();
        }
        if ui.add_enabled(selected.is_some(), egui::Button::new(tr!(tr, "editor-turn"))).on_hover_text("R").clicked() {
            asked.write(EditorAction::Edit(Edit::Turn { piece: selected.unwrap_or_default() }));
        }
        let delete = ui.add_enabled(selected.is_some(), egui::Button::new(tr!(tr, "editor-delete")));
        if delete.on_hover_text(tr!(tr, "editor-delete-hover")).clicked() {
            asked.write(EditorAction::Edit(Edit::Remove { piece: selected.unwrap_or_default() }));
        }
    };
    // Undo, redo, turn and delete: in a row under a finger, two by two beside a desktop's board.
    if compact {
        ui.horizontal_wrapped(changes);
        return;
    }
    egui::Grid::new("editor changes").show(ui, &mut changes);
    ui.add_space(8.0);
    ui.label(RichText::new(tr!(tr, "editor-keys")).small().color(palette::LOADING_TEXT.egui().gamma_multiply(0.7)));
}

/// What the solver says, and what it makes possible: play-test and the hardest start.
fn verdict(ui: &mut egui::Ui, editor: &Editor, compact: bool, asked: &mut MessageWriter<EditorAction>, tr: &Tr) {
    let (headline, detail, colour) = match &editor.verdict {
        Verdict::Invalid(why) => (tr!(tr, "editor-not-a-puzzle"), why.words(tr), palette::DANGER),
        Verdict::Analysing => (tr!(tr, "editor-solving"), String::new(), palette::LOADING_TEXT),
        Verdict::Solvable { moves, cluster, hardest } => {
            let hardest = if hardest.1 == *moves {
                tr!(tr, "editor-hardest-here")
            } else {
                tr!(tr, "editor-hardest-needs", moves = hardest.1)
            };
            let detail = tr!(tr, "editor-reachable", positions = *cluster, hardest = hardest);
            (tr!(tr, "editor-solved", moves = *moves), detail, palette::GOLD)
        }
        Verdict::Unsolvable { cluster } => {
            (tr!(tr, "editor-unsolvable"), tr!(tr, "editor-unsolvable-why", positions = *cluster), palette::DANGER)
        }
        Verdict::TooLarge(why) => {
            (tr!(tr, "editor-too-large"), tr!(tr, "editor-too-large-why", why = errors::cluster_error(tr, why)), palette::DANGER)
        }
    };
    ui.label(RichText::new(headline).size(if compact { 22.0 } else { 30.0 }).strong().color(colour.egui()));
    if !detail.is_empty() {
        ui.label(detail);
    }
    if let Some(refusal) = &editor.refusal {
        ui.label(RichText::new(refusal).color(palette::DANGER.egui()));
    }
    let solvable = matches!(editor.verdict, Verdict::Solvable { .. });
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        let play = ui.add_enabled(solvable, egui::Button::new(RichText::new(tr!(tr, "editor-play-test")).size(18.0)));
        if play.on_hover_text(tr!(tr, "editor-play-test-hover")).clicked() {
            asked.write(EditorAction::PlayTest);
        }
        let hardest = ui.add_enabled(solvable, egui::Button::new(tr!(tr, "editor-hardest")));
        if hardest.on_hover_text(tr!(tr, "editor-hardest-hover")).clicked() {
            asked.write(EditorAction::HardestStart);
        }
    });
}

/// The draft's share code (and link, in a browser), and a field to open a code in the editor.
fn share(
    ui: &mut egui::Ui,
    editor: &Editor,
    fields: &mut Fields,
    asked: &mut MessageWriter<EditorAction>,
    notices: &mut Notices,
    tr: &Tr,
) {
    ui.label(RichText::new(tr!(tr, "editor-share-code")).strong());
    match &editor.share_code {
        Some(code) => {
            ui.label(RichText::new(code).monospace().small());
            if ui.button(tr!(tr, "editor-copy")).on_hover_text(tr!(tr, "editor-copy-hover")).clicked() {
                super::copy_share_code(ui.ctx(), code, super::Shared::Puzzle, notices, tr);
            }
        }
        None => drop(ui.label(RichText::new(tr!(tr, "editor-no-code")).small())),
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let hint = tr!(tr, "editor-paste");
        let field = ui.add(egui::TextEdit::singleline(&mut fields.code).hint_text(hint).desired_width(170.0));
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(tr!(tr, "editor-open")).clicked() || enter) && !fields.code.trim().is_empty() {
            asked.write(EditorAction::OpenCode(std::mem::take(&mut fields.code)));
        }
    });
}

/// "Keep": the draft saved under a name into My levels. Left empty, the name is the one the field
/// suggests (the board's size and optimum), so a controller, which cannot type, keeps a level too.
fn keep(ui: &mut egui::Ui, editor: &Editor, name: &mut String, asked: &mut MessageWriter<EditorAction>, tr: &Tr) {
    ui.label(RichText::new(tr!(tr, "keep-title")).strong());
    let draft = editor.draft();
    let suggested = match editor.verdict {
        Verdict::Solvable { moves, .. } => {
            let size = words::board_size(tr, draft.width, draft.height);
            tr!(tr, "keep-suggested", family = words::family(tr, draft.family), size = size, moves = moves)
        }
        _ => tr!(tr, "keep-name"),
    };
    let field = egui::TextEdit::singleline(name).hint_text(&suggested).char_limit(MAX_NAME).desired_width(250.0);
    let field = ui.add(field);
    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let chosen = if name.trim().is_empty() { suggested.as_str() } else { name.as_str() };
    let ready = check_name(chosen, tr).is_ok() && matches!(editor.verdict, Verdict::Solvable { .. });
    if ui.add_enabled(ready, egui::Button::new(tr!(tr, "keep"))).clicked() || (enter && ready) {
        asked.write(EditorAction::Save(chosen.to_string()));
    }
}
