//! What the enumerator decides about the goal positions made of one set of pieces, in one
//! breadth-first search from all of the set's goal states at once (the primary car at the exit), as the
//! Huarongdao enumerator searches a mix of blocks (`klotski_space`). Each goal position is first
//! flooded with the goal states it reaches (the other vehicles slid, the primary car kept at the exit)
//! under a label of its own; then the search goes outwards by distance, and where a slide joins states
//! of two labels, the labels are joined (union–find): the joined labels are the set's solvable
//! clusters, and every state's distance from the goals is known in the one pass. No unsolvable
//! cluster is reached. A state's expansion leaves out the vehicles asleep in it, for one of two
//! reasons. A vehicle that a state being expanded slid to it: its free run is the same from both, so
//! its slides from here reach the states its slides from there reach, all looked up from there (none
//! new, the labels joined through that state). And, from the slide that first reached it, each
//! vehicle of a smaller index whose line that slide does not cross ([`Space::asleep_after`]): its
//! slides commute with that slide, so a state one of them reaches one slide farther is reached by the
//! two slides in the other order, the larger vehicle's last (a chain of ever larger vehicles ends in
//! a slide taken), and the labels at the ends of a slide left out are joined around the same square.
//! Neither reason depends on the other states that reach it, so a state's sleepers only grow: on 5×5
//! with up to one wall, 40 M look-ups instead of 75 M.
//!
//! A cluster is kept when it is *minimal* (every piece but the primary car is needed: without any one
//! of them the hardest position takes fewer moves), as his tests have it. The puzzle kept is the
//! cluster's hardest position, the smallest one if several are equally hard.

use super::layouts::{Piece, in_walk_order};
use super::space::{Masks, Space};
use super::{Config, Tally};
use crate::labels::Labels;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::hash_map::Entry;

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

/// A state reached: the label it was reached under and its place in the queue (which tells its
/// distance from the goals: [`Searcher::distance_at`]).
#[derive(Clone, Copy, Debug)]
struct Reached {
    label: u32,
    at: u32,
}

/// A state in the search's queue (the goal states first, then by distance).
#[derive(Clone, Copy, Debug)]
struct Visit {
    key: u64,
    masks: Masks,
    label: u32,
    /// The vehicles whose slides from here are not taken: what the slide that first reached it leaves
    /// asleep ([`Space::asleep_after`]), and each vehicle a state expanded before it slid to it.
    asleep: u32,
    /// Cells that every shortest solution from here covers, standing or on the way (its own cells
    /// among them): at a goal its cells; farther out, its cells and, over each slide to it from the
    /// distance before that the search takes, what that slide sweeps and what is needed from where
    /// it came — cells needed from every one of them. Final once the distance before is expanded.
    /// With sleep sets, some slides into a state are not taken, so this holds more cells than the
    /// exact set: never fewer, which is the safe side ([`Searcher::decide`]).
    needed: u64,
}

/// What the last pass gathers of one solvable cluster.
struct Cluster {
    states: u32,
    /// How many of its states lie at each distance from the goals; the last is the hardest's.
    distances: Vec<u32>,
    /// The hardest position (the smallest of the farthest): its bitboards and key.
    hardest: (Masks, u64),
    /// The farthest position whose mirror image is smallest: the mirror image's bitboards and the key.
    mirrored: (Masks, u64),
}

/// Larger than any state's bitboards.
const NO_MASKS: Masks = Masks { horizontal: u64::MAX, vertical: u64::MAX };

/// A table holding more states than this is dropped after its set rather than cleared for the next
/// (clearing touches every slot, and most sets are small).
const LARGE_TABLE: usize = 1 << 16;

/// Tables reused from one set of pieces to the next.
#[derive(Default)]
pub struct Searcher {
    reached: FxHashMap<u64, Reached>,
    queue: Vec<Visit>,
    /// Where each distance's states begin in `queue`, and after the last, its end.
    levels: Vec<u32>,
    labels: Labels,
    /// Each label's cluster, numbered in order of their roots.
    cluster_of: Vec<u32>,
    /// The minimality test's space without one piece.
    reduced: Space,
    seen: FxHashSet<u64>,
    /// The bounded search's states of one distance: key, bitboards and the vehicles asleep there
    /// ([`Space::asleep_after`] the slide that first reached it).
    frontier: Vec<(u64, Masks, u32)>,
    next: Vec<(u64, Masks, u32)>,
}

impl Searcher {
    /// Decides every cluster reached from `starts`, all the goal positions made of the same pieces as
    /// `pieces` (one of them, in walk order), in increasing order, counting them in `tally` and adding
    /// their puzzles to `found`. With `mirror_too`, each cluster's mirror image (top to bottom) is
    /// another set of pieces' and is decided here with it; that set of pieces is then left out.
    ///
    /// Returns the cells that matter to a wall: those some state of a solvable cluster leaves empty
    /// while every shortest solution from it covers them. A wall on any other cell leaves every such
    /// state a shortest solution (one that never touches the cell), so the set of pieces with that
    /// wall added has every distance the same as this set's: the wall is needed in none of its
    /// clusters, and none of them is a puzzle.
    pub fn decide(
        &mut self,
        config: Config,
        pieces: &[Piece],
        starts: &[u64],
        mirror_too: bool,
        tally: &mut Tally,
        found: &mut Vec<Found>,
    ) -> u64 {
        debug_assert!(starts.is_sorted(), "goal positions in increasing order");
        let (space, _) = Space::new(config.size, pieces);
        tally.positions += starts.len() as u64;
        self.search(&space, starts);
        let matter =
            self.queue.iter().fold(0, |cells, visit| cells | visit.needed & !(visit.masks.horizontal | visit.masks.vertical));
        for cluster in self.clusters(config, mirror_too) {
            let moves = (cluster.distances.len() - 1) as u8;
            let hardest = cluster.hardest.1;
            tally.solvable += 1;
            let minimal = self.minimal(&space, hardest, moves);
            if minimal {
                tally.keep(puzzle(config, space.pieces_at(hardest), moves, &cluster), found);
            }
            if mirror_too {
                // The mirror image's hardest position is the reflection of the farthest position
                // whose reflection is smallest, minimal when that position is.
                tally.solvable += 1;
                let pick = cluster.mirrored.1;
                let pick_minimal = if pick == hardest { minimal } else { self.minimal(&space, pick, moves) };
                if pick_minimal {
                    let pieces = space.pieces_at(pick).iter().map(|p| p.reflected(config.size)).collect();
                    tally.keep(puzzle(config, pieces, moves, &cluster), found);
                }
            }
        }
        matter
    }

    /// The breadth-first search over the clusters of `starts`: every state reached with its label and
    /// place in `queue`, in `reached`; in `levels`, where each distance's states begin in `queue`.
    fn search(&mut self, space: &Space, starts: &[u64]) {
        let Searcher { reached, queue, levels, labels, .. } = self;
        if reached.capacity() > LARGE_TABLE {
            *reached = FxHashMap::default();
        } else {
            reached.clear();
        }
        queue.clear();
        labels.clear();
        // The goal states, each goal position's flood under a label of its own (a goal position in an
        // earlier one's flood has none), searched by distance from it with sleep sets as below: no two
        // floods meet (the primary car stays at the exit), and sleep sets reach every state of a
        // breadth-first search from one start.
        let others = space.all_vehicles() & !1;
        for &start in starts {
            let Entry::Vacant(slot) = reached.entry(start) else { continue };
            let label = labels.fresh();
            slot.insert(Reached { label, at: queue.len() as u32 });
            let mut head = queue.len();
            let masks = space.masks(start);
            queue.push(Visit { key: start, masks, label, asleep: 0, needed: masks.horizontal | masks.vertical });
            while head < queue.len() {
                expand(space, reached, queue, labels, others, head, u32::MAX);
                head += 1;
            }
        }
        // Outwards by distance. A goal state's slides of the other vehicles lead to goal states of its
        // own flood, so from a goal only the primary car's are taken.
        levels.clear();
        levels.extend([0, queue.len() as u32]);
        let mut head = 0;
        while head < queue.len() {
            if head as u32 == levels[levels.len() - 1] {
                // A distance's states are all expanded: the next distance's are all queued.
                levels.push(queue.len() as u32);
            }
            let vehicles = if levels.len() == 2 { 1 } else { space.all_vehicles() };
            expand(space, reached, queue, labels, vehicles, head, levels[levels.len() - 1]);
            head += 1;
        }
        // The last distance's states found nothing farther: the last start pushed is the queue's end.
    }

    /// The distance from the goals of the state at `at` in the queue.
    fn distance_at(&self, at: u32) -> usize {
        self.levels.partition_point(|&start| start <= at) - 1
    }

    /// The solvable clusters the search reached, in order of their first goal positions: their sizes,
    /// distances, hardest positions and (with `mirror_too`) the picks for their mirror images.
    fn clusters(&mut self, config: Config, mirror_too: bool) -> Vec<Cluster> {
        let Searcher { queue, levels, labels, cluster_of, .. } = self;
        let mut clusters: Vec<Cluster> = Vec::new();
        cluster_of.clear();
        for label in 0..labels.len() {
            // A root is the smallest label of its set, so its cluster is numbered before the others'.
            let root = labels.root(label);
            if root == label {
                let farthest = (NO_MASKS, 0);
                clusters.push(Cluster { states: 0, distances: Vec::new(), hardest: farthest, mirrored: farthest });
                cluster_of.push(clusters.len() as u32 - 1);
            } else {
                cluster_of.push(cluster_of[root as usize]);
            }
        }
        // The queue runs by distance: read backwards, a cluster's farthest states come first.
        let mut distance = levels.len() - 1;
        for (at, visit) in queue.iter().enumerate().rev() {
            while at < levels[distance] as usize {
                distance -= 1;
            }
            let cluster = &mut clusters[cluster_of[visit.label as usize] as usize];
            cluster.states += 1;
            if cluster.distances.is_empty() {
                cluster.distances = vec![0; distance + 1];
            }
            cluster.distances[distance] += 1;
            if distance + 1 == cluster.distances.len() {
                if visit.masks < cluster.hardest.0 {
                    cluster.hardest = (visit.masks, visit.key);
                }
                if mirror_too {
                    let reflected = visit.masks.reflected(config.size);
                    if reflected < cluster.mirrored.0 {
                        cluster.mirrored = (reflected, visit.key);
                    }
                }
            }
        }
        clusters
    }

    /// Whether every piece but the primary car is needed for the hardest position's optimum.
    fn minimal(&mut self, space: &Space, hardest: u64, moves: u8) -> bool {
        // A piece that moves in an optimal solution is needed: without it, the solution minus its
        // slides is shorter. Only the others are tried, so the solution walked down the distances
        // slides a piece not slid yet wherever it can.
        let mut moved = 0u64;
        let mut key = hardest;
        for distance in (1..=moves).rev() {
            let mut closer = None;
            space.for_each_neighbour(key, space.masks(key), |next, _| {
                if self.distance_at(self.reached[&next].at) == usize::from(distance - 1) {
                    let piece = space.moved_piece(key, next);
                    closer = Some((next, piece));
                    return moved & 1 << piece != 0;
                }
                true
            });
            let (next, piece) = closer.expect("a distance comes from a neighbour");
            moved |= 1 << piece;
            key = next;
        }
        let key = hardest;
        (1..space.pieces()).filter(|piece| moved & 1 << piece == 0).all(|piece| {
            let mut reduced = std::mem::take(&mut self.reduced);
            let start = space.without(piece, key, &mut reduced);
            // Without a piece the optimum cannot grow; the piece is needed if it shrinks.
            let needed = moves > 0 && self.goal_within(&mut reduced, start, moves - 1);
            self.reduced = reduced;
            needed
        })
    }

    /// Whether a goal lies at most `depth` slides from `start`. A state from which a goal lies
    /// farther than the slides left ([`Space::slides_to_goal_at_least`]) is not searched on, and a
    /// state sleeps through what the slide that first reached it leaves asleep, as in the search
    /// (the bound never exceeds the distance, so every state a shortest solution within `depth`
    /// passes, and the squares its sleepers rest on, stay searched).
    fn goal_within(&mut self, space: &mut Space, start: u64, depth: u8) -> bool {
        let depth = u32::from(depth);
        let bound = space.slides_to_goal_at_least(start, space.masks(start));
        if bound <= 1 {
            return bound <= depth;
        }
        if bound > depth {
            return false;
        }
        // Built only now: most reduced spaces are decided by the bound alone.
        space.fill_asleep();
        let space = &*space;
        let Searcher { seen, frontier, next, .. } = self;
        seen.clear();
        frontier.clear();
        seen.insert(start);
        frontier.push((start, space.masks(start), 0));
        for level in 1..=depth {
            next.clear();
            let mut reached = false;
            for &(key, masks, asleep) in frontier.iter() {
                space.for_each_slide(space.all_vehicles() & !asleep, key, masks, |state, state_masks, slide| {
                    if seen.insert(state) {
                        let bound = space.slides_to_goal_at_least(state, state_masks);
                        // A goal in one slide more is as good as reached.
                        reached = bound <= 1 && level < depth || bound == 0;
                        if level + bound <= depth {
                            next.push((state, state_masks, space.asleep_after(slide)));
                        }
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

/// Takes the slides of `vehicles` (a bit each) from the state at `head` in the queue but those it
/// sleeps through: a state not reached yet is queued under its label, one reached under another label
/// has its label joined, and one not expanded yet need not slide the same vehicle. A state at the next
/// distance (queued from `next_distance` on; none while flooding the goal states) learns what is
/// needed from it through this one ([`Visit::needed`]).
fn expand(
    space: &Space,
    reached: &mut FxHashMap<u64, Reached>,
    queue: &mut Vec<Visit>,
    labels: &mut Labels,
    vehicles: u32,
    head: usize,
    next_distance: u32,
) {
    let Visit { key, masks, label, asleep, needed } = queue[head];
    space.for_each_slide(vehicles & !asleep, key, masks, |next, next_masks, slide| {
        match reached.entry(next) {
            Entry::Vacant(slot) => {
                let flooding = vehicles & 1 == 0;
                debug_assert_eq!(space.is_goal(next), flooding, "every goal state is flooded first");
                slot.insert(Reached { label, at: queue.len() as u32 });
                // Only vehicles slid here sleep (the primary car is not slid in a goal flood but is
                // from its goal states outwards).
                let asleep = space.asleep_after(slide) & vehicles;
                let cells = next_masks.horizontal | next_masks.vertical;
                let needed = if flooding { cells } else { cells | space.swept_by(slide) | needed };
                queue.push(Visit { key: next, masks: next_masks, label, asleep, needed });
            }
            Entry::Occupied(slot) => {
                let there = *slot.get();
                if there.label != label {
                    labels.join(label, there.label);
                }
                if there.at as usize > head {
                    let next = &mut queue[there.at as usize];
                    next.asleep |= 1 << slide.vehicle;
                    if there.at >= next_distance {
                        next.needed &= next_masks.horizontal | next_masks.vertical | space.swept_by(slide) | needed;
                    }
                }
            }
        }
        true
    });
}

/// The puzzle of `cluster`, its hardest position made of `pieces`, lettered in walk order.
fn puzzle(config: Config, pieces: Vec<Piece>, moves: u8, cluster: &Cluster) -> Found {
    let (space, key) = Space::new(config.size, &in_walk_order(config, pieces));
    Found { moves, board: space.board_string(key), states: cluster.states, distances: cluster.distances.clone() }
}
