//! The puzzle core's and the game's names and counts in words: metrics, families, tiers, packs,
//! optima, colour schemes, pieces, directions, and why a hint is the move.

use super::Tr;
use crate::catalog::{Pack, PackKind, Par};
use crate::i18n::tr;
use gridlock_core::analysis::Need;
use gridlock_core::level::{Level, Tier};
use gridlock_core::model::{Dir, Family, Metric, Piece};
use gridlock_render::look::palette::Scheme;
use gridlock_render::look::piece_lines;

/// "14 moves", "1 slide".
pub fn count(tr: &Tr, metric: Metric, count: u32) -> String {
    match metric {
        Metric::Moves => tr!(tr, "count-moves", count = count),
        Metric::Slides => tr!(tr, "count-slides", count = count),
        Metric::Steps => tr!(tr, "count-steps", count = count),
    }
}

/// Stars earned out of three: `★★☆` (the same in every language, and in a daily's share text).
pub fn stars(stars: u8) -> String {
    let stars = stars.min(3) as usize;
    "★".repeat(stars) + &"☆".repeat(3 - stars)
}

pub fn family(tr: &Tr, family: Family) -> String {
    match family {
        Family::RushHour => tr!(tr, "family-rush-hour"),
        Family::Klotski => tr!(tr, "family-klotski"),
    }
}

pub fn tier(tr: &Tr, tier: Tier) -> String {
    match tier {
        Tier::Beginner => tr!(tr, "tier-beginner"),
        Tier::Intermediate => tr!(tr, "tier-intermediate"),
        Tier::Advanced => tr!(tr, "tier-advanced"),
        Tier::Expert => tr!(tr, "tier-expert"),
    }
}

/// A level's name in the player's language. The packs' numbered levels ("Beginner 11", as
/// `gridlock-cli pack` names them) are named from the catalogue ("入门 11"); a level named by hand keeps
/// the name it was given ("School Run"), and a classic its romanised name (its own, 横刀立马, is
/// [`Level::native_name`], shown beside it).
pub fn level_name(tr: &Tr, level: &Level) -> String {
    let numbered = level.name.strip_prefix(&format!("{} ", level.tier)).and_then(|n| n.parse::<u32>().ok());
    match numbered {
        Some(number) => tr!(tr, "level-numbered", tier = tier(tr, level.tier), number = number),
        None => level.name.clone(),
    }
}

/// A level's whole name for headings: a classic's own name and its romanised one ("横刀立马 · Heng Dao
/// Li Ma"), else [`level_name`].
pub fn level_heading(tr: &Tr, level: &Level) -> String {
    match &level.native_name {
        Some(native) => format!("{native} · {}", level.name),
        None => level_name(tr, level),
    }
}

/// "6×6", "4×5".
pub fn board_size(tr: &Tr, width: u8, height: u8) -> String {
    tr!(tr, "board-size", width = width, height = height)
}

/// "Rush Hour 6×6", "My levels".
pub fn pack(tr: &Tr, pack: &Pack) -> String {
    match pack.kind {
        PackKind::Shipped { family: f, width, height } => {
            tr!(tr, "pack-shipped", family = family(tr, f), width = width, height = height)
        }
        PackKind::Mine => tr!(tr, "pack-mine"),
    }
}

/// The optimum in words, after "Optimum" or "the optimum is".
pub fn par(tr: &Tr, par: Par, metric: Metric) -> String {
    match par {
        Par::Known(n) => tr!(tr, "par-known", optimum = count(tr, metric, n)),
        Par::Unchecked(Some(claim)) => tr!(tr, "par-checking", optimum = count(tr, metric, claim)),
        Par::Unchecked(None) => tr!(tr, "par-not-known"),
        Par::TooLarge(Some(claim)) => tr!(tr, "par-too-large-claimed", optimum = count(tr, metric, claim)),
        Par::TooLarge(None) => tr!(tr, "par-too-large"),
        Par::NoSolution => tr!(tr, "par-none"),
    }
}

pub fn scheme(tr: &Tr, scheme: Scheme) -> String {
    match scheme {
        Scheme::Standard => tr!(tr, "scheme-standard"),
        Scheme::ColourBlind => tr!(tr, "scheme-colour-blind"),
    }
}

/// A piece as the board names it: a Rush Hour vehicle by its letter (the target as the red car), a
/// Huarongdao block by the figure it plays (a soldier with its letter, there being four).
pub fn piece(tr: &Tr, family: Family, pieces: &[Piece], index: usize) -> String {
    let piece = &pieces[index];
    match family {
        Family::RushHour if piece.is_target() => tr!(tr, "piece-red-car"),
        Family::RushHour => piece.label.to_string(),
        Family::Klotski if piece.size == (1, 1) => tr!(tr, "piece-soldier", label = piece.label.to_string()),
        Family::Klotski => piece_lines(family, pieces, index).concat(),
    }
}

pub fn direction(tr: &Tr, dir: Dir) -> String {
    match dir {
        Dir::Up => tr!(tr, "direction-up"),
        Dir::Down => tr!(tr, "direction-down"),
        Dir::Left => tr!(tr, "direction-left"),
        Dir::Right => tr!(tr, "direction-right"),
    }
}

/// Why the hinted move `(piece, dir, cells)`: "C down 2 frees D; D up 1 frees the red car". The chain is
/// [`crate::play::hint::HintReason`]'s; `left` is the distance to the goal after the move.
pub fn hint_reason(
    tr: &Tr,
    (family, pieces): (Family, &[Piece]),
    (piece, dir, cells): (usize, Dir, u8),
    chain: &[(usize, Option<Need>)],
    left: Option<u32>,
) -> String {
    let name = |index: usize| self::piece(tr, family, pieces, index);
    let direction = self::direction(tr, dir);
    let links: Vec<String> = match chain {
        [] => vec![tr!(tr, "hint-why-room", piece = name(piece), direction = direction, cells = cells, left = left.unwrap_or(0))],
        [_] => vec![tr!(tr, "hint-why-exit", piece = name(piece), direction = direction, cells = cells)],
        _ => chain
            .windows(2)
            .enumerate()
            .map(|(i, pair)| {
                let ((this, need), (next, _)) = (pair[0], pair[1]);
                let (dir, cells) = if i == 0 { (Some(dir), Some(cells)) } else { (need.map(|n| n.dir), need.map(|n| n.cells)) };
                match (dir, cells) {
                    (Some(dir), Some(cells)) => {
                        let direction = self::direction(tr, dir);
                        tr!(tr, "hint-why-frees", piece = name(this), direction = direction, cells = cells, next = name(next))
                    }
                    _ => tr!(tr, "hint-why-then-frees", piece = name(this), next = name(next)),
                }
            })
            .collect(),
    };
    tr!(tr, "hint-why", reason = links.join(&tr!(tr, "hint-why-separator")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn stars_never_exceed_three() {
        assert_eq!(super::stars(0), "☆☆☆");
        assert_eq!(super::stars(2), "★★☆");
        assert_eq!(super::stars(4), "★★★", "a hand-edited save cannot break the level select");
    }
}
