//! A* over unit-cost moves with a bucket queue indexed by f = g + h. Within a bucket the newest node
//! is expanded first, which favours deeper nodes and reaches the goal with fewer expansions. States are
//! stored by [`Rules::canonical`] key: a state and its mirror image are the same distance from the goal
//! and get the same estimate (the heuristics only see the target's distance to a symmetric goal and the
//! pieces on symmetric cells), so the search stays optimal on half the states.

use super::heuristic::{Estimator, Heuristic};
use super::memory::{Footprint, SLACK, peak};
use super::tree::SearchTree;
use super::{Engine, Step};
use crate::model::Metric;
use crate::rules::Rules;

pub(crate) struct AStar {
    tree: SearchTree,
    estimator: Estimator,
    /// The heuristic of each node of the tree, computed once when the node is first seen.
    h: Vec<u32>,
    /// `buckets[f]` holds nodes whose f was `f` when pushed.
    buckets: Vec<Vec<u32>>,
    f: usize,
    metric: Metric,
    /// Fields in the order their successors are generated (last generated = first expanded).
    order: Option<Vec<usize>>,
    expanded: u64,
    /// Entries ever pushed into the buckets: a bound on what they hold.
    pushed: usize,
    max_bytes: usize,
}

impl AStar {
    pub fn new(
        rules: &Rules,
        start: u64,
        metric: Metric,
        heuristic: Heuristic,
        order: Option<Vec<usize>>,
        max_bytes: usize,
    ) -> AStar {
        let start = rules.canonical(start);
        let estimator = Estimator::new(rules, metric, heuristic);
        let h = estimator.estimate(rules, start);
        let mut buckets = vec![Vec::new(); h as usize + 1];
        buckets[h as usize].push(0);
        AStar {
            tree: SearchTree::with_root(start, max_bytes),
            estimator,
            h: vec![h],
            buckets,
            f: h as usize,
            metric,
            order,
            expanded: 0,
            pushed: 1,
            max_bytes,
        }
    }

    fn push(&mut self, node: u32, f: usize) {
        if self.buckets.len() <= f {
            self.buckets.resize_with(f + 1, Vec::new);
        }
        self.buckets[f].push(node);
        self.pushed += 1;
    }

    /// What the search may weigh while one more state is expanded: the tree, the estimates, and
    /// the buckets (counted at twice the entries pushed, for their spare capacity).
    fn peak(&self) -> usize {
        let buckets = (self.pushed + SLACK) * 2 * std::mem::size_of::<u32>();
        self.tree.peak().saturating_add(peak(&[&self.h], SLACK)).saturating_add(buckets)
    }
}

impl Engine for AStar {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        let mut successors = Vec::new();
        for _ in 0..budget {
            if self.peak() > self.max_bytes {
                return Step::LimitReached;
            }
            let node = loop {
                match self.buckets.get_mut(self.f) {
                    None => return Step::Unsolvable,
                    Some(bucket) => match bucket.pop() {
                        Some(node) => break node,
                        None => self.f += 1,
                    },
                }
            };
            let key = self.tree.keys[node as usize];
            let g = self.tree.depth[node as usize];
            // A node re-pushed with a better g leaves a stale entry behind; skip it.
            if g as usize + self.h[node as usize] as usize != self.f {
                continue;
            }
            if rules.is_goal(key) {
                return Step::Found(self.tree.path_to(node));
            }
            self.expanded += 1;
            successors.clear();
            match &self.order {
                None => rules.for_each_successor(key, self.metric, |next| successors.push(rules.canonical(next))),
                Some(order) => {
                    rules.for_each_successor_in(key, self.metric, order, |next| successors.push(rules.canonical(next)))
                }
            }
            for &next in &successors {
                let child = match self.tree.index.get(&next).copied() {
                    Some(seen) if self.tree.depth[seen as usize] <= g + 1 => continue,
                    Some(seen) => {
                        self.tree.depth[seen as usize] = g + 1;
                        self.tree.parent[seen as usize] = node;
                        seen
                    }
                    None => {
                        self.h.push(self.estimator.estimate(rules, next));
                        self.tree.insert(next, node, g + 1).expect("key was not stored")
                    }
                };
                let f = (g + 1) as usize + self.h[child as usize] as usize;
                self.push(child, f);
            }
        }
        Step::Running
    }

    fn expanded(&self) -> u64 {
        self.expanded
    }

    fn stored(&self) -> u64 {
        self.tree.len() as u64
    }

    fn bytes(&self) -> usize {
        self.tree.bytes() + self.h.bytes() + self.buckets.iter().map(|b| b.bytes()).sum::<usize>()
    }
}
