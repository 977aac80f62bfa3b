//! IDA*: depth-first searches bounded by f = g + h, the bound raised to the smallest f that exceeded
//! it. Memory is the current path only; the price is re-expanding states, so its budget counts
//! expansions. The DFS keeps an explicit stack so it can stop after any expansion and resume.

use super::heuristic::{Estimator, Heuristic};
use super::memory::Footprint;
use super::{Engine, Step};
use crate::keys::KeySet;
use crate::model::Metric;
use crate::rules::Rules;

struct Frame {
    key: u64,
    /// Unvisited successors, best estimate last.
    successors: Vec<(u32, u64)>,
}

pub(crate) struct IdaStar {
    estimator: Estimator,
    metric: Metric,
    start: u64,
    bound: u32,
    /// The smallest f seen above the bound in this iteration.
    next_bound: u32,
    stack: Vec<Frame>,
    /// Keys on the current path, so the DFS never walks in a circle.
    on_path: KeySet,
    expanded: u64,
    max_expansions: u64,
}

impl IdaStar {
    pub fn new(rules: &Rules, start: u64, metric: Metric, heuristic: Heuristic, max_expansions: u64) -> IdaStar {
        let estimator = Estimator::new(rules, metric, heuristic);
        let bound = estimator.estimate(rules, start);
        let mut ida = IdaStar {
            estimator,
            metric,
            start,
            bound,
            next_bound: u32::MAX,
            stack: Vec::new(),
            on_path: KeySet::default(),
            expanded: 0,
            max_expansions,
        };
        ida.push(rules, start);
        ida
    }

    fn push(&mut self, rules: &Rules, key: u64) {
        let mut successors = Vec::new();
        rules.for_each_successor(key, self.metric, |next| {
            successors.push((self.estimator.estimate(rules, next), next));
        });
        successors.sort_unstable_by_key(|&(estimate, _)| std::cmp::Reverse(estimate));
        self.on_path.insert(key);
        self.stack.push(Frame { key, successors });
    }

    fn pop(&mut self) {
        if let Some(frame) = self.stack.pop() {
            self.on_path.remove(&frame.key);
        }
    }
}

impl Engine for IdaStar {
    fn step(&mut self, rules: &Rules, budget: usize) -> Step {
        if self.expanded == 0 && rules.is_goal(self.start) {
            return Step::Found(vec![self.start]);
        }
        let mut work = 0;
        while work < budget {
            let g = self.stack.len() as u32; // depth of a child of the top frame
            let Some(frame) = self.stack.last_mut() else {
                if self.next_bound == u32::MAX {
                    return Step::Unsolvable;
                }
                self.bound = self.next_bound;
                self.next_bound = u32::MAX;
                self.push(rules, self.start);
                continue;
            };
            let Some((h, next)) = frame.successors.pop() else {
                self.pop();
                continue;
            };
            if self.on_path.contains(&next) {
                continue;
            }
            let f = g + h;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            if rules.is_goal(next) {
                let mut path: Vec<u64> = self.stack.iter().map(|f| f.key).collect();
                path.push(next);
                return Step::Found(path);
            }
            self.expanded += 1;
            work += 1;
            if self.expanded > self.max_expansions {
                return Step::LimitReached;
            }
            self.push(rules, next);
        }
        Step::Running
    }

    fn expanded(&self) -> u64 {
        self.expanded
    }

    fn stored(&self) -> u64 {
        self.stack.len() as u64
    }

    fn bytes(&self) -> usize {
        let frames: usize = self.stack.iter().map(|f| f.successors.bytes()).sum();
        frames + self.stack.bytes() + self.on_path.bytes()
    }
}
