//! The enumerator: every Rush Hour puzzle of a board size, found by visiting every solvable cluster of
//! positions (positions reachable from each other) and keeping its hardest position when no piece of
//! it is superfluous. The definitions and the output are those of Fogleman's C++ enumerator
//! (github.com/fogleman/rush, `cpp/`), whose 6×6 database this reproduces; the search is our own.
//!
//! The work comes in shards ([`Layouts::shards`]), each decided on its own, so a run can be split over
//! threads, resumed, or spread over machines and merged.

mod layouts;
mod search;
pub mod shard;
mod space;
#[cfg(test)]
mod tests;

pub(crate) use layouts::in_walk_order;
pub use layouts::{Layouts, Part, Piece};
pub use search::Found;

use layouts::Signature;
use search::Searcher;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::ops::RangeInclusive;

/// What is enumerated: the board size and how many walls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The board is `size`×`size`: 4, 5 or 6.
    pub size: u8,
    /// The fewest walls a puzzle has.
    pub min_walls: usize,
    /// The most walls a puzzle has.
    pub max_walls: usize,
}

/// Why an enumeration cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// A board size the enumerator does not take.
    #[error("the enumerator takes boards of 4×4, 5×5 or 6×6, not {0}×{0}")]
    Size(u8),
    /// An empty range of walls (its two ends).
    #[error("walls {0}..{1} is an empty range")]
    Walls(usize, usize),
}

impl Config {
    /// A checked configuration: a size of 4 to 6 and a range of walls that is not empty.
    pub fn new(size: u8, walls: RangeInclusive<usize>) -> Result<Config, ConfigError> {
        if !(4..=6).contains(&size) {
            return Err(ConfigError::Size(size));
        }
        if walls.is_empty() {
            return Err(ConfigError::Walls(*walls.start(), *walls.end()));
        }
        Ok(Config { size, min_walls: *walls.start(), max_walls: *walls.end() })
    }

    /// The primary car's row: the third, as his configuration has it for every size.
    pub fn primary_row(self) -> u8 {
        2
    }

    /// Whether the board is its own mirror image top to bottom (the primary row in the middle: 5×5),
    /// so a cluster's mirror image is a cluster of the same board with the same puzzle reflected.
    pub fn is_mirror_symmetric(self) -> bool {
        self.size % 2 == 1 && self.primary_row() == self.size / 2
    }
}

/// Goal positions visited, solvable clusters (each counted where it is decided) and puzzles kept,
/// with the puzzles counted by optimum.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Goal positions visited.
    pub positions: u64,
    /// Of those, the ones in sets of pieces not searched: a wall out of reach
    /// ([`layouts::a_wall_out_of_reach`]), or one needed nowhere ([`WallsThatMatter`]), leaves none of
    /// their clusters minimal.
    pub unsearched: u64,
    /// Solvable clusters found in the sets searched.
    pub solvable: u64,
    /// Puzzles kept: each the hardest position of a solvable cluster, and minimal.
    pub minimal: u64,
    /// Puzzles by their optimum: `by_moves[m]` puzzles of `m` moves.
    pub by_moves: Vec<u64>,
}

impl Tally {
    /// Counts `puzzle` and adds it to `found`.
    fn keep(&mut self, puzzle: Found, found: &mut Vec<Found>) {
        let moves = usize::from(puzzle.moves);
        if self.by_moves.len() <= moves {
            self.by_moves.resize(moves + 1, 0);
        }
        self.by_moves[moves] += 1;
        self.minimal += 1;
        found.push(puzzle);
    }

    /// Adds another tally (a shard's, say) to this one.
    pub fn add(&mut self, other: &Tally) {
        self.positions += other.positions;
        self.unsearched += other.unsearched;
        self.solvable += other.solvable;
        self.minimal += other.minimal;
        if self.by_moves.len() < other.by_moves.len() {
            self.by_moves.resize(other.by_moves.len(), 0);
        }
        for (mine, theirs) in self.by_moves.iter_mut().zip(&other.by_moves) {
            *mine += theirs;
        }
    }
}

/// The size of shard `shard`'s work without doing it: its goal positions, and of them those in sets
/// of pieces [`decide_part`] would not search for a wall out of reach (a set decided with its mirror
/// image is neither); nothing else is counted. Deciding leaves out more: the sets with a wall needed
/// nowhere, which only the search of the set without it shows.
pub fn count_shard(layouts: &Layouts, shard: usize) -> Tally {
    let config = layouts.config();
    let mut tally = Tally::default();
    layouts.for_each_position(shard, |_, signature| {
        tally.positions += 1;
        tally.unsearched += u64::from(SetOfPieces::of(config, signature) == SetOfPieces::WallOutOfReach);
    });
    tally
}

/// What becomes of a set of pieces, by its signature: the one rule [`decide_part`] follows and
/// [`count_shard`] counts by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SetOfPieces {
    /// Its mirror image has the smaller signature: decided with it, in whichever shard that falls.
    Mirrored,
    /// A wall no vehicle can reach leaves none of its clusters minimal: counted, not searched.
    WallOutOfReach,
    /// Searched; with `mirror_too`, its mirror image (a set of its own) is decided with it.
    Searched { mirror_too: bool },
}

impl SetOfPieces {
    fn of(config: Config, signature: &Signature) -> SetOfPieces {
        let mirror = match config.is_mirror_symmetric() {
            true => layouts::reflected_signature(config.size, signature).cmp(signature),
            false => Ordering::Equal,
        };
        if mirror == Ordering::Less {
            SetOfPieces::Mirrored
        } else if layouts::a_wall_out_of_reach(config.size, signature) {
            SetOfPieces::WallOutOfReach
        } else {
            SetOfPieces::Searched { mirror_too: mirror == Ordering::Greater }
        }
    }
}

/// The most goal positions a shard gathers at once by default (40 bytes each: 0.7 GB). A shard holding
/// more (with walls, the largest hold 271 million) is decided in parts ([`Layouts::split`]), one at a
/// time.
pub const MOST_GATHERED: u64 = 1 << 24;

/// What [`decide_part`] made of a part.
#[derive(Debug)]
pub enum Decided {
    /// Its puzzles and its tally.
    Whole(Vec<Found>, Tally),
    /// It held too many goal positions to gather: its parts, to be decided one by one in this order,
    /// which keeps the puzzles in the order the whole part would give.
    Split(Vec<Part>),
}

/// What the sets of pieces decided so far tell of the sets with one wall more: for each set searched
/// that may have some, by signature, the cells a wall added to it could be needed on
/// ([`search::Searcher::decide`]). A set with the most walls the run takes is never anyone's.
#[derive(Debug, Default)]
pub struct WallsThatMatter(FxHashMap<Signature, u64>);

impl WallsThatMatter {
    /// Whether one of the set's walls is needed in none of its clusters, by what its set without that
    /// wall showed, if that set was searched and is known here.
    fn one_needed_nowhere(&self, size: u8, signature: &Signature) -> bool {
        (0..usize::from(size)).any(|row| {
            let walls = layouts::wall_cells(signature[row]);
            (0..size).filter(|&column| walls & 1 << column != 0).any(|column| {
                let mut without = *signature;
                without[row] = layouts::without_wall(signature[row], column);
                let cell = 1u64 << (row as u8 * size + column);
                self.0.get(&without).is_some_and(|matter| matter & cell == 0)
            })
        })
    }
}

/// Decides a part of the run (a shard: [`Layouts::part_of`]), its positions gathered by set of pieces
/// and the sets decided in parallel (on the current rayon pool: a shard's sets differ a thousandfold
/// in work, so its work is shared out by set, not by shard); on a board that is its own mirror image,
/// a set of pieces whose mirror image is smaller (their signatures compared) is decided with it. A set
/// with a wall no vehicle can reach is counted but not searched: none of its clusters is minimal
/// ([`layouts::a_wall_out_of_reach`]). Nor is a set with the most walls the run takes one of whose
/// walls `known` shows to be needed in none of its clusters: the sets are decided by their number of
/// walls, fewest first, and each searched set that may have a wall more adds what it shows to `known`
/// (a set and that set with a wall more differ in the wall's row only, so they share the part when
/// the part leaves that row free, and come in order when parts fix it: [`Layouts::split`]). A part
/// holding more than `most` goal positions that can be split is not decided: its parts are returned
/// (the walk that finds it too large stops gathering at `most`).
pub fn decide_part(layouts: &Layouts, part: &Part, most: u64, known: &mut WallsThatMatter) -> Decided {
    let parts = layouts.split(part);
    let most = if parts.is_empty() { u64::MAX } else { most };
    let config = layouts.config();
    let (mut starts, mut positions): (Vec<(Signature, u64)>, u64) = (Vec::new(), 0);
    layouts.for_each_position_in(part, |pieces, signature| {
        positions += 1;
        if positions <= most {
            starts.push((*signature, space::key_of(config.size, pieces)));
        }
    });
    if positions > most {
        return Decided::Split(parts);
    }
    starts.sort_unstable();
    let keys: Vec<u64> = starts.iter().map(|&(_, key)| key).collect();
    // Each set of pieces as the range of its goal positions in `starts` and `keys`.
    let mut first = 0;
    let groups: Vec<std::ops::Range<usize>> = starts
        .chunk_by(|a, b| a.0 == b.0)
        .map(|group| {
            first += group.len();
            first - group.len()..first
        })
        .collect();
    let walls_of = |group: &std::ops::Range<usize>| layouts::walls_in(config.size, &starts[group.start].0);
    let mut decided: Vec<(usize, Vec<Found>, Tally)> = Vec::with_capacity(groups.len());
    for walls in config.min_walls..=config.max_walls {
        let phase: Vec<usize> = (0..groups.len()).filter(|&i| walls_of(&groups[i]) == walls).collect();
        let may_have_more = walls < config.max_walls;
        let known_now = &*known;
        let results: Vec<_> = phase
            .into_par_iter()
            .map_init(Searcher::default, |searcher, i| {
                let (group, signature) = (&groups[i], &starts[groups[i].start].0);
                let (mut found, mut tally, mut learnt) = (Vec::new(), Tally::default(), Vec::new());
                match SetOfPieces::of(config, signature) {
                    SetOfPieces::Mirrored => tally.positions += group.len() as u64,
                    SetOfPieces::WallOutOfReach => {
                        tally.positions += group.len() as u64;
                        tally.unsearched += group.len() as u64;
                    }
                    SetOfPieces::Searched { .. } if !may_have_more && known_now.one_needed_nowhere(config.size, signature) => {
                        tally.positions += group.len() as u64;
                        tally.unsearched += group.len() as u64;
                    }
                    SetOfPieces::Searched { mirror_too } => {
                        let pieces = layouts::pieces_of(config, signature, keys[group.start]);
                        let matter = searcher.decide(config, &pieces, &keys[group.clone()], mirror_too, &mut tally, &mut found);
                        if may_have_more {
                            learnt.push((*signature, matter));
                            if mirror_too {
                                let mirror = layouts::reflected_signature(config.size, signature);
                                learnt.push((mirror, space::reflected_cells(config.size, matter)));
                            }
                        }
                    }
                }
                (i, found, tally, learnt)
            })
            .collect();
        for (i, found, tally, learnt) in results {
            known.0.extend(learnt);
            decided.push((i, found, tally));
        }
    }
    // The puzzles in the order of their sets, whatever order the walls decided them in.
    decided.sort_unstable_by_key(|&(i, ..)| i);
    let (mut found, mut tally) = (Vec::new(), Tally::default());
    for (_, puzzles, counts) in decided {
        found.extend(puzzles);
        tally.add(&counts);
    }
    Decided::Whole(found, tally)
}
