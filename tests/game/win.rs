//! The win on the board, headless: the confetti falls, fades and is gone within seconds, and the car
//! that drove out takes no analysis badge with it; with reduced motion, no confetti and a quick exit.

use crate::logic::run_until;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use gridlock::board::geometry::PieceView;
use gridlock::board::win::{CONFETTI_LIFETIME, Confetti};
use gridlock::catalog::Catalog;

use gridlock::play::session::{Action, Session};
use gridlock::play::solver_task::Analysis;
use gridlock::play::toggles::Toggle;
use gridlock::player::settings::{ChangeSettings, Settings};

fn confetti(app: &mut App) -> usize {
    app.world_mut().query::<&Confetti>().iter(app.world()).count()
}

/// Plays the level's optimal solution, as fetched from the background analysis.
fn win(app: &mut App) {
    let hint = |app: &App| app.world().resource::<Analysis>().hint(app.world().resource::<Session>());
    run_until(app, |app| hint(app).is_some());
    while !app.world().resource::<Session>().won() {
        let mv = hint(app).expect("an optimal move from every position before the win");
        app.world_mut().write_message(Action::Move { mv, by_replay: false });
        app.update();
    }
}

#[test]
fn confetti_falls_fades_and_is_gone_and_the_car_leaves_its_badge() {
    let index = Catalog::embedded().unwrap().find("rh-01-first-gear").unwrap();
    let mut app = crate::views::board_app(index);
    app.update();
    app.world_mut().write_message(Toggle::Analysis);
    app.update();
    let badges = |app: &mut App| {
        app.world_mut().query::<&Sprite>().iter(app.world()).filter(|s| s.custom_size == Some(Vec2::splat(34.0))).count()
    };
    assert!(badges(&mut app) > 0, "the overlay shows the unlock order");
    win(&mut app);
    app.update();
    assert_eq!(confetti(&mut app), 36, "a burst on the win");
    assert_eq!(badges(&mut app), 0, "a won level has nothing left to unlock");
    // 16 ms a frame: a little past the confetti's life.
    let frames = (CONFETTI_LIFETIME / 0.016) as usize + 10;
    for _ in 0..frames / 2 {
        app.update();
    }
    assert_eq!(confetti(&mut app), 36, "still falling halfway");
    for _ in frames / 2..frames {
        app.update();
    }
    assert_eq!(confetti(&mut app), 0, "gone within {CONFETTI_LIFETIME} s");
}

#[test]
fn with_reduced_motion_the_car_leaves_quickly_and_no_confetti_flies() {
    let index = Catalog::embedded().unwrap().find("rh-01-first-gear").unwrap();
    let mut app = crate::views::board_app(index);
    let calm = Settings { reduce_motion: true, ..Settings::default() };
    app.world_mut().write_message(ChangeSettings(calm));
    app.update();
    assert!(app.world().resource::<Settings>().reduce_motion);
    win(&mut app);
    app.update();
    assert_eq!(confetti(&mut app), 0, "no burst");
    // The slide to the exit and the drive out last at most 80 ms each: gone in ten 16 ms frames.
    let target = app.world().resource::<Session>().level().board.target_index();
    let sliding =
        |app: &mut App| app.world_mut().query::<(&PieceView, &TweenAnim)>().iter(app.world()).any(|(view, _)| view.0 == target);
    assert!(sliding(&mut app), "the car drives out");
    for _ in 0..12 {
        app.update();
    }
    assert!(!sliding(&mut app), "and is out within 200 ms");
}
