//! How egui draws the interface: its dark look with the keyboard's focus ring in the theme's gold, or
//! the high-contrast look — white text and white-edged controls on black — with the same ring.

use crate::theme::palette::{self, Paint};
use bevy_egui::egui::{Color32, Shadow, Stroke, Visuals};

/// The focus ring's width, and how far it stands out around its control, in points.
pub const FOCUS_RING: f32 = 2.5;
const FOCUS_OUTSET: f32 = 2.0;

/// The interface's visuals in the normal look or in high contrast.
pub fn visuals(high_contrast: bool) -> Visuals {
    let mut visuals = Visuals::dark();
    // egui draws a focused control (and one being pressed) with its `active` look: that is the ring.
    let ring = Stroke::new(FOCUS_RING, palette::FOCUS.egui());
    visuals.widgets.active.bg_stroke = ring;
    visuals.widgets.active.expansion = FOCUS_OUTSET;
    visuals.selection.stroke = ring;
    if high_contrast {
        let text = palette::CONTRAST_TEXT.egui();
        let (ground, control) = (palette::CONTRAST_PANEL.egui(), palette::CONTRAST_CONTROL.egui());
        visuals.override_text_color = Some(text);
        visuals.weak_text_alpha = 0.85;
        (visuals.panel_fill, visuals.window_fill, visuals.extreme_bg_color) = (ground, ground, ground);
        visuals.faint_bg_color = Color32::from_gray(24);
        visuals.window_stroke = Stroke::new(2.0, text);
        (visuals.window_shadow, visuals.popup_shadow) = (Shadow::NONE, Shadow::NONE);
        visuals.hyperlink_color = palette::HINT.egui();
        let widgets = &mut visuals.widgets;
        widgets.noninteractive.bg_fill = ground;
        widgets.noninteractive.bg_stroke = Stroke::new(1.0, text);
        widgets.noninteractive.fg_stroke = Stroke::new(1.0, text);
        for (look, edge) in [(&mut widgets.inactive, 1.5), (&mut widgets.hovered, 2.5), (&mut widgets.open, 2.0)] {
            (look.bg_fill, look.weak_bg_fill) = (control, control);
            look.bg_stroke = Stroke::new(edge, text);
            look.fg_stroke = Stroke::new(1.5, text);
        }
        (widgets.active.bg_fill, widgets.active.weak_bg_fill) = (control, control);
        widgets.active.fg_stroke = Stroke::new(2.0, text);
    }
    visuals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn focus_shows_in_gold_in_both_looks_and_high_contrast_edges_every_control() {
        for contrast in [false, true] {
            let look = visuals(contrast);
            assert_eq!(look.widgets.active.bg_stroke.color, palette::FOCUS.egui());
            assert!(look.widgets.active.bg_stroke.width >= 2.0, "a ring seen across the room");
        }
        let high = visuals(true);
        assert_eq!(high.override_text_color, Some(Color32::WHITE));
        assert_eq!(high.panel_fill, Color32::BLACK);
        assert!(high.widgets.inactive.bg_stroke.width > 0.0, "every button edged, not only the one under the pointer");
        assert_eq!(visuals(false).override_text_color, None, "the normal look keeps egui's text colours");
    }
}
