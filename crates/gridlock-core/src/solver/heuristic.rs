//! Admissible, consistent lower bounds on the distance to the goal, in every metric.
//!
//! *Distance*: what the target alone still needs (cells for `steps`; straight lines for `slides`; one
//! move for `moves`). *Blockers*: how many other pieces cover cells the target must pass through (a
//! vehicle's corridor to the exit; for a free block, its goal cells): each must move at least once, and
//! a target move never changes that count. They count different pieces' moves, so their *sum* is still a
//! lower bound; *max* is the classic weaker combination.

use crate::model::{Metric, Movement, Pos};
use crate::rules::{Rules, rect_mask, sweep_mask};

/// A lower bound on the moves left, for A* and IDA*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// The target's distance to its goal in the search's metric (cells; a slide per axis; one move).
    Distance,
    /// The other pieces on the cells the target must cross to reach its goal.
    Blockers,
    /// The larger of the two.
    Max,
    /// The two added: every blocker must move once, and the target as well (the default).
    Sum,
}

/// Precomputed tables for one board and metric.
pub(crate) struct Estimator {
    heuristic: Heuristic,
    metric: Metric,
    goal: Pos,
    /// Cells other pieces must clear, indexed by the target's top-left cell.
    corridor: Vec<u64>,
    target: usize,
}

impl Estimator {
    pub fn new(rules: &Rules, metric: Metric, heuristic: Heuristic) -> Estimator {
        let board = rules.board();
        let target = board.target_index();
        let t = board.target();
        let goal = board.goal();
        let corridor = (0..board.width() as usize * board.height() as usize)
            .map(|cell| {
                let at = Pos::new((cell % board.width() as usize) as u8, (cell / board.width() as usize) as u8);
                if at.x + t.width() > board.width() || at.y + t.height() > board.height() {
                    return 0;
                }
                let here = rect_mask(board.width(), at, t.size);
                let need = match t.movement {
                    // A vehicle sweeps every cell between here and the goal.
                    Movement::Horizontal | Movement::Vertical => sweep_mask(board.width(), at, goal, t.size),
                    // A free block can go round obstacles; only its goal cells are certain.
                    Movement::Free => rect_mask(board.width(), goal, t.size),
                };
                need & !here
            })
            .collect();
        Estimator { heuristic, metric, goal, corridor, target }
    }

    fn distance(&self, at: Pos) -> u32 {
        let (dx, dy) = (at.x.abs_diff(self.goal.x) as u32, at.y.abs_diff(self.goal.y) as u32);
        match self.metric {
            Metric::Steps => dx + dy,
            Metric::Slides => (dx > 0) as u32 + (dy > 0) as u32,
            Metric::Moves => (dx + dy > 0) as u32,
        }
    }

    fn blockers(&self, rules: &Rules, key: u64, at: Pos) -> u32 {
        let corridor = self.corridor[at.y as usize * rules.width() as usize + at.x as usize];
        if corridor == 0 {
            return 0;
        }
        let mut blockers = 0;
        rules.for_each_piece_cells(key, |p, cells| blockers += (p != self.target && cells & corridor != 0) as u32);
        blockers
    }

    #[inline]
    pub fn estimate(&self, rules: &Rules, key: u64) -> u32 {
        let at = rules.target_pos(key);
        match self.heuristic {
            Heuristic::Distance => self.distance(at),
            Heuristic::Blockers => self.blockers(rules, key, at),
            Heuristic::Max => self.distance(at).max(self.blockers(rules, key, at)),
            Heuristic::Sum => self.distance(at) + self.blockers(rules, key, at),
        }
    }
}
