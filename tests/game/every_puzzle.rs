//! The pack of every puzzle headless: a database put in (Fogleman's 5×5 one, packed here; the game's is
//! the 6×6 one, loaded through the asset system) opens its puzzles for play with their optimum known,
//! the one asked for or one drawn at random.

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

    app.world_mut().write_message(FromDatabase::Random { moves: 18 });
    app.update();
    app.update();
    let board = &session(&app).level().board;
    assert!((0..2).any(|n| db.puzzle(18, n).is_some_and(|e| e.board == *board)), "one of the two 18-move puzzles");
    assert_eq!(app.world().resource::<Catalog>().par(session(&app).index()), Par::Known(18));
}
