//! How much room the window gives, what the player points with, and what follows from them. A phone
//! held upright is [`Room::Narrow`], one on its side [`Room::Short`]; there the screens fold their bars
//! and panels. Wherever a finger does the pointing ([`Pointer::Finger`]: any compact screen, a tablet, a
//! touch laptop) every control grows to a fingertip's size (44 points, the touch guidelines' minimum).
//! [`BoardRoom`] is what the playing screen's bars cover at the window's edges, so the board is drawn in
//! what is left.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Room>()
        .init_resource::<TextScale>()
        .init_resource::<Pointer>()
        .add_systems(PreUpdate, (measure_room, notice_touch))
        .add_systems(
            EguiPrimaryContextPass,
            size_controls_for_touch.run_if(resource_changed::<Room>.or_else(resource_changed::<Pointer>)),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, ask_the_page_for_its_pointer);
}

/// The window's class of size.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Room {
    /// A desktop window, a tablet.
    #[default]
    Wide,
    /// Narrower than [`NARROW_BELOW`]: a phone held upright.
    Narrow,
    /// Lower than [`SHORT_BELOW`] (and wider than tall): a phone on its side.
    Short,
}

/// How many of the window's logical pixels an interface point takes: the player's text size (1 at
/// 100 %, 2 at 200 %). The window's room is measured in points, so at 200 % a desktop window half a
/// phone's size folds its bars as a phone does.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TextScale(pub f32);

impl Default for TextScale {
    fn default() -> Self {
        TextScale(1.0)
    }
}

/// Below this width (points) a window is narrow.
pub const NARROW_BELOW: f32 = 600.0;
/// Below this height (points) a landscape window is short.
pub const SHORT_BELOW: f32 = 520.0;
/// Room between a bar or window and the window's edge (`EDGE`), and between the playing screen's bars and
/// the board (`BOARD_GAP`), in points.
pub const EDGE: f32 = 10.0;
pub const BOARD_GAP: f32 = 6.0;
/// The least size of anything a finger presses, in points.
pub const TOUCH_TARGET: f32 = 44.0;

impl Room {
    /// The class of a window `width` × `height` points.
    pub fn of(width: f32, height: f32) -> Room {
        if height < SHORT_BELOW && width > height {
            Room::Short
        } else if width < NARROW_BELOW {
            Room::Narrow
        } else {
            Room::Wide
        }
    }

    /// Whether the screens use their folded, touch-sized layouts.
    pub fn is_compact(self) -> bool {
        self != Room::Wide
    }
}

/// What the player points with. A width says nothing of it (an upright tablet is as wide as a small
/// desktop window), so it is learned: in a browser from the page's pointer ("coarse" on a touch screen)
/// at the start, anywhere from the first touch, or from `--touch`; once a finger, always a finger.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pointer {
    #[default]
    Mouse,
    Finger,
}

/// Whether controls are finger-sized: on a compact screen (which only phones have) or wherever a finger
/// points.
pub fn finger_sized(room: Room, pointer: Pointer) -> bool {
    room.is_compact() || pointer == Pointer::Finger
}

/// What the playing screen's bars cover at each edge of the window, in points (interface points,
/// [`TextScale`] pixels each); the board is drawn in the rest. The HUD and the toolbar write it; the board's framing owns it (and works without them).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardRoom {
    pub top: f32,
    pub bottom: f32,
    pub left: f32,
    pub right: f32,
}

impl BoardRoom {
    /// The same room in the window's logical pixels.
    pub fn in_pixels(self, scale: TextScale) -> BoardRoom {
        let TextScale(s) = scale;
        BoardRoom { top: self.top * s, bottom: self.bottom * s, left: self.left * s, right: self.right * s }
    }
}

fn measure_room(windows: Query<&Window, With<PrimaryWindow>>, scale: Res<TextScale>, mut room: ResMut<Room>) {
    let Ok(window) = windows.single() else { return };
    let TextScale(s) = *scale;
    room.set_if_neq(Room::of(window.width() / s, window.height() / s));
}

fn notice_touch(mut touches: MessageReader<TouchInput>, mut pointer: ResMut<Pointer>) {
    if touches.read().count() > 0 && *pointer != Pointer::Finger {
        info!("pointer: a touch, so controls are finger-sized from now on");
        *pointer = Pointer::Finger;
    }
}

/// A browser says whether its main pointer is a finger before any touch: a tablet gets finger-sized
/// controls on its first frame.
#[cfg(target_arch = "wasm32")]
fn ask_the_page_for_its_pointer(mut pointer: ResMut<Pointer>) {
    let coarse = web_sys::window().and_then(|w| w.match_media("(pointer: coarse)").ok().flatten()).is_some_and(|q| q.matches());
    if coarse {
        info!("pointer: the page's pointer is coarse, so controls are finger-sized");
        *pointer = Pointer::Finger;
    }
}

/// Finger-sized buttons, boxes and text where a finger points, egui's own sizes elsewhere.
fn size_controls_for_touch(mut contexts: EguiContexts, room: Res<Room>, pointer: Res<Pointer>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let fingers = finger_sized(*room, *pointer);
    ctx.all_styles_mut(|style| {
        let normal = egui::Style::default();
        let (spacing, normal_spacing) = (&mut style.spacing, &normal.spacing);
        if fingers {
            spacing.interact_size.y = TOUCH_TARGET;
            spacing.button_padding = egui::vec2(10.0, 6.0);
            spacing.item_spacing = egui::vec2(8.0, 6.0);
            spacing.icon_width = 22.0;
            spacing.icon_width_inner = 12.0;
        } else {
            spacing.interact_size.y = normal_spacing.interact_size.y;
            spacing.button_padding = normal_spacing.button_padding;
            spacing.item_spacing = normal_spacing.item_spacing;
            spacing.icon_width = normal_spacing.icon_width;
            spacing.icon_width_inner = normal_spacing.icon_width_inner;
        }
        for (text_style, font) in style.text_styles.iter_mut() {
            let normal_size = normal.text_styles.get(text_style).map_or(font.size, |f| f.size);
            font.size = if fingers && matches!(text_style, egui::TextStyle::Body | egui::TextStyle::Button) {
                COMPACT_TEXT
            } else {
                normal_size
            };
        }
    });
    Ok(())
}

/// Body and button text where a finger points: a phone is held closer, but its points are small, and
/// a finger-sized button with egui's small text looks empty.
const COMPACT_TEXT: f32 = 16.0;

/// A scroll area that a finger (or the mouse) drags. egui lets a drag scroll only once it has seen a
/// touch, and finds what a press hits among the last frame's widgets, so on a fresh page a phone's
/// first swipe would not scroll at all.
pub fn dragged(area: egui::ScrollArea) -> egui::ScrollArea {
    area.scroll_source(egui::scroll_area::ScrollSource::ALL)
}

#[cfg(test)]
mod tests {
    use super::{BoardRoom, Room, TextScale};

    #[test]
    fn phones_upright_and_on_their_side_are_told_apart_from_desktops() {
        assert_eq!(Room::of(1280.0, 800.0), Room::Wide);
        assert_eq!(Room::of(390.0, 844.0), Room::Narrow);
        assert_eq!(Room::of(360.0, 740.0), Room::Narrow);
        assert_eq!(Room::of(844.0, 390.0), Room::Short);
        assert_eq!(Room::of(740.0, 360.0), Room::Short);
        assert_eq!(Room::of(500.0, 500.0), Room::Narrow, "small and square: upright layouts");
        // At 200 % text a desktop window of 1100 × 800 pixels is 550 × 400 points: a phone on its side's
        // layouts.
        let TextScale(s) = TextScale(2.0);
        assert_eq!(Room::of(1100.0 / s, 800.0 / s), Room::Short);
        let bars = BoardRoom { top: 50.0, bottom: 60.0, left: 0.0, right: 5.0 }.in_pixels(TextScale(2.0));
        assert_eq!((bars.top, bars.bottom, bars.right), (100.0, 120.0, 10.0), "the bars cover twice the pixels");
        assert!(!Room::Wide.is_compact() && Room::Narrow.is_compact() && Room::Short.is_compact());
    }
}
