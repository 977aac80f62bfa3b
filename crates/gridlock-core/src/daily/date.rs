//! Calendar dates without a clock: the proleptic Gregorian calendar, counted in days from 1970-01-01
//! (Howard Hinnant's `days_from_civil`), so that a date's daily puzzles and a streak's gaps are plain
//! arithmetic. Which date it is *now* is the game's question (the player's local clock), not the core's.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A calendar day, as `2026-12-04`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

/// The days of the week, Monday first (ISO 8601).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weekday {
    /// Monday.
    Monday,
    /// Tuesday.
    Tuesday,
    /// Wednesday.
    Wednesday,
    /// Thursday.
    Thursday,
    /// Friday.
    Friday,
    /// Saturday.
    Saturday,
    /// Sunday.
    Sunday,
}

impl Weekday {
    /// Every weekday, Monday first.
    pub const ALL: [Weekday; 7] = [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];
}

/// Why a text is not a date.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    /// Not of the form year-month-day.
    #[error("`{0}` is not a date like 2026-12-04 (year-month-day)")]
    Form(String),
    /// Of that form, but no such day (the 30th of February, say).
    #[error("{year:04}-{month:02}-{day:02} is not a day of the calendar")]
    NoSuchDay {
        /// The year given.
        year: i32,
        /// The month given.
        month: u32,
        /// The day given.
        day: u32,
    },
}

impl Date {
    /// The date, if the calendar has it (years 1 to 9999).
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, DateError> {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days_in_month = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => 0,
        };
        if !(1..=9999).contains(&year) || day == 0 || day > days_in_month {
            return Err(DateError::NoSuchDay { year, month, day });
        }
        Ok(Date { year, month: month as u8, day: day as u8 })
    }

    /// The year.
    pub fn year(self) -> i32 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u32 {
        self.month.into()
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u32 {
        self.day.into()
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days(self) -> i64 {
        let (month, day) = (i64::from(self.month), i64::from(self.day));
        let year = i64::from(self.year) - i64::from(month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The date `days` after 1970-01-01, clamped to years 1 to 9999.
    pub fn from_days(days: i64) -> Date {
        let days = days.clamp(Date { year: 1, month: 1, day: 1 }.days(), Date { year: 9999, month: 12, day: 31 }.days());
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
        let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date { year: year as i32, month: month as u8, day: day as u8 }
    }

    /// The date `n` days later (earlier if negative).
    pub fn plus_days(self, n: i64) -> Date {
        Date::from_days(self.days() + n)
    }

    /// The day of the week it falls on.
    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        Weekday::ALL[(self.days() + 3).rem_euclid(7) as usize]
    }

    /// The first day of the date's month.
    pub fn first_of_month(self) -> Date {
        Date { day: 1, ..self }
    }

    /// How many days the date's month has.
    pub fn days_in_month(self) -> u32 {
        let next = if self.month == 12 {
            Date { year: self.year + 1, month: 1, day: 1 }
        } else {
            Date { month: self.month + 1, day: 1, ..self }
        };
        (next.days() - self.first_of_month().days()) as u32
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    fn from_str(text: &str) -> Result<Date, DateError> {
        let form = || DateError::Form(text.to_string());
        let mut parts = text.trim().splitn(3, '-');
        let mut number = |digits: usize| {
            let part = parts.next().filter(|p| p.len() == digits && p.bytes().all(|b| b.is_ascii_digit())).ok_or_else(form)?;
            part.parse::<u32>().map_err(|_| form())
        };
        let (year, month, day) = (number(4)?, number(2)?, number(2)?);
        Date::new(year as i32, month, day)
    }
}

/// Saved as its text, `"2026-12-04"`.
impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        String::deserialize(deserializer)?.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_from_1970_and_back() {
        assert_eq!(Date::new(1970, 1, 1).unwrap().days(), 0);
        assert_eq!(Date::new(2000, 3, 1).unwrap().days(), 11_017);
        let day = Date::new(2026, 12, 4).unwrap();
        assert_eq!(day.days(), 20_791);
        for days in (-719_000..2_900_000).step_by(997) {
            assert_eq!(Date::from_days(days).days(), days);
        }
        assert_eq!(Date::new(2024, 2, 28).unwrap().plus_days(1), Date::new(2024, 2, 29).unwrap());
        assert_eq!(Date::new(2023, 2, 28).unwrap().plus_days(1), Date::new(2023, 3, 1).unwrap());
        assert_eq!(Date::new(2026, 12, 31).unwrap().plus_days(1), Date::new(2027, 1, 1).unwrap());
    }

    #[test]
    fn weekdays_and_months() {
        assert_eq!(Date::new(2026, 12, 4).unwrap().weekday(), Weekday::Friday);
        assert_eq!(Date::new(2026, 12, 7).unwrap().weekday(), Weekday::Monday);
        assert_eq!(Date::new(2026, 2, 10).unwrap().days_in_month(), 28);
        assert_eq!(Date::new(2028, 2, 10).unwrap().days_in_month(), 29);
        assert_eq!(Date::new(2026, 12, 10).unwrap().days_in_month(), 31);
    }

    #[test]
    fn dates_read_and_print_as_year_month_day() {
        let day: Date = "2026-12-04".parse().unwrap();
        assert_eq!(day.to_string(), "2026-12-04");
        assert_eq!("2026-02-30".parse::<Date>(), Err(DateError::NoSuchDay { year: 2026, month: 2, day: 30 }));
        for bad in ["", "2026-12", "2026-1-04", "26-12-04", "2026-12-04-01", "２026-12-04", "+026-12-04"] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }
}
