//! The settings window, over whichever screen opened it (the title's *Settings*, the toolbar's): sound
//! volume, animation speed, reduced motion, the pieces' colours, the language, fullscreen (F11
//! anywhere) and free play, the way to show the first-time tutorials again, and the way to the About
//! window. Each change is a [`ChangeSettings`], saved at once; this module also puts the window into
//! or out of fullscreen when the setting changes.

use super::about::AboutWindow;
use crate::i18n::tr;
use crate::i18n::{Language, Tr, words};
use crate::player::settings::{ChangeSettings, Settings, TutorialsSeen};
use crate::theme::layout::{EDGE, Room};
use crate::theme::palette::Scheme;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsWindow>()
        .add_systems(EguiPrimaryContextPass, settings_window)
        .add_systems(Update, apply_fullscreen.run_if(resource_changed::<Settings>));
}

/// Whether the settings window is open.
#[derive(Resource, Default)]
pub struct SettingsWindow(pub bool);

fn settings_window(
    mut contexts: EguiContexts,
    mut window: ResMut<SettingsWindow>,
    mut about: ResMut<AboutWindow>,
    saved: Res<Settings>,
    mut change: MessageWriter<ChangeSettings>,
    room: Res<Room>,
    tr: Res<Tr>,
) -> Result {
    if !window.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut settings = *saved;
    let mut open = true;
    let mut done = false;
    // On a phone each label stands over its control, and the sliders take the window's width.
    let compact = room.is_compact();
    let screen = ctx.content_rect();
    egui::Window::new(tr!(tr, "settings-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .max_width(screen.width() - 2.0 * EDGE)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.spacing_mut().slider_width = if compact { screen.width() - 150.0 } else { 220.0 };
            let columns = if compact { 1 } else { 2 };
            egui::Grid::new("settings").num_columns(columns).spacing([24.0, if compact { 4.0 } else { 12.0 }]).show(ui, |ui| {
                let row = |ui: &mut egui::Ui, label: String, control: &mut dyn FnMut(&mut egui::Ui)| {
                    ui.label(label);
                    if compact {
                        ui.end_row();
                    }
                    control(ui);
                    ui.end_row();
                };
                row(ui, tr!(tr, "settings-volume"), &mut |ui| {
                    ui.add(egui::Slider::new(&mut settings.volume, 0..=100).suffix(" %"));
                });
                row(ui, tr!(tr, "settings-speed"), &mut |ui| {
                    ui.add(egui::Slider::new(&mut settings.animation_speed, Settings::SPEEDS).suffix(" %"));
                });
                row(ui, tr!(tr, "settings-motion"), &mut |ui| {
                    drop(ui.checkbox(&mut settings.reduce_motion, tr!(tr, "settings-motion-detail")))
                });
                row(ui, tr!(tr, "settings-colours"), &mut |ui| {
                    let shown = words::scheme(&tr, settings.palette);
                    egui::ComboBox::from_id_salt("palette").selected_text(shown).show_ui(ui, |ui| {
                        for scheme in Scheme::ALL {
                            ui.selectable_value(&mut settings.palette, scheme, words::scheme(&tr, scheme));
                        }
                    });
                });
                row(ui, tr!(tr, "settings-language"), &mut |ui| language_choice(ui, &mut settings.language, &tr));
                // In a browser the page goes fullscreen by the browser's own F11.
                if cfg!(not(target_arch = "wasm32")) {
                    row(ui, tr!(tr, "settings-fullscreen"), &mut |ui| {
                        drop(ui.checkbox(&mut settings.fullscreen, tr!(tr, "settings-fullscreen-detail")))
                    });
                }
                row(ui, tr!(tr, "settings-free-play"), &mut |ui| {
                    ui.checkbox(&mut settings.free_play, tr!(tr, "settings-free-play-detail"));
                });
            });
            ui.add_space(8.0);
            ui.label(RichText::new(tr!(tr, "settings-letters")).small());
            let done_button = ui
                .vertical_centered(|ui| {
                    let again = ui.button(tr!(tr, "settings-tutorials")).on_hover_text(tr!(tr, "settings-tutorials-hover"));
                    if again.clicked() {
                        settings.tutorials_seen = TutorialsSeen::default();
                    }
                    if ui.button(tr!(tr, "settings-about")).clicked() {
                        about.0 = true;
                    }
                    ui.button(tr!(tr, "settings-done")).clicked()
                })
                .inner;
            done = done_button || ui.input(|i| i.key_pressed(egui::Key::Escape));
        });

    if settings != *saved {
        change.write(ChangeSettings(settings));
    }
    window.0 = open && !done;
    Ok(())
}

/// The languages by their own names, and "System" (the system's, named in the language in use).
fn language_choice(ui: &mut egui::Ui, choice: &mut Option<Language>, tr: &Tr) {
    let system = tr!(tr, "settings-language-system", language = Language::system().own_name());
    let name = |language: Option<Language>| language.map_or_else(|| system.clone(), |l| l.own_name().to_string());
    egui::ComboBox::from_id_salt("language").selected_text(name(*choice)).show_ui(ui, |ui| {
        for language in std::iter::once(None).chain(Language::ALL.map(Some)) {
            ui.selectable_value(choice, language, name(language));
        }
    });
}

/// The window follows the fullscreen setting (desktop; a browser keeps its own).
fn apply_fullscreen(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let Ok(mut window) = windows.single_mut() else { return };
    let mode = if settings.fullscreen && cfg!(not(target_arch = "wasm32")) {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    if window.mode != mode {
        window.mode = mode;
    }
}
