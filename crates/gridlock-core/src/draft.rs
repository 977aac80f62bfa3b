//! A board being edited: the editor's model, with undo and redo.
//!
//! Unlike a [`Board`], a draft may be wrong for a while — two pieces on one cell, the target turned away
//! from its exit — because a puzzle is built one piece at a time. [`Draft::board`] checks it with the
//! same [`Board::new`] rules as the level loader and says what is wrong in the loader's words. What an
//! edit never allows is what the editor could not draw: a piece or a wall outside the board, a piece
//! of a shape its family does not have, or two pieces with one label.

use super::model::{Board, BoardError, Exit, Family, Movement, Piece, Pos, Side, TARGET_LABEL};
use super::notation::default_movement;

/// Labels given to new pieces, in order: every one is written as itself in a share code (`x` is a
/// wall and `o` an empty cell there, so neither is used).
const LABELS: &str = "BCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnpqrstuvwyz";
/// The most pieces a draft holds besides the target.
pub const MAX_LABELS: usize = LABELS.len();

/// The most undo steps kept.
const HISTORY: usize = 500;

/// A board under construction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// Rush Hour or Klotski: which pieces the palette offers and which rules the board must meet.
    pub family: Family,
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// The pieces placed so far, the target among them (if placed).
    pub pieces: Vec<Piece>,
    /// The walls.
    pub walls: Vec<Pos>,
    /// Where the target leaves.
    pub exit: Exit,
}

/// One change to a draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A new piece of `size` (width, height) with its top-left corner at `at`, moved in if it would
    /// stick out.
    Place {
        /// Width and height.
        size: (u8, u8),
        /// Where its top-left corner goes.
        at: Pos,
    },
    /// The target to `at` (placed, if the draft has none).
    PlaceTarget {
        /// Where the target's top-left corner goes.
        at: Pos,
    },
    /// A piece to `to`, moved in if it would stick out.
    Move {
        /// The piece's index.
        piece: usize,
        /// Where its top-left corner goes.
        to: Pos,
    },
    /// A piece turned a quarter about its top-left corner: a car across the road, a 1×2 block lying down.
    Turn {
        /// The piece's index.
        piece: usize,
    },
    /// A piece taken off the board (not the target: it stays, to be moved).
    Remove {
        /// The piece's index.
        piece: usize,
    },
    /// A wall on an empty cell, or none where there was one.
    ToggleWall {
        /// The cell.
        at: Pos,
    },
    /// The exit moved to another edge or place.
    SetExit(Exit),
    /// Every piece's top-left corner, in piece order (a position the solver found, say).
    Arrange(Vec<Pos>),
    /// Another draft altogether (a new empty board, a level, a pasted code).
    Replace(Draft),
}

/// Why an edit was refused; the draft is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// An edit named a piece the draft does not have.
    #[error("there is no piece {0}")]
    NoSuchPiece(usize),
    /// A piece larger than the board: its width and height, then the board's.
    #[error("a {0}x{1} piece does not fit on a {2}x{3} board")]
    DoesNotFit(u8, u8, u8, u8),
    /// A shape the family has no piece of.
    #[error("{family} has no {w}x{h} piece ({allowed})")]
    BadShape {
        /// The draft's family.
        family: Family,
        /// The width asked for.
        w: u8,
        /// The height asked for.
        h: u8,
        /// The shapes the family allows, in words.
        allowed: &'static str,
    },
    /// Every label is taken.
    #[error("the board has no label left for another piece (at most {MAX_LABELS} besides the target)")]
    NoLabel,
    /// An edit would remove the target.
    #[error("the target stays on the board: move it instead")]
    TargetStays,
    /// A cell off the board.
    #[error("the cell {0} is outside the board")]
    OutsideBoard(Pos),
    /// An arrangement with the wrong number of positions.
    #[error("an arrangement names {given} positions for {pieces} pieces")]
    BadArrangement {
        /// Positions given.
        given: usize,
        /// Pieces on the draft.
        pieces: usize,
    },
}

impl Draft {
    /// An empty board of `family` and size with its target at the start of the exit's lane: Rush Hour's
    /// red car on the left of the middle row (the third on 6×6) leaving on the right, Huarongdao's 2×2
    /// at the top centre leaving at the bottom centre.
    pub fn empty(family: Family, width: u8, height: u8) -> Draft {
        let (at, exit) = match family {
            Family::RushHour => {
                let row = (height.max(1) - 1) / 2;
                (Pos::new(0, row), Exit { side: Side::Right, offset: row })
            }
            Family::Klotski => {
                let x = width.saturating_sub(2) / 2;
                (Pos::new(x, 0), Exit { side: Side::Bottom, offset: x })
            }
        };
        let size = target_shape(family);
        let target = Piece { label: TARGET_LABEL, at, size, movement: default_movement(family, size) };
        Draft { family, width, height, pieces: vec![target], walls: Vec::new(), exit }
    }

    /// A draft of `board` as it stands (to edit a level or a position).
    pub fn from_board(board: &Board) -> Draft {
        Draft {
            family: board.family(),
            width: board.width(),
            height: board.height(),
            pieces: board.pieces().to_vec(),
            walls: board.walls().to_vec(),
            exit: board.exit(),
        }
    }

    /// The draft as a board, or what is wrong with it, in the level loader's words.
    pub fn board(&self) -> Result<Board, BoardError> {
        Board::new(self.family, self.width, self.height, self.pieces.clone(), self.walls.clone(), self.exit)
    }

    /// The piece covering `cell`, the last placed first (it is drawn on top).
    pub fn piece_at(&self, cell: Pos) -> Option<usize> {
        self.pieces.iter().rposition(|p| covers(p.at, p.size, cell))
    }

    /// The target's index among the pieces, if it is placed.
    pub fn target_index(&self) -> Option<usize> {
        self.pieces.iter().position(Piece::is_target)
    }

    /// The target's size (width, height): as it stands, or as it would be placed.
    pub fn target_size(&self) -> (u8, u8) {
        self.target_index().map_or(target_shape(self.family), |t| self.pieces[t].size)
    }

    /// Pieces sharing a cell with another piece or a wall (to be marked on the board).
    pub fn overlapping(&self) -> Vec<usize> {
        let mut count = vec![0u8; self.width as usize * self.height as usize];
        let cells = |at: Pos, (w, h): (u8, u8)| {
            (at.y..at.y + h).flat_map(move |y| (at.x..at.x + w).map(move |x| y as usize * self.width as usize + x as usize))
        };
        for wall in &self.walls {
            count[cells(*wall, (1, 1)).next().expect("a wall has a cell")] += 1;
        }
        for p in &self.pieces {
            cells(p.at, p.size).for_each(|c| count[c] = count[c].saturating_add(1));
        }
        (0..self.pieces.len()).filter(|&i| cells(self.pieces[i].at, self.pieces[i].size).any(|c| count[c] > 1)).collect()
    }

    /// The shapes a family's pieces come in (width, height), for the editor's palette.
    pub fn shapes(family: Family) -> &'static [(u8, u8)] {
        match family {
            Family::RushHour => &[(2, 1), (1, 2), (3, 1), (1, 3)],
            Family::Klotski => &[(1, 1), (1, 2), (2, 1), (2, 2)],
        }
    }

    /// Applies `edit`; `Ok(false)` when it changes nothing.
    fn apply(&mut self, edit: Edit) -> Result<bool, EditError> {
        let before = self.clone();
        match edit {
            Edit::Place { size, at } => {
                self.check_shape(size)?;
                let label = LABELS.chars().find(|&l| self.pieces.iter().all(|p| p.label != l)).ok_or(EditError::NoLabel)?;
                let at = self.fit(at, size)?;
                self.pieces.push(Piece { label, at, size, movement: default_movement(self.family, size) });
            }
            Edit::PlaceTarget { at } => match self.target_index() {
                Some(target) => return self.apply(Edit::Move { piece: target, to: at }),
                None => {
                    let size = target_shape(self.family);
                    let at = self.fit(at, size)?;
                    let movement = default_movement(self.family, size);
                    self.pieces.push(Piece { label: TARGET_LABEL, at, size, movement });
                    self.follow_target();
                }
            },
            Edit::Move { piece, to } => {
                let size = self.piece(piece)?.size;
                self.pieces[piece].at = self.fit(to, size)?;
                if self.pieces[piece].is_target() {
                    self.follow_target();
                }
            }
            Edit::Turn { piece } => {
                let p = self.piece(piece)?;
                let size = (p.size.1, p.size.0);
                let at = self.fit(p.at, size)?;
                let p = &mut self.pieces[piece];
                (p.size, p.at, p.movement) = (size, at, default_movement(self.family, size));
            }
            Edit::Remove { piece } => {
                if self.piece(piece)?.is_target() {
                    return Err(EditError::TargetStays);
                }
                self.pieces.remove(piece);
            }
            Edit::ToggleWall { at } => {
                if at.x >= self.width || at.y >= self.height {
                    return Err(EditError::OutsideBoard(at));
                }
                match self.walls.iter().position(|&w| w == at) {
                    Some(i) => drop(self.walls.remove(i)),
                    None => self.walls.push(at),
                }
            }
            Edit::SetExit(exit) => self.exit = exit,
            Edit::Arrange(positions) => {
                if positions.len() != self.pieces.len() {
                    return Err(EditError::BadArrangement { given: positions.len(), pieces: self.pieces.len() });
                }
                for (i, at) in positions.into_iter().enumerate() {
                    self.pieces[i].at = self.fit(at, self.pieces[i].size)?;
                }
                self.follow_target();
            }
            Edit::Replace(draft) => *self = draft,
        }
        Ok(*self != before)
    }

    fn piece(&self, index: usize) -> Result<&Piece, EditError> {
        self.pieces.get(index).ok_or(EditError::NoSuchPiece(index))
    }

    fn check_shape(&self, (w, h): (u8, u8)) -> Result<(), EditError> {
        if Draft::shapes(self.family).contains(&(w, h)) {
            return Ok(());
        }
        let allowed = match self.family {
            Family::RushHour => "cars 2 long and trucks 3 long",
            Family::Klotski => "1x1, 1x2, 2x1 and 2x2 blocks",
        };
        Err(EditError::BadShape { family: self.family, w, h, allowed })
    }

    /// `at`, moved left and up as little as needed for a piece of `size` to lie on the board.
    fn fit(&self, at: Pos, (w, h): (u8, u8)) -> Result<Pos, EditError> {
        if w > self.width || h > self.height {
            return Err(EditError::DoesNotFit(w, h, self.width, self.height));
        }
        Ok(Pos::new(at.x.min(self.width - w), at.y.min(self.height - h)))
    }

    /// A Rush Hour exit stays in the target's lane when the target changes lanes: moving the red car
    /// a row down moves its way out with it, as a player expects.
    fn follow_target(&mut self) {
        let Some(target) = self.target_index().map(|t| &self.pieces[t]) else { return };
        match (self.family, target.movement, self.exit.side) {
            (Family::RushHour, Movement::Horizontal, Side::Left | Side::Right) => self.exit.offset = target.at.y,
            (Family::RushHour, Movement::Vertical, Side::Top | Side::Bottom) => self.exit.offset = target.at.x,
            _ => {}
        }
    }
}

/// The shape a family's target is placed in: Rush Hour's red car across the road, Huarongdao's 2×2.
fn target_shape(family: Family) -> (u8, u8) {
    match family {
        Family::RushHour => (2, 1),
        Family::Klotski => (2, 2),
    }
}

fn covers(at: Pos, (w, h): (u8, u8), cell: Pos) -> bool {
    (at.x..at.x + w).contains(&cell.x) && (at.y..at.y + h).contains(&cell.y)
}

/// A draft with its history: every edit that changes something can be undone, and redone until the
/// next edit. `revision` counts changes, so whoever analyses the draft can tell a stale answer.
#[derive(Clone, Debug)]
pub struct Editing {
    draft: Draft,
    undo: Vec<Draft>,
    redo: Vec<Draft>,
    revision: u64,
}

impl Editing {
    /// An editor on `draft`, with no history yet.
    pub fn new(draft: Draft) -> Editing {
        Editing { draft, undo: Vec::new(), redo: Vec::new(), revision: 0 }
    }

    /// The draft as it stands.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Bumped by every change, undo and redo included.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Applies `edit`, keeping the draft before it for undo; `Ok(false)` when nothing changed.
    pub fn apply(&mut self, edit: Edit) -> Result<bool, EditError> {
        let before = self.draft.clone();
        let changed = self.draft.apply(edit)?;
        if changed {
            self.undo.push(before);
            if self.undo.len() > HISTORY {
                self.undo.remove(0);
            }
            self.redo.clear();
            self.revision += 1;
        }
        Ok(changed)
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Goes back one edit; false if there is none.
    pub fn undo(&mut self) -> bool {
        Editing::swap(&mut self.undo, &mut self.redo, &mut self.draft, &mut self.revision)
    }

    /// Goes forward one undone edit; false if there is none.
    pub fn redo(&mut self) -> bool {
        Editing::swap(&mut self.redo, &mut self.undo, &mut self.draft, &mut self.revision)
    }

    fn swap(from: &mut Vec<Draft>, to: &mut Vec<Draft>, draft: &mut Draft, revision: &mut u64) -> bool {
        let Some(previous) = from.pop() else { return false };
        to.push(std::mem::replace(draft, previous));
        *revision += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{parse_board, share_code};

    #[test]
    fn empty_boards_are_valid_puzzles_with_the_standard_exit() {
        for (family, w, h) in
            [(Family::RushHour, 6, 6), (Family::RushHour, 7, 7), (Family::RushHour, 8, 8), (Family::Klotski, 4, 5)]
        {
            let board = Draft::empty(family, w, h).board().unwrap();
            let code = share_code(&board).unwrap();
            assert_eq!(parse_board(&code, None).unwrap(), board, "{code}");
        }
    }

    #[test]
    fn an_overlap_is_allowed_while_editing_and_named_by_the_loader() {
        let mut editing = Editing::new(Draft::empty(Family::RushHour, 6, 6));
        assert_eq!(editing.apply(Edit::Place { size: (1, 3), at: Pos::new(1, 1) }), Ok(true));
        assert_eq!(editing.draft().overlapping(), vec![0, 1]);
        assert_eq!(editing.draft().board().unwrap_err().to_string(), "piece 'B' overlaps piece 'A'");
        editing.apply(Edit::Move { piece: 1, to: Pos::new(3, 0) }).unwrap();
        assert!(editing.draft().board().is_ok());
        assert!(editing.draft().overlapping().is_empty());
    }

    #[test]
    fn pieces_stay_on_the_board_and_in_their_family() {
        let mut editing = Editing::new(Draft::empty(Family::RushHour, 6, 6));
        editing.apply(Edit::Place { size: (3, 1), at: Pos::new(5, 5) }).unwrap();
        assert_eq!(editing.draft().pieces[1].at, Pos::new(3, 5), "moved in from the edge");
        editing.apply(Edit::Turn { piece: 1 }).unwrap();
        let truck = &editing.draft().pieces[1];
        assert_eq!((truck.size, truck.at, truck.movement), ((1, 3), Pos::new(3, 3), Movement::Vertical));
        let refused = editing.apply(Edit::Place { size: (2, 2), at: Pos::new(0, 0) });
        assert!(matches!(refused, Err(EditError::BadShape { .. })), "{refused:?}");
        assert_eq!(editing.apply(Edit::Remove { piece: 0 }), Err(EditError::TargetStays));
        assert_eq!(editing.apply(Edit::ToggleWall { at: Pos::new(6, 0) }), Err(EditError::OutsideBoard(Pos::new(6, 0))));
    }

    #[test]
    fn the_rush_hour_exit_follows_the_red_car_to_its_row() {
        let mut editing = Editing::new(Draft::empty(Family::RushHour, 6, 6));
        editing.apply(Edit::PlaceTarget { at: Pos::new(1, 4) }).unwrap();
        assert_eq!(editing.draft().exit, Exit { side: Side::Right, offset: 4 });
        editing.apply(Edit::Turn { piece: 0 }).unwrap();
        let error = editing.draft().board().unwrap_err();
        assert!(matches!(error, BoardError::TargetCannotReachExit(_)), "{error}");
    }

    #[test]
    fn undo_and_redo_walk_the_history_and_a_new_edit_ends_the_redo() {
        let mut editing = Editing::new(Draft::empty(Family::Klotski, 4, 5));
        let empty = editing.draft().clone();
        editing.apply(Edit::Place { size: (1, 1), at: Pos::new(0, 4) }).unwrap();
        editing.apply(Edit::ToggleWall { at: Pos::new(3, 4) }).unwrap();
        let full = editing.draft().clone();
        assert_eq!(editing.apply(Edit::Move { piece: 0, to: Pos::new(2, 0) }), Ok(true));
        assert_eq!(editing.apply(Edit::Move { piece: 0, to: Pos::new(2, 0) }), Ok(false), "no change, no history");
        assert!(editing.undo());
        assert_eq!(editing.draft(), &full);
        assert!(editing.undo() && editing.undo());
        assert_eq!(editing.draft(), &empty);
        assert!(!editing.undo());
        assert!(editing.redo());
        editing.apply(Edit::Turn { piece: 1 }).unwrap_or_default();
        editing.apply(Edit::Place { size: (2, 1), at: Pos::new(0, 3) }).unwrap();
        assert!(!editing.redo(), "a new edit ends the redo");
        assert_eq!(editing.revision(), 8);
    }

    #[test]
    fn labels_run_out_with_a_clear_refusal() {
        let mut draft = Draft::empty(Family::Klotski, 8, 8);
        draft.pieces.extend(LABELS.chars().map(|label| Piece {
            label,
            at: Pos::new(0, 0),
            size: (1, 1),
            movement: Movement::Free,
        }));
        let mut editing = Editing::new(draft);
        assert_eq!(editing.apply(Edit::Place { size: (1, 1), at: Pos::new(0, 0) }), Err(EditError::NoLabel));
    }
}
