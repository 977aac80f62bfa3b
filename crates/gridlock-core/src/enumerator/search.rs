//! What the enumerator decides about the goal positions made of one set of pieces: each cluster they
//! reach is explored once, from the first of them in it (the others it holds are marked off as its
//! goals are listed), so no search is spent on finding out that another position decides a cluster.
//! Every cluster reached holds a goal. A cluster is kept when it is *minimal* (every piece but the
//! primary car is needed: without any one of them the hardest position takes fewer moves), as his
//! tests have it. The puzzle kept is the cluster's hardest position, the smallest one if several are
//! equally hard.

use super::layouts::{Piece, in_walk_order};
use super::space::{Masks, Space};
use super::{Config, Tally};
use rustc_hash::{FxHashMap, FxHashSet};

/// Distance of a state not reached yet by the retrograde search.
const UNREACHED: u8 = u8::MAX;

/// One puzzle of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The optimum of the hardest position, in moves (slides of one vehicle by any distance).
    pub moves: u8,
    /// The hardest position in his notation.
    pub board: String,
    /// How many positions the cluster holds.
    pub states: u32,
    /// How many positions of the cluster lie at each distance from the goal.
    pub distances: Vec<u32>,
}

impl Found {
    /// His output line: `MOVES BOARD STATES`, the moves in two digits, and with `distances` his fourth
    /// column (the counts by distance, comma-separated).
    pub fn line(&self, distances: bool) -> String {
        let mut line = format!("{:02} {} {}", self.moves, self.board, self.states);
        if distances {
            let counts: Vec<String> = self.distances.iter().map(u32::to_string).collect();
            line.push(' ');
            line.push_str(&counts.join(","));
        }
        line
    }
}

/// Tables reused from one cluster to the next.
#[derive(Default)]
pub struct Searcher {
    keys: Vec<u64>,
    /// Each state's bitboards, kept from when it was found.
    masks: Vec<Masks>,
    index: FxHashMap<u64, u32>,
    /// State `i`'s neighbours are `edges[offsets[i]..offsets[i + 1]]`.
    edges: Vec<u32>,
    offsets: Vec<u32>,
    /// Which of the set of pieces' goal positions lie in a cluster decided already.
    decided: Vec<bool>,
    distance: Vec<u8>,
    queue: Vec<u32>,
    seen: FxHashSet<u64>,
    frontier: Vec<(u64, Masks)>,
    next: Vec<(u64, Masks)>,
}

impl Searcher {
    /// Decides every cluster reached from `starts`, the goal positions made of the same pieces as
    /// `pieces` (one of them, in walk order), in increasing order, counting them in `tally` and adding
    /// their puzzles to `found`. With `mirror_too`, each cluster's mirror image (top to bottom) is
    /// another set of pieces' and is decided here with it; that set of pieces is then left out.
    pub fn decide(
        &mut self,
        config: Config,
        pieces: &[Piece],
        starts: &[u64],
        mirror_too: bool,
        tally: &mut Tally,
        found: &mut Vec<Found>,
    ) {
        debug_assert!(starts.is_sorted(), "goal positions in increasing order");
        let (space, _) = Space::new(config.size, pieces);
        self.decided.clear();
        self.decided.resize(starts.len(), false);
        for (i, &start) in starts.iter().enumerate() {
            tally.positions += 1;
            debug_assert!(space.is_goal(start), "the enumerator visits goal positions");
            if self.decided[i] {
                continue;
            }
            self.explore(&space, start);
            let (hardest, moves) = self.retrograde(&space);
            // The goals come first in the retrograde queue: those among the starts are decided now.
            for &goal in self.queue.iter().take_while(|&&node| self.distance[node as usize] == 0) {
                if let Ok(at) = starts.binary_search(&self.keys[goal as usize]) {
                    self.decided[at] = true;
                }
            }
            tally.solvable += 1;
            let minimal = self.minimal(&space, hardest, moves);
            if minimal {
                tally.keep(self.found(config, space.pieces_at(self.keys[hardest as usize]), moves), found);
            }
            if mirror_too {
                // The mirror image's hardest position is the reflection of the farthest position
                // whose reflection is smallest, minimal when that position is.
                tally.solvable += 1;
                let reflected = |node: usize| self.masks[node].reflected(config.size);
                let farthest = (0..self.keys.len()).filter(|&node| self.distance[node] == moves);
                let pick = farthest.min_by_key(|&node| reflected(node)).expect("the hardest position is farthest");
                let pick_minimal = if pick == hardest as usize { minimal } else { self.minimal(&space, pick as u32, moves) };
                if pick_minimal {
                    let pieces = space.pieces_at(self.keys[pick]).iter().map(|p| p.reflected(config.size)).collect();
                    tally.keep(self.found(config, pieces, moves), found);
                }
            }
        }
    }

    /// The puzzle of the cluster just searched, its hardest position made of `pieces`, lettered in
    /// walk order.
    fn found(&self, config: Config, pieces: Vec<Piece>, moves: u8) -> Found {
        let mut distances = vec![0; usize::from(moves) + 1];
        for &d in &self.distance {
            distances[usize::from(d)] += 1;
        }
        let (space, key) = Space::new(config.size, &in_walk_order(config, pieces));
        Found { moves, board: space.board_string(key), states: self.keys.len() as u32, distances }
    }

    /// Breadth-first over the cluster of `start`, recording its graph.
    fn explore(&mut self, space: &Space, start: u64) {
        let Searcher { keys, masks, index, edges, offsets, .. } = self;
        keys.clear();
        masks.clear();
        index.clear();
        edges.clear();
        offsets.clear();
        keys.push(start);
        masks.push(space.masks(start));
        index.insert(start, 0);
        offsets.push(0);
        let mut head = 0;
        while head < keys.len() {
            space.for_each_neighbour(keys[head], masks[head], |next, next_masks| {
                let fresh = keys.len() as u32;
                edges.push(*index.entry(next).or_insert_with(|| {
                    keys.push(next);
                    masks.push(next_masks);
                    fresh
                }));
                true
            });
            offsets.push(edges.len() as u32);
            head += 1;
        }
    }

    /// Distances from the goals over the recorded graph; the hardest position (smallest of the
    /// farthest) and its distance.
    fn retrograde(&mut self, space: &Space) -> (u32, u8) {
        let Searcher { keys, masks, edges, offsets, distance, queue, .. } = self;
        distance.clear();
        distance.resize(keys.len(), UNREACHED);
        queue.clear();
        for (i, &key) in keys.iter().enumerate() {
            if space.is_goal(key) {
                distance[i] = 0;
                queue.push(i as u32);
            }
        }
        let mut hardest = (queue[0], 0u8, Masks { horizontal: u64::MAX, vertical: u64::MAX });
        let mut head = 0;
        while head < queue.len() {
            let node = queue[head] as usize;
            head += 1;
            let d = distance[node];
            if d > hardest.1 || (d == hardest.1 && masks[node] < hardest.2) {
                hardest = (node as u32, d, masks[node]);
            }
            for &next in &edges[offsets[node] as usize..offsets[node + 1] as usize] {
                if distance[next as usize] == UNREACHED {
                    distance[next as usize] = d + 1;
                    queue.push(next);
                }
            }
        }
        (hardest.0, hardest.1)
    }

    /// Whether every piece but the primary car is needed for the hardest position's optimum.
    fn minimal(&mut self, space: &Space, hardest: u32, moves: u8) -> bool {
        // A piece that moves in an optimal solution is needed: without it, the solution minus its
        // slides is shorter. Only the others are tried.
        let mut moved = 0u64;
        let mut node = hardest as usize;
        while self.distance[node] > 0 {
            let closer = self.distance[node] - 1;
            let edges = &self.edges[self.offsets[node] as usize..self.offsets[node + 1] as usize];
            let next = edges
                .iter()
                .map(|&e| e as usize)
                .find(|&e| self.distance[e] == closer)
                .expect("a distance comes from a neighbour");
            moved |= 1 << space.moved_piece(self.keys[node], self.keys[next]);
            node = next;
        }
        let key = self.keys[hardest as usize];
        (1..space.pieces()).filter(|piece| moved & 1 << piece == 0).all(|piece| {
            let (reduced, start) = space.without(piece, key);
            // Without a piece the optimum cannot grow; the piece is needed if it shrinks.
            moves > 0 && self.goal_within(&reduced, start, moves - 1)
        })
    }

    /// Whether a goal lies at most `depth` slides from `start`.
    fn goal_within(&mut self, space: &Space, start: u64, depth: u8) -> bool {
        if space.is_goal(start) {
            return true;
        }
        let Searcher { seen, frontier, next, .. } = self;
        seen.clear();
        frontier.clear();
        seen.insert(start);
        frontier.push((start, space.masks(start)));
        for level in 1..=depth {
            // The last level needs no table: only whether the primary car can reach the exit.
            if level == depth {
                return frontier.iter().any(|&(key, masks)| space.goal_in_one_slide(key, masks));
            }
            next.clear();
            let mut reached = false;
            for &(key, masks) in frontier.iter() {
                space.for_each_neighbour(key, masks, |state, state_masks| {
                    if seen.insert(state) {
                        reached = space.is_goal(state);
                        next.push((state, state_masks));
                    }
                    !reached
                });
                if reached {
                    return true;
                }
            }
            if next.is_empty() {
                return false;
            }
            std::mem::swap(frontier, next);
        }
        false
    }
}
