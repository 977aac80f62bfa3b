//! The daily puzzles: a Rush Hour and a Huarongdao puzzle for each calendar day, made by the core from
//! the date alone ([`gridlock_core::daily`]), so every player gets the same ones without a server. Today
//! is the player's own clock's date; past days stay playable from the calendar, future ones are not.
//! A daily is made off the frame ([`crate::puzzles::making`]), kept in the catalog once made, and its win is
//! recorded in the progress's journal with the day it was solved — on its own date, it counts towards
//! the streak — and worded as a spoiler-free text to share ([`DailyWin`]).

use crate::app_state::Screen;
use crate::catalog::{Catalog, Par};
use crate::i18n::tr;
use crate::i18n::{Tr, calendar, words};
use crate::play::session::{Action, LevelStarted, Session, Won};
use crate::player::notices::Notices;
use crate::player::progress::{DailyResult, Progress};
use crate::puzzles::making::{Job, Making};
use bevy::prelude::*;
use gridlock_core::daily::{Daily, Date};
use gridlock_core::generator::Generator;
use gridlock_core::level::{Level, Optimum};
use gridlock_core::model::{Family, Metric};
use std::collections::BTreeMap;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayDaily>()
        .init_resource::<Today>()
        .init_resource::<DailyMaker>()
        .init_resource::<DailyWin>()
        .add_systems(OnEnter(Screen::Daily), look_at_the_clock)
        .add_systems(Update, (start, advance).chain())
        .add_systems(Update, record_wins.after(crate::app_state::GameSet::Logic));
}

/// Today's date on the player's clock (local time), or a date fixed by `--today` (screenshots, tests).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Today {
    pub date: Date,
    fixed: bool,
}

impl Default for Today {
    fn default() -> Today {
        Today { date: clock_date(), fixed: false }
    }
}

impl Today {
    /// A fixed date: the clock is not looked at.
    pub fn fixed(date: Date) -> Today {
        Today { date, fixed: true }
    }
}

fn clock_date() -> Date {
    use chrono::Datelike;
    let now = chrono::Local::now().date_naive();
    Date::new(now.year(), now.month(), now.day()).unwrap_or_else(|_| Date::from_days(0))
}

/// The date may have changed since the game started (played past midnight).
fn look_at_the_clock(mut today: ResMut<Today>) {
    let date = clock_date();
    if !today.fixed && today.date != date {
        today.date = date;
    }
    info!("today: {}", today.date);
}

/// Asks to play a daily puzzle: made first if it was not yet.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayDaily(pub Daily);

/// The daily puzzles made this run (their catalog index) and the one being made.
#[derive(Resource, Default)]
pub struct DailyMaker {
    made: BTreeMap<Daily, usize>,
    job: Option<(Daily, Job)>,
}

impl DailyMaker {
    /// The daily being made, if any.
    pub fn making(&self) -> Option<Daily> {
        self.job.as_ref().map(|(daily, _)| *daily)
    }

    /// Stops making it.
    pub fn cancel(&mut self) {
        self.job = None;
    }
}

/// What makes a daily: the generator with the day's request (Rush Hour), or the Huarongdao maker.
fn making(daily: Daily) -> Making {
    match daily.family {
        Family::RushHour => {
            let generator = Generator::new(daily.rush_hour_request()).expect("the daily bands are reachable on 6x6");
            Making::RushHour(Box::new(generator))
        }
        Family::Klotski => Making::Huarongdao(Box::new(daily.huarongdao_maker())),
    }
}

fn start(
    mut asked: MessageReader<PlayDaily>,
    mut maker: ResMut<DailyMaker>,
    today: Res<Today>,
    mut actions: MessageWriter<Action>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(&PlayDaily(daily)) = asked.read().last() else { return };
    if daily.date > today.date {
        return;
    }
    if let Some(&index) = maker.made.get(&daily) {
        actions.write(Action::Load(index));
        next_screen.set(Screen::Playing);
    } else if maker.making() != Some(daily) {
        maker.job = Some((daily, Job::start(making(daily))));
    }
}

fn advance(
    mut maker: ResMut<DailyMaker>,
    mut catalog: ResMut<Catalog>,
    mut notices: ResMut<Notices>,
    mut actions: MessageWriter<Action>,
    mut next_screen: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
) {
    let Some((daily, job)) = maker.job.as_mut() else { return };
    let daily = *daily;
    let Some(made) = job.poll() else { return };
    maker.job = None;
    let Some((board, moves)) = made else {
        notices.post(&tr!(tr, "daily-title"), tr!(tr, "daily-failed"));
        return;
    };
    let level = Level::new(&calendar::daily_name(&tr, daily), Optimum { metric: Metric::Moves, count: moves }, board);
    let index = catalog.add_daily(level, daily, Par::Known(moves));
    maker.made.insert(daily, index);
    info!("daily: {daily} made, {moves} moves");
    actions.write(Action::Load(index));
    next_screen.set(Screen::Playing);
}

/// The share text of the daily puzzle just won, for the win panel to copy; cleared when a level starts.
#[derive(Resource, Default, Debug)]
pub struct DailyWin(pub Option<String>);

/// Records a daily's win in the journal, with the day it was solved, and words its share text.
fn record_wins(
    mut won: MessageReader<Won>,
    mut started: MessageReader<LevelStarted>,
    session: Res<Session>,
    catalog: Res<Catalog>,
    today: Res<Today>,
    mut progress: ResMut<Progress>,
    mut win: ResMut<DailyWin>,
    tr: Res<Tr>,
) {
    if started.read().count() > 0 {
        win.0 = None;
    }
    if won.read().count() == 0 {
        return;
    }
    let Some(daily) = catalog.daily(session.index()) else { return };
    let par = catalog.par(session.index());
    // A daily taken up after a restart claims its optimum until the analysis settles it.
    let Some(optimum) = par.known().or(par.claimed()) else { return };
    let moves = session.counters().moves;
    let result = DailyResult { moves, optimum, stars: session.stars(Some(optimum)), solved_on: today.date };
    progress.journal.record_daily(daily, result);
    progress.save_soon();
    let streak = progress.journal.streaks(today.date).current;
    win.0 = Some(share_text(&tr, daily, &result, streak));
}

/// What a player shares of a daily won, with no position in it: "Gridlock daily 2026-12-02 · Rush Hour
/// ★★★ 23/23 moves · streak 5", or, when the solver played part of it, that it was watched (no stars,
/// no streak to boast of).
fn share_text(tr: &Tr, daily: Daily, result: &DailyResult, streak: u32) -> String {
    let (date, family) = (daily.date.to_string(), words::family(tr, daily.family));
    if result.watched() {
        return tr!(tr, "daily-share-watched", date = date, family = family);
    }
    tr!(
        tr,
        "daily-share",
        date = date,
        family = family,
        stars = words::stars(result.stars),
        moves = result.moves,
        optimum = result.optimum,
        streak = streak
    )
}
