//! A position told rather than drawn, for a player who hears the board instead of seeing it: each
//! piece with its axis and cells, the exit, what stands between the target and its goal, and how far a
//! piece can slide each way. The game words it in the player's language (`src/i18n/describe.rs`) and
//! hands it to the screen reader; here it is only facts, so the same description serves the desktop,
//! the browser and the tests.

use crate::model::{Board, Dir, Exit, Movement, Pos, corners};

/// How a piece lies: a vehicle along its row or its column, or a block that slides every way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lie {
    /// Slides left and right.
    Across,
    /// Slides up and down.
    Upright,
    /// Slides in all four directions (a Huarongdao block).
    Free,
}

/// Where one piece stands: its index in the board's pieces, how it lies, and the rectangle of cells it
/// covers (`from` top-left, `to` bottom-right, both inclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceSpot {
    /// The piece's index in [`Board::pieces`].
    pub piece: usize,
    /// How it may move.
    pub lie: Lie,
    /// Its top-left cell.
    pub from: Pos,
    /// Its bottom-right cell.
    pub to: Pos,
}

/// A whole position in facts: every piece (the target first), the exit, and what is in the target's way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// Every piece, the target first, then in reading order of their top-left cells.
    pub pieces: Vec<PieceSpot>,
    /// Where the target leaves.
    pub exit: Exit,
    /// The pieces on the cells the target must cross to reach its goal, nearest first.
    pub in_the_way: Vec<usize>,
    /// The walls on those cells, nearest first.
    pub walls_in_the_way: Vec<Pos>,
    /// Whether the target already stands on its goal.
    pub at_goal: bool,
}

/// Describes `board` with its pieces at `positions` (in [`Board::pieces`] order).
pub fn describe(board: &Board, positions: &[Pos]) -> Description {
    let target = board.target_index();
    let spot = |piece: usize| {
        let p = &board.pieces()[piece];
        let from = positions[piece];
        let lie = match p.movement {
            Movement::Horizontal => Lie::Across,
            Movement::Vertical => Lie::Upright,
            Movement::Free => Lie::Free,
        };
        PieceSpot { piece, lie, from, to: Pos::new(from.x + p.width() - 1, from.y + p.height() - 1) }
    };
    let mut others: Vec<usize> = (0..positions.len()).filter(|&p| p != target).collect();
    others.sort_by_key(|&p| (positions[p].y, positions[p].x));
    let pieces: Vec<PieceSpot> = std::iter::once(target).chain(others).map(spot).collect();

    // The cells between the target and its goal, nearest first: the band it sweeps on its way.
    let owner = occupancy(board, positions);
    let (at, goal, size) = (positions[target], board.goal(), board.target().size);
    let mut in_the_way = Vec::new();
    let mut walls_in_the_way = Vec::new();
    for cell in swept_cells(at, goal, size) {
        match owner[cell.y as usize * board.width() as usize + cell.x as usize] {
            Some(p) if p != target && !in_the_way.contains(&p) => in_the_way.push(p),
            _ if board.walls().contains(&cell) => walls_in_the_way.push(cell),
            _ => {}
        }
    }
    Description { pieces, exit: board.exit(), in_the_way, walls_in_the_way, at_goal: at == goal }
}

/// How many cells `piece` can slide in each direction from `positions` in one slide (0 where it
/// cannot move that way), in [`Dir::index`] order.
pub fn reach(board: &Board, positions: &[Pos], piece: usize) -> [u8; 4] {
    let owner = occupancy(board, positions);
    let size = board.pieces()[piece].size;
    let mut reach = [0; 4];
    for dir in [Dir::Up, Dir::Down, Dir::Left, Dir::Right] {
        let mut k = 0;
        while let Some(next) = board.shifted(piece, positions[piece], dir, k + 1) {
            let free = cells(next, size).all(|c| {
                let i = c.y as usize * board.width() as usize + c.x as usize;
                !board.walls().contains(&c) && owner[i].is_none_or(|p| p == piece)
            });
            if !free {
                break;
            }
            k += 1;
        }
        reach[dir.index()] = k;
    }
    reach
}

/// A move's cell-by-cell `path` from `from` as the straight slides a player would name: each
/// direction with its number of cells ("right 2, then down 1").
pub fn slides(from: Pos, path: &[Pos]) -> Vec<(Dir, u8)> {
    let mut before = from;
    corners(from, path)
        .into_iter()
        .map(|corner| {
            let (dx, dy) = (corner.x as i16 - before.x as i16, corner.y as i16 - before.y as i16);
            before = corner;
            let dir = match (dx.signum(), dy.signum()) {
                (1, _) => Dir::Right,
                (-1, _) => Dir::Left,
                (_, 1) => Dir::Down,
                _ => Dir::Up,
            };
            (dir, dx.unsigned_abs().max(dy.unsigned_abs()) as u8)
        })
        .collect()
}

/// Which piece covers each cell, row by row.
fn occupancy(board: &Board, positions: &[Pos]) -> Vec<Option<usize>> {
    let mut owner = vec![None; board.width() as usize * board.height() as usize];
    for (p, (piece, &at)) in board.pieces().iter().zip(positions).enumerate() {
        for c in cells(at, piece.size) {
            owner[c.y as usize * board.width() as usize + c.x as usize] = Some(p);
        }
    }
    owner
}

/// The cells of a `size` piece whose top-left cell is `at`.
fn cells(at: Pos, (w, h): (u8, u8)) -> impl Iterator<Item = Pos> {
    (at.y..at.y + h).flat_map(move |y| (at.x..at.x + w).map(move |x| Pos::new(x, y)))
}

/// The cells a `size` piece covers on a straight or L-shaped way from `at` to `goal` (first along the
/// axis that changes most, as the target usually travels), nearest first, its own cells left out.
fn swept_cells(at: Pos, goal: Pos, size: (u8, u8)) -> Vec<Pos> {
    let mut way = Vec::new();
    let mut here = at;
    let step = |from: u8, to: u8| if to > from { from + 1 } else { from - 1 };
    let horizontal_first = goal.x.abs_diff(at.x) >= goal.y.abs_diff(at.y);
    for pass in 0..2 {
        loop {
            let next = match (pass == 0) == horizontal_first {
                true if here.x != goal.x => Pos::new(step(here.x, goal.x), here.y),
                false if here.y != goal.y => Pos::new(here.x, step(here.y, goal.y)),
                _ => break,
            };
            for c in cells(next, size) {
                if !cells(at, size).any(|own| own == c) && !way.contains(&c) {
                    way.push(c);
                }
            }
            here = next;
        }
    }
    way
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    #[test]
    fn the_target_comes_first_and_the_blockers_nearest_first() {
        // Fogleman's 10-move sample: the red car on row 2, J then K stand in its way.
        let puzzle = Puzzle::open("BBCCKxEEFFKoAAoJKoIooJooIoGGGoIoHHHo", None).unwrap();
        let board = &puzzle.board;
        let d = describe(board, &board.positions());
        let label = |p: usize| board.pieces()[p].label;
        assert_eq!(label(d.pieces[0].piece), 'A');
        assert_eq!((d.pieces[0].lie, d.pieces[0].from, d.pieces[0].to), (Lie::Across, Pos::new(0, 2), Pos::new(1, 2)));
        assert_eq!(d.in_the_way.iter().map(|&p| label(p)).collect::<String>(), "JK");
        assert!(d.walls_in_the_way.is_empty() && !d.at_goal);
        let b = d.pieces.iter().find(|s| label(s.piece) == 'B').unwrap();
        assert_eq!((b.lie, b.from, b.to), (Lie::Across, Pos::new(0, 0), Pos::new(1, 0)));
        let k = d.pieces.iter().find(|s| label(s.piece) == 'K').unwrap();
        assert_eq!((k.lie, k.from, k.to), (Lie::Upright, Pos::new(4, 0), Pos::new(4, 2)));
    }

    #[test]
    fn every_piece_is_described_once() {
        let puzzle = Puzzle::open("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        let d = describe(&puzzle.board, &puzzle.board.positions());
        let mut seen: Vec<usize> = d.pieces.iter().map(|s| s.piece).collect();
        seen.sort();
        assert_eq!(seen, (0..puzzle.board.pieces().len()).collect::<Vec<_>>());
        assert!(d.pieces[1..].windows(2).all(|w| (w[0].from.y, w[0].from.x) < (w[1].from.y, w[1].from.x)));
    }

    #[test]
    fn cao_cao_is_blocked_by_the_pieces_below_him() {
        // 横刀立马: Cao Cao (A) at the top centre, his goal the bottom centre; E, G and H stand between.
        let puzzle = Puzzle::open("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        let board = &puzzle.board;
        let d = describe(board, &board.positions());
        assert_eq!(d.pieces[0].lie, Lie::Free);
        let labels: String = d.in_the_way.iter().map(|&p| board.pieces()[p].label).collect();
        assert_eq!(labels, "EGH");
    }

    #[test]
    fn a_clear_way_and_a_wall_are_told_apart() {
        let clear = Puzzle::open("....../....../..AA../....../....../......", None).unwrap();
        let d = describe(&clear.board, &clear.board.positions());
        assert!(d.in_the_way.is_empty() && d.walls_in_the_way.is_empty());
        let at_goal = Puzzle::open("....../....../....AA/....../....../......", None).unwrap();
        assert!(describe(&at_goal.board, &at_goal.board.positions()).at_goal);
    }

    #[test]
    fn reach_stops_at_pieces_walls_and_edges() {
        // B (across) has one free cell to its right then C; C has one free cell each way; the wall stops D.
        let puzzle = Puzzle::open("BB.CC./....../AA..../..D.../..D.../..x...", None).unwrap();
        let board = &puzzle.board;
        let index = |label: char| board.pieces().iter().position(|p| p.label == label).unwrap();
        let positions = board.positions();
        let at = |label, dir: Dir| reach(board, &positions, index(label))[dir.index()];
        assert_eq!((at('B', Dir::Left), at('B', Dir::Right)), (0, 1));
        assert_eq!((at('C', Dir::Left), at('C', Dir::Right)), (1, 1));
        assert_eq!((at('B', Dir::Up), at('B', Dir::Down)), (0, 0), "a vehicle never leaves its axis");
        assert_eq!((at('D', Dir::Up), at('D', Dir::Down)), (3, 0), "up to row 0, the wall below");
        assert_eq!(at('A', Dir::Right), 4);
    }

    #[test]
    fn a_path_is_told_as_its_straight_slides() {
        let path = [Pos::new(2, 1), Pos::new(3, 1), Pos::new(3, 2)];
        assert_eq!(slides(Pos::new(1, 1), &path), vec![(Dir::Right, 2), (Dir::Down, 1)]);
        assert_eq!(slides(Pos::new(0, 3), &[Pos::new(0, 2)]), vec![(Dir::Up, 1)]);
    }
}
