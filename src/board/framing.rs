//! Where the camera looks: the board as large as the window allows, in the room the playing screen's
//! bars leave it ([`BoardRoom`]), with space for the exit's sign on its side. Refitted whenever the
//! window, the bars or the board change, so a phone held upright shows the board between its HUD and
//! its toolbar instead of under them.

use super::BoardSystems;
use super::geometry::CELL;
use crate::app_state::Screen;
use crate::play::session::Session;
use crate::theme::layout::{BoardRoom, TextScale};
use crate::theme::{BOARD_MARGIN, KLOTSKI_EXIT_SIGN, RUSH_HOUR_EXIT_SIGN};
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use gridlock_core::model::{Board, Family, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardRoom>().init_resource::<TextScale>().add_systems(
        Update,
        frame_the_board.after(BoardSystems::Spawn).before(BoardSystems::Move).run_if(in_state(Screen::Playing)),
    );
}

/// The camera's view of the world.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Framing {
    /// World units a window point spans.
    pub units_per_point: f32,
    /// Where the camera stands.
    pub centre: Vec2,
}

impl Framing {
    /// The largest board that fits a window of `window` points once the bars' `room` is taken, centred
    /// in what is left (the board's own centre is the world's origin).
    pub fn of(board: &Board, window: Vec2, room: BoardRoom) -> Framing {
        let sign = match board.family() {
            Family::RushHour => RUSH_HOUR_EXIT_SIGN,
            Family::Klotski => KLOTSKI_EXIT_SIGN,
        };
        let extra = |side: Side| BOARD_MARGIN + if board.exit().side == side { sign } else { 0.0 };
        let (left, right, top, bottom) = (extra(Side::Left), extra(Side::Right), extra(Side::Top), extra(Side::Bottom));
        let world = Vec2::new(board.width() as f32 + left + right, board.height() as f32 + top + bottom) * CELL;
        let free = Vec2::new(window.x - room.left - room.right, window.y - room.top - room.bottom).max(Vec2::ONE);
        let units_per_point = (world / free).max_element();
        // The middle of what is shown, in the world (y up), and of the free room against the window's
        // middle, in points (y down): the one must appear at the other.
        let shown_middle = Vec2::new(right - left, top - bottom) / 2.0 * CELL;
        let free_middle = Vec2::new(room.left - room.right, room.top - room.bottom) / 2.0;
        let centre = shown_middle + Vec2::new(-free_middle.x, free_middle.y) * units_per_point;
        Framing { units_per_point, centre }
    }
}

fn frame_the_board(
    windows: Query<&Window, With<PrimaryWindow>>,
    (room, scale): (Res<BoardRoom>, Res<TextScale>),
    session: Res<Session>,
    mut camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut framed: Local<Option<(Framing, Vec2)>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(window) = windows.single() else { return };
    let size = window.size();
    let framing = Framing::of(&session.level().board, size, room.in_pixels(*scale));
    if *framed == Some((framing, size)) {
        return;
    }
    *framed = Some((framing, size));
    let (projection, transform) = &mut *camera;
    // The window's whole extent in world units, in its own aspect: nothing is stretched.
    let extent = size * framing.units_per_point;
    **projection = Projection::from(OrthographicProjection {
        scaling_mode: ScalingMode::AutoMin { min_width: extent.x, min_height: extent.y },
        ..OrthographicProjection::default_2d()
    });
    transform.translation = framing.centre.extend(transform.translation.z);
    // Where the board is, for a person reading the log and for the browser test, which drags on it.
    let origin = size / 2.0 + Vec2::new(-framing.centre.x, framing.centre.y) / framing.units_per_point;
    let cell = CELL / framing.units_per_point;
    info!(
        "board framed: a cell is {cell:.1} points, the board's centre at ({:.1}, {:.1}); the bars take {:.0} above, {:.0} below, {:.0} left, {:.0} right",
        origin.x, origin.y, room.top, room.bottom, room.left, room.right
    );
    // The bars' new room is known after egui's pass: the frame with the board in its place is the next.
    redraw.write(RequestRedraw);
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridlock_core::notation::parse_board;

    fn board(text: &str) -> Board {
        parse_board(text, None).unwrap()
    }

    #[test]
    fn the_board_fills_the_room_between_the_bars_and_sits_in_its_middle() {
        // Rush Hour 6×6, exit on the right: 6.8 + 1.35 cells wide, 6.8 tall.
        let rush_hour = board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        let phone = Vec2::new(390.0, 844.0);
        let bars = BoardRoom { top: 90.0, bottom: 70.0, left: 0.0, right: 0.0 };
        let framing = Framing::of(&rush_hour, phone, bars);
        assert!((framing.units_per_point - 815.0 / 390.0).abs() < 1e-3, "as wide as the phone: {framing:?}");
        // The room's middle is 10 points below the window's: the camera stands that much higher.
        assert!((framing.centre.y - 10.0 * framing.units_per_point).abs() < 1e-3);
        // The sign's room is on the right, so the board sits left of the shown middle.
        assert!((framing.centre.x - 1.35 / 2.0 * CELL).abs() < 1e-3);
        // The board's top edge is under the HUD, its bottom above the toolbar.
        let top_on_screen = phone.y / 2.0 - (3.0 * CELL - framing.centre.y) / framing.units_per_point;
        let bottom_on_screen = phone.y / 2.0 + (3.0 * CELL + framing.centre.y) / framing.units_per_point;
        assert!(top_on_screen > bars.top && bottom_on_screen < phone.y - bars.bottom, "{top_on_screen}..{bottom_on_screen}");
    }

    #[test]
    fn a_short_window_fits_the_height_and_a_side_bar_moves_the_board_over() {
        let klotski = board("BAAC/BAAC/DEEF/DGHF/I..J");
        let landscape = Vec2::new(844.0, 390.0);
        let framing = Framing::of(&klotski, landscape, BoardRoom { right: 80.0, ..default() });
        // 5 rows + 0.8 + 0.8 for "▼ EXIT" under the board, in 390 points.
        assert!((framing.units_per_point - 660.0 / 390.0).abs() < 1e-3, "{framing:?}");
        assert!(framing.centre.x > 0.0, "the toolbar on the right pushes the board left: the camera right");
    }
}
