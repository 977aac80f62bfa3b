//! What a screen reader is told in the editor: the draft in words whenever it is a board (as a level's
//! board is told), and the cell under the cursor — where it is and what stands on it — each time the
//! cursor moves or what is on its cell changes.

use super::Narration;
use crate::i18n::{Tr, description};
use crate::puzzles::editor::Editor;
use bevy::prelude::*;
use gridlock_core::model::Pos;

pub(super) fn narrate_the_draft(
    mut narration: ResMut<Narration>,
    editor: Res<Editor>,
    tr: Res<Tr>,
    mut last_said: Local<Option<String>>,
) {
    if !editor.is_changed() && !tr.is_changed() && !narration.board.is_empty() {
        return;
    }
    let draft = editor.draft();
    let positions: Vec<Pos> = draft.pieces.iter().map(|piece| piece.at).collect();
    narration.board = match draft.board() {
        Ok(board) => description::board(&tr, &board, &positions),
        Err(_) => description::draft_unfinished(&tr, draft),
    };
    let cell = description::draft_cell(&tr, draft, editor.cursor);
    if last_said.as_ref() != Some(&cell) {
        narration.say(cell.clone());
        *last_said = Some(cell);
    }
}
