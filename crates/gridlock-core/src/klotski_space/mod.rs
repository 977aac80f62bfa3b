//! Every Huarongdao (Klotski) layout and its groups: the whole 4×5 space as dnomd343/klotski defines
//! it — one 2×2 block, any mix of 1×2, 2×1 and 1×1 blocks, at least two empty cells —, split into
//! groups (layouts reachable from each other; a move never changes the mix, so each mix splits on its
//! own), and in each group the layouts farthest from a solution (the 2×2 block at the bottom centre),
//! in the classic count of moves. Computed from scratch: no stored seeds or sizes.
//!
//! Per mix: its layouts are listed in common-code order and numbered by a computed index (no table of
//! every layout: [`index`]); a breadth-first search from each layout not yet grouped walks its group
//! and records the group's graph; a second one, over that graph, from the group's solutions gives
//! every distance. Mixes are independent, so they spread over threads.

mod index;
mod layout;
mod moves;
#[cfg(test)]
mod tests;

use layout::square_cell;
pub use layout::{Mix, board_string, common_code, common_code_value, is_goal, layouts};
pub use moves::for_each_neighbour;
use moves::for_each_neighbour_by_kind;

use index::{Index, singles_of};
use rayon::prelude::*;

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
    let mut mixes: Vec<(u32, Mix)> = Mix::all().into_iter().enumerate().map(|(i, mix)| (i as u32, mix)).collect();
    mixes.sort_by(|a, b| a.1.rough_size().total_cmp(&b.1.rough_size()).reverse());
    let mut done: Vec<MixGroups> = mixes.into_par_iter().with_max_len(1).map(|(type_id, mix)| groups_of(type_id, mix)).collect();
    done.sort_by_key(|m| m.type_id);
    done
}

/// The groups of one mix.
pub fn groups_of(type_id: u32, mix: Mix) -> MixGroups {
    let listed = layouts(mix);
    let index = Index::new(mix, &listed);
    assert_eq!(index.len(), listed.len(), "every layout of {mix:?} numbered once");
    let mut keys = vec![0; listed.len()];
    for &key in &listed {
        keys[index.of(key) as usize] = key;
    }
    drop(listed);
    let mut search = GroupSearch { place: vec![UNSEEN; keys.len()], ..GroupSearch::default() };
    let mut groups = Vec::new();
    for (start, &key) in keys.iter().enumerate() {
        if search.place[start] == UNSEEN {
            search.walk(&index, start as u32, key);
            groups.push(Group { id: 0, size: search.members.len() as u32, seed: search.seed(), farthest: search.farthest() });
        }
    }
    // Largest first, then by seed: dnomd343/klotski's numbering.
    groups.sort_by_cached_key(|g| (std::cmp::Reverse(g.size), common_code_value(g.seed)));
    for (id, group) in groups.iter_mut().enumerate() {
        group.id = id as u32;
    }
    MixGroups { type_id, mix, layouts: keys.len() as u32, groups }
}

const UNSEEN: u32 = u32::MAX;
const UNREACHED: u8 = u8::MAX;

/// One group's walk, reusing its tables from group to group.
#[derive(Default)]
struct GroupSearch {
    /// Each layout's place in the walk of its group, by number (layouts of groups walked before keep
    /// theirs: only `UNSEEN` matters for them).
    place: Vec<u32>,
    /// The group's layouts, in the order they were found (their keys, so the walk reads them in
    /// order rather than from all over the mix's table).
    members: Vec<u64>,
    /// Member `i`'s neighbours are `edges[offsets[i]..offsets[i + 1]]`, as places in `members`.
    edges: Vec<u32>,
    offsets: Vec<u32>,
    /// Moves from a solution, by place (the hardest layout of all needs 138).
    distance: Vec<u8>,
    queue: Vec<u32>,
}

impl GroupSearch {
    /// Walks the group of `start` (number `number`), recording its members and its graph.
    fn walk(&mut self, index: &Index, number: u32, start: u64) {
        let GroupSearch { place, members, edges, offsets, .. } = self;
        members.clear();
        edges.clear();
        offsets.clear();
        offsets.push(0);
        place[number as usize] = 0;
        members.push(start);
        let mut head = 0;
        while head < members.len() {
            let key = members[head];
            // A 1×1 block's move keeps the frame: its number needs no look-up.
            let frame = index.frame(key);
            for_each_neighbour_by_kind(key, |next, single| {
                let i = if single { frame.number(singles_of(next)) } else { index.of(next) } as usize;
                if place[i] == UNSEEN {
                    place[i] = members.len() as u32;
                    members.push(next);
                }
                edges.push(place[i]);
            });
            offsets.push(edges.len() as u32);
            head += 1;
        }
    }

    /// The walked group's smallest layout by common code: among those with the 2×2 block's
    /// smallest cell (the code's first digit), only those codes are worked out.
    fn seed(&self) -> u64 {
        let first = self.members.iter().map(|&k| square_cell(k)).min().expect("a member");
        self.members.iter().copied().filter(|&k| square_cell(k) == first).min_by_key(|&k| common_code_value(k)).expect("a member")
    }

    /// The walked group's farthest layouts from a solution, over its recorded graph.
    fn farthest(&mut self) -> Option<(u32, Vec<u64>)> {
        let GroupSearch { members, edges, offsets, distance, queue, .. } = self;
        distance.clear();
        distance.resize(members.len(), UNREACHED);
        queue.clear();
        for (at, &member) in members.iter().enumerate() {
            if is_goal(member) {
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
        let mut farthest: Vec<u64> =
            queue.iter().rev().take_while(|&&at| distance[at as usize] == most).map(|&at| members[at as usize]).collect();
        farthest.sort_unstable_by_key(|&k| common_code_value(k));
        Some((u32::from(most), farthest))
    }
}
