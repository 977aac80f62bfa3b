//! A game controller on the menus: the d-pad reaches egui as the arrow keys, A as Enter, B as
//! Escape, the shoulder buttons as Tab and Shift+Tab. So the title's buttons take focus and are pressed
//! with A, and the level select's cursor moves and plays as with the keyboard. (The playing screen
//! reads the pad itself: `gamepad`.)

use crate::app_state::Screen;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiInputSet, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pad_as_keys
            .run_if(not(in_state(Screen::Playing)))
            .after(EguiInputSet::ReadBevyMessages)
            .before(EguiInputSet::WriteEguiEvents),
    );
}

/// The keys each button stands for.
const KEYS: [(GamepadButton, egui::Key, bool); 8] = [
    (GamepadButton::DPadUp, egui::Key::ArrowUp, false),
    (GamepadButton::DPadDown, egui::Key::ArrowDown, false),
    (GamepadButton::DPadLeft, egui::Key::ArrowLeft, false),
    (GamepadButton::DPadRight, egui::Key::ArrowRight, false),
    (GamepadButton::South, egui::Key::Enter, false),
    (GamepadButton::East, egui::Key::Escape, false),
    (GamepadButton::RightTrigger, egui::Key::Tab, false),
    (GamepadButton::LeftTrigger, egui::Key::Tab, true),
];

fn pad_as_keys(
    pads: Query<&Gamepad>,
    mut contexts: EguiContexts,
    primary: Single<Entity, With<PrimaryEguiContext>>,
    screen: Res<State<Screen>>,
    mut input: MessageWriter<EguiInputEvent>,
) -> Result {
    // On the title nothing has focus at first, and egui moves focus with the arrows only from a
    // focused widget: the first press of the d-pad gives the first button focus.
    let unfocused = *screen.get() == Screen::Menu && contexts.ctx_mut()?.memory(|m| m.focused().is_none());
    for pad in &pads {
        for (button, key, shift) in KEYS {
            if !pad.just_pressed(button) {
                continue;
            }
            let is_arrow =
                matches!(key, egui::Key::ArrowUp | egui::Key::ArrowDown | egui::Key::ArrowLeft | egui::Key::ArrowRight);
            let key = if unfocused && is_arrow { egui::Key::Tab } else { key };
            let modifiers = egui::Modifiers { shift, ..default() };
            for pressed in [true, false] {
                let event = egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers };
                input.write(EguiInputEvent { context: *primary, event });
            }
        }
    }
    Ok(())
}
