//! A game controller in the editor, while the board has the keys (nothing in the side panel is
//! focused): the d-pad or a flick of the left stick moves the cursor (and the piece picked up), A uses
//! the tool, L2 and R2 take the palette's previous and next tool, X turns the piece, Y deletes it,
//! Select undoes, Start play-tests, B goes back to the menu. The shoulder buttons are Tab and
//! Shift+Tab, as on every menu (`screens::gamepad`): they take the focus into the side panel — the
//! tools, "Keep" (whose name is filled in), the share code — where the d-pad moves between controls,
//! A presses one, and B gives the keys back to the board.

use super::keys::{move_cursor, piece_under_cursor};
use super::{Editor, EditorAction, Tool};
use crate::app_state::Screen;
use crate::play::gamepad::{StickLean, direction};
use crate::play::keyboard::UiHasKeyboard;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use gridlock_core::draft::Edit;

pub(super) fn edit_with_a_pad(
    mut pads: Query<(Entity, &Gamepad, Option<&mut StickLean>)>,
    mut commands: Commands,
    ui: Res<UiHasKeyboard>,
    mut editor: ResMut<Editor>,
    mut asked: MessageWriter<EditorAction>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for (entity, pad, lean) in &mut pads {
        let Some(mut lean) = lean else {
            commands.entity(entity).insert(StickLean::default());
            continue;
        };
        let step = direction(pad, &mut lean);
        if ui.0 {
            continue;
        }
        if let Some(step) = step {
            move_cursor(&mut editor, step, &mut asked);
        }
        let pressed = |button| pad.just_pressed(button);
        let under = piece_under_cursor(&editor);
        if pressed(GamepadButton::South) {
            asked.write(EditorAction::UseTool(editor.cursor));
        }
        for (button, forward) in [(GamepadButton::RightTrigger2, true), (GamepadButton::LeftTrigger2, false)] {
            if pressed(button) {
                asked.write(EditorAction::PickTool(next_tool(&editor, forward)));
            }
        }
        if let Some(piece) = under {
            if pressed(GamepadButton::West) {
                asked.write(EditorAction::Edit(Edit::Turn { piece }));
            }
            if pressed(GamepadButton::North) {
                asked.write(EditorAction::Edit(Edit::Remove { piece }));
            }
        }
        if pressed(GamepadButton::Select) {
            asked.write(EditorAction::Undo);
        }
        if pressed(GamepadButton::Start) {
            asked.write(EditorAction::PlayTest);
        }
        if pressed(GamepadButton::East) {
            next_screen.set(Screen::Menu);
        }
    }
}

/// The palette's tool after (or before) the one in hand, round the end.
fn next_tool(editor: &Editor, forward: bool) -> Tool {
    let palette = Tool::palette(editor.draft().family);
    let n = palette.len();
    let at = palette.iter().position(|&tool| tool == editor.tool).unwrap_or(0);
    palette[if forward { (at + 1) % n } else { (at + n - 1) % n }]
}
