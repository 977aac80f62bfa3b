//! Breadth-first search: the reference every other solver must agree with. On a board that is its own
//! mirror image it stores one key per state and mirror-image pair ([`Rules::canonical`]), half the work.

use super::tree::{ROOT, SearchTree};
use super::{Engine, Step};
use crate::model::Metric;
use crate::rules::Rules;

pub(crate) struct Bfs {
    tree: SearchTree,
    head: usize,
    metric: Metric,
    max_bytes: usize,
}

impl Bfs {
    pub fn new(rules: &Rules, start: u64, metric: Metric, max_bytes: usize) -> Bfs {
        Bfs { tree: SearchTree::with_root(rules.canonical(start), max_bytes), head: 0, metric, max_bytes }
    }
}

impl Engine for Bfs {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        if self.head == 0 && rules.is_goal(self.tree.keys[0]) {
            return Step::Found(self.tree.path_to(0));
        }
        let end = self.head.saturating_add(budget);
        while self.head < end {
            if self.tree.peak() > self.max_bytes {
                return Step::LimitReached;
            }
            let Some(&key) = self.tree.keys.get(self.head) else { return Step::Unsolvable };
            let node = self.head as u32;
            let depth = self.tree.depth[self.head] + 1;
            self.head += 1;
            let mut found = ROOT;
            let tree = &mut self.tree;
            rules.for_each_successor(key, self.metric, |next| {
                if found == ROOT
                    && let Some(child) = tree.insert(rules.canonical(next), node, depth)
                    && rules.is_goal(next)
                {
                    found = child;
                }
            });
            if found != ROOT {
                return Step::Found(self.tree.path_to(found));
            }
        }
        Step::Running
    }

    fn expanded(&self) -> u64 {
        self.head as u64
    }

    fn stored(&self) -> u64 {
        self.tree.len() as u64
    }

    fn bytes(&self) -> usize {
        self.tree.bytes()
    }
}
