//! The board told in words, for a player who hears it rather than sees it: every piece with how it
//! lies and the cells it covers, the exit, what stands in the target's way, how far the focused piece
//! can slide, and each move as it is played. The facts are the core's ([`gridlock_core::describe`]);
//! this file only words them. Rows and columns are counted from 1, top-left, as a player counts them.

use super::{Tr, tr, words};
use gridlock_core::describe::{Lie, PieceSpot, describe, reach};
use gridlock_core::draft::Draft;
use gridlock_core::model::{Board, Dir, Pos, Side};

/// The whole position: how many pieces, each in reading order (the target first), any walls, the
/// exit, and what stands between the target and it.
pub fn board(tr: &Tr, board: &Board, positions: &[Pos]) -> String {
    let facts = describe(board, positions);
    let name = |piece: usize| words::piece(tr, board.family(), board.pieces(), piece);
    let list = tr!(tr, "describe-list-separator");
    let pieces: Vec<String> = facts.pieces.iter().map(|spot| piece_spot(tr, board, spot)).collect();
    let pieces = pieces.join(&tr!(tr, "describe-pieces-separator"));
    let mut sentences = vec![tr!(tr, "describe-pieces", count = facts.pieces.len(), pieces = pieces)];
    if !board.walls().is_empty() {
        let walls: Vec<String> = board.walls().iter().map(|&wall| place(tr, wall, wall)).collect();
        sentences.push(tr!(tr, "describe-walls", count = walls.len(), walls = walls.join(&list)));
    }
    sentences.push(exit(tr, board));
    let target = name(board.target_index());
    sentences.push(if facts.at_goal {
        tr!(tr, "describe-at-goal", target = target)
    } else if facts.in_the_way.is_empty() && facts.walls_in_the_way.is_empty() {
        tr!(tr, "describe-way-clear", target = target)
    } else {
        let mut between: Vec<String> = facts.in_the_way.iter().map(|&piece| name(piece)).collect();
        between.extend(facts.walls_in_the_way.iter().map(|_| tr!(tr, "describe-wall")));
        tr!(tr, "describe-way-blocked", target = target, pieces = between.join(&list))
    });
    sentences.join(&tr!(tr, "describe-sentence-separator"))
}

/// A draft that is not yet a board (no target, pieces overlapping): how many pieces it has so far.
pub fn draft_unfinished(tr: &Tr, draft: &Draft) -> String {
    tr!(tr, "describe-draft-unfinished", count = draft.pieces.len(), walls = draft.walls.len())
}

/// The editor's cursor: "Row 3, column 4: D", "…: a wall", "…: empty".
pub fn draft_cell(tr: &Tr, draft: &Draft, cell: Pos) -> String {
    let what = if draft.walls.contains(&cell) {
        tr!(tr, "describe-wall")
    } else if let Some(piece) = draft.piece_at(cell) {
        words::piece(tr, draft.family, &draft.pieces, piece)
    } else {
        tr!(tr, "describe-cell-empty")
    };
    tr!(tr, "describe-cell", row = cell.y + 1, column = cell.x + 1, what = what)
}

/// One piece where it stands: "C, upright, column 3, rows 2 to 3".
pub fn piece_spot(tr: &Tr, board: &Board, spot: &PieceSpot) -> String {
    let piece = words::piece(tr, board.family(), board.pieces(), spot.piece);
    let place = place(tr, spot.from, spot.to);
    match spot.lie {
        Lie::Across => tr!(tr, "describe-piece", piece = piece, lie = tr!(tr, "describe-lie-across"), place = place),
        Lie::Upright => tr!(tr, "describe-piece", piece = piece, lie = tr!(tr, "describe-lie-upright"), place = place),
        Lie::Free => tr!(tr, "describe-piece-free", piece = piece, place = place),
    }
}

/// The piece the keys move, where it stands and how far it can slide each way.
pub fn focused(tr: &Tr, board: &Board, positions: &[Pos], piece: usize) -> String {
    let spot = describe(board, positions).pieces.into_iter().find(|spot| spot.piece == piece).expect("every piece is described");
    let reach = reach(board, positions, piece);
    let ways: Vec<String> = [Dir::Up, Dir::Down, Dir::Left, Dir::Right]
        .into_iter()
        .filter(|dir| reach[dir.index()] > 0)
        .map(|dir| tr!(tr, "describe-reach-way", direction = words::direction(tr, dir), cells = reach[dir.index()]))
        .collect();
    let can = match ways.is_empty() {
        true => tr!(tr, "describe-reach-none"),
        false => tr!(tr, "describe-reach", ways = ways.join(&tr!(tr, "describe-list-separator"))),
    };
    tr!(tr, "describe-focused", piece = piece_spot(tr, board, &spot), reach = can)
}

/// A move as it is said: "C down 2".
pub fn slide(tr: &Tr, board: &Board, piece: usize, dir: Dir, cells: u8) -> String {
    let piece = words::piece(tr, board.family(), board.pieces(), piece);
    tr!(tr, "describe-slide", piece = piece, direction = words::direction(tr, dir), cells = cells)
}

/// Where the target leaves: the edge, and the row or columns of the opening (as wide as the target).
fn exit(tr: &Tr, board: &Board) -> String {
    let exit = board.exit();
    let (w, h) = board.target().size;
    let side = match exit.side {
        Side::Top => tr!(tr, "describe-side-top"),
        Side::Bottom => tr!(tr, "describe-side-bottom"),
        Side::Left => tr!(tr, "describe-side-left"),
        Side::Right => tr!(tr, "describe-side-right"),
    };
    let opening = match exit.side {
        Side::Top | Side::Bottom => span(tr, exit.offset, exit.offset + w - 1, Axis::Columns),
        Side::Left | Side::Right => span(tr, exit.offset, exit.offset + h - 1, Axis::Rows),
    };
    tr!(tr, "describe-exit", side = side, place = opening)
}

/// The cells from `from` to `to` (inclusive): "row 2, columns 1 to 2".
fn place(tr: &Tr, from: Pos, to: Pos) -> String {
    tr!(tr, "describe-place", rows = span(tr, from.y, to.y, Axis::Rows), columns = span(tr, from.x, to.x, Axis::Columns))
}

enum Axis {
    Rows,
    Columns,
}

/// "row 3" or "rows 2 to 3", counted from 1.
fn span(tr: &Tr, first: u8, last: u8, axis: Axis) -> String {
    let (first, last) = (u32::from(first) + 1, u32::from(last) + 1);
    match (axis, first == last) {
        (Axis::Rows, true) => tr!(tr, "describe-row", row = first),
        (Axis::Rows, false) => tr!(tr, "describe-rows", first = first, last = last),
        (Axis::Columns, true) => tr!(tr, "describe-column", column = first),
        (Axis::Columns, false) => tr!(tr, "describe-columns", first = first, last = last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::i18n::Language;

    fn first_gear() -> Board {
        let catalog = Catalog::embedded().expect("the shipped levels");
        catalog.levels[catalog.find("rh-01-first-gear").expect("First Gear")].board.clone()
    }

    #[test]
    fn the_red_car_comes_first_and_its_way_is_named() {
        let board = first_gear();
        let text = self::board(&Tr::new(Language::English), &board, &board.positions());
        assert!(text.starts_with("6 pieces: the red car, across, row 3, columns 1 to 2; B, across, row 1, columns 3 to 4; D, upright, rows 2 to 3, column 4;"), "{text}");
        assert!(text.contains("C, across, row 5, columns 2 to 4. The exit is on the right edge, row 3."), "{text}");
        assert!(text.ends_with("Between the red car and the exit: D, E, F."), "{text}");
    }

    #[test]
    fn chinese_counts_rows_and_columns_its_own_way() {
        let board = first_gear();
        let text = self::board(&Tr::new(Language::SimplifiedChinese), &board, &board.positions());
        assert!(text.starts_with("共 6 块：红车，横放，第3行，第1至2列；"), "{text}");
        assert!(text.contains("出口在右边，第3行。红车与出口之间：D、E、F。"), "{text}");
    }

    #[test]
    fn the_focused_piece_says_where_it_can_slide() {
        let board = first_gear();
        let tr = Tr::new(Language::English);
        let index = |label: char| board.pieces().iter().position(|p| p.label == label).expect("a piece");
        assert_eq!(
            focused(&tr, &board, &board.positions(), index('D')),
            "D, upright, rows 2 to 3, column 4. It can slide down 1."
        );
        assert_eq!(
            focused(&tr, &board, &board.positions(), index('C')),
            "C, across, row 5, columns 2 to 4. It can slide left 1, right 2."
        );
    }
}
