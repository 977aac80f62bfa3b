//! Days and durations in words: weekdays, months, the daily puzzles' names, and time played.

use super::{Tr, words};
use crate::i18n::tr;
use gridlock_core::daily::{Daily, Date, Weekday};

/// "Monday"; `short`: "Mon" (the calendar's column heads).
pub fn weekday(tr: &Tr, day: Weekday, short: bool) -> String {
    let n = day as u32 + 1;
    if short { tr!(tr, "weekday-short", day = n) } else { tr!(tr, "weekday", day = n) }
}

/// "December 2026", "2026年12月".
pub fn month(tr: &Tr, date: Date) -> String {
    tr!(tr, "calendar-month", year = date.year(), month = date.month())
}

/// "Friday 4 December 2026", "2026年12月4日 星期五".
pub fn long_date(tr: &Tr, date: Date) -> String {
    let day = weekday(tr, date.weekday(), false);
    tr!(tr, "calendar-long-date", weekday = day, year = date.year(), month = date.month(), day = date.day())
}

/// The level's name: "Daily 2026-12-04 · Rush Hour".
pub fn daily_name(tr: &Tr, daily: Daily) -> String {
    tr!(tr, "daily-level-name", date = daily.date.to_string(), family = words::family(tr, daily.family))
}

/// "3 h 05 min", "42 min", "15 s".
pub fn duration(tr: &Tr, seconds: u64) -> String {
    let (hours, minutes) = (seconds / 3600, seconds / 60 % 60);
    match (hours, minutes) {
        (0, 0) => tr!(tr, "duration-seconds", seconds = seconds),
        (0, _) => tr!(tr, "duration-minutes", minutes = minutes),
        _ => tr!(tr, "duration-hours", hours = hours, minutes = format!("{minutes:02}")),
    }
}
