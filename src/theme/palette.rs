//! The game's colours: the palette of [`gridlock_render::look::palette`], made Bevy and egui colours.

use bevy::prelude::*;
use bevy_egui::egui::Color32;
pub use gridlock_render::look::palette::*;

/// A palette colour as Bevy and egui take it (the look's crate knows neither).
pub trait Paint {
    fn color(self) -> Color;
    fn with_alpha(self, alpha: f32) -> Color;
    fn egui(self) -> Color32;
}

impl Paint for Rgb {
    fn color(self) -> Color {
        Color::srgb_u8(self.0, self.1, self.2)
    }

    fn with_alpha(self, alpha: f32) -> Color {
        self.color().with_alpha(alpha)
    }

    fn egui(self) -> Color32 {
        Color32::from_rgb(self.0, self.1, self.2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_page_uses_the_theme_colours() {
        let page = include_str!("../../web/index.html");
        let expected =
            [("background", BACKGROUND), ("text", LOADING_TEXT), ("title", TARGET), ("track", SPINNER_TRACK), ("accent", GOLD)];
        for (name, colour) in expected {
            let declaration = format!("--{name}: {};", colour.hex());
            assert!(page.contains(&declaration), "web/index.html should declare `{declaration}`");
        }
        // The browser's bar (theme-color) is the background; any other colour literal would drift from
        // the theme: the page uses only the variables.
        let bar = format!("<meta name=\"theme-color\" content=\"{}\">", BACKGROUND.hex());
        assert!(page.contains(&bar), "web/index.html should have `{bar}`");
        for (at, _) in page.match_indices('#') {
            let word: String = page[at + 1..].chars().take_while(char::is_ascii_alphanumeric).collect();
            let is_colour = matches!(word.len(), 3 | 6 | 8) && word.chars().all(|c| c.is_ascii_hexdigit());
            let line = page[at..].split('\n').next().unwrap_or_default();
            let line = [page[..at].rsplit('\n').next().unwrap_or_default(), line].concat();
            let themed = line.trim_start().starts_with("--") || line.contains(&bar);
            assert!(!is_colour || themed, "web/index.html: colour #{word} outside a theme variable");
        }
        // The installed app's splash screen and bar.
        let manifest = include_str!("../../web/manifest.webmanifest");
        for key in ["background_color", "theme_color"] {
            let entry = format!("\"{key}\": \"{}\"", BACKGROUND.hex());
            assert!(manifest.contains(&entry), "web/manifest.webmanifest should have `{entry}`");
        }
    }
}
