//! Who has the keys: the game (the board's keys on the playing screen, the editor's on its board, the
//! level select's cursor) or egui's widgets. While no widget has the focus, the game does. On the
//! playing screen Tab is then the board's (the next piece), not egui's way into the bars. F6 — the
//! usual key between a window's panes — takes the focus into the bars instead, to their first control,
//! there and on the level select (whose Tab switches packs); Tab then goes round them and Esc gives
//! the keys back to the board or the cards. (The editor's board has no use for Tab: there it goes
//! into the side panel as on any screen.) [`UiHasKeyboard`] tells the game's keys
//! to stand back while a widget, or the settings window, has them.

use super::settings::SettingsWindow;
use crate::app_state::Screen;
use crate::play::keyboard::UiHasKeyboard;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiInput, EguiInputSet, EguiPreUpdateSet, EguiPrimaryContextPass, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        keep_tab_for_the_board
            .run_if(in_state(Screen::Playing).or_else(in_state(Screen::LevelSelect)))
            .after(EguiInputSet::WriteEguiEvents)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .init_resource::<IntoTheBars>()
    .add_systems(EguiPrimaryContextPass, track_keyboard_focus);
}

/// This frame's Tab is F6's, the way into the bars: not a screen's own Tab (the level select's next
/// pack).
#[derive(Resource, Default)]
pub struct IntoTheBars(pub bool);

/// F6 reaches egui as Tab from no focus (so to the first control); with the keys on the playing
/// screen's board, egui is not told of Tab (the board's).
fn keep_tab_for_the_board(
    mut contexts: EguiContexts,
    mut input: Single<&mut EguiInput, With<PrimaryEguiContext>>,
    screen: Res<State<Screen>>,
    ui: Res<UiHasKeyboard>,
    mut into_the_bars: ResMut<IntoTheBars>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let is_f6 = |event: &egui::Event| matches!(event, egui::Event::Key { key: egui::Key::F6, pressed: true, .. });
    into_the_bars.0 = input.0.events.iter().any(is_f6);
    if into_the_bars.0 {
        ctx.memory_mut(|m| m.stop_text_input());
    } else if ui.0 || ctx.memory(|m| m.focused().is_some()) || *screen.get() != Screen::Playing {
        return Ok(());
    }
    input.0.events.retain_mut(|event| match event {
        egui::Event::Key { key: egui::Key::Tab, .. } => false,
        egui::Event::Key { key: key @ egui::Key::F6, modifiers, .. } => {
            (*key, *modifiers) = (egui::Key::Tab, egui::Modifiers::NONE);
            true
        }
        _ => true,
    });
    Ok(())
}

/// The game's keys stand back while a widget has the focus, or the settings window is open.
fn track_keyboard_focus(mut contexts: EguiContexts, mut ui: ResMut<UiHasKeyboard>, settings: Res<SettingsWindow>) -> Result {
    ui.0 = contexts.ctx_mut()?.egui_wants_keyboard_input() || settings.0;
    Ok(())
}
