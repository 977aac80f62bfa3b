//! Bidirectional breadth-first search: one frontier grows from the start, the other from every goal
//! state (each piece anywhere it fits, the target at its goal), always expanding the smaller side one
//! whole layer at a time. The first meeting is optimal: a layer from one side only finds paths one
//! longer than every path the previous layers could have found.

use super::tree::{ROOT, SearchTree};
use super::{Engine, Step};
use crate::model::{Metric, Pos};
use crate::rules::Rules;

pub(crate) struct Bidirectional {
    start: u64,
    metric: Metric,
    max_bytes: usize,
    /// `[forward, backward]`; the backward tree is seeded on the first step.
    sides: [SearchTree; 2],
    /// Per side: next node to expand and the end of the layer being expanded.
    head: [usize; 2],
    layer_end: [usize; 2],
    /// The side whose layer is being expanded.
    side: usize,
    seeded: bool,
    expanded: u64,
}

impl Bidirectional {
    pub fn new(start: u64, metric: Metric, max_bytes: usize) -> Bidirectional {
        Bidirectional {
            start,
            metric,
            max_bytes,
            sides: [SearchTree::with_root(start, 0), SearchTree::default()],
            head: [0, 0],
            layer_end: [1, 0],
            side: 0,
            seeded: false,
            expanded: 0,
        }
    }

    fn stored_total(&self) -> usize {
        self.sides[0].len() + self.sides[1].len()
    }

    fn peak(&self) -> usize {
        self.sides[0].peak().saturating_add(self.sides[1].peak())
    }

    /// The optimal path through `meet`, found by side `side` and already stored by the other.
    fn join(&self, side: usize, from: u32, meet: u64) -> Vec<u64> {
        let (fwd, bwd) = (&self.sides[0], &self.sides[1]);
        let (fwd_node, bwd_node) = if side == 0 {
            (Some(from), bwd.index.get(&meet).copied().expect("the meeting key is stored"))
        } else {
            (fwd.index.get(&meet).copied(), from)
        };
        let mut path = match fwd_node {
            Some(node) => fwd.path_to(node),
            None => Vec::new(),
        };
        if side == 0 {
            path.push(meet);
        }
        let mut back = bwd_node;
        while back != ROOT {
            let key = bwd.keys[back as usize];
            if path.last() != Some(&key) {
                path.push(key);
            }
            back = bwd.parent[back as usize];
        }
        path
    }
}

impl Engine for Bidirectional {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        if !self.seeded {
            self.seeded = true;
            if rules.is_goal(self.start) {
                return Step::Found(vec![self.start]);
            }
            let [forward, goals] = &mut self.sides;
            let room = self.max_bytes.saturating_sub(forward.peak());
            let complete = for_each_goal_state(rules, |key| {
                goals.insert(key, ROOT, 0);
                goals.peak() <= room
            });
            if !complete {
                return Step::LimitReached;
            }
            self.layer_end[1] = self.sides[1].len();
            return Step::Running;
        }
        for _ in 0..budget {
            if self.peak() > self.max_bytes {
                return Step::LimitReached;
            }
            if self.head[self.side] == self.layer_end[self.side] {
                // Layer done: continue with the smaller frontier.
                for s in 0..2 {
                    if self.head[s] == self.layer_end[s] {
                        self.layer_end[s] = self.sides[s].len();
                    }
                }
                let frontier = |s: usize| self.layer_end[s] - self.head[s];
                if frontier(0) == 0 || frontier(1) == 0 {
                    return Step::Unsolvable;
                }
                self.side = if frontier(0) <= frontier(1) { 0 } else { 1 };
            }
            let side = self.side;
            let node = self.head[side];
            self.head[side] += 1;
            self.expanded += 1;
            let (mine, theirs) = if side == 0 {
                let [a, b] = &mut self.sides;
                (a, &*b)
            } else {
                let [a, b] = &mut self.sides;
                (b, &*a)
            };
            let key = mine.keys[node];
            let depth = mine.depth[node] + 1;
            let mut meet = None;
            rules.for_each_successor(key, self.metric, |next| {
                if meet.is_none() {
                    if theirs.index.contains_key(&next) {
                        meet = Some(next);
                    } else {
                        mine.insert(next, node as u32, depth);
                    }
                }
            });
            if let Some(meet) = meet {
                return Step::Found(self.join(side, node as u32, meet));
            }
        }
        Step::Running
    }

    fn expanded(&self) -> u64 {
        self.expanded
    }

    fn stored(&self) -> u64 {
        self.stored_total() as u64
    }

    fn bytes(&self) -> usize {
        self.sides[0].bytes() + self.sides[1].bytes()
    }
}

/// Calls `visit` with every legal state whose target is at the goal and whose pieces are those of
/// `rules`, while `visit` returns true. Returns false if `visit` stopped it.
fn for_each_goal_state(rules: &Rules, mut visit: impl FnMut(u64) -> bool) -> bool {
    let board = rules.board();
    let target = board.target_index();
    let mut positions = board.positions();
    positions[target] = board.goal();
    // In field order, so interchangeable pieces come side by side and can be placed in ascending order.
    let mut order: Vec<usize> = (0..board.pieces().len()).filter(|&p| p != target).collect();
    order.sort_by_key(|&p| rules.field_of_piece(p));
    let taken = rules.walls() | rules.piece_cells(target, board.goal());
    place(rules, &order, 0, taken, &mut positions, &mut visit)
}

/// Places `order[i..]` in every free spot, each piece of an interchangeable group after the previous
/// one so every state is produced once; false once `emit` asks to stop.
fn place(
    rules: &Rules,
    order: &[usize],
    i: usize,
    taken: u64,
    positions: &mut Vec<Pos>,
    emit: &mut impl FnMut(u64) -> bool,
) -> bool {
    let Some(&p) = order.get(i) else { return emit(rules.key_of(positions)) };
    let home = positions[p];
    let after = (i > 0 && rules.interchangeable(order[i - 1], p)).then(|| positions[order[i - 1]]);
    for at in rules.positions_of_piece(p) {
        let cells = rules.piece_cells(p, at);
        let ordered = after.is_none_or(|prev| (at.y, at.x) > (prev.y, prev.x));
        if ordered && cells & taken == 0 {
            positions[p] = at;
            if !place(rules, order, i + 1, taken | cells, positions, emit) {
                positions[p] = home;
                return false;
            }
        }
    }
    positions[p] = home;
    true
}
