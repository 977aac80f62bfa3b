//! The daily puzzles and the statistics headless: a date's puzzle is the same on every run and differs
//! from another date's; a win is recorded with its day, grows the streak and words a spoiler-free share
//! text; one the solver played keeps no streak and says it was watched, and stays out of the levels'
//! totals; a future day cannot be played; time and hints on a level are counted for the statistics.

use crate::logic::{app_on, press, run_until, session};
use bevy::prelude::*;
use gridlock::app_state::Screen;
use gridlock::catalog::Catalog;
use gridlock::play::hint::HintsUsed;
use gridlock::play::session::{Action, Session};
use gridlock::play::solver_task::Analysis;
use gridlock::player::progress::{DailyResult, Progress};
use gridlock::player::statistics::tally;
use gridlock::puzzles::daily::{DailyWin, PlayDaily, Today};
use gridlock_core::daily::{Daily, Date, Streaks};
use gridlock_core::model::{Board, Family, Metric};
use gridlock_core::solver::{Algorithm, Limits, Solver};

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// A game whose today is `today`, on the daily screen.
fn app_on_day(today: &str) -> App {
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(Today::fixed(date(today)));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Daily);
    app.update();
    app
}

/// Asks for a daily and runs until it is being played; its board.
fn play(app: &mut App, daily: Daily) -> Board {
    app.world_mut().write_message(PlayDaily(daily));
    run_until(app, |app| {
        let catalog = app.world().resource::<Catalog>();
        catalog.daily(session(app).index()) == Some(daily) && *app.world().resource::<State<Screen>>().get() == Screen::Playing
    });
    session(app).level().board.clone()
}

fn win_optimally(app: &mut App) {
    let s: &Session = session(app);
    let solver = Solver::new(s.rules().clone(), s.positions(), Metric::Moves, Algorithm::Bfs, Limits::default());
    for mv in solver.run().solution().expect("solvable").moves.clone() {
        app.world_mut().write_message(Action::Move { mv, by_replay: false });
        app.update();
    }
    assert!(session(app).won());
    app.update();
}

/// A game on 2026-12-04 whose player solved yesterday's Rush Hour puzzle yesterday: a streak of one.
fn app_after_a_day_solved() -> App {
    let mut app = app_on_day("2026-12-04");
    let yesterday = Daily { date: date("2026-12-03"), family: Family::RushHour };
    let solved = DailyResult { moves: 20, optimum: 20, stars: 3, solved_on: date("2026-12-03") };
    app.world_mut().resource_mut::<Progress>().journal.record_daily(yesterday, solved);
    app
}

#[test]
fn a_date_s_puzzle_is_the_same_on_every_run_and_another_date_s_differs() {
    let friday = Daily { date: date("2026-12-04"), family: Family::Klotski };
    let first = play(&mut app_on_day("2026-12-04"), friday);
    let again = play(&mut app_on_day("2026-12-04"), friday);
    assert_eq!(first, again, "the same for every player on that date");
    let thursday = play(&mut app_on_day("2026-12-04"), Daily { date: date("2026-12-03"), ..friday });
    assert_ne!(first, thursday);
    let monday = Daily { date: date("2026-11-30"), family: Family::RushHour };
    let mut app = app_on_day("2026-12-04");
    let rush = play(&mut app, monday);
    assert_eq!(rush.family(), Family::RushHour);
    let optimum = app.world().resource::<Catalog>().par(session(&app).index()).known().unwrap();
    assert!(monday.moves().contains(&optimum), "Monday's band: {optimum} moves");
}

#[test]
fn a_future_day_cannot_be_played() {
    let mut app = app_on_day("2026-12-04");
    app.world_mut().write_message(PlayDaily(Daily { date: date("2026-12-05"), family: Family::Klotski }));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Daily);
    assert_eq!(app.world().resource::<Catalog>().daily(session(&app).index()), None);
}

#[test]
fn a_daily_won_on_its_day_grows_the_streak_and_words_a_share_text() {
    let mut app = app_after_a_day_solved();
    let today = Daily { date: date("2026-12-04"), family: Family::Klotski };
    play(&mut app, today);
    win_optimally(&mut app);
    let progress = app.world().resource::<Progress>();
    let result = progress.journal.daily[&today];
    assert_eq!((result.stars, result.moves, result.solved_on), (3, result.optimum, date("2026-12-04")));
    assert_eq!(progress.journal.streaks(date("2026-12-04")), Streaks { current: 2, longest: 2 });
    let text = app.world().resource::<DailyWin>().0.clone().expect("a share text");
    let n = result.optimum;
    assert_eq!(text, format!("Gridlock daily 2026-12-04 · Huarongdao ★★★ {n}/{n} moves · streak 2"));
    // A past day's puzzle played today is recorded, but keeps no streak.
    let earlier = Daily { date: date("2026-12-01"), family: Family::Klotski };
    play(&mut app, earlier);
    assert_eq!(app.world().resource::<DailyWin>().0, None, "the last win's text goes with it");
    win_optimally(&mut app);
    let progress = app.world().resource::<Progress>();
    assert_eq!(progress.journal.daily[&earlier].solved_on, date("2026-12-04"));
    assert_eq!(progress.journal.streaks(date("2026-12-04")).current, 2);
}

#[test]
fn a_daily_the_solver_played_keeps_no_streak_says_watched_and_stays_out_of_the_levels_totals() {
    let mut app = app_after_a_day_solved();
    let levels = app.world().resource::<Catalog>().levels.len();
    let today = Daily { date: date("2026-12-04"), family: Family::Klotski };
    play(&mut app, today);
    // Solve (a replay's move) plays the first move; the player the rest.
    let s: &Session = session(&app);
    let solver = Solver::new(s.rules().clone(), s.positions(), Metric::Moves, Algorithm::Bfs, Limits::default());
    let first = solver.run().solution().expect("solvable").moves[0];
    app.world_mut().write_message(Action::Move { mv: first, by_replay: true });
    app.update();
    win_optimally(&mut app);
    let progress = app.world().resource::<Progress>();
    let result = progress.journal.daily[&today];
    assert!(result.watched(), "recorded as watched: {result:?}");
    assert_eq!(progress.journal.streaks(date("2026-12-04")), Streaks { current: 1, longest: 1 }, "yesterday's streak, not grown");
    assert_eq!(progress.journal.dailies_solved(), 1, "yesterday's only");
    let text = app.world().resource::<DailyWin>().0.clone().expect("a share text");
    assert_eq!(text, "Gridlock daily 2026-12-04 · Huarongdao · watched: the solver played it");
    // The statistics: the daily is in the catalog (as one of My levels) but not among the levels.
    let catalog = app.world().resource::<Catalog>();
    assert_eq!(catalog.levels.len(), levels + 1);
    let all = tally(0..catalog.levels.len(), catalog, progress);
    assert_eq!((all.levels, all.solved), (levels, 0), "the daily stays out of the levels' totals");
    let pack = catalog.packs().into_iter().find(|pack| pack.levels.contains(&session(&app).index())).expect("a pack holds it");
    assert_eq!(tally(pack.levels.clone(), catalog, progress).levels, 0, "nor is it counted in its pack");
}

#[test]
fn time_and_hints_on_a_level_are_counted_for_the_statistics() {
    let mut app = app_on("rh-01-first-gear");
    for _ in 0..150 {
        app.update();
    }
    // A hint (F1), asked for again to say why: one hint.
    run_until(&mut app, |app| app.world().resource::<Analysis>().for_session(session(app)).is_some());
    press(&mut app, &[KeyCode::F1]);
    press(&mut app, &[KeyCode::F1]);
    assert_eq!(app.world().resource::<HintsUsed>().0, 1);
    win_optimally(&mut app);
    let played = app.world().resource::<Progress>().journal.played["rh-01-first-gear"];
    assert_eq!(played.hints, 1);
    assert!(
        (3..=6).contains(&played.seconds),
        "150 frames of 20 ms, the wait for the analysis and the moves: {} s",
        played.seconds
    );
    // Off the playing screen the clock of the statistics stands still.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    for _ in 0..200 {
        app.update();
    }
    app.world_mut().write_message(Action::Reset);
    app.update();
    assert_eq!(app.world().resource::<Progress>().journal.played["rh-01-first-gear"].seconds, played.seconds);
}
