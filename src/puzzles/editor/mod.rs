//! The editor's logic: the draft board and its history ([`Editing`]), the tool in hand, the keyboard
//! ([`keys`]), and a live [`verdict`] — the loader's message while the draft is wrong, else the optimum,
//! the cluster's size and its hardest start from a cluster analysis in the background (a
//! [`ClusterJob`](crate::play::solver_task::ClusterJob), the same as a played level's) — with the draft's share code. Every edit bumps the draft's revision and drops the
//! analysis of the one before, so a stale answer is never shown. Play-testing puts the draft in the
//! catalog and plays it; coming back finds the editor as it was left.

use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, errors};
use crate::play::session::Action;
use crate::play::solver_task::ClusterJob;
use crate::player::notices::Notices;
use crate::puzzles::my_levels::{SaveLevel, check_name};
use crate::{app_state::GameSet, app_state::Screen};
use bevy::prelude::*;
use gridlock_core::draft::{Draft, Edit, EditError, Editing};
use gridlock_core::level::{Level, Optimum};
use gridlock_core::model::{Board, Exit, Family, Metric, Pos, Side};
use gridlock_core::puzzle::Puzzle;
use gridlock_core::rules::Rules;
use std::sync::Arc;

mod keys;
mod pad;
mod verdict;

pub use verdict::{Invalid, Verdict};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<EditorAction>()
        .init_resource::<Editor>()
        .add_systems(
            Update,
            (
                (keys::editor_keys, pad::edit_with_a_pad).in_set(GameSet::Input).run_if(in_state(Screen::Editor)),
                apply_editor_actions.in_set(GameSet::Logic),
                verdict::analyse_draft.after(GameSet::Logic).run_if(in_state(Screen::Editor)),
            ),
        )
        // Back in the editor, the play-test is over: its playing screen no longer offers the way back.
        .add_systems(OnEnter(Screen::Editor), |mut editor: ResMut<Editor>| editor.testing = None);
}

/// Everything the editor can be asked to do, by the pointer, the keyboard or another screen.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorAction {
    Edit(Edit),
    /// The tool in hand at a cell: place, pick up or put down, wall, exit, erase.
    UseTool(Pos),
    Undo,
    Redo,
    /// Opens the editor on an empty board.
    New {
        family: Family,
        width: u8,
        height: u8,
    },
    /// Opens the editor on a share code or board string.
    OpenCode(String),
    /// Opens the editor on a board (a level's position from the playing screen).
    OpenBoard(Board),
    /// Moves every piece to the cluster's hardest position.
    HardestStart,
    PlayTest,
    /// Keeps the draft in My levels under this name.
    Save(String),
    /// Takes a tool from the palette.
    PickTool(Tool),
    /// Takes away what stands on a cell, whatever the tool in hand (a right-click).
    Erase(Pos),
}

/// What a click or the Enter key does on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Pick a piece up (select it) and put it down elsewhere.
    Select,
    /// Place the target (or move it there).
    Target,
    /// Place a new piece of this size (width, height).
    Piece((u8, u8)),
    Wall,
    /// Put the exit on the board edge nearest the cell.
    Exit,
    Erase,
}

impl Tool {
    /// The palette of a family, in the order of the number keys 1–9.
    pub fn palette(family: Family) -> Vec<Tool> {
        let shapes = Draft::shapes(family).iter().map(|&size| Tool::Piece(size));
        [Tool::Select, Tool::Target].into_iter().chain(shapes).chain([Tool::Wall, Tool::Exit, Tool::Erase]).collect()
    }

    /// Its name in the palette.
    pub fn name(self, family: Family, tr: &Tr) -> String {
        match (self, family) {
            (Tool::Select, _) => tr!(tr, "tool-move"),
            (Tool::Target, Family::RushHour) => tr!(tr, "tool-red-car"),
            (Tool::Target, Family::Klotski) => tr!(tr, "tool-cao-cao"),
            (Tool::Piece((w, h)), Family::RushHour) => match (w.max(h) == 2, w > h) {
                (true, true) => tr!(tr, "tool-car-across"),
                (true, false) => tr!(tr, "tool-car-upright"),
                (false, true) => tr!(tr, "tool-truck-across"),
                (false, false) => tr!(tr, "tool-truck-upright"),
            },
            (Tool::Piece((w, h)), Family::Klotski) => tr!(tr, "tool-block", width = w, height = h),
            (Tool::Wall, _) => tr!(tr, "tool-wall"),
            (Tool::Exit, _) => tr!(tr, "tool-exit"),
            (Tool::Erase, _) => tr!(tr, "tool-erase"),
        }
    }
}

/// The editor's state; it lives on while the draft is play-tested.
#[derive(Resource)]
pub struct Editor {
    pub editing: Editing,
    pub tool: Tool,
    /// The piece picked up by the Move tool (or just placed), which the keyboard moves and turns.
    pub selected: Option<usize>,
    /// The keyboard's cell.
    pub cursor: Pos,
    /// Why the last action was refused, until the next one succeeds.
    pub refusal: Option<String>,
    pub verdict: Verdict,
    /// The draft's share code, with its verdict (none while it is no board, or one the notation cannot
    /// write).
    pub share_code: Option<String>,
    /// The revision the verdict (or the job) is for.
    judged: Option<u64>,
    job: Option<(Arc<Rules>, ClusterJob)>,
    /// The catalog level being play-tested, if any: its playing screen offers the way back.
    pub testing: Option<usize>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            editing: Editing::new(Draft::empty(Family::RushHour, 6, 6)),
            tool: Tool::Select,
            selected: None,
            cursor: Pos::new(0, 0),
            refusal: None,
            verdict: Verdict::Analysing,
            share_code: None,
            judged: None,
            job: None,
            testing: None,
        }
    }
}

impl Editor {
    /// An editor opened on `draft`.
    pub fn on(draft: Draft) -> Editor {
        Editor { editing: Editing::new(draft), ..Editor::default() }
    }

    /// Whether the draft's analysis is stepped on the frame (see [`ClusterJob::needs_frames`]).
    pub fn needs_frames(&self) -> bool {
        self.job.as_ref().is_some_and(|(_, job)| job.needs_frames())
    }

    pub fn draft(&self) -> &Draft {
        self.editing.draft()
    }

    /// The draft as a level to play or keep, once its optimum is known.
    fn level(&self, name: &str, tr: &Tr) -> Result<Level, String> {
        let moves = match &self.verdict {
            Verdict::Solvable { moves, .. } => *moves,
            Verdict::Invalid(why) => return Err(why.words(tr)),
            Verdict::Analysing => return Err(tr!(tr, "editor-refused-analysing")),
            Verdict::Unsolvable { .. } => return Err(tr!(tr, "editor-refused-unsolvable")),
            Verdict::TooLarge(_) => return Err(tr!(tr, "editor-refused-too-large")),
        };
        let board = self.draft().board().map_err(|e| errors::board_error(tr, &e))?;
        Ok(Level::new(name, Optimum { metric: Metric::Moves, count: moves }, board))
    }

    fn edit(&mut self, edit: Edit, tr: &Tr) -> Result<(), String> {
        self.editing.apply(edit).map(drop).map_err(|e| errors::edit_error(tr, &e))
    }

    /// The tool in hand used on `cell`.
    fn use_tool(&mut self, cell: Pos, tr: &Tr) -> Result<(), String> {
        let draft = self.draft();
        if cell.x >= draft.width || cell.y >= draft.height {
            return Err(errors::edit_error(tr, &EditError::OutsideBoard(cell)));
        }
        match self.tool {
            // A click picks a piece up, a click on an empty cell puts it down there, a click on it
            // again puts it back.
            Tool::Select => {
                let under = draft.piece_at(cell);
                let picked = self.selected.take();
                match (picked, under) {
                    (Some(piece), None) => return self.edit(Edit::Move { piece, to: cell }, tr),
                    (Some(piece), Some(other)) if piece != other => self.selected = Some(other),
                    (Some(_), Some(_)) => {}
                    (None, under) => self.selected = under,
                }
                Ok(())
            }
            Tool::Target => self.edit(Edit::PlaceTarget { at: cell }, tr),
            Tool::Piece(size) => {
                self.edit(Edit::Place { size, at: cell }, tr)?;
                self.selected = Some(self.draft().pieces.len() - 1);
                Ok(())
            }
            Tool::Wall => self.edit(Edit::ToggleWall { at: cell }, tr),
            Tool::Exit => {
                let exit = exit_near(draft, cell);
                self.edit(Edit::SetExit(exit), tr)
            }
            Tool::Erase => self.erase(cell, tr),
        }
    }

    /// Whatever stands on `cell` taken away: the piece on top, else a wall.
    fn erase(&mut self, cell: Pos, tr: &Tr) -> Result<(), String> {
        let draft = self.draft();
        match draft.piece_at(cell) {
            Some(piece) => self.edit(Edit::Remove { piece }, tr),
            None if draft.walls.contains(&cell) => self.edit(Edit::ToggleWall { at: cell }, tr),
            None => Ok(()),
        }
    }

    /// Opens `draft` as an edit of its own (undo goes back to what was there).
    fn open(&mut self, draft: Draft, tr: &Tr) -> Result<(), String> {
        self.selected = None;
        self.cursor = Pos::new(0, 0);
        if !Tool::palette(draft.family).contains(&self.tool) {
            self.tool = Tool::Select;
        }
        self.edit(Edit::Replace(draft), tr)
    }
}

/// The exit on the board edge nearest `cell`, along it at the cell (moved in so the target fits).
pub fn exit_near(draft: &Draft, cell: Pos) -> Exit {
    let (w, h) = (draft.width, draft.height);
    let target = draft.target_size();
    let gaps = [(cell.x, Side::Left), (w - 1 - cell.x, Side::Right), (cell.y, Side::Top), (h - 1 - cell.y, Side::Bottom)];
    let side = gaps.iter().min_by_key(|(gap, _)| *gap).map_or(Side::Right, |&(_, side)| side);
    let offset = match side {
        Side::Left | Side::Right => cell.y.min(h.saturating_sub(target.1)),
        Side::Top | Side::Bottom => cell.x.min(w.saturating_sub(target.0)),
    };
    Exit { side, offset }
}

#[allow(clippy::too_many_arguments)]
fn apply_editor_actions(
    mut asked: MessageReader<EditorAction>,
    mut editor: ResMut<Editor>,
    mut catalog: ResMut<Catalog>,
    mut actions: MessageWriter<Action>,
    mut keep: MessageWriter<SaveLevel>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut notices: ResMut<Notices>,
    tr: Res<Tr>,
) {
    let tr = &*tr;
    for action in asked.read() {
        let result = match action.clone() {
            EditorAction::Edit(edit) => editor.edit(edit, tr),
            EditorAction::UseTool(cell) => editor.use_tool(cell, tr),
            EditorAction::Erase(cell) => editor.erase(cell, tr),
            EditorAction::PickTool(tool) => {
                (editor.tool, editor.selected) = (tool, None);
                Ok(())
            }
            EditorAction::Undo => editor.editing.undo().then_some(()).ok_or_else(|| tr!(tr, "editor-nothing-to-undo")),
            EditorAction::Redo => editor.editing.redo().then_some(()).ok_or_else(|| tr!(tr, "editor-nothing-to-redo")),
            EditorAction::New { family, width, height } => editor.open(Draft::empty(family, width, height), tr),
            EditorAction::OpenCode(text) => Puzzle::from_board_string(&text, None)
                .map_err(|e| errors::puzzle_error(tr, &e))
                .and_then(|puzzle| editor.open(Draft::from_board(&puzzle.board), tr)),
            EditorAction::OpenBoard(board) => editor.open(Draft::from_board(&board), tr),
            EditorAction::HardestStart => match &editor.verdict {
                Verdict::Solvable { hardest, .. } => {
                    let positions = hardest.0.clone();
                    editor.edit(Edit::Arrange(positions), tr)
                }
                _ => Err(tr!(tr, "editor-no-hardest-yet")),
            },
            EditorAction::PlayTest => editor.level(&tr!(tr, "editor-draft-name"), tr).map(|level| {
                let index = catalog.put_draft(level);
                actions.write(Action::Load(index));
                editor.testing = Some(index);
                next_screen.set(Screen::Playing);
            }),
            EditorAction::Save(name) => check_name(&name, tr).map(str::to_string).and_then(|name| {
                let level = editor.level(&name, tr).map_err(|why| tr!(tr, "editor-cannot-keep", why = why))?;
                keep.write(SaveLevel { index: catalog.add_kept(level), name });
                Ok(())
            }),
        };
        // Opening comes from other screens too: they go to the editor, or tell why they cannot.
        if matches!(action, EditorAction::New { .. } | EditorAction::OpenCode(_) | EditorAction::OpenBoard(_)) {
            match &result {
                Ok(()) => next_screen.set(Screen::Editor),
                Err(why) => notices.post(&tr!(tr, "editor-title"), tr!(tr, "editor-cannot-edit", why = why.as_str())),
            }
        }
        // An undo or redo may bring back a smaller board or fewer pieces.
        let (pieces, width, height) = (editor.draft().pieces.len(), editor.draft().width, editor.draft().height);
        editor.selected = editor.selected.filter(|&s| s < pieces);
        editor.cursor = Pos::new(editor.cursor.x.min(width - 1), editor.cursor.y.min(height - 1));
        editor.refusal = result.err();
    }
}
