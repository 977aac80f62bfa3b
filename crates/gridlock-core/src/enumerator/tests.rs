//! The enumerator against Fogleman's published 6×6 database: for every puzzle of the shared sample
//! (with and without walls), the smallest goal position of its cluster is one the walk visits, and
//! deciding the cluster from it keeps exactly the published puzzle, with its optimum and cluster size.
//! (The 4×4 and 5×5 outputs are compared whole with his enumerator's in `crates/gridlock-cli/tests/cli/enumerate.rs`.)

use super::layouts::{self, a_wall_out_of_reach, in_walk_order, signature_of};
use super::space::{Space, key_of};
use super::{Config, Decided, Found, Layouts, Part, Piece, Searcher, Tally, WallsThatMatter, decide_part};
use crate::model::{self, Family, Pos};
use crate::notation::parse_board;
use rustc_hash::{FxHashMap, FxHashSet};

/// The pieces of a board in his notation, read by the game's own parser: the primary car first, then
/// the other vehicles, then the walls.
fn pieces(board: &str) -> Vec<Piece> {
    let board = parse_board(board, Some(Family::RushHour)).expect("a sample board parses");
    let cell = |at: Pos| at.y * board.width() + at.x;
    let mut vehicles: Vec<&model::Piece> = board.pieces().iter().collect();
    vehicles.sort_by_key(|p| !p.is_target());
    let vehicles =
        vehicles.into_iter().map(|p| Piece { cell: cell(p.at), len: p.width().max(p.height()), vertical: p.height() > 1 });
    let walls = board.walls().iter().map(|&at| Piece { cell: cell(at), len: 1, vertical: false });
    vehicles.chain(walls).collect()
}

/// A board as a set of pieces whatever the letters: the primary car, the other vehicles and the walls,
/// each by its cells.
fn shape(board: &str) -> Vec<(char, Vec<usize>)> {
    let mut groups: Vec<(char, Vec<usize>)> = board
        .char_indices()
        .filter(|&(_, c)| c != 'o' && c != '.')
        .map(|(at, label)| match label {
            'x' => ('x', vec![at]),
            _ => {
                let kind = if label == 'A' { 'A' } else { '*' };
                (kind, board.char_indices().filter(|&(_, c)| c == label).map(|(i, _)| i).collect())
            }
        })
        .collect();
    groups.sort();
    groups.dedup();
    groups
}

/// The goal positions of the cluster of `pieces`, each as pieces in walk order, the smallest (by his
/// order) first.
fn goals_of_cluster(config: Config, pieces: &[Piece]) -> Vec<Vec<Piece>> {
    let (space, start) = Space::new(config.size, pieces);
    let mut goals: Vec<_> =
        cluster_of(&space, start).into_iter().filter(|&key| space.is_goal(key)).map(|key| (space.masks(key), key)).collect();
    goals.sort();
    goals.into_iter().map(|(_, key)| in_walk_order(config, space.pieces_at(key))).collect()
}

/// Every state of the cluster of `start`.
fn cluster_of(space: &Space, start: u64) -> Vec<u64> {
    let mut cluster = vec![start];
    let mut seen: FxHashSet<u64> = cluster.iter().copied().collect();
    let mut head = 0;
    while head < cluster.len() {
        space.for_each_neighbour(cluster[head], space.masks(cluster[head]), |next, _| {
            if seen.insert(next) {
                cluster.push(next);
            }
            true
        });
        head += 1;
    }
    cluster
}

/// Each state's distance from the goals in `cluster`, by a plain search backwards from all its goal
/// states (no state left out of any expansion).
fn distances_in(space: &Space, cluster: &[u64]) -> FxHashMap<u64, u32> {
    let mut distance: FxHashMap<u64, u32> = cluster.iter().filter(|&&key| space.is_goal(key)).map(|&key| (key, 0)).collect();
    let mut queue: Vec<u64> = distance.keys().copied().collect();
    let mut head = 0;
    while head < queue.len() {
        let (key, here) = (queue[head], distance[&queue[head]]);
        space.for_each_neighbour(key, space.masks(key), |next, _| {
            if let std::collections::hash_map::Entry::Vacant(slot) = distance.entry(next) {
                slot.insert(here + 1);
                queue.push(next);
            }
            true
        });
        head += 1;
    }
    distance
}

/// Each sample puzzle's cluster is reached from its smallest goal position, one the walk visits;
/// given all its goal positions, the cluster is decided once and keeps the published puzzle, its
/// states counted by distance as a plain search counts them.
#[test]
fn every_sample_puzzle_is_found_from_its_clusters_goal_positions() {
    let sample = include_str!("../../../../tests/data/rush_hour_sample.txt");
    let config = Config::new(6, 0..=2).unwrap();
    let layouts = Layouts::new(config);
    let mut searcher = Searcher::default();
    let mut checked = 0;
    for line in sample.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let [moves, board, states] = [0, 1, 2].map(|i| line.split(' ').nth(i).expect("three columns"));
        let goals = goals_of_cluster(config, &pieces(board));
        let smallest = &goals[0];
        assert!(layouts.visits(smallest), "{board}: the walk never visits {smallest:?}");
        let mut starts: Vec<u64> = goals.iter().map(|goal| key_of(6, goal)).collect();
        starts.sort();
        let (mut tally, mut found) = (Tally::default(), Vec::new());
        searcher.decide(config, smallest, &starts, false, &mut tally, &mut found);
        assert_eq!((tally.positions, tally.solvable), (starts.len() as u64, 1), "{board}");
        let [found] = &found[..] else { panic!("{board}: not kept") };
        assert_eq!(shape(&found.board), shape(board), "{board}: another hardest position, {}", found.board);
        assert_eq!((found.moves, found.states), (moves.parse().unwrap(), states.parse().unwrap()), "{board}");
        let (space, start) = Space::new(6, smallest);
        let mut by_distance = vec![0; found.distances.len()];
        for distance in distances_in(&space, &cluster_of(&space, start)).into_values() {
            by_distance[distance as usize] += 1;
        }
        assert_eq!(found.distances, by_distance, "{board}: states by distance");
        checked += 1;
    }
    assert_eq!(checked, 320);
}

/// The bound the minimality test prunes by never exceeds a state's distance from the goals, over
/// every state of sample puzzles' clusters (distances by a search backwards from all goal states).
#[test]
fn the_slides_to_goal_bound_is_never_above_the_distance() {
    let sample = include_str!("../../../../tests/data/rush_hour_sample.txt");
    for line in sample.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).step_by(16) {
        let board = line.split(' ').nth(1).expect("a board");
        let (space, start) = Space::new(6, &pieces(board));
        let cluster = cluster_of(&space, start);
        let distance = distances_in(&space, &cluster);
        for key in cluster {
            let bound = space.slides_to_goal_at_least(key, space.masks(key));
            assert!(bound <= distance[&key], "{board}: bound {bound} above the distance {}", distance[&key]);
        }
    }
}

/// What a slide leaves asleep commutes with it: from every state of sample clusters, after every
/// slide, each vehicle asleep but the slid one slides to the same offsets as from the state before,
/// and taking its slide first, then the same slide, ends in the same state.
#[test]
fn a_vehicle_left_asleep_slides_the_same_before_and_after() {
    let sample = include_str!("../../../../tests/data/rush_hour_sample.txt");
    let mut checked = 0;
    for line in sample.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).step_by(8) {
        let board = line.split(' ').nth(1).expect("a board");
        let (space, start) = Space::new(6, &pieces(board));
        let slides_of = |key: u64, vehicle: u8| {
            let mut slides = Vec::new();
            space.for_each_slide(1 << vehicle, key, space.masks(key), |next, _, _| {
                slides.push(next);
                true
            });
            slides
        };
        // Every slide from the start state and from its neighbours.
        let mut froms = vec![start];
        space.for_each_neighbour(start, space.masks(start), |next, _| {
            froms.push(next);
            true
        });
        for from in froms {
            space.for_each_slide(space.all_vehicles(), from, space.masks(from), |to, _, slide| {
                let asleep = space.asleep_after(slide);
                assert!(asleep & 1 << slide.vehicle != 0, "{board}: the slid vehicle sleeps");
                for other in (0..space.all_vehicles().count_ones() as u8).filter(|&w| w != slide.vehicle && asleep & 1 << w != 0)
                {
                    assert!(other < slide.vehicle, "{board}: only smaller vehicles sleep");
                    let field = |key: u64| key >> (3 * u32::from(other)) & 7;
                    let offsets = |key: u64| slides_of(key, other).into_iter().map(field).collect::<Vec<_>>();
                    assert_eq!(offsets(from), offsets(to), "{board}: vehicle {other} slides the same");
                    for first in slides_of(from, other) {
                        let moved = to & !(7 << (3 * u32::from(other))) | field(first) << (3 * u32::from(other));
                        assert!(slides_of(first, slide.vehicle).contains(&moved), "{board}: the slides commute");
                        checked += 1;
                    }
                }
                true
            });
        }
    }
    assert!(checked > 1000, "only {checked} commuting pairs checked");
}

/// A wall is out of reach when, on each side of it along its row, the row holds no vehicle lying in it
/// or no vehicle fits before the next wall or the border, and likewise along its column for vehicles
/// standing in it.
#[test]
fn a_wall_is_out_of_reach_only_when_no_vehicle_along_its_lines_can_come_next_to_it() {
    let cases = [
        ("BB..x.|......|AA....|......|......|......", false, "a car in its row"),
        ("x.BB..|......|AA....|......|......|......", false, "a car that can slide next to it"),
        ("....x.|..CCC.|AA....|....D.|....D.|......", false, "a truck in its column, past a car across it"),
        ("xxBB..|......|AA....|......|......|......", true, "shielded by the border and the other wall"),
        ("x.xBB.|......|AA....|......|......|......", true, "no car fits between it and the other wall"),
        ("xBBx..|......|AA....|......|......|......", false, "the other wall: a car fits on its far side too"),
        ("...Dx.|...D..|AA....|......|......|......", true, "only a truck across its row"),
        ("......|......|AA....|......|......|x.....", true, "nothing along its lines"),
    ];
    for (board, out_of_reach, why) in cases {
        let board = board.replace('|', "");
        assert_eq!(a_wall_out_of_reach(6, &signature_of(6, &pieces(&board))), out_of_reach, "{board}: {why}");
    }
}

/// No set of pieces with a wall out of reach keeps a puzzle, so the enumeration need not search it:
/// every such set of 5×5 with up to two walls, searched, keeps none.
#[test]
fn a_set_with_a_wall_out_of_reach_keeps_no_puzzle() {
    let config = Config::new(5, 0..=2).unwrap();
    let layouts = Layouts::new(config);
    let mut searcher = Searcher::default();
    let (mut sets, mut clusters) = (0, 0);
    for shard in 0..layouts.shards() {
        for (signature, keys) in sets_of_pieces(&layouts, shard) {
            if !a_wall_out_of_reach(5, &signature) {
                continue;
            }
            let pieces = layouts::pieces_of(config, &signature, keys[0]);
            let (mut tally, mut found) = (Tally::default(), Vec::new());
            searcher.decide(config, &pieces, &keys, false, &mut tally, &mut found);
            assert_eq!(found, [], "a set with a wall out of reach kept a puzzle");
            (sets, clusters) = (sets + 1, clusters + tally.solvable);
        }
    }
    assert!(sets > 10_000 && clusters > 1_000_000, "only {sets} sets of {clusters} clusters tried");
}

/// Shard `shard`'s sets of pieces, by signature, each with its goal positions' keys in increasing order.
fn sets_of_pieces(layouts: &Layouts, shard: usize) -> Vec<(layouts::Signature, Vec<u64>)> {
    let size = layouts.config().size;
    let mut keys_by_set: FxHashMap<layouts::Signature, Vec<u64>> = FxHashMap::default();
    layouts.for_each_position(shard, |pieces, signature| keys_by_set.entry(*signature).or_default().push(key_of(size, pieces)));
    let mut sets: Vec<_> = keys_by_set.into_iter().collect();
    sets.iter_mut().for_each(|(_, keys)| keys.sort_unstable());
    sets.sort_unstable();
    sets
}

/// No set of pieces with a wall that its set without the wall shows to be needed nowhere keeps a
/// puzzle, so the enumeration need not search it: every such 5×5 set with two walls, searched, keeps
/// none. (The sets with fewer walls are searched first, each telling the cells that matter to a wall
/// added to it.)
#[test]
fn a_set_with_a_wall_needed_nowhere_keeps_no_puzzle() {
    let config = Config::new(5, 0..=2).unwrap();
    let layouts = Layouts::new(config);
    let mut searcher = Searcher::default();
    let (mut sets, mut clusters, mut searched) = (0, 0, 0);
    for shard in 0..layouts.shards() {
        let mut known = WallsThatMatter::default();
        let mut by_walls = sets_of_pieces(&layouts, shard);
        by_walls.sort_by_key(|(signature, _)| layouts::walls_in(5, signature));
        for (signature, keys) in by_walls {
            let pieces = layouts::pieces_of(config, &signature, keys[0]);
            let skipped = known.one_needed_nowhere(5, &signature);
            let (mut tally, mut found) = (Tally::default(), Vec::new());
            let matter = searcher.decide(config, &pieces, &keys, false, &mut tally, &mut found);
            known.0.insert(signature, matter);
            if skipped {
                assert_eq!(found, [], "a set with a wall needed nowhere kept a puzzle");
                (sets, clusters) = (sets + 1, clusters + tally.solvable);
            } else {
                searched += 1;
            }
        }
    }
    assert!(
        sets > 10_000 && clusters > 100_000 && searched > 10_000,
        "{sets} sets of {clusters} clusters tried, {searched} others"
    );
}

/// Decides `part`, and its parts one after another when it holds more than `most` goal positions.
fn decide_all(layouts: &Layouts, part: &Part, most: u64, known: &mut WallsThatMatter, found: &mut Vec<Found>, tally: &mut Tally) {
    match decide_part(layouts, part, most, known) {
        Decided::Whole(puzzles, counts) => {
            found.extend(puzzles);
            tally.add(&counts);
        }
        Decided::Split(parts) => parts.iter().for_each(|finer| decide_all(layouts, finer, most, known, found, tally)),
    }
}

/// A shard decided part by part (each part fixing one more row, as a shard too large to gather at
/// once is) keeps the same puzzles in the same order, with the same tally — the same sets left
/// unsearched for a wall needed nowhere, the parts coming with the sets without a wall before the sets
/// with it: every 5×5 shard with up to one wall, split down to parts of at most 50 goal positions.
#[test]
fn a_shard_decided_in_parts_is_the_shard_decided_whole() {
    let layouts = Layouts::new(Config::new(5, 0..=1).unwrap());
    let mut split = 0;
    for shard in 0..layouts.shards() {
        let part = layouts.part_of(shard);
        let Decided::Whole(whole, whole_tally) = decide_part(&layouts, &part, u64::MAX, &mut WallsThatMatter::default()) else {
            panic!("split at no limit")
        };
        let (mut found, mut tally) = (Vec::new(), Tally::default());
        decide_all(&layouts, &part, 50, &mut WallsThatMatter::default(), &mut found, &mut tally);
        assert_eq!((found, tally), (whole, whole_tally.clone()), "shard {shard}");
        split += usize::from(whole_tally.positions > 50);
    }
    assert!(split > 20, "only {split} shards were split");
}
