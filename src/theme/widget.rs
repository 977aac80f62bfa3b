//! Small UI pieces the screens share.

use bevy_egui::egui;

/// A large menu button.
pub fn big_button(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(24.0)).min_size(egui::vec2(220.0, 44.0))
}
