//! The keyboard: arrows move the selected piece (Tab, a piece's letter or a drag selects it), and keys
//! for undo, redo, reset, hints, the replay, levels and the view toggles; F11 on every screen.
//! Everything becomes an [`Action`], a [`Request`], a [`Toggle`] or a [`ChangeSettings`]; nothing here
//! changes the puzzle directly.

use crate::app_state::Screen;
use crate::play::replay::Request;
use crate::play::session::{Action, LevelStarted, Session};
use crate::play::toggles::Toggle;
use crate::player::settings::{ChangeSettings, Settings};
use bevy::prelude::*;
use gridlock_core::model::{Move, Pos};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selected>().init_resource::<UiHasKeyboard>().add_systems(
        Update,
        (
            (clear_selection_on_level_start, select_grabbed, keyboard).chain().run_if(in_state(Screen::Playing)),
            toggle_fullscreen_key,
        )
            .in_set(crate::app_state::GameSet::Input),
    );
}

/// The piece the keyboard moves.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Selected(pub Option<usize>);

/// Set by the UI layer while a text field or window owns the keyboard.
#[derive(Resource, Default)]
pub struct UiHasKeyboard(pub bool);

/// The modifier keys held: Ctrl (or the Command key) and Shift.
#[derive(Clone, Copy, Debug)]
pub struct Held {
    pub ctrl: bool,
    pub shift: bool,
}

impl Held {
    pub fn now(keys: &ButtonInput<KeyCode>) -> Held {
        Held {
            ctrl: keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::SuperLeft, KeyCode::SuperRight]),
            shift: keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]),
        }
    }
}

/// A step through a history, by key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryKey {
    Undo,
    Redo,
}

/// Undo and redo as every screen with a history takes them: Ctrl+Z, and Ctrl+Y or Ctrl+Shift+Z.
pub fn history_key(key: KeyCode, held: Held) -> Option<HistoryKey> {
    match key {
        KeyCode::KeyZ if held.ctrl && held.shift => Some(HistoryKey::Redo),
        KeyCode::KeyZ if held.ctrl => Some(HistoryKey::Undo),
        KeyCode::KeyY if held.ctrl => Some(HistoryKey::Redo),
        _ => None,
    }
}

/// A piece taken hold of with the pointer is the selected one: the keys move it next.
fn select_grabbed(mut actions: MessageReader<Action>, mut selected: ResMut<Selected>) {
    if let Some(piece) =
        actions.read().filter_map(|action| if let Action::Grab(piece) = action { Some(*piece) } else { None }).last()
    {
        selected.0 = Some(piece);
    }
}

fn clear_selection_on_level_start(mut started: MessageReader<LevelStarted>, mut selected: ResMut<Selected>) {
    if started.read().count() > 0 {
        selected.0 = None;
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiHasKeyboard>,
    session: Res<Session>,
    mut selected: ResMut<Selected>,
    mut actions: MessageWriter<Action>,
    mut requests: MessageWriter<Request>,
    mut toggles: MessageWriter<Toggle>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if ui.0 {
        return;
    }
    let held = Held::now(&keys);
    let Held { ctrl, shift } = held;
    let pieces = &session.level().board.pieces();
    for &key in keys.get_just_pressed() {
        if let Some(step) = history_key(key, held) {
            actions.write(match step {
                HistoryKey::Undo => Action::Undo,
                HistoryKey::Redo => Action::Redo,
            });
            continue;
        }
        match key {
            KeyCode::Tab => {
                let n = pieces.len();
                selected.0 = Some(match selected.0 {
                    None if shift => n - 1,
                    None => 0,
                    Some(i) if shift => (i + n - 1) % n,
                    Some(i) => (i + 1) % n,
                });
            }
            KeyCode::ArrowUp | KeyCode::ArrowDown | KeyCode::ArrowLeft | KeyCode::ArrowRight => {
                let Some(piece) = selected.0 else { continue };
                let (dx, dy) = match key {
                    KeyCode::ArrowUp => (0, -1),
                    KeyCode::ArrowDown => (0, 1),
                    KeyCode::ArrowLeft => (-1, 0),
                    _ => (1, 0),
                };
                let from = session.positions()[piece];
                let to = Pos::new((from.x as i16 + dx).clamp(0, 255) as u8, (from.y as i16 + dy).clamp(0, 255) as u8);
                actions.write(Action::Move { mv: Move { piece, label: pieces[piece].label, from, to }, by_replay: false });
            }
            KeyCode::Escape => next_screen.set(Screen::Menu),
            _ if ctrl => {}
            KeyCode::F1 | KeyCode::Slash => drop(requests.write(Request::Hint)),
            KeyCode::F2 => drop(toggles.write(Toggle::Analysis)),
            KeyCode::F3 => drop(toggles.write(Toggle::Sound)),
            KeyCode::Space => drop(requests.write(Request::Solve)),
            KeyCode::Period => drop(requests.write(Request::Step)),
            KeyCode::Equal | KeyCode::NumpadAdd => drop(requests.write(Request::Faster)),
            KeyCode::Minus | KeyCode::NumpadSubtract => drop(requests.write(Request::Slower)),
            KeyCode::Backspace => drop(actions.write(Action::Reset)),
            KeyCode::PageDown => drop(actions.write(Action::NextLevel)),
            KeyCode::PageUp => drop(actions.write(Action::PreviousLevel)),
            _ => {
                // A letter or digit selects the piece with that label.
                if let Some(label) = key_label(key)
                    && let Some(i) = pieces.iter().position(|p| p.label.eq_ignore_ascii_case(&label))
                {
                    selected.0 = Some(i);
                }
            }
        }
    }
}

fn key_label(key: KeyCode) -> Option<char> {
    let name = format!("{key:?}");
    let c = name.strip_prefix("Key").or_else(|| name.strip_prefix("Digit"))?;
    (c.len() == 1).then(|| c.chars().next().expect("one char"))
}

/// F11 switches fullscreen on every screen (not while a text field has the keys).
fn toggle_fullscreen_key(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiHasKeyboard>,
    settings: Res<Settings>,
    mut change: MessageWriter<ChangeSettings>,
) {
    if keys.just_pressed(KeyCode::F11) && !ui.0 {
        change.write(ChangeSettings(Settings { fullscreen: !settings.fullscreen, ..*settings }));
    }
}
