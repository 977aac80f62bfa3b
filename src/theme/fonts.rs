//! The fonts egui draws every text with: egui's own Ubuntu Light, Hack and icon font, without its
//! 420 kB emoji font, which the game has no use for (every symbol it shows is in the other three),
//! and Gridlock CJK for the classics' Chinese names: a 27 kB subset of Noto Sans CJK holding just the
//! characters the game shows (`scripts/subset-cjk-font.sh`; a whole CJK font is megabytes).

use bevy::asset::AssetEventSystems;
use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiPostUpdateSet, EguiStartupSet, PrimaryEguiContext};
use epaint_default_fonts::{EMOJI_ICON, HACK_REGULAR, UBUNTU_LIGHT};
use std::sync::Arc;

use gridlock_render::look::CJK_FONT as GRIDLOCK_CJK;

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass: it has no fonts of its own to fall back on.
    app.add_systems(PreStartup, install_fonts.after(EguiStartupSet::InitContexts));
    // A glyph new to egui's font atlas is written into the atlas image by bevy_egui after its pass; if
    // Bevy sent the frame's image events before that write, the renderer takes the new glyphs a frame
    // late, and for that frame text that needs them shows holes ("replay: 9 le t at 2 5 s" for "9 left
    // at 2.5/s"). Writing first puts the atlas change in the same frame as the text.
    app.configure_sets(PostUpdate, EguiPostUpdateSet::PostProcessOutput.before(AssetEventSystems));
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
    use crate::catalog::Catalog;
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
        // A rare character (U+9F08), written as an escape: the subset script would take it for one shown.
        assert!(!some_font_holds('\u{9f08}'), "the subset holds only what is shown");
        assert_eq!(definitions().families[&FontFamily::Proportional].last().map(String::as_str), Some("Gridlock-CJK"));
    }

    /// A symbol in a button or on the board that no font holds shows as a box (as "✎ Edit" once did):
    /// every character outside ASCII in the game's code, comments aside, must have a glyph.
    #[test]
    fn every_symbol_the_game_shows_has_its_glyph() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = vec![root.join("crates/gridlock-render/src/look/mod.rs")];
        let mut folders = vec![root.join("src")];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(folder).unwrap().map(Result::unwrap) {
                let path = entry.path();
                if path.is_dir() { folders.push(path) } else { files.push(path) }
            }
        }
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "rs")) {
            let text = std::fs::read_to_string(file).unwrap();
            for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with("//")) {
                let code = line.split(" // ").next().unwrap_or_default();
                let missing: String = code.chars().filter(|&c| !c.is_ascii() && !some_font_holds(c)).collect();
                assert!(missing.is_empty(), "{}:{}: no font holds '{missing}'", file.display(), n + 1);
            }
        }
    }

    /// Every character of every message in every language (its comments aside) has a glyph: a new
    /// word in a catalogue fails here until `scripts/subset-cjk-font.sh` is rerun.
    #[test]
    fn every_message_of_every_language_has_its_glyphs() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
        for language in crate::i18n::Language::ALL {
            let path = folder.join(language.tag()).join("gridlock.ftl");
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with('#')) {
                let missing: String = line.chars().filter(|&c| !some_font_holds(c)).collect();
                assert!(missing.is_empty(), "{}:{}: no font holds '{missing}'", path.display(), n + 1);
            }
        }
    }
}

#[cfg(test)]
mod schedule_tests {
    use super::*;

    /// bevy_egui writes new glyphs into the atlas image before Bevy sends the frame's image events, so
    /// the renderer takes them in the same frame as the text that needs them.
    #[test]
    fn the_font_atlas_is_written_before_the_image_events_go_out() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default(), bevy::image::ImagePlugin::default()));
        app.init_asset::<bevy::shader::Shader>();
        app.add_plugins(bevy_egui::EguiPlugin::default()).add_plugins(plugin);
        app.finish();
        app.cleanup();
        let world = app.world_mut();
        let mut schedules = world.remove_resource::<Schedules>().unwrap();
        let post_update = schedules.get_mut(PostUpdate).unwrap();
        post_update.initialize(world).unwrap();
        let names: Vec<String> = post_update.systems().unwrap().map(|(_, system)| system.name().to_string()).collect();
        let at = |part: &str| names.iter().position(|n| n.contains(part)).unwrap_or_else(|| panic!("no {part} in {names:?}"));
        assert!(at("update_egui_textures_system") < at("Assets<bevy_image::image::Image>::asset_events"), "{names:?}");
    }
}
