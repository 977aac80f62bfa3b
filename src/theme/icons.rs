//! The toolbar's icons — undo, redo, hint, play, pause, step, sound on and off, settings — drawn as
//! SVG in `assets/art/icons/`, rendered by `scripts/make-art.py`, embedded, loaded through the asset
//! system and handed to egui as textures. A button keeps its word beside its icon, except on a phone's
//! row of thumb-sized buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IconImages>().init_resource::<Icons>().add_systems(EguiPrimaryContextPass, hand_icons_to_egui);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Undo,
    Redo,
    Hint,
    Play,
    Pause,
    Step,
    SoundOn,
    SoundOff,
    Settings,
}

const ICONS: [(Icon, &str, &[u8]); 9] = [
    (Icon::Undo, "undo", include_bytes!("../../assets/sprites/icons/undo.png")),
    (Icon::Redo, "redo", include_bytes!("../../assets/sprites/icons/redo.png")),
    (Icon::Hint, "hint", include_bytes!("../../assets/sprites/icons/hint.png")),
    (Icon::Play, "play", include_bytes!("../../assets/sprites/icons/play.png")),
    (Icon::Pause, "pause", include_bytes!("../../assets/sprites/icons/pause.png")),
    (Icon::Step, "step", include_bytes!("../../assets/sprites/icons/step.png")),
    (Icon::SoundOn, "sound-on", include_bytes!("../../assets/sprites/icons/sound-on.png")),
    (Icon::SoundOff, "sound-off", include_bytes!("../../assets/sprites/icons/sound-off.png")),
    (Icon::Settings, "settings", include_bytes!("../../assets/sprites/icons/settings.png")),
];

/// The icons' images, loading.
#[derive(Resource)]
struct IconImages(Vec<(Icon, Handle<Image>)>);

impl FromWorld for IconImages {
    fn from_world(world: &mut World) -> Self {
        IconImages(
            ICONS.iter().map(|&(icon, name, png)| (icon, super::embedded_image(world, &format!("icons/{name}"), png))).collect(),
        )
    }
}

/// The icons as egui knows them, once handed over.
#[derive(Resource, Default)]
pub struct Icons(Vec<(Icon, egui::TextureId)>);

/// The size an icon is shown at beside its word, and alone on a touch screen, in points.
const ICON_SIZE: f32 = 16.0;
const TOUCH_ICON_SIZE: f32 = 24.0;

impl Icons {
    /// A button with `icon` before `text` (just the text until the icons are in).
    pub fn button(&self, icon: Icon, text: &str) -> egui::Button<'static> {
        match self.0.iter().find(|(i, _)| *i == icon) {
            Some(&(_, id)) => {
                egui::Button::image_and_text(egui::Image::new((id, egui::vec2(ICON_SIZE, ICON_SIZE))), text.to_string())
            }
            None => egui::Button::new(text.to_string()),
        }
    }

    /// [`Icons::icon_button`] if `icon_only`, else [`Icons::button`].
    pub fn button_or_icon(&self, icon: Icon, word: &str, icon_only: bool) -> egui::Button<'static> {
        if icon_only { self.icon_button(icon, word) } else { self.button(icon, word) }
    }

    /// A thumb-sized button with `icon` alone, named by `word` for a screen reader (the image's alt text,
    /// which egui gives a button of no text as its name); the word itself shows until the icons are in.
    pub fn icon_button(&self, icon: Icon, word: &str) -> egui::Button<'static> {
        let button = match self.0.iter().find(|(i, _)| *i == icon) {
            Some(&(_, id)) => {
                egui::Button::image(egui::Image::new((id, egui::Vec2::splat(TOUCH_ICON_SIZE))).alt_text(word.to_string()))
            }
            None => egui::Button::new(word.to_string()),
        };
        button.min_size(egui::Vec2::splat(super::layout::TOUCH_TARGET))
    }
}

fn hand_icons_to_egui(mut contexts: EguiContexts, images: Res<IconImages>, mut icons: ResMut<Icons>) {
    if icons.0.is_empty() {
        icons.0 =
            images.0.iter().map(|(icon, image)| (*icon, contexts.add_image(EguiTextureHandle::Strong(image.clone())))).collect();
    }
}
