//! Every Rush Hour puzzle of a board size, packed: the database `gridlock-cli enumerate` writes (one
//! `MOVES BOARD STATES` line per puzzle, Fogleman's format), with or without walls, in about a third
//! of a text line's bytes, and read back by optimum with random access — for the game's pack of every
//! 6×6 puzzle, which must load fast and cross the network small.
//!
//! The format: a header (`GRIDLOCK-DB`, a version byte, the board's side, the number of optima, then
//! each optimum with its count of puzzles), then the puzzles, by optimum, within one by walls (fewest
//! first, so the puzzles of one optimum and number of walls lie together) and then by cluster size,
//! largest first. A puzzle is a byte with its number of vehicles (the low six bits) and of walls (the
//! top two), one byte per vehicle — its top-left cell (6 bits), upright or not, 2 or 3 long — the
//! primary car first and the rest in reading order, one byte per wall (its cell), then its cluster's
//! size as a LEB128 number. Version 1 holds no walls (its count bytes' top bits are clear); a
//! database with walls is version 2, so a reader that knows only version 1 refuses it whole.

use crate::enumerator::{Config, Piece as WalkPiece, in_walk_order};
use crate::model::{Board, Exit, Family, Movement, Piece, Pos, Side, TARGET_LABEL};
use crate::notation::parse_board;
use std::ops::Range;

const MAGIC: &[u8] = b"GRIDLOCK-DB";
/// Without walls.
const VERSION: u8 = 1;
/// With walls: the top two bits of a puzzle's count byte count them.
const VERSION_WITH_WALLS: u8 = 2;
/// The most walls a puzzle's count byte can say.
const MOST_WALLS: usize = 3;
/// Fogleman's primary row, on every size.
const PRIMARY_ROW: u8 = 2;
const MOST_VEHICLES: usize = 18;

/// Why a database cannot be packed or read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DatabaseError {
    /// A line of the enumeration's text cannot be packed.
    #[error("line {line}: {why}")]
    Line {
        /// Its number, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// The bytes do not start as a packed database of a version this reads.
    #[error("not a packed database (no `GRIDLOCK-DB` header of version {VERSION} or {VERSION_WITH_WALLS})")]
    NotADatabase,
    /// The bytes end early or do not decode, at that offset.
    #[error("the packed database is cut short or damaged at byte {0}")]
    Damaged(usize),
}

/// One puzzle of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its optimum in moves.
    pub moves: u32,
    /// The puzzle: the hardest position of its cluster.
    pub board: Board,
    /// Positions in its cluster.
    pub states: u32,
}

impl Entry {
    /// The puzzle as a line of the text it was packed from: `MOVES BOARD STATES`, Fogleman's format —
    /// the moves in two digits, the board row by row with `.` for an empty cell and `x` for a wall, the
    /// vehicles lettered as his file letters them (`A` the primary car; the rest in the enumerator's
    /// walk order, which no move changes: [`crate::enumerator::in_walk_order`]).
    pub fn line(&self) -> String {
        let side = self.board.width();
        let cell = |at: Pos| at.y * side + at.x;
        let vehicles = self.board.pieces().iter().map(|p| WalkPiece {
            cell: cell(p.at),
            len: p.size.0.max(p.size.1),
            vertical: p.size.1 > p.size.0,
        });
        let walls = self.board.walls().iter().map(|&wall| WalkPiece { cell: cell(wall), len: 1, vertical: false });
        let config = Config { size: side, min_walls: 0, max_walls: 0 };
        let mut cells = vec![b'.'; usize::from(side) * usize::from(side)];
        for (index, piece) in in_walk_order(config, vehicles.chain(walls).collect()).into_iter().enumerate() {
            let mark = if piece.is_wall() { b'x' } else { b'A' + index as u8 };
            let stride = if piece.vertical { side } else { 1 };
            for k in 0..piece.len {
                cells[usize::from(piece.cell + k * stride)] = mark;
            }
        }
        format!("{:02} {} {}", self.moves, String::from_utf8_lossy(&cells), self.states)
    }
}

/// Packs the lines of a database (comments `#` and blank lines skipped) of boards of side `size`.
pub fn pack(text: &str, size: u8) -> Result<Vec<u8>, DatabaseError> {
    // Each puzzle: its moves, its cluster's size, its count byte and its pieces' bytes.
    let mut puzzles: Vec<(u32, u32, u8, Vec<u8>)> = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#')) {
        let wrong = |why: String| DatabaseError::Line { line: n + 1, why };
        let mut fields = line.split_whitespace();
        let (Some(moves), Some(board), Some(states)) = (fields.next(), fields.next(), fields.next()) else {
            return Err(wrong("not `MOVES BOARD STATES`".into()));
        };
        let moves: u32 = moves
            .parse()
            .ok()
            .filter(|m| (1..=255).contains(m))
            .ok_or_else(|| wrong(format!("`{moves}` is not a number of moves")))?;
        let states: u32 = states.parse().map_err(|_| wrong(format!("`{states}` is not a number of positions")))?;
        let cells = size as usize * size as usize;
        if board.chars().count() != cells {
            return Err(wrong(format!("the board has {} cells, not {cells}", board.chars().count())));
        }
        let rows: Vec<String> = board.chars().collect::<Vec<_>>().chunks(size as usize).map(|row| row.iter().collect()).collect();
        let board = parse_board(&rows.join("/").replace('o', "."), Some(Family::RushHour)).map_err(|e| wrong(e.to_string()))?;
        let (count, pieces) = pieces(&board).map_err(wrong)?;
        puzzles.push((moves, states, count, pieces));
    }
    // Ties broken by the pieces' bytes, as version 1 always has been (not by the count byte).
    fn order((moves, states, count, pieces): &(u32, u32, u8, Vec<u8>)) -> (u32, usize, std::cmp::Reverse<u32>, &[u8]) {
        (*moves, counts(*count).1, std::cmp::Reverse(*states), pieces)
    }
    puzzles.sort_by(|a, b| order(a).cmp(&order(b)));
    let mut optima: Vec<(u32, u32)> = Vec::new();
    for &(moves, ..) in &puzzles {
        match optima.last_mut() {
            Some((m, count)) if *m == moves => *count += 1,
            _ => optima.push((moves, 1)),
        }
    }
    let walls = puzzles.iter().any(|&(_, _, count, _)| counts(count).1 > 0);
    let mut bytes = MAGIC.to_vec();
    bytes.extend([if walls { VERSION_WITH_WALLS } else { VERSION }, size, optima.len() as u8]);
    for (moves, count) in optima {
        bytes.push(moves as u8);
        bytes.extend(count.to_le_bytes());
    }
    for (_, states, count, pieces) in puzzles {
        bytes.push(count);
        bytes.extend(pieces);
        let mut rest = states;
        loop {
            let low = (rest & 0x7f) as u8;
            rest >>= 7;
            bytes.push(if rest > 0 { low | 0x80 } else { low });
            if rest == 0 {
                break;
            }
        }
    }
    Ok(bytes)
}

/// A board's count byte, and its pieces as packed: the vehicles (the primary car first, the rest in
/// reading order), then the walls in reading order.
fn pieces(board: &Board) -> Result<(u8, Vec<u8>), String> {
    let target = board.target();
    if target.size != (2, 1) || target.at.y != PRIMARY_ROW {
        return Err(format!("the primary car is not a car of 2 in row {}", PRIMARY_ROW + 1));
    }
    if board.walls().len() > MOST_WALLS {
        return Err(format!("{} walls; a packed puzzle holds at most {MOST_WALLS}", board.walls().len()));
    }
    let mut others: Vec<&Piece> = board.pieces().iter().filter(|p| !p.is_target()).collect();
    others.sort_by_key(|p| (p.at.y, p.at.x));
    let cell = |at: Pos| at.y * board.width() + at.x;
    let byte =
        |p: &Piece| cell(p.at) | if p.height() > 1 { 0x40 } else { 0 } | if p.width().max(p.height()) == 3 { 0x80 } else { 0 };
    let mut walls: Vec<u8> = board.walls().iter().map(|&at| cell(at)).collect();
    walls.sort_unstable();
    let count = (1 + others.len()) as u8 | (walls.len() as u8) << 6;
    Ok((count, std::iter::once(target).chain(others).map(byte).chain(walls).collect()))
}

/// A packed database, read: puzzles by optimum and by walls, each at hand.
#[derive(Clone, Debug)]
pub struct Database {
    size: u8,
    /// Each optimum, and the range of `starts` its puzzles take.
    optima: Vec<(u32, Range<usize>)>,
    /// Each optimum's puzzles with one number of walls: the optimum, the walls and the range of
    /// `starts` they take.
    by_walls: Vec<(u32, usize, Range<usize>)>,
    /// Where each puzzle's record starts in `bytes`.
    starts: Vec<u32>,
    bytes: Vec<u8>,
}

impl Database {
    /// Reads a packed database, checking that its records add up to its header.
    pub fn read(bytes: Vec<u8>) -> Result<Database, DatabaseError> {
        if bytes.len() < MAGIC.len() + 3
            || !bytes.starts_with(MAGIC)
            || ![VERSION, VERSION_WITH_WALLS].contains(&bytes[MAGIC.len()])
        {
            return Err(DatabaseError::NotADatabase);
        }
        let most_walls = if bytes[MAGIC.len()] == VERSION { 0 } else { MOST_WALLS };
        let (size, groups) = (bytes[MAGIC.len() + 1], bytes[MAGIC.len() + 2] as usize);
        let mut at = MAGIC.len() + 3;
        let mut optima = Vec::with_capacity(groups);
        let mut total = 0;
        for _ in 0..groups {
            let header = bytes.get(at..at + 5).ok_or(DatabaseError::Damaged(at))?;
            let count = u32::from_le_bytes([header[1], header[2], header[3], header[4]]) as usize;
            optima.push((u32::from(header[0]), total..total + count));
            total += count;
            at += 5;
        }
        // A damaged header's total must not reserve memory the bytes cannot hold: a record takes three.
        let mut starts = Vec::with_capacity(total.min(bytes.len() / 3));
        let mut by_walls: Vec<(u32, usize, Range<usize>)> = Vec::new();
        for (moves, range) in &optima {
            for n in range.clone() {
                starts.push(at as u32);
                let (vehicles, walls) = counts(*bytes.get(at).ok_or(DatabaseError::Damaged(at))?);
                if !(1..=MOST_VEHICLES).contains(&vehicles) || walls > most_walls {
                    return Err(DatabaseError::Damaged(at));
                }
                match by_walls.last_mut() {
                    Some((m, w, group)) if (*m, *w) == (*moves, walls) => group.end += 1,
                    // Within an optimum, the walls never fall.
                    Some(&mut (m, w, _)) if m == *moves && w > walls => return Err(DatabaseError::Damaged(at)),
                    _ => by_walls.push((*moves, walls, n..n + 1)),
                }
                at += 1 + vehicles + walls;
                loop {
                    let byte = *bytes.get(at).ok_or(DatabaseError::Damaged(at))?;
                    at += 1;
                    if byte & 0x80 == 0 {
                        break;
                    }
                }
            }
        }
        if at != bytes.len() {
            return Err(DatabaseError::Damaged(at));
        }
        Ok(Database { size, optima, by_walls, starts, bytes })
    }

    /// The board's side.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// How many puzzles the database holds.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// Each optimum with its number of puzzles, fewest moves first.
    pub fn optima(&self) -> impl Iterator<Item = (u32, usize)> + '_ {
        self.optima.iter().map(|(moves, range)| (*moves, range.len()))
    }

    /// The numbers of walls its puzzles have, fewest first: `[0]` for a database without walls.
    pub fn wall_counts(&self) -> Vec<usize> {
        let mut counts: Vec<usize> = self.by_walls.iter().map(|&(_, walls, _)| walls).collect();
        counts.sort_unstable();
        counts.dedup();
        counts
    }

    /// The puzzles of `moves` moves with `walls` walls (`None`: any number), as the range of their
    /// numbers among all the optimum's puzzles ([`Database::puzzle`]); empty if there are none. An
    /// optimum's puzzles come by walls, fewest first, so those with one number of walls lie together.
    pub fn with_walls(&self, moves: u32, walls: Option<usize>) -> Range<usize> {
        let Some((_, all)) = self.optima.iter().find(|(m, _)| *m == moves) else { return 0..0 };
        let Some(walls) = walls else { return 0..all.len() };
        let group = self.by_walls.iter().find(|&&(m, w, _)| (m, w) == (moves, walls));
        group.map_or(0..0, |(_, _, range)| range.start - all.start..range.end - all.start)
    }

    /// The `n`-th puzzle of `moves` moves (by walls, fewest first, then by cluster size, largest
    /// first); `None` past the end, or if its record does not make a board.
    pub fn puzzle(&self, moves: u32, n: usize) -> Option<Entry> {
        let (_, range) = self.optima.iter().find(|(m, _)| *m == moves)?;
        let at = *self.starts.get(range.start + n).filter(|_| n < range.len())? as usize;
        let (vehicles, walls) = counts(self.bytes[at]);
        let packed = &self.bytes[at + 1..at + 1 + vehicles];
        let walls = &self.bytes[at + 1 + vehicles..at + 1 + vehicles + walls];
        let mut states = 0u32;
        for (i, &byte) in self.bytes[at + 1 + vehicles + walls.len()..].iter().enumerate().take(5) {
            states |= u32::from(byte & 0x7f) << (7 * i);
            if byte & 0x80 == 0 {
                break;
            }
        }
        let side = self.size;
        let pieces = packed.iter().enumerate().map(|(i, &byte)| {
            let cell = byte & 0x3f;
            let (upright, length) = (byte & 0x40 != 0, if byte & 0x80 != 0 { 3 } else { 2 });
            let label = if i == 0 { TARGET_LABEL } else { (b'A' + i as u8) as char };
            let (size, movement) = if upright { ((1, length), Movement::Vertical) } else { ((length, 1), Movement::Horizontal) };
            Piece { label, at: Pos { x: cell % side, y: cell / side }, size, movement }
        });
        let board = Board::new(
            Family::RushHour,
            side,
            side,
            pieces.collect(),
            walls.iter().map(|&cell| Pos { x: cell % side, y: cell / side }).collect(),
            Exit { side: Side::Right, offset: PRIMARY_ROW },
        )
        .ok()?;
        Some(Entry { moves, board, states })
    }
}

/// A puzzle's count byte: its vehicles and its walls.
fn counts(byte: u8) -> (usize, usize) {
    (usize::from(byte & 0x3f), usize::from(byte >> 6))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::format_board;

    const LINES: &str = "# a comment\n02 .........BAA..B.......... 14 2,6,6\n01 ..........AA............. 4 1,3\n02 ........B.AA.B........... 12 2,6,4\n";

    #[test]
    fn a_database_packs_and_reads_back_by_optimum_and_cluster_size() {
        let bytes = pack(LINES, 5).unwrap();
        let db = Database::read(bytes).unwrap();
        assert_eq!((db.len(), db.optima().collect::<Vec<_>>()), (3, vec![(1, 1), (2, 2)]));
        let first = db.puzzle(2, 0).unwrap();
        assert_eq!((first.moves, first.states), (2, 14), "the largest cluster first");
        assert_eq!(format_board(&first.board).unwrap(), "...../....B/AA..B/...../.....");
        assert_eq!(db.puzzle(2, 1).unwrap().states, 12);
        // Printed back, each puzzle is its line but for the fourth column.
        let printed: Vec<String> = [(1, 0), (2, 0), (2, 1)].iter().map(|&(m, n)| db.puzzle(m, n).unwrap().line()).collect();
        assert_eq!(
            printed,
            ["01 ..........AA............. 4", "02 .........BAA..B.......... 14", "02 ........B.AA.B........... 12"]
        );
        assert_eq!(db.puzzle(2, 2), None);
        assert_eq!(db.puzzle(3, 0), None);
    }

    #[test]
    fn walls_pack_as_version_2_and_read_back_where_they_stand() {
        // His letters count the walls: the truck after two walls is D.
        let lines = "03 x.........AA.D..x.D...... 9\n01 ..........AA............. 4\n";
        let bytes = pack(lines, 5).unwrap();
        assert_eq!(bytes[MAGIC.len()], VERSION_WITH_WALLS);
        assert_eq!(pack(LINES, 5).unwrap()[MAGIC.len()], VERSION, "without walls, version 1 as before");
        let db = Database::read(bytes).unwrap();
        let walled = db.puzzle(3, 0).unwrap();
        assert_eq!(walled.board.walls(), [Pos { x: 0, y: 0 }, Pos { x: 1, y: 3 }]);
        assert_eq!(walled.line(), "03 x.........AA.D..x.D...... 9");
        assert_eq!(db.puzzle(1, 0).unwrap().line(), "01 ..........AA............. 4");
        // A version 1 database whose count byte says walls is damaged, not read as walls.
        let mut plain = pack(LINES, 5).unwrap();
        let first = MAGIC.len() + 3 + 2 * 5;
        plain[first] |= 0x40;
        assert_eq!(Database::read(plain).unwrap_err(), DatabaseError::Damaged(first));
    }

    #[test]
    fn an_optimums_puzzles_come_by_walls_and_each_number_of_walls_is_a_range() {
        let lines = "03 x.........AA.D..x.D...... 9\n03 ..........AA...C....C.... 7\n\
                     03 ....x.....AA...C....C.... 8\n03 .........BAA..B.......... 20\n01 ..........AA............. 4\n";
        let db = Database::read(pack(lines, 5).unwrap()).unwrap();
        assert_eq!(db.wall_counts(), [0, 1, 2]);
        let states: Vec<u32> = (0..4).map(|n| db.puzzle(3, n).unwrap().states).collect();
        assert_eq!(states, [20, 7, 8, 9], "no walls first, then by walls; within, the largest cluster first");
        assert_eq!(db.with_walls(3, None), 0..4);
        assert_eq!(db.with_walls(3, Some(0)), 0..2);
        assert_eq!(db.with_walls(3, Some(1)), 2..3);
        assert_eq!(db.with_walls(3, Some(2)), 3..4);
        assert_eq!(db.with_walls(1, Some(0)), 0..1);
        assert_eq!(db.with_walls(1, Some(2)), 0..0);
        assert_eq!(db.with_walls(9, None), 0..0);
        // A database whose walls fall within an optimum is damaged: the filter's ranges would be wrong.
        let bytes = pack("01 x.........AA............. 4\n01 ..........AA............. 4\n", 5).unwrap();
        let db = Database::read(bytes.clone()).unwrap();
        let (plain, walled) = (db.starts[0] as usize, db.starts[1] as usize);
        let swapped = [&bytes[..plain], &bytes[walled..], &bytes[plain..walled]].concat();
        let second = plain + (bytes.len() - walled);
        assert_eq!(Database::read(swapped).unwrap_err(), DatabaseError::Damaged(second));
    }

    #[test]
    fn a_bad_line_or_damaged_bytes_are_told() {
        assert_eq!(pack("02 ....AA 14", 5), Err(DatabaseError::Line { line: 1, why: "the board has 6 cells, not 25".into() }));
        assert!(matches!(pack("x1 ..........AA............. 4", 5), Err(DatabaseError::Line { line: 1, .. })));
        let walled = pack("01 xxxx......AA............. 4", 5).unwrap_err().to_string();
        assert!(walled.contains("4 walls; a packed puzzle holds at most 3"), "{walled}");
        let bytes = pack(LINES, 5).unwrap();
        assert_eq!(Database::read(bytes[..bytes.len() - 1].to_vec()).unwrap_err(), DatabaseError::Damaged(bytes.len() - 1));
        assert_eq!(Database::read(b"GRIDLOCK".to_vec()).unwrap_err(), DatabaseError::NotADatabase);
    }
}
