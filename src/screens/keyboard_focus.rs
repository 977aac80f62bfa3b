//! Who has the keys: the game (the board's keys on the playing screen, the editor's on its board) or
//! egui's widgets. While no widget has the focus, the game does. On the playing screen Tab is then the
//! board's (the next piece), not egui's way into the bars, and F6 — the usual key between a window's
//! panes — takes the focus into the bars instead, to their first control; Tab then goes round them and
//! Esc gives the keys back to the board. (The editor's board has no use for Tab: there it goes into
//! the side panel as on any screen.) [`UiHasKeyboard`] tells the game's keys
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
            .run_if(in_state(Screen::Playing))
            .after(EguiInputSet::WriteEguiEvents)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(EguiPrimaryContextPass, track_keyboard_focus);
}

/// With the keys on the board, egui is not told of Tab (the board's), and F6 reaches it as Tab.
fn keep_tab_for_the_board(
    mut contexts: EguiContexts,
    mut input: Single<&mut EguiInput, With<PrimaryEguiContext>>,
    ui: Res<UiHasKeyboard>,
) -> Result {
    if ui.0 || contexts.ctx_mut()?.memory(|m| m.focused().is_some()) {
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
