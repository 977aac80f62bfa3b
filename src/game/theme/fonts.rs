//! The fonts egui draws every text with: egui's own Ubuntu Light, Hack and icon font, without its
//! 420 kB emoji font, which the game has no use for (every symbol it shows is in the other three),
//! and Gridlock CJK for the classics' Chinese names: a 27 kB subset of Noto Sans CJK holding just the
//! characters the game shows (`scripts/subset-cjk-font.sh`; a whole CJK font is megabytes).

use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiStartupSet, PrimaryEguiContext};
use epaint_default_fonts::{EMOJI_ICON, HACK_REGULAR, UBUNTU_LIGHT};
use std::sync::Arc;

const GRIDLOCK_CJK: &[u8] = include_bytes!("../../../assets/fonts/gridlock-cjk.otf");

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass: it has no fonts of its own to fall back on.
    app.add_systems(PreStartup, install_fonts.after(EguiStartupSet::InitContexts));
}

fn install_fonts(mut context: Single<&mut EguiContext, With<PrimaryEguiContext>>) {
    context.get_mut().set_fonts(definitions());
}

fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, data: FontData| fonts.font_data.insert(name.to_owned(), Arc::new(data));
    add("Ubuntu-Light", FontData::from_static(UBUNTU_LIGHT));
    add("Hack", FontData::from_static(HACK_REGULAR));
    add("icons", FontData::from_static(EMOJI_ICON).tweak(FontTweak { scale: 0.9, ..default() }));
    add("Gridlock-CJK", FontData::from_static(GRIDLOCK_CJK));
    // Each family falls back on the others: ◀ is only in Hack, ★ and ⏸ only in the icon font, 曹 only
    // in Gridlock CJK.
    let families = [
        (FontFamily::Proportional, ["Ubuntu-Light", "icons", "Hack", "Gridlock-CJK"]),
        (FontFamily::Monospace, ["Hack", "Ubuntu-Light", "icons", "Gridlock-CJK"]),
    ];
    for (family, names) in families {
        fonts.families.insert(family, names.map(str::to_owned).to_vec());
    }
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::catalog::Catalog;
    use skrifa::MetadataProvider;

    /// Whether some font of the game's holds `c` (egui's own `has_glyph` says no for every character
    /// of the font that holds its replacement glyph, so the character maps are read directly).
    fn some_font_holds(c: char) -> bool {
        [UBUNTU_LIGHT, HACK_REGULAR, EMOJI_ICON, GRIDLOCK_CJK]
            .iter()
            .any(|data| skrifa::FontRef::new(data).expect("a font").charmap().map(c).is_some())
    }

    /// A level added with characters the subset lacks fails here until the script is rerun.
    #[test]
    fn every_level_name_has_its_glyphs() {
        let catalog = Catalog::embedded().unwrap();
        let classics = catalog.levels.iter().filter(|l| l.native_name.is_some()).count();
        assert!(classics >= 40, "{classics} classics");
        for level in &catalog.levels {
            let name = level.display_name();
            let missing: String = name.chars().filter(|&c| !some_font_holds(c)).collect();
            assert!(missing.is_empty(), "{}: no font holds '{missing}' of '{name}'", level.id);
        }
        assert!(!some_font_holds('鼈'), "the subset holds only what is shown");
        assert_eq!(definitions().families[&FontFamily::Proportional].last().map(String::as_str), Some("Gridlock-CJK"));
    }
}
