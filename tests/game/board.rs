//! The board headless: a refused move nudges its piece the way it was asked to go and brings it back to
//! its cell (with reduced motion it stays still); a new palette recolours the pieces and their text;
//! high contrast edges every piece.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use gridlock::board::geometry::PieceView;
use gridlock::board::labels::BoardLabel;
use gridlock::catalog::Catalog;
use gridlock::play::session::{Action, Session};
use gridlock::player::settings::{ChangeSettings, Settings};
use gridlock::theme::palette::{self, Paint, Scheme};
use gridlock_core::model::{Move, Pos};

/// The red car of First Gear asked to drive two cells right, into the truck `D`.
fn refused_move(app: &App) -> Move {
    let session = app.world().resource::<Session>();
    let a = session.level().board.target_index();
    let from = session.positions()[a];
    Move { piece: a, label: 'A', from, to: Pos::new(from.x + 2, from.y) }
}

fn car(app: &mut App) -> (Vec3, bool) {
    let a = app.world().resource::<Session>().level().board.target_index();
    let mut query = app.world_mut().query::<(&PieceView, &Transform, Option<&TweenAnim>)>();
    let (_, transform, anim) = query.iter(app.world()).find(|(view, _, _)| view.0 == a).unwrap();
    (transform.translation, anim.is_some())
}

fn app_with(settings: Settings) -> App {
    let mut app = crate::views::board_app(Catalog::embedded().unwrap().find("rh-01-first-gear").unwrap());
    app.world_mut().write_message(ChangeSettings(settings));
    for _ in 0..3 {
        app.update();
    }
    app
}

#[test]
fn a_refused_move_nudges_its_piece_and_brings_it_home() {
    let mut app = app_with(Settings::default());
    let (home, _) = car(&mut app);
    let mv = refused_move(&app);
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    app.update();
    let (nudged, moving) = car(&mut app);
    assert!(moving && nudged.x > home.x && nudged.x - home.x <= 10.0, "towards the truck, a little: {home} -> {nudged}");
    assert_eq!(app.world().resource::<Session>().history().len(), 0, "nothing moved in the puzzle");
    for _ in 0..12 {
        app.update();
    }
    assert_eq!(car(&mut app), (home, false), "back on its cell");
}

#[test]
fn with_reduced_motion_a_refused_piece_stays_still() {
    let mut app = app_with(Settings { reduce_motion: true, ..Settings::default() });
    let (home, _) = car(&mut app);
    let mv = refused_move(&app);
    app.world_mut().write_message(Action::Move { mv, by_replay: false });
    app.update();
    app.update();
    assert_eq!(car(&mut app), (home, false));
}

/// Choosing the colour-blind-safe palette recolours the pieces in place, and every text on a piece —
/// a block's name and the key in its corner — turns to the ink that reads on its new colour.
#[test]
fn a_new_palette_recolours_the_pieces_and_all_their_text() {
    let mut app = crate::views::board_app(Catalog::embedded().unwrap().find("klc-32-heng-dao-li-ma").unwrap());
    for _ in 0..3 {
        app.update();
    }
    // The third block is green in the standard palette (white text), yellow in the safe one (ink).
    let texts = |app: &mut App| {
        let mut pieces = app.world_mut().query::<(&PieceView, &Children)>();
        let children: Vec<Entity> = pieces.iter(app.world()).find(|(view, _)| view.0 == 2).unwrap().1.iter().collect();
        let mut labels = app.world_mut().query::<&BoardLabel>();
        children.iter().filter_map(|&child| labels.get(app.world(), child).ok()).map(|l| l.color.to_srgba()).collect::<Vec<_>>()
    };
    let white = palette::WHITE.color().to_srgba();
    assert!(texts(&mut app).iter().all(|c| (c.red, c.green, c.blue) == (white.red, white.green, white.blue)));
    app.world_mut().write_message(ChangeSettings(Settings { palette: Scheme::ColourBlind, ..Settings::default() }));
    app.update();
    app.update();
    let ink = palette::INK.color().to_srgba();
    let now = texts(&mut app);
    assert_eq!(now.len(), 2, "the name and the key");
    assert!(now.iter().all(|c| (c.red, c.green, c.blue) == (ink.red, ink.green, ink.blue)), "{now:?}");
}

/// High contrast rebuilds the board at once: a white edge behind every piece, light walls, a white
/// rim; switched off, the edges go again. The pieces keep their palette's colours.
#[test]
fn high_contrast_edges_every_piece_and_goes_again() {
    let mut app = crate::views::board_app(Catalog::embedded().unwrap().find("rh-01-first-gear").unwrap());
    for _ in 0..3 {
        app.update();
    }
    let outline = palette::CONTRAST_OUTLINE.color();
    let edged = |app: &mut App| {
        let mut pieces = app.world_mut().query::<(&PieceView, &Sprite, &Children)>();
        let found: Vec<(Color, Vec<Entity>)> =
            pieces.iter(app.world()).map(|(_, sprite, children)| (sprite.color, children.iter().collect())).collect();
        let mut sprites = app.world_mut().query::<&Sprite>();
        let edges = found
            .iter()
            .filter(|(_, children)| children.iter().any(|&c| sprites.get(app.world(), c).is_ok_and(|s| s.color == outline)))
            .count();
        (edges, found.len(), found.iter().map(|(colour, _)| *colour).collect::<Vec<_>>())
    };
    let (before, pieces, colours) = edged(&mut app);
    assert_eq!(before, 0, "no edges in the normal look");
    app.world_mut().write_message(ChangeSettings(Settings { high_contrast: true, ..Settings::default() }));
    for _ in 0..2 {
        app.update();
    }
    let (after, now, contrast_colours) = edged(&mut app);
    assert_eq!((after, now), (pieces, pieces), "every piece edged");
    assert_eq!(contrast_colours.len(), colours.len());
    assert!(contrast_colours.iter().all(|c| colours.contains(c)), "the palette's colours kept");
    app.world_mut().write_message(ChangeSettings(Settings::default()));
    for _ in 0..2 {
        app.update();
    }
    assert_eq!(edged(&mut app).0, 0, "and gone again");
}
