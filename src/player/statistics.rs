//! The statistics' figures from the saved progress: levels solved, perfect and stars, overall and per
//! pack — the daily puzzles apart, which have a line of their own (the journal's) and stay out of the
//! levels' totals and of the pack that holds them.

use crate::catalog::Catalog;
use crate::player::progress::Progress;
use std::ops::Range;

/// Solved, perfect and stars among some levels.
#[derive(Clone, Copy, Default)]
pub struct Tally {
    /// Levels counted.
    pub levels: usize,
    /// Solved with at least one star (a watched win has none).
    pub solved: usize,
    /// Solved with three stars.
    pub perfect: usize,
    /// Stars over all of them.
    pub stars: u32,
}

/// The levels' tally leaves the daily puzzles out: they have a line of their own.
pub fn tally(levels: Range<usize>, catalog: &Catalog, progress: &Progress) -> Tally {
    levels.filter(|&i| catalog.daily(i).is_none()).fold(Tally::default(), |t, i| {
        let stars = progress.best.get(&catalog.record_key(i)).map_or(0, |best| best.stars);
        Tally {
            levels: t.levels + 1,
            solved: t.solved + usize::from(stars > 0),
            perfect: t.perfect + usize::from(stars == 3),
            stars: t.stars + u32::from(stars),
        }
    })
}
