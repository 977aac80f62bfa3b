//! Every Huarongdao (Klotski) layout and its groups: the whole 4×5 space as dnomd343/klotski defines
//! it — one 2×2 block, any mix of 1×2, 2×1 and 1×1 blocks, at least two empty cells —, split into
//! groups (layouts reachable from each other; a move never changes the mix, so each mix splits on its
//! own), and in each group the layouts farthest from a solution (the 2×2 block at the bottom centre),
//! in the classic count of moves. Computed from scratch: no stored seeds or sizes.
//!
//! Per mix: its layouts are listed in common-code order and indexed in a hash table; a breadth-first
//! search from each layout not yet grouped walks its group and records the group's graph; a second
//! one, over that graph, from the group's solutions gives every distance. Mixes are independent, so
//! they spread over threads.

mod layout;
mod moves;
#[cfg(test)]
mod tests;

pub use layout::{Mix, board_string, common_code, is_goal, layouts};
pub use moves::for_each_neighbour;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// One group of layouts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Its number among its mix's groups: by size, largest first, then by its smallest common code
    /// (dnomd343/klotski's `group_id`).
    pub id: u32,
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
    pub mix: Mix,
    pub layouts: u32,
    pub groups: Vec<Group>,
}

/// Every mix's groups, mixes spread over the current rayon pool (largest first, so the last to
/// finish are small), returned in `type_id` order.
pub fn every_group() -> Vec<MixGroups> {
    let mixes: Vec<(u32, Mix)> = Mix::all().into_iter().enumerate().map(|(i, mix)| (i as u32, mix)).collect();
    let mut done: Vec<MixGroups> = mixes.into_par_iter().map(|(type_id, mix)| groups_of(type_id, mix)).collect();
    done.sort_by_key(|m| m.type_id);
    done
}

/// The groups of one mix.
pub fn groups_of(type_id: u32, mix: Mix) -> MixGroups {
    let keys = layouts(mix);
    let mut index: FxHashMap<u64, u32> = FxHashMap::with_capacity_and_hasher(keys.len(), Default::default());
    for (i, &key) in keys.iter().enumerate() {
        index.insert(key, i as u32);
    }
    let mut search = GroupSearch { place: vec![UNSEEN; keys.len()], ..GroupSearch::default() };
    let mut groups = Vec::new();
    for seed in 0..keys.len() as u32 {
        if search.place[seed as usize] == UNSEEN {
            search.walk(&keys, &index, seed);
            groups.push(Group {
                id: 0,
                size: search.members.len() as u32,
                seed: keys[seed as usize],
                farthest: search.farthest(&keys),
            });
        }
    }
    // Layouts are listed by common code and walked from the smallest unseen one, so groups come
    // seed first: a stable sort by size gives dnomd343/klotski's numbering.
    groups.sort_by_key(|g| std::cmp::Reverse(g.size));
    for (id, group) in groups.iter_mut().enumerate() {
        group.id = id as u32;
    }
    MixGroups { type_id, mix, layouts: keys.len() as u32, groups }
}

const UNSEEN: u32 = u32::MAX;
const UNREACHED: u32 = u32::MAX;

/// One group's walk, reusing its tables from group to group.
#[derive(Default)]
struct GroupSearch {
    /// Each layout's place in the walk of its group (layouts of groups walked before keep theirs: only
    /// `UNSEEN` matters for them).
    place: Vec<u32>,
    /// The group's layouts (indices into the mix's keys), in the order they were found.
    members: Vec<u32>,
    /// Member `i`'s neighbours are `edges[offsets[i]..offsets[i + 1]]`, as places in `members`.
    edges: Vec<u32>,
    offsets: Vec<u32>,
    distance: Vec<u32>,
    queue: Vec<u32>,
}

impl GroupSearch {
    /// Walks the group of `start`, recording its members and its graph.
    fn walk(&mut self, keys: &[u64], index: &FxHashMap<u64, u32>, start: u32) {
        let GroupSearch { place, members, edges, offsets, .. } = self;
        members.clear();
        edges.clear();
        offsets.clear();
        offsets.push(0);
        place[start as usize] = 0;
        members.push(start);
        let mut head = 0;
        while head < members.len() {
            for_each_neighbour(keys[members[head] as usize], |next| {
                let i = index[&next] as usize;
                if place[i] == UNSEEN {
                    place[i] = members.len() as u32;
                    members.push(i as u32);
                }
                edges.push(place[i]);
            });
            offsets.push(edges.len() as u32);
            head += 1;
        }
    }

    /// The walked group's farthest layouts from a solution, over its recorded graph.
    fn farthest(&mut self, keys: &[u64]) -> Option<(u32, Vec<u64>)> {
        let GroupSearch { members, edges, offsets, distance, queue, .. } = self;
        distance.clear();
        distance.resize(members.len(), UNREACHED);
        queue.clear();
        for (at, &member) in members.iter().enumerate() {
            if is_goal(keys[member as usize]) {
                distance[at] = 0;
                queue.push(at as u32);
            }
        }
        if queue.is_empty() {
            return None;
        }
        let mut head = 0;
        while head < queue.len() {
            let at = queue[head] as usize;
            head += 1;
            for &next in &edges[offsets[at] as usize..offsets[at + 1] as usize] {
                if distance[next as usize] == UNREACHED {
                    distance[next as usize] = distance[at] + 1;
                    queue.push(next);
                }
            }
        }
        let most = distance[*queue.last()? as usize];
        let mut farthest: Vec<u32> =
            queue.iter().rev().take_while(|&&at| distance[at as usize] == most).map(|&at| members[at as usize]).collect();
        // Indices follow common codes.
        farthest.sort_unstable();
        Some((most, farthest.into_iter().map(|i| keys[i as usize]).collect()))
    }
}
