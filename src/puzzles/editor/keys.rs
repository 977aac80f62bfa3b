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
    let family = editor.draft().family;
    for &key in keys.get_just_pressed() {
        let cursor = editor.cursor;
        let step = match key {
            KeyCode::ArrowLeft => Some((-1, 0)),
            KeyCode::ArrowRight => Some((1, 0)),
            KeyCode::ArrowUp => Some((0, -1)),
            KeyCode::ArrowDown => Some((0, 1)),
            _ => None,
        };
        if let Some(step) = step {
            move_cursor(&mut editor, step, &mut asked);
            continue;
        }
        if let Some(step) = history_key(key, held) {
            asked.write(match step {
                HistoryKey::Undo => EditorAction::Undo,
                HistoryKey::Redo => EditorAction::Redo,
            });
            continue;
        }
        let under = piece_under_cursor(&editor);
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

/// Moves the cursor a cell (within the board), and the piece picked up with it.
pub(super) fn move_cursor(editor: &mut Editor, (dx, dy): (i16, i16), asked: &mut MessageWriter<EditorAction>) {
    let (cursor, draft) = (editor.cursor, editor.draft());
    let to = Pos::new(
        (cursor.x as i16 + dx).clamp(0, draft.width as i16 - 1) as u8,
        (cursor.y as i16 + dy).clamp(0, draft.height as i16 - 1) as u8,
    );
    editor.cursor = to;
    if let Some(piece) = editor.selected.filter(|_| editor.tool == Tool::Select) {
        let at = editor.draft().pieces[piece].at;
        let shifted = Pos::new(
            (at.x as i16 + to.x as i16 - cursor.x as i16).max(0) as u8,
            (at.y as i16 + to.y as i16 - cursor.y as i16).max(0) as u8,
        );
        asked.write(EditorAction::Edit(Edit::Move { piece, to: shifted }));
    }
}

/// The piece picked up, else the one under the cursor: what turning and deleting act on.
pub(super) fn piece_under_cursor(editor: &Editor) -> Option<usize> {
    editor.selected.or_else(|| editor.draft().piece_at(editor.cursor))
}
