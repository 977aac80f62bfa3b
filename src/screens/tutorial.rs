//! The first-time tutorial's words over the board: the goal in one line, how to move a piece with what
//! the player has (a finger, a mouse and keys, a pad, and a screen reader when one is listening), and
//! "Skip". It stands between the HUD and the
//! board, which makes room for it, and goes with the lesson (`play::tutorial`); the hand that shows the
//! move is the board's (`board::tutorial_hand`).

use crate::app_state::Screen;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::tutorial::{SkipTutorial, Tutorial};
use crate::theme::layout::{BOARD_GAP, BoardRoom, EDGE, Pointer, Room, finger_sized};
use bevy::a11y::AccessibilityRequested;
use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::model::Family;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, tutorial_banner.after(super::hud::status_bar).run_if(in_state(Screen::Playing)));
}

/// The widest the banner grows on a large window, in points.
const MOST_WIDTH: f32 = 520.0;

/// Runs after the HUD and the toolbar, whose room it stands in.
pub(super) fn tutorial_banner(
    mut contexts: EguiContexts,
    tutorial: Res<Tutorial>,
    (room, pointer): (Res<Room>, Res<Pointer>),
    pads: Query<(), With<Gamepad>>,
    listening: Option<Res<AccessibilityRequested>>,
    mut board_room: ResMut<BoardRoom>,
    mut skip: MessageWriter<SkipTutorial>,
    tr: Res<Tr>,
) -> Result {
    let Some(lesson) = tutorial.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let tr = &*tr;
    let goal = match lesson.family {
        Family::RushHour => tr!(tr, "tutorial-goal-rush-hour"),
        Family::Klotski => tr!(tr, "tutorial-goal-klotski"),
    };
    let how = if finger_sized(*room, *pointer) { tr!(tr, "tutorial-how-touch") } else { tr!(tr, "tutorial-how-mouse") };
    let pad = (!pads.is_empty()).then(|| tr!(tr, "tutorial-how-pad"));
    // An assistive technology asked for the accessibility tree: say how the board is heard.
    let ear = listening.is_some_and(|l| l.get()).then(|| tr!(tr, "tutorial-how-ear"));
    // In the middle of the room the side bars leave, under the HUD.
    let free = screen.width() - board_room.left - board_room.right - 2.0 * EDGE;
    let offset = [(board_room.left - board_room.right) / 2.0, board_room.top];
    let banner = egui::Area::new(egui::Id::new("tutorial")).anchor(egui::Align2::CENTER_TOP, offset).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(free.min(MOST_WIDTH));
            ui.label(egui::RichText::new(goal).size(18.0).strong());
            ui.label(how);
            for line in [pad, ear].into_iter().flatten() {
                ui.label(line);
            }
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(tr!(tr, "tutorial-again")).small().weak());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr!(tr, "tutorial-skip")).clicked() {
                        skip.write(SkipTutorial);
                    }
                });
            });
        });
    });
    board_room.top = banner.response.rect.max.y - screen.min.y + BOARD_GAP;
    Ok(())
}
