//! Breadth-first search: the reference every other solver must agree with. On a board that is its own
//! mirror image it stores one key per state and mirror-image pair ([`Rules::canonical`]), half the work.
//! It runs over any [`Space`] of keys: the rules' own, or a classic Huarongdao board's layouts
//! ([`super::huarongdao`]).

use super::tree::{ROOT, SearchTree};
use super::{Engine, Step};
use crate::model::Metric;
use crate::rules::Rules;

/// The states a breadth-first search walks, as keys.
pub(crate) trait Space {
    /// One key for a state and its mirror image, where the board is its own mirror image.
    fn canonical(&self, key: u64) -> u64;
    fn is_goal(&self, key: u64) -> bool;
    fn for_each_successor(&self, key: u64, metric: Metric, visit: impl FnMut(u64));
}

impl Space for Rules {
    #[inline]
    fn canonical(&self, key: u64) -> u64 {
        Rules::canonical(self, key)
    }

    #[inline]
    fn is_goal(&self, key: u64) -> bool {
        Rules::is_goal(self, key)
    }

    #[inline]
    fn for_each_successor(&self, key: u64, metric: Metric, visit: impl FnMut(u64)) {
        Rules::for_each_successor(self, key, metric, visit)
    }
}

pub(crate) struct Bfs {
    tree: SearchTree,
    head: usize,
    metric: Metric,
    max_bytes: usize,
}

impl Bfs {
    pub fn new(space: &impl Space, start: u64, metric: Metric, max_bytes: usize) -> Bfs {
        Bfs { tree: SearchTree::with_root(space.canonical(start), max_bytes), head: 0, metric, max_bytes }
    }

    /// Expands about `budget` states of `space`; a path found is of `space`'s keys.
    pub fn search(&mut self, space: &impl Space, budget: usize) -> Step {
        if self.head == 0 && space.is_goal(self.tree.keys[0]) {
            return Step::Found(self.tree.path_to(0));
        }
        let end = self.head.saturating_add(budget);
        while self.head < end {
            if !self.tree.stays_within(self.max_bytes) {
                return Step::LimitReached;
            }
            let Some(&key) = self.tree.keys.get(self.head) else { return Step::Unsolvable };
            let node = self.head as u32;
            let depth = self.tree.depth[self.head] + 1;
            // Every move can be taken back, so one successor is the parent: known without a look-up.
            let parent = self.tree.parent[self.head];
            let back = (parent != ROOT).then(|| self.tree.keys[parent as usize]);
            self.head += 1;
            let mut found = ROOT;
            let tree = &mut self.tree;
            space.for_each_successor(key, self.metric, |next| {
                let next_key = space.canonical(next);
                if found == ROOT
                    && Some(next_key) != back
                    && let Some(child) = tree.insert(next_key, node, depth)
                    && space.is_goal(next)
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
}

impl Engine for Bfs {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        self.search(rules, budget)
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
