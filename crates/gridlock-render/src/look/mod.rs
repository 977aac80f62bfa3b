//! The game's look in plain numbers, without Bevy: its colours ([`palette`]) and the board's
//! proportions. The game's theme draws with them in world units (a cell is [`CELL`] units); the
//! solution renderer ([`crate`]) scales them to its pixels, so a GIF looks like the game.

pub mod palette;

/// Gridlock CJK: the CJK characters the game shows (the classics' names, the Huarongdao cast), a
/// subset of Noto Sans CJK made by `scripts/subset-cjk-font.sh`. The game's egui and the solution
/// renderer both draw with it.
pub const CJK_FONT: &[u8] = include_bytes!("../../../../assets/fonts/gridlock-cjk.otf");

use gridlock_core::model::{Family, Piece};

/// Where the target's marks sit, in world units up from its centre: its text, and its white racing
/// stripe (which tells the target without colour). A car's letter rides just above the stripe along
/// its middle; on Cao Cao's great block the stripe runs low, under his name.
pub fn target_marks(piece: &Piece) -> (f32, f32) {
    if piece.size.0 >= 2 && piece.size.1 >= 2 { (12.0, -0.3 * CELL) } else { (24.0, 0.0) }
}

/// The size of a piece's text: Cao Cao's name larger on his great block.
pub fn label_size(family: Family, piece: &Piece) -> f32 {
    if family == Family::Klotski && piece.is_target() { GREAT_LABEL_SIZE } else { PIECE_LABEL_SIZE }
}

/// A board cell, in the units every size below is given in.
pub const CELL: f32 = 100.0;
/// Room between neighbouring pieces.
pub const PIECE_GAP: f32 = 8.0;
/// A board cell's tile is this much smaller than the cell, so the grid shows.
pub const CELL_INSET: f32 = 6.0;
/// The frame around the board, beyond its cells.
pub const FRAME_MARGIN: f32 = 40.0;
/// The exit's bright bar: its thickness and its distance from the board's edge.
pub const EXIT_BAR: f32 = 16.0;
pub const EXIT_BAR_OFFSET: f32 = 14.0;
/// The target's racing stripe, across its length.
pub const STRIPE_WIDTH: f32 = 10.0;
/// Text sizes on the board.
pub const PIECE_LABEL_SIZE: f32 = 34.0;
/// The Huarongdao cast's names on the great 2×2 block.
pub const GREAT_LABEL_SIZE: f32 = 48.0;
/// The small letter in a Huarongdao block's corner: the key that selects it.
pub const KEY_LABEL_SIZE: f32 = 18.0;
/// Lines of a piece's text are this many text sizes apart.
pub const LINE_HEIGHT: f32 = 1.15;
pub const WALL_MARK_SIZE: f32 = 40.0;

/// Huarongdao's cast: Cao Cao (the 2×2 target), Guan Yu (the 2×1), the four generals Zhang Fei, Zhao
/// Yun, Ma Chao and Huang Zhong (the 1×2s, in the board's order), and the soldiers (1×1).
const CAO_CAO: &str = "曹操";
const GUAN_YU: &str = "关羽";
const GENERALS: [&str; 4] = ["张飞", "赵云", "马超", "黄忠"];
const SOLDIER: &str = "兵";
/// Any further general on a board of the player's own.
const GENERAL: &str = "将";

/// The lines of text a piece shows, top to bottom. A Rush Hour vehicle shows its letter; a Huarongdao
/// block shows the figure it plays, as on the wooden game — a standing general's name runs down it,
/// one character a line. With its colour, every piece is told apart by text as well.
pub fn piece_lines(family: Family, pieces: &[Piece], index: usize) -> Vec<String> {
    let piece = &pieces[index];
    if family == Family::RushHour {
        return vec![piece.label.to_string()];
    }
    // The n-th piece of this shape on the board, so the generals keep their names as pieces move.
    let nth = pieces[..index].iter().filter(|p| p.size == piece.size && !p.is_target()).count();
    let name = match piece.size {
        _ if piece.is_target() => CAO_CAO,
        (1, 1) => SOLDIER,
        (2, 1) if nth == 0 => GUAN_YU,
        (1, 2) => GENERALS.get(nth).copied().unwrap_or(GENERAL),
        _ => GENERAL,
    };
    if piece.size.1 > piece.size.0 { name.chars().map(String::from).collect() } else { vec![name.to_string()] }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridlock_core::notation::parse_board;

    #[test]
    fn heng_dao_li_ma_shows_its_cast() {
        let board = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        let lines: Vec<_> = (0..board.pieces().len()).map(|i| piece_lines(board.family(), board.pieces(), i).concat()).collect();
        assert_eq!(lines, ["张飞", "曹操", "赵云", "马超", "关羽", "黄忠", "兵", "兵", "兵", "兵"]);
        assert_eq!(piece_lines(board.family(), board.pieces(), 0), ["张", "飞"], "a standing general reads downwards");
        let rush = parse_board("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", None).unwrap();
        assert_eq!(piece_lines(rush.family(), rush.pieces(), 0), ["I"]);
    }
}
