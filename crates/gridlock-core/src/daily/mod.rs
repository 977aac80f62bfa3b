//! The daily puzzles: one Rush Hour and one Huarongdao puzzle per calendar day, the same for every
//! player on that date without a server — each is made from a seed that is a function of the date and
//! the family alone (by the generator for Rush Hour, by [`huarongdao::Maker`] for Huarongdao, both
//! deterministic given their seed). Their difficulty follows the week: easy on Monday, hardest on
//! Sunday. And the streak: how many days in a row the player solved a day's puzzle on that day.

mod date;
pub mod huarongdao;

pub use date::{Date, DateError, Weekday};

use crate::generator::Request;
use crate::model::Family;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeSet;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// One daily puzzle: a date's puzzle of a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Daily {
    /// The calendar day.
    pub date: Date,
    /// Rush Hour or Huarongdao.
    pub family: Family,
}

impl Daily {
    /// The families with a daily puzzle, in the order they are shown.
    pub const FAMILIES: [Family; 2] = [Family::RushHour, Family::Klotski];

    /// The seed the puzzle is made from: the date's day number and the family, mixed (SplitMix64) so
    /// that neighbouring days give unrelated seeds.
    pub fn seed(self) -> u64 {
        let family = match self.family {
            Family::RushHour => 0,
            Family::Klotski => 1,
        };
        let mut z = (self.date.days() as u64).wrapping_mul(2).wrapping_add(family).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The band of optimal move counts for the day of the week: easy early in the week, hard at the
    /// weekend. Huarongdao's bands are longer, as its puzzles are (横刀立马 takes 81 moves).
    pub fn moves(self) -> RangeInclusive<u32> {
        let day = self.date.weekday() as usize;
        match self.family {
            Family::RushHour => [6..=10, 10..=14, 14..=18, 18..=23, 23..=28, 28..=34, 34..=40][day].clone(),
            Family::Klotski => [15..=25, 25..=35, 35..=45, 45..=60, 60..=80, 80..=100, 100..=130][day].clone(),
        }
    }

    /// What the generator is asked for a Rush Hour daily: a 6×6 board with at most one wall.
    pub fn rush_hour_request(self) -> Request {
        Request { size: 6, walls: 0..=1, moves: self.moves(), count: 1, seed: self.seed() }
    }

    /// The maker of a Huarongdao daily.
    pub fn huarongdao_maker(self) -> huarongdao::Maker {
        huarongdao::Maker::new(self.seed(), self.moves())
    }
}

/// Written `2026-12-04/rush-hour` (`/klotski`): how saves and ids name a daily puzzle.
impl fmt::Display for Daily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.date, self.family.cli_name())
    }
}

impl FromStr for Daily {
    type Err = DateError;

    fn from_str(text: &str) -> Result<Daily, DateError> {
        let (date, family) = text.split_once('/').ok_or_else(|| DateError::Form(text.to_string()))?;
        let family =
            Daily::FAMILIES.into_iter().find(|f| f.cli_name() == family).ok_or_else(|| DateError::Form(text.to_string()))?;
        Ok(Daily { date: date.parse()?, family })
    }
}

/// Saved as its text, `"2026-12-04/rush-hour"` (a key of a map in a save).
impl Serialize for Daily {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Daily {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Daily, D::Error> {
        String::deserialize(deserializer)?.parse().map_err(serde::de::Error::custom)
    }
}

/// A player's daily streaks, in days.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    /// Days in a row up to today — or up to yesterday while today's puzzle is still open.
    pub current: u32,
    /// The longest run of days ever.
    pub longest: u32,
}

/// The streaks of a player who solved a day's puzzle on that day on each of `days`.
pub fn streaks(days: &BTreeSet<Date>, today: Date) -> Streaks {
    let mut streaks = Streaks::default();
    let (mut run, mut last) = (0, None::<Date>);
    for &day in days.iter().filter(|&&day| day <= today) {
        run = if last.is_some_and(|last| last.plus_days(1) == day) { run + 1 } else { 1 };
        streaks.longest = streaks.longest.max(run);
        last = Some(day);
    }
    if last.is_some_and(|last| last == today || last == today.plus_days(-1)) {
        streaks.current = run;
    }
    streaks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Family;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn a_date_s_puzzles_are_seeded_by_the_date_and_family_alone() {
        let friday = Daily { date: date("2026-12-04"), family: Family::RushHour };
        assert_eq!(friday.seed(), Daily { date: date("2026-12-04"), family: Family::RushHour }.seed());
        assert_ne!(friday.seed(), Daily { date: date("2026-12-05"), family: Family::RushHour }.seed());
        assert_ne!(friday.seed(), Daily { family: Family::Klotski, ..friday }.seed());
        assert_eq!(friday.moves(), 23..=28);
        assert_eq!(friday.to_string(), "2026-12-04/rush-hour");
        assert_eq!("2026-12-04/rush-hour".parse(), Ok(friday));
        assert!("2026-12-04/chess".parse::<Daily>().is_err() && "2026-12-04".parse::<Daily>().is_err());
        assert_eq!(Daily { date: date("2026-11-30"), family: Family::Klotski }.moves(), 15..=25, "Monday is easy");
        assert_eq!(Daily { date: date("2026-12-06"), family: Family::Klotski }.moves(), 100..=130, "Sunday is hard");
    }

    #[test]
    fn a_streak_grows_on_consecutive_days_and_resets_after_a_gap() {
        let days = |list: &[&str]| list.iter().map(|d| date(d)).collect::<BTreeSet<Date>>();
        let today = date("2026-12-04");
        assert_eq!(streaks(&days(&[]), today), Streaks { current: 0, longest: 0 });
        let three = days(&["2026-12-02", "2026-12-03", "2026-12-04"]);
        assert_eq!(streaks(&three, today), Streaks { current: 3, longest: 3 });
        let open_today = days(&["2026-12-02", "2026-12-03"]);
        assert_eq!(streaks(&open_today, today), Streaks { current: 2, longest: 2 }, "today's puzzle is still open");
        assert_eq!(streaks(&open_today, today.plus_days(1)), Streaks { current: 0, longest: 2 }, "a day missed");
        let gap = days(&["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30", "2026-12-03", "2026-12-04"]);
        assert_eq!(streaks(&gap, today), Streaks { current: 2, longest: 4 });
        let over_new_year = days(&["2026-12-30", "2026-12-31", "2027-01-01"]);
        assert_eq!(streaks(&over_new_year, date("2027-01-01")).current, 3);
    }
}
