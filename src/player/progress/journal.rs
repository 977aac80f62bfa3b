//! What the statistics and the daily streak are made of, kept with the records: each daily puzzle's
//! result and the day it was solved, and the time and hints spent on each level. Like the records,
//! merged with what another running copy saved: the better daily result (the earlier day it was
//! solved), the larger count of each level's time and hints.

use gridlock_core::daily::{Daily, Date, Streaks, streaks};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A daily puzzle won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    pub moves: u32,
    /// The puzzle's optimum in moves.
    pub optimum: u32,
    pub stars: u8,
    /// The day it was first solved: on its own date, it counts towards the streak.
    pub solved_on: Date,
}

impl DailyResult {
    /// Whether the solver played part of it (a hint's move does not count; Solve or a replay step
    /// does): it earns no stars, no gold mark on the calendar and no streak.
    pub fn watched(&self) -> bool {
        self.stars == 0
    }

    /// Whether it counts towards the streak as the puzzle of `date`: solved by the player on that day.
    pub fn counts_on(&self, date: Date) -> bool {
        self.solved_on == date && !self.watched()
    }

    /// Whether a player could have made it (as [`super::Best::is_possible`]), never before the puzzle's
    /// day nor below its optimum.
    fn is_possible(&self, daily: Daily) -> bool {
        super::Best { moves: self.moves, stars: self.stars }.is_possible()
            && (1..=self.moves).contains(&self.optimum)
            && self.solved_on >= daily.date
    }
}

/// Time and hints spent on a level, over every attempt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub seconds: u64,
    pub hints: u32,
}

/// The journal as saved and kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Journal {
    #[serde(default)]
    pub daily: BTreeMap<Daily, DailyResult>,
    /// By record key, as the records.
    #[serde(default)]
    pub played: BTreeMap<String, Played>,
}

impl Journal {
    /// Keeps the better result, and the earlier day of the two. A result of the player's own beats a
    /// watched one whatever its moves, and keeps its own day: watching the solver on the day and solving
    /// it the day after is not solving it on the day.
    pub fn record_daily(&mut self, daily: Daily, result: DailyResult) {
        let kept = self.daily.entry(daily).or_insert(result);
        if result.watched() != kept.watched() {
            if kept.watched() {
                *kept = result;
            }
            return;
        }
        let solved_on = kept.solved_on.min(result.solved_on);
        if (result.stars, std::cmp::Reverse(result.moves)) > (kept.stars, std::cmp::Reverse(kept.moves)) {
            *kept = result;
        }
        kept.solved_on = solved_on;
    }

    /// Adds time and hints to a level's count.
    pub fn add_played(&mut self, key: &str, seconds: u64, hints: u32) {
        let played = self.played.entry(key.to_string()).or_default();
        played.seconds = played.seconds.saturating_add(seconds);
        played.hints = played.hints.saturating_add(hints);
    }

    /// Takes in what another copy saved.
    pub fn merge(&mut self, other: Journal) {
        for (daily, result) in other.daily {
            self.record_daily(daily, result);
        }
        for (key, theirs) in other.played {
            let mine = self.played.entry(key).or_default();
            *mine = Played { seconds: mine.seconds.max(theirs.seconds), hints: mine.hints.max(theirs.hints) };
        }
    }

    /// The journal without results a player could not have made; and how many there were.
    pub fn checked(mut self) -> (Journal, usize) {
        let before = self.daily.len();
        self.daily.retain(|&daily, result| result.is_possible(daily));
        let dropped = before - self.daily.len();
        (self, dropped)
    }

    /// The streaks up to `today`: days on which the player solved that day's puzzle (either family)
    /// themselves; a watched one keeps no streak.
    pub fn streaks(&self, today: Date) -> Streaks {
        let days: BTreeSet<Date> =
            self.daily.iter().filter(|(daily, result)| result.counts_on(daily.date)).map(|(daily, _)| daily.date).collect();
        streaks(&days, today)
    }

    /// Daily puzzles the player solved themselves, on their day or later.
    pub fn dailies_solved(&self) -> usize {
        self.daily.values().filter(|result| !result.watched()).count()
    }

    /// Seconds and hints over every level.
    pub fn totals(&self) -> Played {
        self.played.values().fold(Played::default(), |sum, p| Played {
            seconds: sum.seconds.saturating_add(p.seconds),
            hints: sum.hints.saturating_add(p.hints),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridlock_core::model::Family;

    fn daily(date: &str) -> Daily {
        Daily { date: date.parse().unwrap(), family: Family::RushHour }
    }

    fn won(moves: u32, stars: u8, solved_on: &str) -> DailyResult {
        DailyResult { moves, optimum: 20, stars, solved_on: solved_on.parse().unwrap() }
    }

    #[test]
    fn a_daily_keeps_its_best_result_and_first_day() {
        let mut journal = Journal::default();
        journal.record_daily(daily("2026-12-01"), won(25, 2, "2026-12-03"));
        journal.record_daily(daily("2026-12-01"), won(20, 3, "2026-12-04"));
        assert_eq!(journal.daily[&daily("2026-12-01")], won(20, 3, "2026-12-03"));
    }

    #[test]
    fn only_a_puzzle_solved_on_its_day_counts_towards_the_streak() {
        let mut journal = Journal::default();
        journal.record_daily(daily("2026-12-02"), won(20, 3, "2026-12-02"));
        journal.record_daily(daily("2026-12-03"), won(20, 3, "2026-12-04"));
        journal.record_daily(Daily { family: Family::Klotski, ..daily("2026-12-04") }, won(30, 2, "2026-12-04"));
        let today = "2026-12-04".parse().unwrap();
        assert_eq!(journal.streaks(today), Streaks { current: 1, longest: 1 });
        journal.record_daily(daily("2026-12-03"), won(20, 3, "2026-12-03"));
        assert_eq!(journal.streaks(today), Streaks { current: 3, longest: 3 });
    }

    #[test]
    fn a_watched_daily_keeps_no_streak_and_yields_to_the_players_own_result() {
        let mut journal = Journal::default();
        let today = "2026-12-04".parse().unwrap();
        journal.record_daily(daily("2026-12-04"), won(20, 0, "2026-12-04"));
        assert!(journal.daily[&daily("2026-12-04")].watched());
        assert_eq!(journal.streaks(today), Streaks::default(), "watched on its day: no streak");
        assert_eq!(journal.dailies_solved(), 0);
        // Solved by hand the next day: the player's own result, on its own day (no streak either).
        journal.record_daily(daily("2026-12-04"), won(25, 2, "2026-12-05"));
        assert_eq!(journal.daily[&daily("2026-12-04")], won(25, 2, "2026-12-05"));
        assert_eq!(journal.streaks("2026-12-05".parse().unwrap()).current, 0);
        // Watching it again changes nothing.
        journal.record_daily(daily("2026-12-04"), won(20, 0, "2026-12-04"));
        assert_eq!(journal.daily[&daily("2026-12-04")], won(25, 2, "2026-12-05"));
        assert_eq!(journal.dailies_solved(), 1);
    }

    #[test]
    fn impossible_results_are_dropped_and_counts_merge_to_the_larger() {
        let mut journal = Journal::default();
        journal.record_daily(daily("2026-12-05"), won(20, 3, "2026-12-04"));
        journal.record_daily(daily("2026-12-01"), won(10, 3, "2026-12-04"));
        journal.record_daily(daily("2026-12-02"), won(22, 2, "2026-12-04"));
        let (checked, dropped) = journal.checked();
        assert_eq!((checked.daily.len(), dropped), (1, 2), "solved before its day; fewer moves than the optimum");
        let mut mine = Journal::default();
        mine.add_played("a", 60, 1);
        let mut theirs = Journal::default();
        theirs.add_played("a", 90, 0);
        theirs.add_played("b", 5, 2);
        mine.merge(theirs);
        assert_eq!(mine.played["a"], Played { seconds: 90, hints: 1 });
        assert_eq!(mine.totals(), Played { seconds: 95, hints: 3 });
    }
}
