//! Small UI pieces the screens share.

use bevy_egui::egui;

/// A large menu button, 220 points wide where there is room (at most `room`, in smaller text).
pub fn big_button(text: &str, room: f32) -> egui::Button<'static> {
    let size = if room < 220.0 { 19.0 } else { 24.0 };
    egui::Button::new(egui::RichText::new(text).size(size)).min_size(egui::vec2(room.min(220.0), 44.0))
}
