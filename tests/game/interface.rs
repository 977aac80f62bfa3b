//! The whole interface headless — the logic, the look, the board and every screen over bevy_egui, with
//! no window system and no renderer — driven as a player drives it: key presses come in as the window
//! system's `KeyboardInput` messages (which Bevy's input and egui both read) and a controller as the
//! gamepad's raw events. egui's AccessKit tree, what a screen reader is handed, is kept after every
//! frame for the tests to read. Time advances 16 ms a frame.

use bevy::a11y::AccessibilityPlugin;
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::accesskit;
use bevy_egui::{EguiContext, EguiFullOutput, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext, egui};
use gridlock::app_state::Screen;
use gridlock::catalog::Catalog;
use gridlock::i18n::{Language, LanguageOverride};
use gridlock::play::session::Session;
use gridlock::player::progress::{Progress, Store};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The window's size in points, a desktop's.
const SCREEN: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// What egui last handed to AccessKit: every node's role and name, and the focused node's.
#[derive(Resource, Default, Debug)]
pub struct ScreenReader {
    pub nodes: Vec<(accesskit::Role, String)>,
    /// Each node's id, in the order of `nodes`: what a screen reader's request names.
    pub ids: Vec<accesskit::NodeId>,
    pub focused: Option<(accesskit::Role, String)>,
}

impl ScreenReader {
    /// Whether a node of `role` is named `name` exactly.
    pub fn has(&self, role: accesskit::Role, name: &str) -> bool {
        self.node(role, name).is_some()
    }

    /// The node of `role` named `name`.
    pub fn node(&self, role: accesskit::Role, name: &str) -> Option<accesskit::NodeId> {
        self.nodes.iter().position(|(r, n)| *r == role && n == name).map(|i| self.ids[i])
    }
}

/// The game as a player starts it, on the title screen, its saves in memory (`slots`).
pub fn interface_app(slots: Arc<Mutex<BTreeMap<String, String>>>) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin::default(),
        bevy::image::ImagePlugin::default(),
        InputPlugin,
        bevy::window::WindowPlugin::default(),
        AccessibilityPlugin,
    ));
    // bevy_egui loads its shader as it is added, renderer or not.
    app.init_asset::<bevy::shader::Shader>()
        .init_asset::<AudioSource>()
        .init_asset::<bevy::gizmos::GizmoAsset>()
        .init_resource::<bevy::gizmos::config::GizmoConfigStore>()
        .init_gizmo_group::<DefaultGizmoConfigGroup>()
        .add_message::<bevy::window::RequestRedraw>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)));
    // The tests read the English messages, whatever the machine's language.
    app.insert_resource(LanguageOverride(Language::English));
    let catalog = Catalog::embedded().expect("shipped levels load");
    app.insert_resource(Session::new(&catalog, 0, 0)).insert_resource(catalog);
    app.insert_resource(Progress::load(Store::Memory { key: "gridlock-progress".into(), slots }));
    app.add_plugins((
        bevy_egui::EguiPlugin::default(),
        bevy_tweening::TweeningPlugin,
        gridlock::logic_plugin,
        gridlock::interface_plugin,
    ));
    app.init_resource::<ScreenReader>()
        .add_systems(PreUpdate, give_egui_a_screen.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass))
        .add_systems(PostUpdate, read_the_tree.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput));
    app.update();
    // As a screen reader's arrival does, and as winit's adapter asks of egui.
    let mut contexts = app.world_mut().query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    contexts.single_mut(app.world_mut()).expect("the primary context").get_mut().enable_accesskit();
    frames(&mut app, 3);
    app
}

/// With no window system, the window's size is given to egui here.
fn give_egui_a_screen(mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>) {
    for mut input in &mut inputs {
        input.0.screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, SCREEN));
    }
}

fn read_the_tree(outputs: Query<&EguiFullOutput, With<PrimaryEguiContext>>, mut reader: ResMut<ScreenReader>) {
    let Some(update) = outputs.iter().find_map(|output| output.0.as_ref()?.platform_output.accesskit_update.clone()) else {
        return;
    };
    let name = |node: &accesskit::Node| node.label().or(node.value()).unwrap_or_default().to_string();
    reader.nodes = update.nodes.iter().map(|(_, node)| (node.role(), name(node))).collect();
    reader.ids = update.nodes.iter().map(|(id, _)| *id).collect();
    reader.focused = update.nodes.iter().find(|(id, _)| *id == update.focus).map(|(_, node)| (node.role(), name(node)));
}

/// A screen reader asks for `action` on a node, as winit's AccessKit adapter hands such a request to
/// Bevy.
pub fn ask(app: &mut App, action: accesskit::Action, node: accesskit::NodeId) {
    let request = accesskit::ActionRequest { action, target_tree: accesskit::TreeId::ROOT, target_node: node, data: None };
    app.world_mut().write_message(bevy::a11y::ActionRequest(request));
    frames(app, 3);
}

pub fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn reader(app: &App) -> &ScreenReader {
    app.world().resource::<ScreenReader>()
}

/// A key pressed and let go, as the window system reports it (a frame each), then a few frames for
/// the screen to follow.
pub fn key(app: &mut App, code: KeyCode) {
    let logical = logical_key(code);
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).expect("a window");
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let text = match (&logical, state) {
            (Key::Character(c), ButtonState::Pressed) => Some(c.clone()),
            _ => None,
        };
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: logical.clone(),
            state,
            text,
            repeat: false,
            window,
        });
        app.update();
    }
    frames(app, 2);
}

/// The key of a letter, A–Z.
pub fn letter(c: char) -> KeyCode {
    const LETTERS: [KeyCode; 26] = [
        KeyCode::KeyA,
        KeyCode::KeyB,
        KeyCode::KeyC,
        KeyCode::KeyD,
        KeyCode::KeyE,
        KeyCode::KeyF,
        KeyCode::KeyG,
        KeyCode::KeyH,
        KeyCode::KeyI,
        KeyCode::KeyJ,
        KeyCode::KeyK,
        KeyCode::KeyL,
        KeyCode::KeyM,
        KeyCode::KeyN,
        KeyCode::KeyO,
        KeyCode::KeyP,
        KeyCode::KeyQ,
        KeyCode::KeyR,
        KeyCode::KeyS,
        KeyCode::KeyT,
        KeyCode::KeyU,
        KeyCode::KeyV,
        KeyCode::KeyW,
        KeyCode::KeyX,
        KeyCode::KeyY,
        KeyCode::KeyZ,
    ];
    LETTERS[c.to_ascii_uppercase() as usize - 'A' as usize]
}

/// What a US keyboard's key types, as winit names it.
fn logical_key(code: KeyCode) -> Key {
    let name = format!("{code:?}");
    if let Some(c) = name.strip_prefix("Key").or_else(|| name.strip_prefix("Digit")) {
        return Key::Character(c.to_lowercase().into());
    }
    match code {
        KeyCode::Enter => Key::Enter,
        KeyCode::Escape => Key::Escape,
        KeyCode::Tab => Key::Tab,
        KeyCode::Space => Key::Space,
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Delete => Key::Delete,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::F1 => Key::F1,
        KeyCode::F4 => Key::F4,
        KeyCode::F6 => Key::F6,
        other => panic!("the tests type no {other:?}"),
    }
}

/// A controller plugged in, as gilrs reports one.
pub fn plug_in_a_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connection = GamepadConnection::Connected { name: "Test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connection));
    frames(app, 2);
    pad
}

/// A button pressed and let go, as gilrs reports it (a frame each), then a few frames.
pub fn button(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        app.world_mut().write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(pad, button, value)));
        app.update();
    }
    frames(app, 2);
}

/// Runs frames until `done` holds (at most `limit` of them).
#[track_caller]
pub fn frames_until(app: &mut App, limit: usize, done: impl Fn(&App) -> bool) {
    for _ in 0..limit {
        if done(app) {
            return;
        }
        app.update();
        // The solver's jobs run on the task pools beside the frames.
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(done(app), "not after {limit} frames; on {:?}, focus on {:?}", screen(app), reader(app).focused);
}
