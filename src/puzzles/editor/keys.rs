//! The editor's keyboard: keys become [`EditorAction`]s (the cursor moves itself).

use super::{Editor, EditorAction, Tool};
use crate::app_state::Screen;
use crate::play::keyboard::{Held, HistoryKey, UiHasKeyboard, history_key};
use bevy::prelude::*;
use gridlock_core::draft::Edit;
use gridlock_core::model::Pos;

/// The number keys that pick the palette's tools, in its order.
const TOOL_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Keys: arrows move the cursor (and the piece picked up), Enter or Space use the tool, 1–9 pick a
/// tool, R turns, Delete removes, Ctrl+Z / Ctrl+Y undo and redo, H the hardest start, P play-test,
/// Esc the menu.
pub(super) fn editor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiHasKeyboard>,
    mut editor: ResMut<Editor>,
    mut asked: MessageWriter<EditorAction>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if ui.0 {
        return;
    }
    let held = Held::now(&keys);
    let (width, height, family) = (editor.draft().width, editor.draft().height, editor.draft().family);
    for &key in keys.get_just_pressed() {
        let cursor = editor.cursor;
        let step = |dx: i8, dy: i8| {
            Pos::new(
                (cursor.x as i8 + dx).clamp(0, width as i8 - 1) as u8,
                (cursor.y as i8 + dy).clamp(0, height as i8 - 1) as u8,
            )
        };
        let moved = match key {
            KeyCode::ArrowLeft => Some(step(-1, 0)),
            KeyCode::ArrowRight => Some(step(1, 0)),
            KeyCode::ArrowUp => Some(step(0, -1)),
            KeyCode::ArrowDown => Some(step(0, 1)),
            _ => None,
        };
        if let Some(to) = moved {
            editor.cursor = to;
            // A piece picked up follows the cursor.
            if let Some(piece) = editor.selected.filter(|_| editor.tool == Tool::Select) {
                let at = editor.draft().pieces[piece].at;
                let shifted = Pos::new(
                    (at.x as i16 + to.x as i16 - cursor.x as i16).max(0) as u8,
                    (at.y as i16 + to.y as i16 - cursor.y as i16).max(0) as u8,
                );
                asked.write(EditorAction::Edit(Edit::Move { piece, to: shifted }));
            }
            continue;
        }
        if let Some(step) = history_key(key, held) {
            asked.write(match step {
                HistoryKey::Undo => EditorAction::Undo,
                HistoryKey::Redo => EditorAction::Redo,
            });
            continue;
        }
        let under = editor.selected.or_else(|| editor.draft().piece_at(cursor));
        let tool = TOOL_KEYS.iter().position(|&k| k == key).and_then(|i| Tool::palette(family).get(i).copied());
        match key {
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space => drop(asked.write(EditorAction::UseTool(cursor))),
            KeyCode::KeyR => {
                if let Some(piece) = under {
                    asked.write(EditorAction::Edit(Edit::Turn { piece }));
                }
            }
            KeyCode::Delete | KeyCode::Backspace => {
                if let Some(piece) = under {
                    asked.write(EditorAction::Edit(Edit::Remove { piece }));
                }
            }
            KeyCode::KeyH => drop(asked.write(EditorAction::HardestStart)),
            KeyCode::KeyP => drop(asked.write(EditorAction::PlayTest)),
            KeyCode::Escape => next_screen.set(Screen::Menu),
            _ => {
                if let Some(tool) = tool {
                    asked.write(EditorAction::PickTool(tool));
                }
            }
        }
    }
}
