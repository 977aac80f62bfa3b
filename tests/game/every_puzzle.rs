//! The pack of every puzzle headless: a database put in (Fogleman's 5×5 one, or the shared sample of
//! his 6×6 one with walls, packed here; the game's is the 6×6 one, loaded through the asset system)
//! opens its puzzles for play with their optimum known, the one asked for or one drawn at random among
//! those with the walls asked for.

use crate::logic::{app_on, session};
use bevy::prelude::*;
use gridlock::app_state::Screen;
use gridlock::catalog::{Catalog, Par};
use gridlock::puzzles::puzzle_database::{FromDatabase, PuzzleDatabase};
use gridlock_core::database::{Database, pack};
use std::sync::Arc;

fn database() -> Arc<Database> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/enumerator/5x5.txt")).unwrap();
    Arc::new(Database::read(pack(&text, 5).unwrap()).unwrap())
}

/// Plays what `ask` asks for and gives the board played.
fn play(app: &mut App, ask: FromDatabase) -> gridlock_core::model::Board {
    app.world_mut().write_message(ask);
    app.update();
    app.update();
    session(app).level().board.clone()
}

#[test]
fn a_puzzle_of_the_database_is_played_with_its_optimum_known() {
    let db = database();
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(PuzzleDatabase::Ready(db.clone()));
    app.world_mut().write_message(FromDatabase::Play { moves: 20, n: 1 });
    app.update();
    app.update();
    let index = session(&app).index();
    assert_eq!(session(&app).level().board, db.puzzle(20, 1).unwrap().board);
    assert_eq!(app.world().resource::<Catalog>().par(index), Par::Known(20));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);

    app.world_mut().write_message(FromDatabase::Random { moves: 18, walls: None });
    app.update();
    app.update();
    let board = &session(&app).level().board;
    assert!((0..2).any(|n| db.puzzle(18, n).is_some_and(|e| e.board == *board)), "one of the two 18-move puzzles");
    assert_eq!(app.world().resource::<Catalog>().par(session(&app).index()), Par::Known(18));
}

#[test]
fn a_random_puzzle_has_the_walls_asked_for_and_the_record_is_the_highest_optimums_first() {
    let sample = include_str!("../data/rush_hour_sample.txt");
    let db = Arc::new(Database::read(pack(sample, 6).unwrap()).unwrap());
    assert_eq!(db.wall_counts(), [0, 1, 2]);
    let mut app = app_on("rh-01-first-gear");
    app.insert_resource(PuzzleDatabase::Ready(db.clone()));
    // Every optimum and number of walls the sample holds, each asked for at random.
    for (moves, _) in db.optima().collect::<Vec<_>>() {
        for walls in [0, 1, 2] {
            let shown = db.with_walls(moves, Some(walls));
            if shown.is_empty() {
                continue;
            }
            let board = play(&mut app, FromDatabase::Random { moves, walls: Some(walls) });
            assert_eq!(board.walls().len(), walls, "{moves} moves");
            assert!(shown.clone().any(|n| db.puzzle(moves, n).unwrap().board == board), "{moves} moves, {walls} walls");
            assert_eq!(app.world().resource::<Catalog>().par(session(&app).index()), Par::Known(moves));
        }
    }
    // The record, as the pack's button asks for it.
    let (hardest, _) = db.optima().last().unwrap();
    let board = play(&mut app, FromDatabase::Play { moves: hardest, n: 0 });
    assert_eq!(board, db.puzzle(hardest, 0).unwrap().board);
    assert_eq!(app.world().resource::<Catalog>().par(session(&app).index()), Par::Known(hardest));
}
