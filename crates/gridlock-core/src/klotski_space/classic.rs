//! Huarongdao puzzles of the classic set (Cao Cao's 2×2, five generals of 1×2 or 2×1, four soldiers)
//! drawn from the whole space by their optimum: every solvable layout of the set's six mixes is
//! weighed, and one of those whose optimum lies in the band is drawn, each as likely as any other.
//! So a band far out — 100 moves and more, which only a few groups reach — is met every time, where
//! placing the pieces at random and searching from there rarely gets near it.
//!
//! The daily puzzles keep their own maker ([`crate::daily::huarongdao`]): a date's puzzle is derived
//! from the date by that maker, and drawing it here instead would change the puzzles of dates already
//! played and shared.

use super::for_each_solvable;
use super::layout::{Mix, board_string};
use crate::model::{Board, Family};
use crate::notation::parse_board;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::ops::RangeInclusive;

/// The classic set's mixes: four 1×1 blocks and five generals, from none to five of them upright.
fn classic_mixes() -> Vec<Mix> {
    (0..=5).map(|tall| Mix { singles: 4, wide: 5 - tall, tall }).collect()
}

/// Draws one puzzle from a seed, a mix at a time ([`ClassicDraw::step`]), so a browser, which has one
/// thread, can do it a mix per frame.
pub struct ClassicDraw {
    rng: StdRng,
    moves: RangeInclusive<u32>,
    mixes: Vec<Mix>,
    /// Layouts in the band weighed so far, and the one kept (reservoir sampling: the n-th replaces
    /// the kept one with chance 1/n, so each is kept with the same chance).
    seen: u64,
    kept: Option<(u64, u32)>,
}

impl ClassicDraw {
    /// A draw for `seed` of a layout whose optimum lies in `moves`.
    pub fn new(seed: u64, moves: RangeInclusive<u32>) -> ClassicDraw {
        ClassicDraw { rng: StdRng::seed_from_u64(seed), moves, mixes: classic_mixes(), seen: 0, kept: None }
    }

    /// Weighs one mix: the puzzle and its optimum once every mix is weighed (`Some(None)` if no
    /// layout of the set has an optimum in the band), `None` while it goes on.
    pub fn step(&mut self) -> Option<Option<(Board, u32)>> {
        let Some(mix) = self.mixes.pop() else {
            let (key, moves) = self.kept?;
            let board = parse_board(&board_string(key), Some(Family::Klotski)).expect("a layout is a board");
            return Some(Some((board, moves)));
        };
        let ClassicDraw { rng, moves, seen, kept, .. } = self;
        for_each_solvable(mix, |key, optimum| {
            if moves.contains(&optimum) {
                *seen += 1;
                if rng.random_range(0..*seen) == 0 {
                    *kept = Some((key, optimum));
                }
            }
        });
        if self.mixes.is_empty() && self.kept.is_none() {
            return Some(None);
        }
        None
    }

    /// Steps until done.
    pub fn finish(mut self) -> Option<(Board, u32)> {
        loop {
            if let Some(made) = self.step() {
                return made;
            }
        }
    }
}
