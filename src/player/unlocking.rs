//! Which levels are open to play: in each pack the first tier, and each later tier once enough of
//! the tiers before it are solved without the solver's help; with free play, everything. Worked out
//! again whenever the progress or the catalog changes.

use crate::catalog::{Catalog, Section};
use crate::player::progress::Progress;
use crate::player::settings::Settings;
use bevy::prelude::*;
use gridlock_core::level::Tier;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Unlocked>().add_systems(
        Update,
        // Before the frame's input: a level select or "next level" never sees stale locks.
        refresh_unlocked
            .before(crate::app_state::GameSet::Input)
            .run_if(resource_changed::<Progress>.or_else(resource_changed::<Catalog>).or_else(resource_changed::<Settings>)),
    );
}

/// Which levels are open, from the levels solved (without the solver's help) and the free play setting.
fn refresh_unlocked(catalog: Res<Catalog>, progress: Res<Progress>, settings: Res<Settings>, mut unlocked: ResMut<Unlocked>) {
    let solved = |index| progress.best.get(&catalog.record_key(index)).is_some_and(|b| b.stars > 0);
    unlocked.set_if_neq(Unlocked::compute(&catalog, solved, settings.free_play));
}

/// How many levels of a tier must be solved before the next tier of its pack opens: half of them,
/// at most [`TIER_OPENS_AFTER`] — enough to learn a tier's tricks, never a grind through a hundred.
pub fn solved_to_open_next(tier_size: usize) -> usize {
    tier_size.div_ceil(2).min(TIER_OPENS_AFTER)
}

pub const TIER_OPENS_AFTER: usize = 20;

/// What a locked level waits for: `more` solved levels of `tier` in its pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Needs {
    pub tier: Tier,
    pub more: usize,
}

/// Which levels are open. In each pack the first tier is open, and each later tier once enough of
/// every tier before it is solved ([`solved_to_open_next`]); opened files are always open; with free
/// play everything is.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Unlocked {
    /// Per catalog index: `None` if open, else what it waits for.
    locks: Vec<Option<Needs>>,
}

impl Unlocked {
    /// `solved(index)`: the level is finished without the solver's help.
    pub fn compute(catalog: &Catalog, solved: impl Fn(usize) -> bool, free_play: bool) -> Unlocked {
        let mut locks = vec![None; catalog.levels.len()];
        if free_play {
            return Unlocked { locks };
        }
        for pack in catalog.packs().into_iter().filter(|p| catalog.is_shipped(p.levels.start)) {
            // The nearest earlier tier with too few levels solved, if any: what this tier waits for.
            let mut waiting: Option<Needs> = None;
            for Section { tier, levels } in catalog.sections(&pack) {
                locks[levels.clone()].fill(waiting);
                let solved = levels.clone().filter(|&i| solved(i)).count();
                let more = solved_to_open_next(levels.len()).saturating_sub(solved);
                if more > 0 {
                    waiting = Some(Needs { tier, more });
                }
            }
        }
        Unlocked { locks }
    }

    pub fn is_open(&self, index: usize) -> bool {
        self.needs(index).is_none()
    }

    pub fn needs(&self, index: usize) -> Option<Needs> {
        self.locks.get(index).copied().flatten()
    }

    /// The next open level after `index` in catalog order, wrapping around; `index` if none is.
    pub fn next(&self, index: usize, count: usize) -> usize {
        (1..=count).map(|step| (index + step) % count).find(|&i| self.is_open(i)).unwrap_or(index)
    }

    /// The open level before `index`, wrapping around.
    pub fn previous(&self, index: usize, count: usize) -> usize {
        (1..=count).map(|step| (index + count - step) % count).find(|&i| self.is_open(i)).unwrap_or(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tier_opens_once_enough_of_the_one_before_is_solved() {
        let catalog = Catalog::embedded().unwrap();
        let six = catalog.packs()[0].levels.clone();
        let tier_of = |i: usize| catalog.levels[i].tier;
        let beginners: Vec<usize> = six.clone().filter(|&i| tier_of(i) == Tier::Beginner).collect();
        let first_intermediate = six.clone().find(|&i| tier_of(i) == Tier::Intermediate).unwrap();
        let first_advanced = six.clone().find(|&i| tier_of(i) == Tier::Advanced).unwrap();

        let fresh = Unlocked::compute(&catalog, |_| false, false);
        assert!(beginners.iter().all(|&i| fresh.is_open(i)));
        let need = solved_to_open_next(beginners.len());
        assert_eq!(need, TIER_OPENS_AFTER);
        assert_eq!(fresh.needs(first_intermediate), Some(Needs { tier: Tier::Beginner, more: need }));
        let intermediates = six.clone().filter(|&i| tier_of(i) == Tier::Intermediate).count();
        let need_intermediate = Needs { tier: Tier::Intermediate, more: solved_to_open_next(intermediates) };
        assert_eq!(fresh.needs(first_advanced), Some(need_intermediate), "waits for the tier just before it");
        let other_packs_first = catalog.packs()[1..].iter().map(|p| p.levels.start).collect::<Vec<_>>();
        assert!(other_packs_first.iter().all(|&i| fresh.is_open(i)), "each pack's first tier is open");

        let almost = Unlocked::compute(&catalog, |i| beginners[..need - 1].contains(&i), false);
        assert_eq!(almost.needs(first_intermediate), Some(Needs { tier: Tier::Beginner, more: 1 }));
        let enough = Unlocked::compute(&catalog, |i| beginners[..need].contains(&i), false);
        assert!(enough.is_open(first_intermediate));
        assert_eq!(enough.needs(first_advanced).map(|n| n.tier), Some(Tier::Intermediate));

        let free = Unlocked::compute(&catalog, |_| false, true);
        assert!((0..catalog.levels.len()).all(|i| free.is_open(i)));
    }

    #[test]
    fn next_and_previous_skip_locked_levels() {
        let catalog = Catalog::embedded().unwrap();
        let unlocked = Unlocked::compute(&catalog, |_| false, false);
        let n = catalog.levels.len();
        let six = catalog.packs()[0].levels.clone();
        let last_beginner = six.clone().rfind(|&i| catalog.levels[i].tier == Tier::Beginner).unwrap();
        let next = unlocked.next(last_beginner, n);
        assert_eq!(next, catalog.packs()[1].levels.start, "past the locked tiers to the next pack");
        assert_eq!(unlocked.previous(next, n), last_beginner);
    }
}
