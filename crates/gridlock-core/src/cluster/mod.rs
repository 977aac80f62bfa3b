//! Cluster analysis: every state reachable from a position, and each one's exact distance to the
//! nearest goal, by retrograde breadth-first search from all goal states of the cluster. With it a hint
//! from any position is a table look-up, and the cluster's hardest state falls out for free.
//!
//! The cluster is first enumerated breadth-first from the start, so the first goal that pass reaches is
//! an optimal solution from the start: it is handed out at once ([`ClusterSearch::take_solution`]),
//! long before the analysis ends (Rush Hour Plus: after 0.14 s of 0.46 s), for hints from the start.

pub mod wire;

use super::keys::KeyMap;
use super::model::{Metric, Move, Pos};
use super::rules::Rules;
use super::solver::Limits;
use super::solver::memory::{Footprint, SLACK, human_bytes, peak, presized};

/// Distance of a state from which no goal can be reached.
const UNSOLVABLE: u16 = u16::MAX;

/// States the tables have room for from the start ([`presized`]), as many as a hash table of 2^13
/// buckets holds; most clusters are smaller.
const PRESIZED: usize = (1 << 13) / 8 * 7;
const PRESIZED_EDGES_PER_STATE: usize = 8;
/// What a presized state weighs: key, offset, parent, edges, and 8/7 of a hash bucket with its control
/// byte.
const PRESIZED_BYTES_PER_STATE: usize = 8 + 4 + 4 + 4 * PRESIZED_EDGES_PER_STATE + 20;

/// All states reachable from a start, with their distances to the goal.
#[derive(Clone, Debug)]
pub struct Cluster {
    metric: Metric,
    keys: Vec<u64>,
    index: KeyMap<u32>,
    distance: Vec<u16>,
    goals: usize,
}

/// Why a cluster could not be explored whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClusterError {
    /// Its tables would have grown past the memory budget.
    #[error(
        "limit reached: explored {states} states ({}) and the cluster goes on past the memory budget of {}",
        human_bytes(*bytes),
        human_bytes(*budget)
    )]
    LimitReached {
        /// States explored by then.
        states: usize,
        /// What the tables weighed by then.
        bytes: usize,
        /// The budget, in bytes.
        budget: usize,
    },
    /// Its cancel flag was raised.
    #[error("cancelled")]
    Cancelled,
}

enum Phase {
    /// Breadth-first enumeration; `head` is the next state to expand.
    Explore { head: usize },
    /// Retrograde search from the goals over the recorded edges; `queue` holds states in order of distance.
    Retrograde { distance: Vec<u16>, queue: Vec<u32>, head: usize, goals: usize },
}

/// A cluster analysis in progress; step it like a [`crate::solver::Solver`].
pub struct ClusterSearch {
    metric: Metric,
    max_bytes: usize,
    from: Vec<Pos>,
    keys: Vec<u64>,
    index: KeyMap<u32>,
    /// The graph, recorded while exploring so the retrograde pass neither regenerates nor hashes:
    /// state `i`'s neighbours are `edges[offsets[i]..offsets[i + 1]]`.
    edges: Vec<u32>,
    offsets: Vec<u32>,
    /// Each state's parent in the breadth-first pass, until the first goal is found (then emptied:
    /// empty means there is nothing more to look for).
    parent: Vec<u32>,
    /// The optimal path from the start to the first goal found, until taken.
    solution: Option<Vec<u64>>,
    phase: Phase,
}

impl ClusterSearch {
    /// Starts the analysis of `from`'s cluster; its tables may weigh up to `max_bytes`.
    pub fn new(rules: &Rules, from: &[Pos], metric: Metric, max_bytes: usize) -> ClusterSearch {
        let start = rules.key_of(from);
        let room = presized(PRESIZED, PRESIZED_BYTES_PER_STATE, max_bytes);
        let mut index = KeyMap::with_capacity_and_hasher(room, Default::default());
        index.insert(start, 0);
        let mut keys = Vec::with_capacity(room);
        keys.push(start);
        let mut offsets = Vec::with_capacity(room + 1);
        offsets.push(0);
        let solved = rules.is_goal(start);
        let mut parent = Vec::with_capacity(if solved { 0 } else { room });
        if !solved {
            parent.push(0);
        }
        ClusterSearch {
            metric,
            max_bytes,
            from: from.to_vec(),
            keys,
            index,
            edges: Vec::with_capacity(room * PRESIZED_EDGES_PER_STATE),
            offsets,
            parent,
            solution: solved.then(|| vec![start]),
            phase: Phase::Explore { head: 0 },
        }
    }

    /// An optimal solution from the start, once the breadth-first pass has reached a goal, and only
    /// once.
    pub fn take_solution(&mut self, rules: &Rules) -> Option<Vec<Move>> {
        let keys = self.solution.take()?;
        Some(rules.moves_along(&self.from, &keys, self.metric))
    }

    /// States found so far.
    pub fn states(&self) -> usize {
        self.keys.len()
    }

    /// What the tables weigh now.
    pub fn bytes(&self) -> usize {
        let retrograde = match &self.phase {
            Phase::Explore { .. } => 0,
            Phase::Retrograde { distance, queue, .. } => distance.bytes() + queue.bytes(),
        };
        self.keys.bytes() + self.index.bytes() + self.edges.bytes() + self.offsets.bytes() + self.parent.bytes() + retrograde
    }

    fn limit_reached(&self) -> ClusterError {
        ClusterError::LimitReached { states: self.keys.len(), bytes: self.bytes(), budget: self.max_bytes }
    }

    /// Runs about `budget` state expansions; `None` while the analysis goes on.
    pub fn step(&mut self, rules: &Rules, budget: usize) -> Option<Result<Cluster, ClusterError>> {
        match self.phase {
            Phase::Explore { head } => self.explore(rules, head, budget),
            Phase::Retrograde { .. } => self.retrograde(budget).map(Ok),
        }
    }

    fn explore(&mut self, rules: &Rules, mut head: usize, budget: usize) -> Option<Result<Cluster, ClusterError>> {
        let (keys, index, edges, offsets, parent) =
            (&mut self.keys, &mut self.index, &mut self.edges, &mut self.offsets, &mut self.parent);
        // The slice runs on into the states it finds itself: a frame does its whole budget, not just
        // the layer known when it began.
        let end = head.saturating_add(budget);
        while head < end && head < keys.len() {
            // Stop before an expansion could grow a table past the budget (or past u32 indices).
            let tables: [&dyn Footprint; 5] = [&*keys, &*index, &*edges, &*offsets, &*parent];
            if peak(&tables, SLACK) > self.max_bytes || edges.len() + SLACK >= u32::MAX as usize {
                return Some(Err(self.limit_reached()));
            }
            let known = keys.len();
            rules.for_each_successor(keys[head], self.metric, |next| {
                let node = keys.len() as u32;
                edges.push(*index.entry(next).or_insert_with(|| {
                    keys.push(next);
                    node
                }));
            });
            // The states this expansion found are its children (kept out of the closure above, which
            // stays small enough to inline: with them in it the analysis ran 13 % more instructions).
            if !parent.is_empty() {
                parent.resize(keys.len(), head as u32);
                if let Some(goal) = (known..keys.len()).find(|&i| rules.is_goal(keys[i])) {
                    self.solution = Some(path_to(goal as u32, parent, keys));
                    *parent = Vec::new();
                }
            }
            offsets.push(edges.len() as u32);
            head += 1;
        }
        if head < keys.len() {
            self.phase = Phase::Explore { head };
            return None;
        }
        self.parent = Vec::new();
        // The retrograde pass adds a distance and a queue entry per state.
        if self.bytes() + self.keys.len() * (size_of::<u16>() + size_of::<u32>()) > self.max_bytes {
            return Some(Err(self.limit_reached()));
        }
        let keys = &self.keys;
        let queue: Vec<u32> = (0..keys.len() as u32).filter(|&i| rules.is_goal(keys[i as usize])).collect();
        let mut distance = vec![UNSOLVABLE; keys.len()];
        for &goal in &queue {
            distance[goal as usize] = 0;
        }
        let goals = queue.len();
        self.phase = Phase::Retrograde { distance, queue, head: 0, goals };
        None
    }

    fn retrograde(&mut self, budget: usize) -> Option<Cluster> {
        let Phase::Retrograde { distance, queue, head, goals } = &mut self.phase else { return None };
        // Moves are reversible, so a state's successors are also its predecessors.
        let (edges, offsets) = (&self.edges, &self.offsets);
        let end = head.saturating_add(budget);
        while *head < end && *head < queue.len() {
            let node = queue[*head] as usize;
            *head += 1;
            let next_distance = distance[node] + 1;
            for &i in &edges[offsets[node] as usize..offsets[node + 1] as usize] {
                if distance[i as usize] == UNSOLVABLE {
                    distance[i as usize] = next_distance;
                    queue.push(i);
                }
            }
        }
        (*head == queue.len()).then(|| {
            self.edges = Vec::new();
            Cluster {
                metric: self.metric,
                keys: std::mem::take(&mut self.keys),
                index: std::mem::take(&mut self.index),
                distance: std::mem::take(distance),
                goals: *goals,
            }
        })
    }
}

/// The keys from the start (state 0) to state `node`, by the parents of the breadth-first pass.
fn path_to(node: u32, parent: &[u32], keys: &[u64]) -> Vec<u64> {
    let mut path = vec![keys[node as usize]];
    let mut at = node;
    while at != 0 {
        at = parent[at as usize];
        path.push(keys[at as usize]);
    }
    path.reverse();
    path
}

impl Cluster {
    /// Explores the whole cluster of `from` in one go, honouring the limits.
    pub fn explore(rules: &Rules, from: &[Pos], metric: Metric, limits: &Limits) -> Result<Cluster, ClusterError> {
        Self::explore_telling(rules, from, metric, limits, |_| ())
    }

    /// Like [`Cluster::explore`], and calls `solved` with an optimal solution from `from` as soon as
    /// there is one (see [`ClusterSearch::take_solution`]); not at all when no goal can be reached.
    pub fn explore_telling(
        rules: &Rules,
        from: &[Pos],
        metric: Metric,
        limits: &Limits,
        mut solved: impl FnMut(Vec<Move>),
    ) -> Result<Cluster, ClusterError> {
        let mut search = ClusterSearch::new(rules, from, metric, limits.max_bytes);
        loop {
            if limits.cancelled() {
                return Err(ClusterError::Cancelled);
            }
            let done = search.step(rules, 1 << 14);
            if let Some(moves) = search.take_solution(rules) {
                solved(moves);
            }
            if let Some(done) = done {
                return done;
            }
        }
    }

    /// The metric the distances are counted in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The number of states reachable from the start (the start included).
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no state was explored (never, for a cluster that was: the start is in it).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The smallest state key: the same from every position of the cluster, so with the rules it names
    /// the cluster.
    pub fn smallest_key(&self) -> u64 {
        self.keys.iter().copied().min().unwrap_or_default()
    }

    /// How many of them are goal states.
    pub fn goal_states(&self) -> usize {
        self.goals
    }

    /// The distance to the nearest goal of state `key`; `None` outside the cluster or if unsolvable.
    pub fn distance(&self, key: u64) -> Option<u32> {
        let &i = self.index.get(&key)?;
        let d = self.distance[i as usize];
        (d != UNSOLVABLE).then_some(d as u32)
    }

    /// Every solvable state with its distance to the goal, in the order the search found them (the same
    /// on every run).
    pub fn solvable(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.keys.iter().zip(&self.distance).filter(|(_, d)| **d != UNSOLVABLE).map(|(&key, &d)| (key, d as u32))
    }

    /// A state farthest from the goal, with its distance (`None` when the cluster is unsolvable).
    /// Ties go to the state found first, so the result is deterministic.
    pub fn hardest(&self) -> Option<(u64, u32)> {
        let (i, &d) = self
            .distance
            .iter()
            .enumerate()
            .filter(|(_, d)| **d != UNSOLVABLE)
            .max_by_key(|&(i, d)| (*d, std::cmp::Reverse(i)))?;
        Some((self.keys[i], d as u32))
    }

    /// Every move from a labelled layout that brings it one step closer to the goal.
    pub fn best_moves(&self, rules: &Rules, positions: &[Pos]) -> Vec<Move> {
        let Some(here) = self.distance(rules.key_of(positions)) else { return Vec::new() };
        rules
            .moves(positions, self.metric)
            .into_iter()
            .filter(|mv| self.distance(rules.key_of(&Rules::apply(positions, mv))) == Some(here.wrapping_sub(1)))
            .collect()
    }

    /// An optimal solution from a labelled layout, by following the distances down.
    pub fn solution_from(&self, rules: &Rules, positions: &[Pos]) -> Option<Vec<Move>> {
        let mut at = positions.to_vec();
        let mut moves = Vec::new();
        while self.distance(rules.key_of(&at))? > 0 {
            let mv = *self.best_moves(rules, &at).first()?;
            at[mv.piece] = mv.to;
            moves.push(mv);
        }
        Some(moves)
    }
}
