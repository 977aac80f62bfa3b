//! The puzzle model shared by Rush Hour and Klotski: boards, pieces, exits, moves and metrics.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest board side the bitboard core supports (8×8 = 64 cells = one `u64`).
pub const MAX_SIDE: u8 = 8;

/// The label of the piece that has to leave the board.
pub const TARGET_LABEL: char = 'A';

/// Which puzzle family a board belongs to; it decides the default rules and how the game draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Family {
    /// Rush Hour: vehicles slide along their axis; the red car leaves through an edge.
    RushHour,
    /// Klotski (Huarongdao): blocks slide in four directions; the 2×2 leaves at the bottom centre.
    Klotski,
}

impl Family {
    /// The name used on the command line and in listings.
    pub fn cli_name(self) -> &'static str {
        match self {
            Family::RushHour => "rush-hour",
            Family::Klotski => "klotski",
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// How a piece may move: along one axis (Rush Hour vehicles) or in all four directions (Klotski).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Movement {
    /// Left and right only.
    Horizontal,
    /// Up and down only.
    Vertical,
    /// In all four directions.
    Free,
}

impl Movement {
    /// Whether a piece of this movement may step in `dir`.
    pub fn allows(self, dir: Dir) -> bool {
        match self {
            Movement::Horizontal => matches!(dir, Dir::Left | Dir::Right),
            Movement::Vertical => matches!(dir, Dir::Up | Dir::Down),
            Movement::Free => true,
        }
    }
}

/// A cell or a piece's top-left corner; `x` grows to the right, `y` downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pos {
    /// Column, from 0 at the left.
    pub x: u8,
    /// Row, from 0 at the top.
    pub y: u8,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Self {
        Pos { x, y }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// One of the four directions a piece can step in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Away from row 0.
    Down,
    /// Towards column 0.
    Left,
    /// Away from column 0.
    Right,
}

impl Dir {
    /// The four directions.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The step it takes, as (columns, rows).
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }

    /// Its place in [`Dir::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The direction back.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }
}

/// The edge of the board an exit is cut into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The top edge.
    Top,
    /// The bottom edge.
    Bottom,
    /// The left edge.
    Left,
    /// The right edge.
    Right,
}

impl Side {
    /// The direction that leads off the board through this edge.
    pub fn outward(self) -> Dir {
        match self {
            Side::Top => Dir::Up,
            Side::Bottom => Dir::Down,
            Side::Left => Dir::Left,
            Side::Right => Dir::Right,
        }
    }
}

/// An opening in the board's edge. `offset` is the first row (left/right sides) or column (top/bottom)
/// of the opening; the opening is as wide as the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exit {
    /// The edge.
    pub side: Side,
    /// The first row (left and right edges) or column (top and bottom) of the opening.
    pub offset: u8,
}

impl fmt::Display for Exit {
    /// `Left edge at 2`: the edge, and the row (left and right edges) or column (top and bottom) from 0,
    /// as the board's errors say it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} edge at {}", self.side, self.offset)
    }
}

/// A rectangular piece: a vehicle in Rush Hour, a block in Klotski.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Piece {
    /// Its letter or digit; `A` is the target.
    pub label: char,
    /// Its top-left cell.
    pub at: Pos,
    /// Width and height in cells.
    pub size: (u8, u8),
    /// How it may move.
    pub movement: Movement,
}

impl Piece {
    /// Columns it covers.
    pub fn width(&self) -> u8 {
        self.size.0
    }

    /// Rows it covers.
    pub fn height(&self) -> u8 {
        self.size.1
    }

    /// Whether it is the target (labelled `A`).
    pub fn is_target(&self) -> bool {
        self.label == TARGET_LABEL
    }
}

/// A complete puzzle position: the board, its walls, its pieces and where the target leaves.
/// `pieces` keeps the order of the source (level file or board string); the target is the piece
/// labelled `A`. Build one with [`Board::new`], which validates it; its fields are read through
/// methods, so no board that `new` would refuse can exist.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    family: Family,
    width: u8,
    height: u8,
    pieces: Vec<Piece>,
    walls: Vec<Pos>,
    exit: Exit,
    target: usize,
}

/// What is wrong with a board, naming the piece or cell concerned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Columns and rows outside 1 to the largest side.
    #[error("board size {0}x{1} is not supported (1x1 to {MAX_SIDE}x{MAX_SIDE})")]
    BadSize(u8, u8),
    /// No piece labelled `A`.
    #[error("there is no target piece (label 'A')")]
    MissingTarget,
    /// Two pieces with one label.
    #[error("label '{0}' is used by more than one piece")]
    DuplicateLabel(char),
    /// A label that would not show in a printed solution.
    #[error("piece label {0:?} is not a visible character (a label is printed in solutions, one move a line)")]
    InvisibleLabel(char),
    /// A piece of no cells.
    #[error("piece '{0}' has an empty size")]
    EmptyPiece(char),
    /// A piece past the board's edge: its label and the board's size.
    #[error("piece '{0}' lies outside the {1}x{2} board")]
    OutOfBounds(char, u8, u8),
    /// A wall past the board's edge.
    #[error("wall at {0} lies outside the board")]
    WallOutOfBounds(Pos),
    /// Two pieces on one cell: the first's label, and what it overlaps in words.
    #[error("piece '{0}' overlaps {1}")]
    Overlap(char, String),
    /// A shape the family has no piece of.
    #[error("piece '{label}' is {w}x{h}; {family} allows {allowed}")]
    BadShape {
        /// The piece.
        label: char,
        /// Its width.
        w: u8,
        /// Its height.
        h: u8,
        /// The board's family.
        family: Family,
        /// The shapes the family allows, in words.
        allowed: &'static str,
    },
    /// A movement its shape cannot have in its family.
    #[error("piece '{label}' moves {movement:?}, which does not fit its {w}x{h} shape in {family}")]
    BadMovement {
        /// The piece.
        label: char,
        /// Its movement.
        movement: Movement,
        /// Its width.
        w: u8,
        /// Its height.
        h: u8,
        /// The board's family.
        family: Family,
    },
    /// An exit off the board or narrower than the target.
    #[error("the exit ({side:?} edge at {offset}) is outside the board or too narrow for the target")]
    BadExit {
        /// Its edge.
        side: Side,
        /// Its row or column.
        offset: u8,
    },
    /// The target can never reach the exit.
    #[error("target 'A' cannot reach its exit: {0}")]
    TargetCannotReachExit(ExitBlocked),
}

/// Why the target can never leave by the exit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExitBlocked {
    /// The target moves along the other axis.
    #[error("it moves along an axis that does not lead to the exit")]
    WrongAxis,
    /// The target cannot move towards the exit's edge.
    #[error("it cannot move towards the exit's edge")]
    CannotMoveTowards,
    /// A wall blocks the exit.
    #[error("a wall stands in front of the exit")]
    Walled,
}

impl Board {
    /// Builds and validates a board. Every rule a level file or board string must obey lives here.
    pub fn new(
        family: Family,
        width: u8,
        height: u8,
        pieces: Vec<Piece>,
        walls: Vec<Pos>,
        exit: Exit,
    ) -> Result<Board, BoardError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(BoardError::BadSize(width, height));
        }
        let mut owner: Vec<Option<String>> = vec![None; width as usize * height as usize];
        for &wall in &walls {
            if wall.x >= width || wall.y >= height {
                return Err(BoardError::WallOutOfBounds(wall));
            }
            owner[wall.y as usize * width as usize + wall.x as usize] = Some(format!("the wall at {wall}"));
        }
        for (i, piece) in pieces.iter().enumerate() {
            if piece.label.is_whitespace() || piece.label.is_control() {
                return Err(BoardError::InvisibleLabel(piece.label));
            }
            if pieces[..i].iter().any(|p| p.label == piece.label) {
                return Err(BoardError::DuplicateLabel(piece.label));
            }
            check_shape(family, piece)?;
            let (w, h) = piece.size;
            if piece.at.x as u16 + w as u16 > width as u16 || piece.at.y as u16 + h as u16 > height as u16 {
                return Err(BoardError::OutOfBounds(piece.label, width, height));
            }
            for y in piece.at.y..piece.at.y + h {
                for x in piece.at.x..piece.at.x + w {
                    let cell = &mut owner[y as usize * width as usize + x as usize];
                    if let Some(other) = cell {
                        return Err(BoardError::Overlap(piece.label, other.clone()));
                    }
                    *cell = Some(format!("piece '{}'", piece.label));
                }
            }
        }
        let target = pieces.iter().position(Piece::is_target).ok_or(BoardError::MissingTarget)?;
        let board = Board { family, width, height, pieces, walls, exit, target };
        board.check_exit()?;
        Ok(board)
    }

    /// Rush Hour or Klotski.
    pub fn family(&self) -> Family {
        self.family
    }

    /// Columns.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// The pieces, in the order of the source, at their start cells.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The walls, one cell each.
    pub fn walls(&self) -> &[Pos] {
        &self.walls
    }

    /// Where the target leaves.
    pub fn exit(&self) -> Exit {
        self.exit
    }

    /// The target's index among the pieces.
    pub fn target_index(&self) -> usize {
        self.target
    }

    /// The target piece.
    pub fn target(&self) -> &Piece {
        &self.pieces[self.target]
    }

    /// The target's top-left corner once it sits in the cells next to the exit (the goal).
    pub fn goal(&self) -> Pos {
        let t = self.target();
        let (w, h) = t.size;
        match self.exit.side {
            Side::Right => Pos::new(self.width - w, self.exit.offset),
            Side::Left => Pos::new(0, self.exit.offset),
            Side::Bottom => Pos::new(self.exit.offset, self.height - h),
            Side::Top => Pos::new(self.exit.offset, 0),
        }
    }

    /// Where piece `p` stands after `k` steps `dir` from `at`: `None` if it may not move that way or
    /// would leave the board. Walls and other pieces are not considered.
    pub fn shifted(&self, p: usize, at: Pos, dir: Dir, k: u8) -> Option<Pos> {
        let piece = &self.pieces[p];
        if !piece.movement.allows(dir) {
            return None;
        }
        let (dx, dy) = dir.delta();
        let x = at.x as i16 + dx as i16 * k as i16;
        let y = at.y as i16 + dy as i16 * k as i16;
        let inside =
            x >= 0 && y >= 0 && x + piece.width() as i16 <= self.width as i16 && y + piece.height() as i16 <= self.height as i16;
        inside.then(|| Pos::new(x as u8, y as u8))
    }

    /// A stable 64-bit hash of everything that makes the puzzle (family, size, exit, pieces, walls):
    /// FNV-1a over a fixed encoding, the same on every platform and in every version.
    pub fn content_hash(&self) -> u64 {
        let mut bytes =
            vec![self.family as u8, self.width, self.height, self.exit.side as u8, self.exit.offset, self.pieces.len() as u8];
        for p in &self.pieces {
            bytes.extend_from_slice(&(p.label as u32).to_le_bytes());
            bytes.extend_from_slice(&[p.at.x, p.at.y, p.size.0, p.size.1, p.movement as u8]);
        }
        for w in &self.walls {
            bytes.extend_from_slice(&[b'#', w.x, w.y]);
        }
        crate::keys::fnv1a(&bytes)
    }

    /// The current top-left corners of all pieces, in `pieces` order.
    pub fn positions(&self) -> Vec<Pos> {
        self.pieces.iter().map(|p| p.at).collect()
    }

    /// The same board with the pieces moved to `positions` (in `pieces` order).
    pub fn with_positions(&self, positions: &[Pos]) -> Board {
        let mut board = self.clone();
        for (piece, &at) in board.pieces.iter_mut().zip(positions) {
            piece.at = at;
        }
        board
    }

    fn check_exit(&self) -> Result<(), BoardError> {
        let t = self.target();
        let (w, h) = t.size;
        let bad = BoardError::BadExit { side: self.exit.side, offset: self.exit.offset };
        let fits = match self.exit.side {
            Side::Left | Side::Right => self.exit.offset as u16 + h as u16 <= self.height as u16,
            Side::Top | Side::Bottom => self.exit.offset as u16 + w as u16 <= self.width as u16,
        };
        if !fits {
            return Err(bad);
        }
        let goal = self.goal();
        let reachable = match t.movement {
            Movement::Horizontal => goal.y == t.at.y,
            Movement::Vertical => goal.x == t.at.x,
            Movement::Free => true,
        };
        if !reachable {
            return Err(BoardError::TargetCannotReachExit(ExitBlocked::WrongAxis));
        }
        let drives_out = match self.exit.side {
            Side::Left | Side::Right => t.movement.allows(Dir::Left),
            Side::Top | Side::Bottom => t.movement.allows(Dir::Up),
        };
        if !drives_out {
            return Err(BoardError::TargetCannotReachExit(ExitBlocked::CannotMoveTowards));
        }
        let walled =
            self.walls.iter().any(|w| w.x >= goal.x && w.x < goal.x + t.size.0 && w.y >= goal.y && w.y < goal.y + t.size.1);
        if walled {
            return Err(BoardError::TargetCannotReachExit(ExitBlocked::Walled));
        }
        Ok(())
    }
}

fn check_shape(family: Family, piece: &Piece) -> Result<(), BoardError> {
    let (w, h) = piece.size;
    if w == 0 || h == 0 {
        return Err(BoardError::EmptyPiece(piece.label));
    }
    let (shape_ok, allowed) = match family {
        Family::RushHour => ((w == 1 && h >= 2) || (h == 1 && w >= 2), "vehicles 1 cell wide and 2 or more long"),
        Family::Klotski => (true, "any rectangle"),
    };
    if !shape_ok {
        return Err(BoardError::BadShape { label: piece.label, w, h, family, allowed });
    }
    let movement_ok = match (family, piece.movement) {
        (Family::RushHour, Movement::Horizontal) => h == 1,
        (Family::RushHour, Movement::Vertical) => w == 1,
        (Family::RushHour, Movement::Free) => false,
        (Family::Klotski, _) => true,
    };
    if !movement_ok {
        return Err(BoardError::BadMovement { label: piece.label, movement: piece.movement, w, h, family });
    }
    Ok(())
}

/// How a solution's length is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Metric {
    /// Each one-cell step of one piece counts 1.
    Steps,
    /// One piece slid any distance in one straight line counts 1.
    Slides,
    /// Any sequence of consecutive moves of one piece, corners included, counts 1 (the classic count).
    Moves,
}

impl Metric {
    /// Every metric, the classic count first.
    pub const ALL: [Metric; 3] = [Metric::Moves, Metric::Slides, Metric::Steps];

    /// The name used on the command line and in listings.
    pub fn cli_name(self) -> &'static str {
        match self {
            Metric::Steps => "steps",
            Metric::Slides => "slides",
            Metric::Moves => "moves",
        }
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// The turning points of a piece's cell-by-cell `path` from `from`: each position after which it
/// changes direction, and its end. Their number is the move's count of straight slides; the animation
/// glides from one to the next.
pub fn corners(from: Pos, path: &[Pos]) -> Vec<Pos> {
    let step = |a: Pos, b: Pos| (b.x as i16 - a.x as i16, b.y as i16 - a.y as i16);
    let mut out = Vec::new();
    let mut before = from;
    for (i, &at) in path.iter().enumerate() {
        let turns = path.get(i + 1).is_none_or(|&next| step(before, at) != step(at, next));
        if turns {
            out.push(at);
        }
        before = at;
    }
    out
}

/// One move of a solution: the piece `piece` (index into `Board::pieces`) goes from `from` to `to`.
/// Under the `moves` metric a move may turn corners; [`crate::rules::Rules::step_path`] expands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The piece's index among the board's pieces.
    pub piece: usize,
    /// Its label, for printing.
    pub label: char,
    /// Its top-left cell before the move.
    pub from: Pos,
    /// Its top-left cell after it.
    pub to: Pos,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}->{}", self.label, self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_are_where_a_path_turns_and_its_end() {
        let p = Pos::new;
        // Straight: one slide, one corner (the end).
        assert_eq!(corners(p(0, 0), &[p(1, 0), p(2, 0)]), vec![p(2, 0)]);
        // A turn after the first step counts too.
        assert_eq!(corners(p(0, 0), &[p(1, 0), p(1, 1), p(1, 2)]), vec![p(1, 0), p(1, 2)]);
        assert_eq!(corners(p(1, 1), &[p(1, 2), p(2, 2), p(2, 1)]), vec![p(1, 2), p(2, 2), p(2, 1)]);
        assert!(corners(p(0, 0), &[]).is_empty());
    }

    #[test]
    fn shifts_stay_on_the_board_and_on_the_piece_axis() {
        let car = Piece { label: 'A', at: Pos::new(0, 1), size: (2, 1), movement: Movement::Horizontal };
        let board = Board::new(Family::RushHour, 4, 3, vec![car], vec![], Exit { side: Side::Right, offset: 1 }).unwrap();
        assert_eq!(board.shifted(0, Pos::new(0, 1), Dir::Right, 2), Some(Pos::new(2, 1)));
        assert_eq!(board.shifted(0, Pos::new(0, 1), Dir::Right, 3), None, "off the board");
        assert_eq!(board.shifted(0, Pos::new(0, 1), Dir::Left, 1), None, "off the board");
        assert_eq!(board.shifted(0, Pos::new(0, 1), Dir::Down, 1), None, "across its axis");
        assert_eq!(Side::Right.outward(), Dir::Right);
        assert_eq!(Side::Bottom.outward(), Dir::Down);
    }
}
