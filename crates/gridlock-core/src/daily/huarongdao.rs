//! Huarongdao puzzles made from a seed: the classic set of pieces (Cao Cao's 2×2, five generals of
//! 1×2 or 2×1, four soldiers) placed at random on the 4×5 board, the layout's whole cluster analysed,
//! and one of the cluster's positions whose optimum lies in the band drawn. (The hardest positions
//! alone would not do: with two empty cells the set's clusters are few and large, and random layouts
//! fall into a handful of them — their hardest positions are almost always the same seven puzzles.)
//! Everything is drawn from the seed alone, so the same seed makes the same puzzle on every machine.

use crate::cluster::Cluster;
use crate::model::{Board, Exit, Family, Metric, Movement, Piece, Pos, Side};
use crate::rules::Rules;
use crate::solver::Limits;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::ops::RangeInclusive;

const WIDTH: u8 = 4;
const HEIGHT: u8 = 5;
/// A cluster of the classic set has at most some tens of thousands of positions; this is room to spare.
const CLUSTER_BYTES: usize = 64 << 20;
/// Layouts drawn before giving up on a band.
const MOST_TRIES: u32 = 200;

/// A made Huarongdao puzzle and its optimum in moves.
#[derive(Clone, Debug)]
pub struct Made {
    /// The layout, a Huarongdao board of the classic set.
    pub board: Board,
    /// Its optimum in moves.
    pub moves: u32,
}

/// Makes the puzzle for a seed and a band of optima, one layout at a time ([`Maker::step`]), so a
/// browser, which has one thread, can make it a few milliseconds per frame.
pub struct Maker {
    rng: StdRng,
    moves: RangeInclusive<u32>,
    tries: u32,
}

impl Maker {
    /// A maker for `seed` whose puzzle needs a number of moves within `moves`.
    pub fn new(seed: u64, moves: RangeInclusive<u32>) -> Maker {
        Maker { rng: StdRng::seed_from_u64(seed), moves, tries: 0 }
    }

    /// Draws and analyses one layout: the puzzle once made, `Some(None)` if no drawn layout's cluster
    /// reached the band (the set's clusters reach 1 to 138 moves; a band inside that is met within a
    /// few layouts), `None` while it goes on.
    pub fn step(&mut self) -> Option<Option<Made>> {
        if self.tries == MOST_TRIES {
            return Some(None);
        }
        self.tries += 1;
        let board = random_layout(&mut self.rng)?;
        let rules = Rules::new(&board).ok()?;
        let limits = Limits::with_bytes(CLUSTER_BYTES);
        let cluster = Cluster::explore(&rules, &board.positions(), Metric::Moves, &limits).ok()?;
        let fitting: Vec<(u64, u32)> = cluster.solvable().filter(|(_, d)| self.moves.contains(d)).collect();
        if fitting.is_empty() {
            return None;
        }
        let (key, optimum) = fitting[self.rng.random_range(0..fitting.len())];
        Some(Some(Made { board: board.with_positions(&rules.layout_of(key)), moves: optimum }))
    }

    /// Steps until done.
    pub fn finish(mut self) -> Option<Made> {
        loop {
            if let Some(made) = self.step() {
                return made;
            }
        }
    }
}

/// The classic set at random: Cao Cao first, then the generals (how many stand upright is drawn too),
/// then the soldiers, each on a random free place that fits it; `None` when a piece finds none.
fn random_layout(rng: &mut StdRng) -> Option<Board> {
    let upright = rng.random_range(0..=5u8);
    let mut shapes = vec![('A', (2, 2))];
    shapes.extend((0..5 - upright).map(|i| ((b'B' + i) as char, (2, 1))));
    shapes.extend((0..upright).map(|i| ((b'H' + i) as char, (1, 2))));
    shapes.extend((0..4).map(|i| ((b'N' + i) as char, (1, 1))));
    let mut filled = [[false; WIDTH as usize]; HEIGHT as usize];
    let mut pieces = Vec::with_capacity(shapes.len());
    for (label, (w, h)) in shapes {
        let fits = |x: u8, y: u8| (y..y + h).all(|y| (x..x + w).all(|x| !filled[y as usize][x as usize]));
        let places: Vec<Pos> =
            (0..=HEIGHT - h).flat_map(|y| (0..=WIDTH - w).map(move |x| Pos { x, y })).filter(|p| fits(p.x, p.y)).collect();
        if places.is_empty() {
            return None;
        }
        let at = places[rng.random_range(0..places.len())];
        (at.y..at.y + h).for_each(|y| (at.x..at.x + w).for_each(|x| filled[y as usize][x as usize] = true));
        pieces.push(Piece { label, at, size: (w, h), movement: Movement::Free });
    }
    Board::new(Family::Klotski, WIDTH, HEIGHT, pieces, Vec::new(), Exit { side: Side::Bottom, offset: 1 }).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Algorithm, Outcome, solve};

    #[test]
    fn the_same_seed_makes_the_same_puzzle_at_the_stated_optimum() {
        for (seed, band) in [(7, 20..=30), (8, 20..=30), (9, 90..=120)] {
            let made = Maker::new(seed, band.clone()).finish().expect("a band the classic set reaches");
            assert_eq!(made.board, Maker::new(seed, band.clone()).finish().unwrap().board);
            let rules = Rules::new(&made.board).unwrap();
            let Outcome::Solved(solution) = solve(&rules, Metric::Moves, Algorithm::Bfs, Limits::default()) else { panic!() };
            assert_eq!(solution.count, made.moves);
            assert!(band.contains(&made.moves));
            assert_eq!(made.board.pieces().len(), 10);
        }
        assert_ne!(Maker::new(7, 20..=30).finish().unwrap().board, Maker::new(8, 20..=30).finish().unwrap().board);
    }
}
