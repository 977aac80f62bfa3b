//! A classic Huarongdao board — 4×5, no walls, one 2×2 target that leaves at the bottom centre, the
//! rest 1×2, 2×1 and 1×1 blocks, alike by shape — searched on the keys of the whole-space enumerator
//! ([`crate::klotski_space`]): one field per shape, a move a few flipped bits, the movable blocks
//! found at once and the mirror image a dozen bit operations. The rules' keys, made for any board,
//! pay a table walk per group member. The path found is turned back into the rules' keys.

use super::bfs::{Bfs, Space};
use super::{Engine, Step};
use crate::klotski_space::{Shape, for_each_neighbour, is_goal, layout_of, mirror};
use crate::model::{Metric, Movement, Pos};
use crate::rules::Rules;

/// A classic board's layouts as a search space: its pieces by shape, to turn a layout back into the
/// rules' key.
pub(crate) struct Layouts {
    /// Per shape (in [`Shape::ALL`]'s order), its pieces in board order.
    pieces: [Vec<usize>; 4],
}

impl Layouts {
    /// The board's layouts, if it is a classic board the rules see as its own mirror image.
    pub fn of(rules: &Rules) -> Option<Layouts> {
        let board = rules.board();
        if board.width() != 4 || board.height() != 5 || !board.walls().is_empty() || !rules.is_symmetric() {
            return None;
        }
        let mut pieces: [Vec<usize>; 4] = Default::default();
        for (p, piece) in board.pieces().iter().enumerate() {
            let shape = Shape::of_size(piece.size).filter(|_| piece.movement == Movement::Free)?;
            pieces[shape as usize].push(p);
        }
        let [square, ..] = &pieces;
        let classic = *square == [board.target_index()]
            && board.goal() == Pos::new(1, 3)
            && pieces.iter().all(|same| same.iter().all(|&p| rules.interchangeable(p, same[0])));
        classic.then_some(Layouts { pieces })
    }

    /// The layout of the rules' state `key`.
    fn layout_of(&self, rules: &Rules, key: u64) -> u64 {
        layout_of(rules.board(), &rules.layout_of(key)).expect("a classic board's pieces are a layout's blocks")
    }

    /// The rules' key of `layout`: each shape's pieces on its blocks' cells in order (pieces of one
    /// shape are interchangeable, so any order names the same state).
    fn rules_key(&self, rules: &Rules, layout: u64) -> u64 {
        let mut positions = rules.board().positions();
        for (shape, pieces) in Shape::ALL.into_iter().zip(&self.pieces) {
            for (&p, cell) in pieces.iter().zip(shape.cells_of(layout)) {
                positions[p] = Pos::new((cell % 4) as u8, (cell / 4) as u8);
            }
        }
        rules.key_of(&positions)
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
        let start = layouts.layout_of(rules, start);
        HuarongdaoBfs { bfs: Bfs::new(&layouts, start, metric, max_bytes), layouts }
    }
}

impl Engine for HuarongdaoBfs {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        match self.bfs.search(&self.layouts, budget) {
            Step::Found(path) => Step::Found(path.into_iter().map(|layout| self.layouts.rules_key(rules, layout)).collect()),
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
