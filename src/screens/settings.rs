//! The settings window, over whichever screen opened it (the title's *Settings*, the toolbar's): sound
//! volume, animation speed, reduced motion, the pieces' colours, high contrast, the text's size, the
//! language, fullscreen (F11 anywhere) and free play, the way to show the first-time tutorials again,
//! and the way to the About window. Each change is a [`ChangeSettings`], saved at once; this module
//! also applies the look, the text's size (egui's zoom, which Ctrl + / Ctrl − change too) and
//! fullscreen when they change.

use super::about::AboutWindow;
use crate::i18n::tr;
use crate::i18n::{Language, Tr, words};
use crate::player::settings::{ChangeSettings, Settings, TutorialsSeen};
use crate::theme::layout::{EDGE, Room, TextScale};
use crate::theme::palette::{self, Paint, Scheme};
use crate::theme::style;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsWindow>()
        // The About window over it takes Esc first: Esc closes that window and leaves this one open.
        .add_systems(
            EguiPrimaryContextPass,
            (apply_look, follow_text_size, settings_window.after(super::about::about_window)).chain(),
        )
        .add_systems(Update, apply_fullscreen.run_if(resource_changed::<Settings>));
}

/// The room the window's title bar takes, in points.
const SETTINGS_TITLE_BAR: f32 = 40.0;

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
    // On a phone the sliders take the window's width.
    let compact = room.is_compact();
    let screen = ctx.content_rect();
    egui::Window::new(tr!(tr, "settings-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .max_width(screen.width() - 2.0 * EDGE)
        // Taller than the screen (a phone at a large text size), it scrolls.
        .vscroll(true)
        .max_height(screen.height() - 2.0 * EDGE - SETTINGS_TITLE_BAR)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.spacing_mut().slider_width = if compact { (screen.width() - 150.0).max(60.0) } else { 220.0 };
            let mut rows = |ui: &mut egui::Ui| {
                // Each control is named for a screen reader by its row's label (egui would name a
                // slider by nothing, a check box by its detail, a list by its choice).
                let row = |ui: &mut egui::Ui, label: String, control: &mut dyn FnMut(&mut egui::Ui, &str)| {
                    ui.label(&label);
                    if compact {
                        ui.end_row();
                    }
                    control(ui, &label);
                    ui.end_row();
                };
                row(ui, tr!(tr, "settings-volume"), &mut |ui, name| {
                    let mut volume = u16::from(settings.volume);
                    percentage(ui, &mut volume, 0..=100, None, name);
                    settings.volume = volume.min(100) as u8;
                });
                row(ui, tr!(tr, "settings-speed"), &mut |ui, name| {
                    percentage(ui, &mut settings.animation_speed, Settings::SPEEDS, None, name)
                });
                row(ui, tr!(tr, "settings-motion"), &mut |ui, name| {
                    check_box(ui, &mut settings.reduce_motion, tr!(tr, "settings-motion-detail"), name)
                });
                row(ui, tr!(tr, "settings-colours"), &mut |ui, name| {
                    let shown = words::scheme(&tr, settings.palette);
                    let list = egui::ComboBox::from_id_salt("palette").selected_text(&shown).show_ui(ui, |ui| {
                        for scheme in Scheme::ALL {
                            ui.selectable_value(&mut settings.palette, scheme, words::scheme(&tr, scheme));
                        }
                    });
                    name_list(&list.response, name, &shown);
                });
                row(ui, tr!(tr, "settings-contrast"), &mut |ui, name| {
                    check_box(ui, &mut settings.high_contrast, tr!(tr, "settings-contrast-detail"), name)
                });
                row(ui, tr!(tr, "settings-text-size"), &mut |ui, name| {
                    percentage(ui, &mut settings.text_size, Settings::TEXT_SIZES, Some(Settings::TEXT_SIZE_STEP), name)
                });
                row(ui, tr!(tr, "settings-language"), &mut |ui, name| language_choice(ui, &mut settings.language, &tr, name));
                // In a browser the page goes fullscreen by the browser's own F11.
                if cfg!(not(target_arch = "wasm32")) {
                    row(ui, tr!(tr, "settings-fullscreen"), &mut |ui, name| {
                        check_box(ui, &mut settings.fullscreen, tr!(tr, "settings-fullscreen-detail"), name)
                    });
                }
                row(ui, tr!(tr, "settings-free-play"), &mut |ui, name| {
                    check_box(ui, &mut settings.free_play, tr!(tr, "settings-free-play-detail"), name)
                });
            };
            // On a phone each label stands over its control, down one column whose text wraps; on a
            // wider window, labels and controls side by side. One grid for both, so that a control
            // keeps its id — and the keyboard's focus — when a new text size switches between them.
            let grid = egui::Grid::new("settings").num_columns(if compact { 1 } else { 2 });
            let grid = if compact {
                grid.spacing([24.0, 4.0]).max_col_width(screen.width() - 4.0 * EDGE)
            } else {
                grid.spacing([24.0, 12.0])
            };
            grid.show(ui, |ui| rows(ui));
            ui.add_space(8.0);
            ui.label(RichText::new(tr!(tr, "settings-letters")).small());
            ui.label(RichText::new(tr!(tr, "settings-keys")).small());
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

/// The interface and the window's ground in the look the settings choose, whenever it changes (and
/// on the first pass that has a context).
fn apply_look(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut clear: ResMut<ClearColor>,
    mut applied: Local<Option<bool>>,
) -> Result {
    if *applied == Some(settings.high_contrast) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.options_mut(|options| options.theme_preference = egui::ThemePreference::Dark);
    ctx.set_visuals_of(egui::Theme::Dark, style::visuals(settings.high_contrast));
    clear.0 = palette::background(settings.high_contrast).color();
    *applied = Some(settings.high_contrast);
    Ok(())
}

/// The interface at the text size the settings choose. egui's own Ctrl + / Ctrl − / Ctrl 0 zoom it
/// too: such a zoom is taken into the settings (to the nearest offered size) and saved like any
/// change. [`TextScale`] tells the layout what the zoom now is.
fn follow_text_size(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut change: MessageWriter<ChangeSettings>,
    mut scale: ResMut<TextScale>,
    mut applied: Local<Option<u16>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    if *applied != Some(settings.text_size) {
        ctx.set_zoom_factor(settings.text_scale());
        *applied = Some(settings.text_size);
    } else if (zoom - settings.text_scale()).abs() > 0.01 {
        let step = Settings::TEXT_SIZE_STEP as f32;
        let asked = ((zoom * 100.0 / step).round() * step) as u16;
        let new = Settings { text_size: asked, ..*settings }.sanitised();
        ctx.set_zoom_factor(new.text_scale());
        *applied = Some(new.text_size);
        change.write(ChangeSettings(new));
    }
    scale.set_if_neq(TextScale(ctx.zoom_factor()));
    Ok(())
}

/// The languages by their own names, and "System" (the system's, named in the language in use).
fn language_choice(ui: &mut egui::Ui, choice: &mut Option<Language>, tr: &Tr, label: &str) {
    let system = tr!(tr, "settings-language-system", language = Language::system().own_name());
    let name = |language: Option<Language>| language.map_or_else(|| system.clone(), |l| l.own_name().to_string());
    let shown = name(*choice);
    let list = egui::ComboBox::from_id_salt("language").selected_text(&shown).show_ui(ui, |ui| {
        for language in std::iter::once(None).chain(Language::ALL.map(Some)) {
            ui.selectable_value(choice, language, name(language));
        }
    });
    name_list(&list.response, label, &shown);
}

/// A slider of a percentage (in steps of `step`, if given), named `name`.
fn percentage(ui: &mut egui::Ui, value: &mut u16, range: std::ops::RangeInclusive<u16>, step: Option<u16>, name: &str) {
    let slider = egui::Slider::new(value, range).suffix(" %");
    let slider = match step {
        Some(step) => slider.step_by(step.into()),
        None => slider,
    };
    let response = ui.add(slider);
    let now = f64::from(*value);
    response.widget_info(|| egui::WidgetInfo::slider(true, now, name));
}

/// A check box showing `detail`, named `name`.
fn check_box(ui: &mut egui::Ui, value: &mut bool, detail: String, name: &str) {
    let response = ui.checkbox(value, detail);
    let now = *value;
    response.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Checkbox, true, now, name));
}

/// A drop-down list showing `shown`, named `name` and its choice.
fn name_list(response: &egui::Response, name: &str, shown: &str) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::ComboBox, true, format!("{name}: {shown}")));
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
