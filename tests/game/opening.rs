//! A player's puzzle — a shared code, a level file, a list of kept levels — opens at once and is never
//! solved on the way in: the analysis of the level played finds its optimum in the background, checks
//! what a file claims, and can be stopped.

use crate::logic::{app_on, english, run_until, session};
use bevy::prelude::*;
use gridlock::catalog::{Catalog, Par};
use gridlock::i18n::{Tr, words};
use gridlock::play::session::Action;
use gridlock::play::solver_task::{Analysis, StopAnalysis};
use gridlock::player::notices::Notices;
use gridlock::player::progress::Store;
use gridlock::puzzles::my_levels::{MAX_SHOWN, MyLevels};
use gridlock_core::cluster::ClusterError;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Opens `open`'s level in a running game and lets the analysis finish.
fn play_to_the_end_of_its_analysis(app: &mut App, open: impl FnOnce(&mut Catalog) -> usize) -> usize {
    let index = open(&mut app.world_mut().resource_mut::<Catalog>());
    app.world_mut().write_message(Action::Load(index));
    app.update();
    assert_eq!(session(app).index(), index);
    run_until(app, |app| !app.world().resource::<Analysis>().is_pending());
    index
}

fn notices(app: &mut App) -> Vec<String> {
    app.world_mut().resource_mut::<Notices>().queue.drain(..).map(|n| n.text).collect()
}

#[test]
fn a_shared_code_opens_unsolved_and_the_analysis_finds_its_optimum() {
    let mut app = app_on("rh-01-first-gear");
    let index = app.world_mut().resource_mut::<Catalog>().open_shared("BAAC/BAAC/DEEF/DGHF/I..J", "Shared puzzle").unwrap();
    assert_eq!(app.world().resource::<Catalog>().par(index), Par::Unchecked(None), "nothing solved on opening");
    play_to_the_end_of_its_analysis(&mut app, |_| index);
    assert_eq!(app.world().resource::<Catalog>().par(index), Par::Known(81));
    assert!(notices(&mut app).is_empty(), "nothing was claimed, so nothing is refuted");
}

#[test]
fn an_unsolvable_shared_code_opens_and_the_analysis_says_it_cannot_be_solved() {
    let mut app = app_on("rh-01-first-gear");
    let index = play_to_the_end_of_its_analysis(&mut app, |catalog| catalog.open_shared("AAB./..B.", "Shared puzzle").unwrap());
    let catalog = app.world().resource::<Catalog>();
    assert_eq!(catalog.par(index), Par::NoSolution);
    let tr = app.world().resource::<Tr>();
    assert_eq!(words::par(tr, catalog.par(index), catalog.levels[index].optimum.metric), "none: it cannot be solved");
    assert_eq!(session(&app).stars(catalog.par(index).known()), 1, "a win there, were one possible, would not be scored");
}

#[test]
fn a_level_file_s_wrong_optimum_gives_way_to_the_solver_s_and_the_player_is_told() {
    let dir = std::env::temp_dir().join(format!("gridlock-wrong-optimum-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let original = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/levels/rh-02-school-run.ron")).unwrap();
    let catalog = Catalog::embedded().unwrap();
    let truth = catalog.par(catalog.find("rh-02-school-run").unwrap()).known().unwrap();
    let claim = format!("optimum: (metric: Moves, count: {truth})");
    assert!(original.contains(&claim), "the shipped file states its optimum as {claim}");
    let lying = dir.join("school-run-claims-one.ron");
    std::fs::write(&lying, original.replace(&claim, "optimum: (metric: Moves, count: 1)")).unwrap();

    let mut app = app_on("rh-01-first-gear");
    let index = play_to_the_end_of_its_analysis(&mut app, |catalog| catalog.open(lying.to_str().unwrap()).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(app.world().resource::<Catalog>().par(index), Par::Known(truth), "the stars count against the truth");
    let told = notices(&mut app);
    assert_eq!(
        told,
        [format!("'School Run' claims an optimum of 1 move; the solver finds {truth}, which the stars now count against.")]
    );
}

#[test]
fn the_player_can_stop_a_long_analysis_and_it_is_not_started_again() {
    let mut app = app_on("rh7-02-rush-hour-plus");
    assert!(app.world().resource::<Analysis>().is_pending(), "its analysis takes a while");
    app.world_mut().write_message(StopAnalysis);
    app.update();
    let analysis = app.world().resource::<Analysis>();
    assert!(!analysis.is_pending());
    assert!(matches!(analysis.error, Some(ClusterError::Cancelled)), "{:?}", analysis.error);
    for _ in 0..20 {
        app.update();
    }
    assert!(!app.world().resource::<Analysis>().is_pending(), "stopped means stopped while the level is on screen");
    let catalog = app.world().resource::<Catalog>();
    assert!(matches!(catalog.par(session(&app).index()), Par::Known(_)), "a shipped level's optimum stands");
}

/// Distinct, valid 6×6 boards (up to 3,125): the red car on the left of its row, a car placed on each
/// other row.
fn distinct_boards(count: usize) -> Vec<String> {
    let row = |letter: char, at: usize| (0..6).map(|x| if x == at || x == at + 1 { letter } else { 'o' }).collect::<String>();
    (0..count)
        .map(|n| {
            let (b, c, d, e, f) = (n % 5, n / 5 % 5, n / 25 % 5, n / 125 % 5, n / 625 % 5);
            [row('B', b), row('C', c), "AAoooo".into(), row('D', d), row('E', e), row('F', f)].concat()
        })
        .collect()
}

#[test]
fn a_long_list_of_kept_levels_opens_its_first_levels_at_once_and_stays_whole() {
    let entries: Vec<String> = distinct_boards(MAX_SHOWN + 200)
        .into_iter()
        .enumerate()
        .map(|(n, board)| format!("(name: \"kept {n}\", board: \"{board}\", optimum: Some(1))"))
        .collect();
    let list = format!("(levels: [{}])", entries.join(", "));
    let slots = Arc::new(Mutex::new(BTreeMap::from([("gridlock-my-levels".to_string(), list.clone())])));
    let store = Store::Memory { key: "gridlock-my-levels".into(), slots: slots.clone() };
    let (mut catalog, mut notices) = (Catalog::embedded().unwrap(), Notices::default());
    let shipped = catalog.levels.len();
    MyLevels::load(store, &mut catalog, &mut notices, &english());
    assert_eq!(catalog.levels.len(), shipped + MAX_SHOWN);
    let told: Vec<&str> = notices.queue.iter().map(|n| n.text.as_str()).collect();
    assert_eq!(
        told,
        [format!("Your list holds {} levels; the first {MAX_SHOWN} are shown. The list is kept whole.", MAX_SHOWN + 200)]
    );
    assert_eq!(catalog.par(shipped), Par::Unchecked(Some(1)), "a kept optimum is a claim until checked");
    assert_eq!(slots.lock().unwrap()["gridlock-my-levels"], list, "nothing written on loading");
}

/// Bevy compiles its render pipelines and finishes screenshots on its async compute pool, which has one
/// thread on a two-core machine: an analysis there kept the window black until it ended (10 s for a
/// large board). With as many analyses of a large board running as that pool has threads, a task on
/// the pool still runs while they do.
#[test]
fn analyses_leave_bevys_async_compute_pool_to_bevy() {
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
    use gridlock::play::solver_task::{ClusterJob, Wake};
    use gridlock_core::model::{Family, Metric};
    use gridlock_core::puzzle::Puzzle;
    use std::time::Duration;

    let pool = AsyncComputeTaskPool::get_or_init(TaskPool::new);
    // Unsolvable (L stands in the red car's row) and past 150 MB of states: seconds of work.
    let large = "..BCDEFG/..BCDEFG/......../AA...LL./......../......../HH..II../JJ..KK..";
    let rules = Arc::new(Puzzle::from_board_string(large, Some(Family::RushHour)).unwrap().rules);
    let jobs: Vec<ClusterJob> =
        (0..pool.thread_num()).map(|_| ClusterJob::start(rules.clone(), Metric::Moves, 150 << 20, &Wake::default())).collect();
    let (ran, probe) = std::sync::mpsc::channel();
    pool.spawn(async move { ran.send(()).unwrap() }).detach();
    probe.recv_timeout(Duration::from_secs(300)).expect("the pool's task ran at all");
    assert!(jobs.iter().all(|job| !job.is_ready()), "the pool's task had to wait for the analyses to end");
}
