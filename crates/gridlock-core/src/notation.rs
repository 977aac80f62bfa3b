//! Board strings: rows from the top joined by `/` (`.` or `o` empty, `x` wall, `A` the target, any
//! other letter or digit one rectangular piece), and Michael Fogleman's 36-character 6×6 Rush Hour
//! notation. Both directions: parse a string into a [`Board`], write a board back as a string.

use super::model::{Board, BoardError, Exit, Family, MAX_SIDE, Movement, Piece, Pos, Side, TARGET_LABEL};

/// Why a board string could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing but blanks.
    #[error("empty board string")]
    Empty,
    /// Longer than a board string may be.
    #[error("the board string is {0} characters long; a board string is at most {MAX_BOARD_CHARS} (8x8 takes 71)")]
    TooLong(usize),
    /// A row with no cells, from 1.
    #[error("row {0} is empty (rows are joined by '/')")]
    EmptyRow(usize),
    /// 36 characters without `/` expected.
    #[error("a board string without '/' is Fogleman's 6x6 notation, 36 characters; this one has {0}")]
    FoglemanLength(usize),
    /// Rows of different lengths.
    #[error("row {row} has {len} cells but row 1 has {expected}")]
    RaggedRow {
        /// The row, from 1.
        row: usize,
        /// Its cells.
        len: usize,
        /// The first row's cells.
        expected: usize,
    },
    /// More columns or rows than a board may have.
    #[error("board is {0}x{1}; at most {MAX_SIDE}x{MAX_SIDE} is supported")]
    TooLarge(usize, usize),
    /// A character that is no cell.
    #[error(
        "unexpected character '{ch}' at row {row}, column {col} (use '.' or 'o' for empty, 'x' for a wall, letters or digits for pieces)"
    )]
    BadChar {
        /// The character.
        ch: char,
        /// Its row, from 1.
        row: usize,
        /// Its column, from 1.
        col: usize,
    },
    /// A piece whose cells do not fill a rectangle.
    #[error("piece '{0}' is not a filled rectangle")]
    NotRectangle(char),
    /// Neither family fits the board; `--game` decides.
    #[error("cannot tell the game from this board; pass --game rush-hour or --game klotski")]
    UnknownGame,
    /// A Klotski target that cannot stand at a bottom-centre exit: its width and the board's.
    #[error("the target 'A' is {0} cells wide on a {1}-wide board: it has no bottom-centre exit")]
    NoCentre(u8, u8),
    /// A board a board string cannot say (an exit where the notation puts none, say).
    #[error("this board cannot be written as a board string: {0}")]
    NotExpressible(String),
    /// The board breaks a rule.
    #[error(transparent)]
    Board(#[from] BoardError),
}

/// The longest board string read: an 8×8 board is 71 characters; room is left for spaces around rows.
/// A longer string is not a board, and is refused before it is split.
pub const MAX_BOARD_CHARS: usize = 256;

/// The most text taken as a pasted board: a board string inside a whole link, with room to spare.
const MAX_PASTED_CHARS: usize = 2048;

/// A board string as a player may paste it: a byte-order mark and the spaces around it dropped, a
/// whole link (`https://…/?board=…`) or its query reduced to its `board=` value, and that value
/// percent-decoded (`%2F` is `/`).
pub fn as_pasted(text: &str) -> String {
    let text = text.trim().trim_start_matches('\u{feff}').trim();
    let value = text
        .match_indices("board=")
        .find(|&(at, _)| at == 0 || text[..at].ends_with(['?', '&']))
        .map_or(text, |(at, key)| text[at + key.len()..].split(['&', '#']).next().unwrap_or_default());
    if value.contains('%') || value.len() < text.len() { percent_decoded(value) } else { value.to_string() }
}

/// `%2F` and `+` as the characters they stand for, as in a link's query.
pub fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// True for a string in Fogleman's 6×6 notation.
pub fn is_fogleman(text: &str) -> bool {
    let text = text.trim();
    text.chars().count() == 36 && !text.contains('/')
}

/// Reads a board string. `game` forces the family; without it Fogleman strings and boards whose `A` is a
/// horizontal vehicle are Rush Hour, and boards whose `A` is a block at least 2×2 are Klotski.
pub fn parse_board(text: &str, game: Option<Family>) -> Result<Board, NotationError> {
    if text.chars().count() > MAX_PASTED_CHARS {
        return Err(NotationError::TooLong(text.chars().count()));
    }
    let pasted = as_pasted(text);
    let text = pasted.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let length = text.chars().count();
    if length > MAX_BOARD_CHARS {
        return Err(NotationError::TooLong(length));
    }
    let fogleman = is_fogleman(text);
    let rows: Vec<Vec<char>> = if fogleman {
        let chars: Vec<char> = text.chars().collect();
        chars.chunks(6).map(<[char]>::to_vec).collect()
    } else {
        text.split('/').map(|r| r.trim().chars().collect()).collect()
    };
    if let Some(empty) = rows.iter().position(Vec::is_empty) {
        return Err(NotationError::EmptyRow(empty + 1));
    }
    let width = rows[0].len();
    for (i, row) in rows.iter().enumerate() {
        if row.len() != width {
            return Err(NotationError::RaggedRow { row: i + 1, len: row.len(), expected: width });
        }
    }
    let height = rows.len();
    if height == 1 && width > MAX_SIDE as usize {
        return Err(NotationError::FoglemanLength(width));
    }
    if width > MAX_SIDE as usize || height > MAX_SIDE as usize || width == 0 {
        return Err(NotationError::TooLarge(width, height));
    }

    let mut walls = Vec::new();
    // Labels in order of first appearance, with their bounding boxes and cell counts.
    let mut found: Vec<(char, Pos, Pos, usize)> = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, &ch) in row.iter().enumerate() {
            let at = Pos::new(x as u8, y as u8);
            match ch {
                '.' | 'o' => {}
                'x' => walls.push(at),
                c if c.is_ascii_alphanumeric() => match found.iter_mut().find(|f| f.0 == c) {
                    Some((_, lo, hi, n)) => {
                        lo.x = lo.x.min(at.x);
                        lo.y = lo.y.min(at.y);
                        hi.x = hi.x.max(at.x);
                        hi.y = hi.y.max(at.y);
                        *n += 1;
                    }
                    None => found.push((c, at, at, 1)),
                },
                c => return Err(NotationError::BadChar { ch: c, row: y + 1, col: x + 1 }),
            }
        }
    }
    let mut shapes = Vec::with_capacity(found.len());
    for (label, lo, hi, n) in found {
        let size = (hi.x - lo.x + 1, hi.y - lo.y + 1);
        if size.0 as usize * size.1 as usize != n {
            return Err(NotationError::NotRectangle(label));
        }
        shapes.push((label, lo, size));
    }

    let target = shapes.iter().find(|s| s.0 == TARGET_LABEL).map(|s| (s.1, s.2));
    let family = match (game, target) {
        (Some(family), _) => family,
        _ if fogleman => Family::RushHour,
        (None, Some((_, (w, 1)))) if w >= 2 => Family::RushHour,
        (None, Some((_, (w, h)))) if w >= 2 && h >= 2 => Family::Klotski,
        (None, None) => return Err(BoardError::MissingTarget.into()),
        (None, Some(_)) => return Err(NotationError::UnknownGame),
    };
    let (w, h) = (width as u8, height as u8);
    let pieces =
        shapes.into_iter().map(|(label, at, size)| Piece { label, at, size, movement: default_movement(family, size) }).collect();
    let (target_at, target_size) = target.ok_or(BoardError::MissingTarget)?;
    let exit = standard_exit(family, w, target_at, target_size)?;
    Ok(Board::new(family, w, h, pieces, walls, exit)?)
}

/// The exit a board string implies, since it cannot name one: Rush Hour's on the right edge in the
/// target's row, Klotski's centred in the bottom edge.
fn standard_exit(family: Family, width: u8, target_at: Pos, target_size: (u8, u8)) -> Result<Exit, NotationError> {
    match family {
        Family::RushHour => Ok(Exit { side: Side::Right, offset: target_at.y }),
        Family::Klotski if !(width - target_size.0).is_multiple_of(2) => Err(NotationError::NoCentre(target_size.0, width)),
        Family::Klotski => Ok(Exit { side: Side::Bottom, offset: (width - target_size.0) / 2 }),
    }
}

/// How a piece of this shape moves by default: Rush Hour vehicles along their length, Klotski blocks freely.
pub fn default_movement(family: Family, size: (u8, u8)) -> Movement {
    match family {
        Family::RushHour if size.1 == 1 && size.0 > 1 => Movement::Horizontal,
        Family::RushHour if size.0 == 1 && size.1 > 1 => Movement::Vertical,
        Family::RushHour => Movement::Horizontal,
        Family::Klotski => Movement::Free,
    }
}

/// Writes a board as a `/`-joined board string. Fails where the notation cannot say it: a non-standard
/// exit, a label that means something else in the notation, or a movement rule that differs from the
/// default for the piece's shape.
pub fn format_board(board: &Board) -> Result<String, NotationError> {
    let target = board.target();
    if standard_exit(board.family(), board.width(), target.at, target.size).ok() != Some(board.exit()) {
        return Err(NotationError::NotExpressible(format!("the exit ({}) is not the standard one", board.exit())));
    }
    let mut grid = vec![vec!['.'; board.width() as usize]; board.height() as usize];
    for wall in board.walls() {
        grid[wall.y as usize][wall.x as usize] = 'x';
    }
    for piece in board.pieces() {
        if !piece.label.is_ascii_alphanumeric() || piece.label == 'x' || piece.label == 'o' {
            return Err(NotationError::NotExpressible(format!("label '{}' has another meaning", piece.label)));
        }
        if piece.movement != default_movement(board.family(), piece.size) {
            return Err(NotationError::NotExpressible(format!("piece '{}' moves {:?}", piece.label, piece.movement)));
        }
        for y in piece.at.y..piece.at.y + piece.height() {
            for x in piece.at.x..piece.at.x + piece.width() {
                grid[y as usize][x as usize] = piece.label;
            }
        }
    }
    Ok(grid.into_iter().map(|row| row.into_iter().collect::<String>()).collect::<Vec<_>>().join("/"))
}

/// A 6×6 Rush Hour board in Fogleman's 36-character notation (`o` empty, `x` a wall), the form his
/// database and solver use; `None` for any other board.
pub fn format_fogleman(board: &Board) -> Option<String> {
    let six = board.family() == Family::RushHour && board.width() == 6 && board.height() == 6;
    six.then(|| format_board(board).ok()).flatten().map(|rows| rows.replace('/', "").replace('.', "o"))
}

/// A board's share code: Fogleman's 36 characters for 6×6 Rush Hour, `/`-joined rows otherwise. Read
/// back by [`parse_board`] (and so by `gridlock --board` and `?board=`).
pub fn share_code(board: &Board) -> Result<String, NotationError> {
    format_fogleman(board).map_or_else(|| format_board(board), Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_code_reads_back_as_the_same_board() {
        for text in [
            "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
            "BAAC/BAAC/DEEF/DGHF/I..J",
            "..BCDEFG/..BCDEFG/......../AA....../......../......../HH..II../JJ..KK..",
        ] {
            let board = parse_board(text, None).unwrap();
            let code = share_code(&board).unwrap();
            assert_eq!(parse_board(&code, None).unwrap(), board, "{code}");
        }
        assert_eq!(share_code(&parse_board("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", None).unwrap()).unwrap().len(), 36);
    }

    #[test]
    fn six_by_six_rush_hour_writes_as_fogleman_and_reads_back() {
        let text = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";
        let board = parse_board(text, None).unwrap();
        assert_eq!(format_fogleman(&board).as_deref(), Some(text));
        assert_eq!(format_fogleman(&parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap()), None);
    }

    #[test]
    fn fogleman_strings_are_rush_hour_with_the_exit_on_row_three() {
        let board = parse_board("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", None).unwrap();
        assert_eq!(board.family(), Family::RushHour);
        assert_eq!(board.exit(), Exit { side: Side::Right, offset: 2 });
        assert_eq!(board.walls(), vec![Pos::new(3, 0)]);
        assert_eq!(board.pieces().len(), 12);
    }

    #[test]
    fn board_strings_round_trip() {
        for text in ["BAAC/BAAC/DEEF/DGHF/I..J", "..B.../..B.../AAB.../....../CCC.../......"] {
            let board = parse_board(text, None).unwrap();
            assert_eq!(format_board(&board).unwrap(), text);
        }
    }

    #[test]
    fn bad_strings_say_what_is_wrong() {
        assert_eq!(parse_board("AA./AB", None), Err(NotationError::RaggedRow { row: 2, len: 2, expected: 3 }));
        assert_eq!(parse_board("AA#", None), Err(NotationError::BadChar { ch: '#', row: 1, col: 3 }));
        assert_eq!(parse_board("AAB/.BB/...", None), Err(NotationError::NotRectangle('B')));
        assert_eq!(parse_board("B./B.", None), Err(NotationError::Board(BoardError::MissingTarget)));
        assert_eq!(parse_board("A./..", None), Err(NotationError::UnknownGame));
    }
}
