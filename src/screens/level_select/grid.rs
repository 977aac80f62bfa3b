//! Where the level select puts each tier's heading and each level's card, and where the keyboard's
//! cursor goes from a card. Pure geometry (content coordinates, top-left origin), so the screen can
//! draw only what is in view — a pack holds hundreds of levels — and the tests can check it.

use crate::catalog::Section;
use bevy_egui::egui::{Rect, pos2, vec2};
use std::ops::Range;

pub const CARD_WIDTH: f32 = 236.0;
pub const CARD_HEIGHT: f32 = 88.0;
pub const GAP: f32 = 10.0;
pub const HEADING_HEIGHT: f32 = 44.0;

/// A pack laid out for a width: headings and cards, in rows.
#[derive(Debug)]
pub struct Grid {
    pub height: f32,
    /// Each section's heading: its top edge.
    pub headings: Vec<(Section, f32)>,
    /// Catalog index and place of every card, in order.
    cards: Vec<(usize, Rect)>,
    /// Positions in `cards`, row by row.
    rows: Vec<Range<usize>>,
}

/// A move of the keyboard's cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
    /// Up or down by this many rows.
    PageUp(usize),
    PageDown(usize),
    First,
    Last,
}

impl Grid {
    pub fn new(sections: &[Section], width: f32) -> Grid {
        let columns = (((width + GAP) / (CARD_WIDTH + GAP)).floor() as usize).max(1);
        // The columns share the whole width (a tablet's two or three cards leave no empty strip); one
        // column (a phone held upright) takes it up to two cards' width.
        let card_width = if columns == 1 { width.min(2.0 * CARD_WIDTH) } else { (width + GAP) / columns as f32 - GAP };
        let (mut headings, mut cards, mut rows) = (Vec::new(), Vec::new(), Vec::new());
        let mut y = 0.0;
        for section in sections {
            headings.push((section.clone(), y));
            y += HEADING_HEIGHT;
            let indices: Vec<usize> = section.levels.clone().collect();
            for row in indices.chunks(columns) {
                rows.push(cards.len()..cards.len() + row.len());
                for (column, &index) in row.iter().enumerate() {
                    let min = pos2(column as f32 * (card_width + GAP), y);
                    cards.push((index, Rect::from_min_size(min, vec2(card_width, CARD_HEIGHT))));
                }
                y += CARD_HEIGHT + GAP;
            }
            y += GAP;
        }
        Grid { height: y, headings, cards, rows }
    }

    /// The cards that meet `viewport`.
    pub fn visible(&self, viewport: Rect) -> impl Iterator<Item = (usize, Rect)> + '_ {
        self.cards.iter().copied().filter(move |(_, rect)| rect.intersects(viewport))
    }

    /// Where a level's card is, if it is in this pack.
    pub fn card(&self, index: usize) -> Option<Rect> {
        self.cards.iter().find(|(i, _)| *i == index).map(|(_, rect)| *rect)
    }

    /// The level the cursor lands on when it takes `step` from the card of `from` (or from the
    /// first card, if `from` is not in this pack). Rows keep the column where they can.
    pub fn step(&self, from: usize, step: Step) -> Option<usize> {
        let last = self.cards.len().checked_sub(1)?;
        let Some(at) = self.cards.iter().position(|(i, _)| *i == from) else { return Some(self.cards[0].0) };
        let row = self.rows.iter().position(|r| r.contains(&at)).expect("every card is in a row");
        let column = at - self.rows[row].start;
        let to_row = |target: usize| {
            let r = &self.rows[target.min(self.rows.len() - 1)];
            (r.start + column).min(r.end - 1)
        };
        let to = match step {
            Step::Left => at.saturating_sub(1),
            Step::Right => (at + 1).min(last),
            Step::Up => to_row(row.saturating_sub(1)),
            Step::Down => to_row(row + 1),
            Step::PageUp(rows) => to_row(row.saturating_sub(rows.max(1))),
            Step::PageDown(rows) => to_row(row + rows.max(1)),
            Step::First => 0,
            Step::Last => last,
        };
        Some(self.cards[to].0)
    }

    /// How many rows of cards fit in a viewport this tall.
    pub fn rows_in(height: f32) -> usize {
        ((height / (CARD_HEIGHT + GAP)).floor() as usize).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::tier_sections;
    use gridlock_core::level::Tier;

    /// Two tiers: 5 beginner levels (10..15), 3 intermediate (15..18), three cards to a row.
    fn grid() -> Grid {
        let tiers = tier_sections(10..18, |i| if i < 15 { Tier::Beginner } else { Tier::Intermediate });
        Grid::new(&tiers, 3.0 * CARD_WIDTH + 2.0 * GAP + 5.0)
    }

    #[test]
    fn tiers_become_headed_sections_of_rows() {
        let grid = grid();
        let tiers: Vec<(Tier, Range<usize>)> = grid.headings.iter().map(|(s, _)| (s.tier, s.levels.clone())).collect();
        assert_eq!(tiers, [(Tier::Beginner, 10..15), (Tier::Intermediate, 15..18)]);
        assert_eq!(grid.card(13).unwrap().min, pos2(0.0, HEADING_HEIGHT + CARD_HEIGHT + GAP), "second row, first column");
        let second_heading = grid.headings[1].1;
        assert_eq!(second_heading, HEADING_HEIGHT + 2.0 * (CARD_HEIGHT + GAP) + GAP);
        assert_eq!(grid.card(15).unwrap().min.y, second_heading + HEADING_HEIGHT);
        assert_eq!(grid.height, second_heading + HEADING_HEIGHT + CARD_HEIGHT + 2.0 * GAP);
    }

    #[test]
    fn only_cards_in_view_are_drawn() {
        let grid = grid();
        let top_row = Rect::from_min_size(pos2(0.0, 0.0), vec2(2000.0, HEADING_HEIGHT + CARD_HEIGHT));
        assert_eq!(grid.visible(top_row).map(|(i, _)| i).collect::<Vec<_>>(), [10, 11, 12]);
    }

    #[test]
    fn the_cursor_keeps_its_column_across_rows_and_tiers() {
        let grid = grid();
        assert_eq!(grid.step(12, Step::Down), Some(14), "a shorter row: its last card");
        assert_eq!(grid.step(14, Step::Down), Some(16), "into the next tier, same column");
        assert_eq!(grid.step(16, Step::Up), Some(14));
        assert_eq!(grid.step(12, Step::Right), Some(13), "right wraps to the next row");
        assert_eq!(grid.step(10, Step::Left), Some(10));
        assert_eq!(grid.step(17, Step::Right), Some(17));
        assert_eq!(grid.step(11, Step::PageDown(5)), Some(16), "a page past the end stops on the last row");
        assert_eq!(grid.step(17, Step::PageUp(2)), Some(12));
        assert_eq!((grid.step(14, Step::First), grid.step(11, Step::Last)), (Some(10), Some(17)));
        assert_eq!(grid.step(99, Step::Down), Some(10), "from outside the pack: its first level");
        assert_eq!(Grid::new(&[], 800.0).step(1, Step::Down), None);
    }

    #[test]
    fn on_a_phone_one_column_of_cards_takes_the_width() {
        let tiers = tier_sections(10..13, |_| Tier::Beginner);
        let phone = Grid::new(&tiers, 374.0);
        let cards: Vec<Rect> = (10..13).map(|i| phone.card(i).unwrap()).collect();
        assert!(cards.iter().all(|card| card.min.x == 0.0 && card.width() == 374.0), "{cards:?}");
        assert_eq!(Grid::new(&tiers, 200.0).card(10).unwrap().width(), 200.0, "never wider than the room");
    }

    #[test]
    fn on_a_tablet_the_columns_share_the_whole_width() {
        let tiers = tier_sections(10..13, |_| Tier::Beginner);
        // 750 points: three cards a little wider than their least, no strip left over.
        let tablet = Grid::new(&tiers, 750.0);
        let (first, last) = (tablet.card(10).unwrap(), tablet.card(12).unwrap());
        assert_eq!(first.min.x, 0.0);
        assert!((last.max.x - 750.0).abs() < 1e-3, "{last:?}");
        assert!(first.width() > CARD_WIDTH && (first.width() - last.width()).abs() < 1e-3);
        // Two columns where three do not fit: each half the width.
        let two = Grid::new(&tiers, 600.0);
        assert!((two.card(11).unwrap().max.x - 600.0).abs() < 1e-3 && two.card(12).unwrap().min.x == 0.0);
    }
}
