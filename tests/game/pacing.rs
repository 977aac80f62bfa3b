//! Frame pacing headless: a still board lets the loop sleep, a move runs it until the slide is over,
//! and the first frames after a pause take a short step of game time; egui is not told the modifier
//! keys as news every frame, and is told the time it is now; an analysis wakes the loop when its
//! solution and its answer come.

use crate::logic::wait_until;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
use bevy::time::{TimeUpdateStrategy, Virtual};
use bevy::window::RequestRedraw;
use bevy::winit::WinitSettings;
use bevy_egui::{EguiInput, egui};
use bevy_tweening::TweenAnim;
use gridlock::catalog::Catalog;
use gridlock::pacing::{AFTER_PAUSE, CONTINUOUS, ORDINARY, SLEEPING};
use gridlock::play::session::{Action, Session};
use gridlock::play::solver_task::{ClusterJob, Wake};
use gridlock_core::model::Metric;
use gridlock_core::rules::Rules;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

fn paced_app() -> App {
    // Not First Gear: a new player's First Gear opens with the tutorial, whose hand keeps moving.
    let mut app = crate::views::board_app(Catalog::embedded().unwrap().find("rh-02-school-run").unwrap());
    app.add_plugins(gridlock::pacing::plugin);
    app
}

fn mode(app: &App) -> WinitSettings {
    app.world().resource::<WinitSettings>().clone()
}

fn max_delta(app: &App) -> Duration {
    app.world().resource::<Time<Virtual>>().max_delta()
}

fn sliding(app: &mut App) -> bool {
    app.world_mut().query::<&TweenAnim>().iter(app.world()).next().is_some()
}

#[test]
fn a_still_board_sleeps_and_a_move_runs_the_loop_until_it_has_slid() {
    let mut app = paced_app();
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(mode(&app).focused_mode, SLEEPING.focused_mode, "nothing moves on a board just set up");
    assert_eq!(max_delta(&app), AFTER_PAUSE, "the frame that wakes it takes a short step");

    let session = app.world().resource::<Session>();
    let mv = session.rules().moves(session.positions(), Metric::Moves)[0];
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    assert!(sliding(&mut app), "the move is tweened");
    assert_eq!(mode(&app).focused_mode, CONTINUOUS.focused_mode, "a sliding piece keeps the loop running");
    assert_eq!(max_delta(&app), AFTER_PAUSE, "the second frame after a pause still measures the pause");
    app.update();
    assert_eq!(max_delta(&app), ORDINARY, "then frames are ordinary");

    let mut frames = 0;
    while sliding(&mut app) {
        assert_eq!(mode(&app).focused_mode, CONTINUOUS.focused_mode, "running until the slide is over");
        app.update();
        frames += 1;
        assert!(frames < 100, "the slide ends");
    }
    // The frame the tween ends still moved its piece; the one after is still.
    app.update();
    app.update();
    assert_eq!(mode(&app).focused_mode, SLEEPING.focused_mode, "asleep again once the piece is home");
}

#[test]
fn a_view_asking_for_a_frame_keeps_the_loop_running() {
    let mut app = paced_app();
    for _ in 0..5 {
        app.update();
    }
    app.world_mut().write_message(RequestRedraw);
    app.update();
    assert_eq!(mode(&app).focused_mode, CONTINUOUS.focused_mode);
}

#[test]
fn unchanged_modifier_keys_are_not_news_to_egui() {
    let mut app = paced_app();
    let context = app.world_mut().spawn(EguiInput::default()).id();
    let shift = egui::Modifiers::SHIFT;
    let told = |app: &mut App, events: Vec<egui::Event>| {
        app.world_mut().get_mut::<EguiInput>(context).unwrap().0.events = events;
        app.update();
        std::mem::take(&mut app.world_mut().get_mut::<EguiInput>(context).unwrap().0.events)
    };
    use egui::Event::{ModifiersChanged, WindowFocused};
    assert_eq!(told(&mut app, vec![ModifiersChanged(egui::Modifiers::NONE)]), vec![ModifiersChanged(egui::Modifiers::NONE)]);
    assert_eq!(told(&mut app, vec![ModifiersChanged(egui::Modifiers::NONE)]), vec![], "the same again is dropped");
    assert_eq!(told(&mut app, vec![ModifiersChanged(shift)]), vec![ModifiersChanged(shift)], "a change passes");
    assert_eq!(told(&mut app, vec![ModifiersChanged(shift)]), vec![]);
    // Losing focus clears egui's modifiers: shift still held is news again.
    assert_eq!(
        told(&mut app, vec![WindowFocused(false), ModifiersChanged(shift)]),
        vec![WindowFocused(false), ModifiersChanged(shift)]
    );
}

#[test]
fn egui_is_told_the_time_now_though_bevys_clock_stands_at_the_last_frame() {
    // Bevy's real clock reads the instant the last frame was presented: across a sleep it stands still,
    // as it does here. A tap that wakes the loop must still measure its real length, not the sleep's.
    let mut app = paced_app();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO));
    let context = app.world_mut().spawn(EguiInput::default()).id();
    let told = |app: &mut App| {
        // What bevy_egui writes before the pacing's systems run: Bevy's real clock.
        let bevys = app.world().resource::<Time<Real>>().elapsed_secs_f64();
        app.world_mut().get_mut::<EguiInput>(context).unwrap().0.time = Some(bevys);
        app.update();
        app.world().get::<EguiInput>(context).unwrap().0.time.expect("egui is told the time")
    };
    let pressed = told(&mut app);
    std::thread::sleep(Duration::from_millis(100));
    let released = told(&mut app);
    assert!(released - pressed >= 0.1, "egui was told {pressed} s and then {released} s, 100 ms apart");
}

#[test]
fn an_analysis_wakes_the_loop_when_its_solution_and_its_answer_are_in() {
    AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let catalog = Catalog::embedded().unwrap();
    let level = &catalog.levels[catalog.find("rh-10-the-big-jam").unwrap()];
    let rules = Arc::new(Rules::new(&level.board).unwrap());
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&calls);
    let wake = Wake::new(Arc::new(move || {
        counted.fetch_add(1, Ordering::SeqCst);
    }));
    let mut job = ClusterJob::start(rules, Metric::Moves, 1 << 30, &wake);
    wait_until(|| calls.load(Ordering::SeqCst) >= 2);
    // Woken for the answer only once it can be collected: the frame it wakes finds it.
    assert!(job.is_ready());
    assert_eq!(job.poll_solution().map(|moves| moves.len()), Some(level.optimum.count as usize));
    let cluster = job.poll(Duration::ZERO).expect("answered").expect("analysed");
    assert_eq!(cluster.len(), 14_908);
    assert_eq!(calls.load(Ordering::SeqCst), 2);
}
