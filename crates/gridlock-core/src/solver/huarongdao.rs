//! A classic Huarongdao board — 4×5, no walls, one 2×2 target that leaves at the bottom centre, the
//! rest 1×2, 2×1 and 1×1 blocks, alike by shape — searched on the keys of the whole-space enumerator
//! ([`crate::klotski_space`]): one field per shape, a move a few flipped bits, the movable blocks
//! found at once and the mirror image a dozen bit operations. The rules' keys, made for any board,
//! pay a table walk per group member. The path found is turned back into the rules' keys.

use super::bfs::{Bfs, Space};
use super::{Engine, Step};
use crate::klotski_space::{for_each_neighbour, is_goal, layout_of, mirror, positions_of};
use crate::model::{Metric, Movement, Pos};
use crate::rules::Rules;

/// A classic board's layouts as a search space.
pub(crate) struct Layouts;

impl Layouts {
    /// The board's layouts, if it is a classic board the rules see as its own mirror image.
    pub fn of(rules: &Rules) -> Option<Layouts> {
        let board = rules.board();
        let pieces = board.pieces();
        // Pieces alike in shape must share a field, so a layout names one state of the rules.
        let alike = |p: usize| (0..p).find(|&q| pieces[q].size == pieces[p].size).is_none_or(|q| rules.interchangeable(p, q));
        let classic = board.width() == 4
            && board.height() == 5
            && board.walls().is_empty()
            && rules.is_symmetric()
            && layout_of(board, &board.positions()).is_some()
            && board.target().size == (2, 2)
            && board.goal() == Pos::new(1, 3)
            && pieces.iter().all(|piece| piece.movement == Movement::Free)
            && (0..pieces.len()).all(alike);
        classic.then_some(Layouts)
    }
}

impl Space for Layouts {
    #[inline]
    fn canonical(&self, key: u64) -> u64 {
        key.min(mirror(key))
    }

    #[inline]
    fn is_goal(&self, key: u64) -> bool {
        is_goal(key)
    }

    #[inline]
    fn for_each_successor(&self, key: u64, metric: Metric, visit: impl FnMut(u64)) {
        for_each_neighbour(key, metric, visit)
    }
}

/// Breadth-first search over a classic board's layouts.
pub(crate) struct HuarongdaoBfs {
    bfs: Bfs,
    layouts: Layouts,
}

impl HuarongdaoBfs {
    pub fn new(rules: &Rules, layouts: Layouts, start: u64, metric: Metric, max_bytes: usize) -> HuarongdaoBfs {
        let start = layout_of(rules.board(), &rules.layout_of(start)).expect("a classic board's pieces are a layout's blocks");
        HuarongdaoBfs { bfs: Bfs::new(&layouts, start, metric, max_bytes), layouts }
    }
}

impl Engine for HuarongdaoBfs {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        match self.bfs.search(&self.layouts, budget) {
            // Pieces alike in shape are interchangeable, so any of them standing on a block names the state.
            Step::Found(path) => {
                Step::Found(path.into_iter().map(|layout| rules.key_of(&positions_of(rules.board(), layout))).collect())
            }
            step => step,
        }
    }

    fn expanded(&self) -> u64 {
        self.bfs.expanded()
    }

    fn stored(&self) -> u64 {
        self.bfs.stored()
    }

    fn bytes(&self) -> usize {
        self.bfs.bytes()
    }
}
