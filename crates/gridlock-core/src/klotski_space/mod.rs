//! Every Huarongdao (Klotski) layout and its groups: the whole 4×5 space as dnomd343/klotski defines
//! it — one 2×2 block, any mix of 1×2, 2×1 and 1×1 blocks, at least two empty cells —, split into
//! groups (layouts reachable from each other; a move never changes the mix, so each mix splits on its
//! own), and in each group the layouts farthest from a solution (the 2×2 block at the bottom centre),
//! in the classic count of moves. Computed from scratch: no stored seeds or sizes.
//!
//! Per mix: its layouts are listed in common-code order and numbered by a computed index (no table of
//! every layout: `index.rs`). One breadth-first search from every solution at once gives each layout
//! of a solvable group its distance, each solution's search a label of its own, joined with another
//! where the two meet (union–find): the joined labels are the groups. A plain search from each layout
//! still unreached then labels the groups without a solution. One pass, no recorded graph. Mixes are
//! independent, so they spread over threads.

mod classic;
mod index;
mod layout;
mod moves;
#[cfg(test)]
mod tests;

pub use classic::ClassicDraw;
pub use layout::{Mix, Shape, board_string, common_code, common_code_value, is_goal, layout_of, layouts, mirror, positions_of};
use layout::{singles_of, square_cell};
pub use moves::for_each_neighbour;
use moves::for_each_neighbour_by_kind;

use crate::labels::Labels;
use crate::model::Metric;
use index::Index;
use rayon::prelude::*;

/// One group of layouts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Its number among its mix's groups: by size, largest first, then by its smallest common code
    /// (dnomd343/klotski's `group_id`).
    pub id: u32,
    /// How many layouts it holds.
    pub size: u32,
    /// Its smallest layout (by common code).
    pub seed: u64,
    /// The most moves any of its layouts needs, and those layouts (smallest common code first);
    /// `None` when no layout of the group is a solution.
    pub farthest: Option<(u32, Vec<u64>)>,
}

/// A mix and its groups.
#[derive(Clone, Debug)]
pub struct MixGroups {
    /// dnomd343/klotski's `type_id`: the mix's place in [`Mix::all`].
    pub type_id: u32,
    /// The blocks besides the 2×2.
    pub mix: Mix,
    /// How many layouts the mix has.
    pub layouts: u32,
    /// Its groups, in their numbers' order.
    pub groups: Vec<Group>,
}

/// Every mix's groups, mixes spread over the current rayon pool (largest first, so the last to
/// finish are small), returned in `type_id` order.
pub fn every_group() -> Vec<MixGroups> {
    let mut mixes: Vec<(u32, Mix)> = Mix::all().into_iter().enumerate().map(|(i, mix)| (i as u32, mix)).collect();
    mixes.sort_by(|a, b| a.1.rough_size().total_cmp(&b.1.rough_size()).reverse());
    let mut done: Vec<MixGroups> = mixes.into_par_iter().with_max_len(1).map(|(type_id, mix)| groups_of(type_id, mix)).collect();
    done.sort_by_key(|m| m.type_id);
    done
}

/// A mix's layouts, numbered ([`Index`]), and the layouts by number.
fn numbered(mix: Mix) -> (Index, Vec<u64>) {
    let listed = layouts(mix);
    let index = Index::new(mix, &listed);
    assert_eq!(index.len(), listed.len(), "every layout of {mix:?} numbered once");
    let mut keys = vec![0; listed.len()];
    for &key in &listed {
        keys[index.of(key) as usize] = key;
    }
    (index, keys)
}

/// One search from every solution of the mix at once: each layout of a solvable group gets its
/// distance from the nearest solution, and the searches from the solutions of one group are joined
/// where they meet.
fn from_every_solution(index: &Index, keys: &[u64]) -> Search {
    let mut search = Search::new(keys.len());
    search.from(index, keys.iter().enumerate().filter(|(_, k)| is_goal(**k)).map(|(n, &k)| (n as u32, k)));
    search
}

/// Calls `visit` with every solvable layout of `mix` and the moves it needs.
pub fn for_each_solvable(mix: Mix, mut visit: impl FnMut(u64, u32)) {
    let (index, keys) = numbered(mix);
    let search = from_every_solution(&index, &keys);
    for (&key, &state) in keys.iter().zip(&search.state) {
        if state != UNSEEN {
            visit(key, state >> LABEL_BITS);
        }
    }
}

/// The groups of one mix.
pub fn groups_of(type_id: u32, mix: Mix) -> MixGroups {
    let (index, keys) = numbered(mix);
    let mut search = from_every_solution(&index, &keys);
    let solvable_labels = search.labels();
    // Then each group without a solution, from its first layout.
    for (number, &key) in keys.iter().enumerate() {
        if search.state[number] == UNSEEN {
            search.from(&index, std::iter::once((number as u32, key)));
        }
    }
    let mut groups = search.groups(&keys, solvable_labels);
    // Largest first, then by seed: dnomd343/klotski's numbering.
    groups.sort_by_cached_key(|g| (std::cmp::Reverse(g.size), common_code_value(g.seed)));
    for (id, group) in groups.iter_mut().enumerate() {
        group.id = id as u32;
    }
    MixGroups { type_id, mix, layouts: keys.len() as u32, groups }
}

/// A layout not reached yet.
const UNSEEN: u32 = u32::MAX;
/// A layout's state: its distance from where its search started in the top byte, its search's label
/// in the rest.
const LABEL_BITS: u32 = 24;
const LABEL: u32 = (1 << LABEL_BITS) - 1;

/// The breadth-first searches over one mix, each layout's state by number, and which searches met.
struct Search {
    state: Vec<u32>,
    /// Searches that met belong to one group.
    labels: Labels,
    queue: Vec<(u32, u64)>,
}

impl Search {
    fn new(layouts: usize) -> Search {
        Search { state: vec![UNSEEN; layouts], labels: Labels::default(), queue: Vec::new() }
    }

    /// How many labels have been given.
    fn labels(&self) -> u32 {
        self.labels.len()
    }

    /// One breadth-first search from all of `starts` (numbers and keys) at once, each with a label of
    /// its own; where two meet, their labels are joined.
    fn from(&mut self, index: &Index, starts: impl Iterator<Item = (u32, u64)>) {
        let Search { state, labels, queue } = self;
        queue.clear();
        for (number, key) in starts {
            let label = labels.fresh();
            assert!(label <= LABEL, "too many searches for a label");
            state[number as usize] = label;
            queue.push((number, key));
        }
        let mut head = 0;
        while head < queue.len() {
            let (number, key) = queue[head];
            head += 1;
            let here = state[number as usize];
            let next_state = here + (1 << LABEL_BITS);
            let mut root = labels.root(here & LABEL);
            // A 1×1 block's move keeps the frame: its number needs no look-up.
            let frame = index.frame(key);
            for_each_neighbour_by_kind(key, Metric::Moves, |next, single| {
                let n = if single { frame.number(singles_of(next)) } else { index.of(next) };
                let there = state[n as usize];
                if there == UNSEEN {
                    state[n as usize] = next_state;
                    queue.push((n, next));
                } else if there & LABEL != here & LABEL {
                    root = labels.join(root, there & LABEL);
                }
            });
        }
    }

    /// The groups: every layout counted under its label's root; for those whose searches started at
    /// solutions (labels below `solvable`), the farthest layouts.
    fn groups(&mut self, keys: &[u64], solvable: u32) -> Vec<Group> {
        let mut slot = vec![u32::MAX; self.labels.len() as usize];
        let mut groups: Vec<Group> = Vec::new();
        // The seed's 2×2 cell and common code, kept apart so codes are worked out only on a tie.
        let mut seeds: Vec<(u32, u64)> = Vec::new();
        for (&key, &state) in keys.iter().zip(&self.state) {
            let root = self.labels.root(state & LABEL);
            let g = if slot[root as usize] == u32::MAX {
                slot[root as usize] = groups.len() as u32;
                let farthest = (root < solvable).then(|| (0, Vec::new()));
                groups.push(Group { id: 0, size: 0, seed: key, farthest });
                // Replaced by the first layout below.
                seeds.push((u32::MAX, u64::MAX));
                groups.len() - 1
            } else {
                slot[root as usize] as usize
            };
            let group = &mut groups[g];
            group.size += 1;
            let square = square_cell(key);
            if square <= seeds[g].0 {
                let code = common_code_value(key);
                if square < seeds[g].0 || code < seeds[g].1 {
                    seeds[g] = (square, code);
                    group.seed = key;
                }
            }
            if let Some((most, layouts)) = &mut group.farthest {
                let distance = state >> LABEL_BITS;
                if distance > *most {
                    *most = distance;
                    layouts.clear();
                }
                if distance == *most {
                    layouts.push(key);
                }
            }
        }
        for group in &mut groups {
            if let Some((_, layouts)) = &mut group.farthest {
                layouts.sort_unstable_by_key(|&k| common_code_value(k));
            }
        }
        groups
    }
}
