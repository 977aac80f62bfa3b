//! Small UI pieces the screens share.

use bevy_egui::egui;

/// Stars earned out of three: `★★☆`.
pub fn stars_text(stars: u8) -> String {
    let stars = stars.min(3) as usize;
    "★".repeat(stars) + &"☆".repeat(3 - stars)
}

/// A large menu button.
pub fn big_button(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(24.0)).min_size(egui::vec2(220.0, 44.0))
}

#[cfg(test)]
mod tests {
    #[test]
    fn stars_never_exceed_three() {
        assert_eq!(super::stars_text(0), "☆☆☆");
        assert_eq!(super::stars_text(2), "★★☆");
        assert_eq!(super::stars_text(4), "★★★", "a hand-edited save cannot break the level select");
    }
}
