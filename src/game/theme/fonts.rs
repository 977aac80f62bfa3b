//! The fonts egui draws every text with: egui's own Ubuntu Light, Hack and icon font, without its
//! 420 kB emoji font, which the game has no use for (every symbol it shows is in the other three).

use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiStartupSet, PrimaryEguiContext};
use epaint_default_fonts::{EMOJI_ICON, HACK_REGULAR, UBUNTU_LIGHT};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass: it has no fonts of its own to fall back on.
    app.add_systems(PreStartup, install_fonts.after(EguiStartupSet::InitContexts));
}

fn install_fonts(mut context: Single<&mut EguiContext, With<PrimaryEguiContext>>) {
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, data: FontData| fonts.font_data.insert(name.to_owned(), Arc::new(data));
    add("Ubuntu-Light", FontData::from_static(UBUNTU_LIGHT));
    add("Hack", FontData::from_static(HACK_REGULAR));
    add("icons", FontData::from_static(EMOJI_ICON).tweak(FontTweak { scale: 0.9, ..default() }));
    // Each family falls back on the others: ◀ is only in Hack, ★ and ⏸ only in the icon font.
    let families = [
        (FontFamily::Proportional, ["Ubuntu-Light", "icons", "Hack"]),
        (FontFamily::Monospace, ["Hack", "Ubuntu-Light", "icons"]),
    ];
    for (family, names) in families {
        fonts.families.insert(family, names.map(str::to_owned).to_vec());
    }
    context.get_mut().set_fonts(fonts);
}
